"""Stovkahra records: round trips, the sample of docs/records.md replayed by ``coteccio replay``,
and refusals in one line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.games.stovkahra.actions import Deal
from coteccio_gui.games.stovkahra.cards import code
from coteccio_gui.games.stovkahra.dealing import cut_pack, deal_pack
from coteccio_gui.games.stovkahra.events import TrumpTurned
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.rules import StovkahraRules
from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import state_dict

FOUR = ["Anna", "Bruno", "Carla", "Dario"]
SAMPLE = Path(__file__).resolve().parent.parent / "data" / "stovkahra-sample.json"
DEAL = {"deal": [["Ua", "10a", "8a", "7a", "Ah", "10h", "Oh", "Kh"],
                 ["Aa", "Al", "Ab", "9a", "Kl", "Kb", "10l", "9l"],
                 ["7h", "Ol", "Ul", "10b", "9b", "8b", "7b", "8l"],
                 ["Ka", "Oa", "8h", "9h", "Ob", "Ub", "7l", "Uh"]]}  # fmt: skip
PASSES = [{"seat": s, "pass": True} for s in (1, 2, 3, 0)]


def _record(events: list, **header) -> str:  # type: ignore[type-arg]
    rec = {"format": "coteccio-record", "version": 1, "game": "stovkahra", "players": FOUR,
           "first_dealer": 0, "events": events, **header}  # fmt: skip
    return json.dumps(rec)


def _random_series(seed: int, rules: StovkahraRules, actions: int) -> Stovkahra:
    rng = random.Random(seed)
    m = Stovkahra(4, rules, seed % 4)
    while m.outcome() is None and len(m.actions) < actions:
        if m.needs_deal():
            m.deal(rng)
        else:
            m.apply(rng.choice(m.legal_actions()))
    return m


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([StovkahraRules(), StovkahraRules(series=20,
       shuffle="once", beat_partner=False, underruff=False, deal_end="higher_total")]))  # fmt: skip
def test_a_series_survives_a_round_trip_and_replays_to_the_same_state(
    seed: int, rules: StovkahraRules
) -> None:
    m = _random_series(seed, rules, 2000)
    text = dumps_record(FOUR, m, {"seed": seed})
    again = read_record(text)
    assert again.match.actions == m.actions and again.match.rules == m.rules
    assert state_dict(again.match) == state_dict(m)
    assert again.match.outcome() == m.outcome()
    assert isinstance(m.actions[0], Deal)


def test_a_later_deal_is_the_last_one_gathered_and_cut() -> None:
    sevens = {
        "deal": [
            h.split()
            for h in (
                "Ua 8a 7a 10b 9b 8b 7b 8h",
                "Aa Ah Kh Oh Uh 10h 9h 7h",
                "Ka 10a Al Kl Ol Ul 10l 9l",
                "Oa 9a 8l 7l Ab Kb Ob Ub",
            )
        ]
    }
    m = read_record(_record([sevens, *PASSES])).match
    assert isinstance(m, Stovkahra)
    while m.legal_actions():  # each seat its first card: seat 1 takes every trick, 98 points
        m.apply(m.legal_actions()[0])
    assert m.points == [0, 98]
    gathered = m.gathered()
    turned = m.deal(random.Random(1))[-1]
    assert isinstance(m.actions[-1], Deal) and isinstance(turned, TrumpTurned)
    assert 1 <= turned.cut <= 31
    assert m.actions[-1].hands == tuple(
        tuple(h) for h in deal_pack(cut_pack(gathered, turned.cut), (m.dealer + 1) % 4)
    )
    event = json.loads(dumps_record(FOUR, m))["events"][-1]
    assert event == {"deal": [[code(c) for c in h] for h in m.actions[-1].hands]}
    assert state_dict(read_record(dumps_record(FOUR, m)).match) == state_dict(m)


def test_a_later_deal_that_is_no_cut_of_the_gathered_pack_is_refused() -> None:
    m = _random_series(3, StovkahraRules(), 60)
    while not m.needs_deal() or m.pack is None:
        m.deal(random.Random(0)) if m.needs_deal() else m.apply(m.legal_actions()[0])
    shuffled = list(m.pack)
    shuffled[0], shuffled[1] = shuffled[1], shuffled[0]
    hands = deal_pack(shuffled, (m.dealer + 1) % 4)
    with pytest.raises(IllegalAction, match="gathered and cut, not shuffled"):
        m.apply(Deal(tuple(tuple(h) for h in hands)))


def test_the_sample_record_replays_on_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "replay", str(SAMPLE)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "status": "playing",
        "next": {"seat": 3, "action": "play", "legal": ["7l"], "choices": []},
        "dealer": 0, "leader": 2, "trump": "Kh", "trumps": "hearts", "face_up": ["Al", "Ab"],
        "tricks": 1, "points": [66, 30], "deal_points": [66, 30], "first_hundred": None,
        "brcka": [0, 0], "games_played": 0, "hands_played": 0, "end": None, "winners": None,
        "series": None,
    }  # fmt: skip


def test_replay_says_what_each_seat_may_do() -> None:
    state = state_dict(read_record(_record([DEAL])).match)
    assert state["next"] == {"seat": 1, "action": "declare", "legal": ["A"], "choices": ["pass"]}
    state = state_dict(read_record(_record([DEAL, {"seat": 1, "declare": "A"}])).match)
    assert state["next"]["choices"] == ["dost", "pass"] and state["points"] == [0, 30]
    state = state_dict(read_record(_record([DEAL, *PASSES])).match)
    assert state["next"]["action"] == "play" and len(state["next"]["legal"]) == 8
    fresh = state_dict(read_record(_record([])).match)
    assert fresh["next"] == {"action": "deal", "dealer": 0, "shuffle": True}
    assert fresh["trump"] is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (_record([DEAL, {"seat": 2, "pass": True}]), "event 1: seat 1 is to declare, not seat 2"),
        (_record([DEAL, {"seat": 1, "declare": "9"}]),
         "event 1: seat 1 may not declare Nines: Nines and Eights are never declared"),
        (_record([DEAL, {"seat": 1, "declare": "K"}]),
         "event 1: seat 1 may not declare Kings: it holds 2, not three or four"),
        (_record([DEAL, {"seat": 1, "declare": "Q"}]),
         "event 1: declare names a rank (A, K, O, U, 10, 9, 8, 7), not 'Q'"),
        (_record([DEAL, {"seat": 1, "dost": True}]),
         "event 1: seat 1 may not say dost: only right after declaring or winning a trick"),
        (_record([DEAL, {"seat": 1, "pass": False}]), "event 1: pass must be true"),
        (_record([DEAL, {"seat": 1, "play": "Aa"}]),
         "event 1: expected a declare from seat 1, not a play"),
        (_record([DEAL, *PASSES, {"seat": 1, "play": "Ah"}]), "event 5: seat 1 does not hold Ah"),
        (_record([DEAL, *PASSES, {"seat": 1, "play": "Aa"}, {"seat": 2, "play": "Ol"}]),
         "event 6: seat 2 must play a trump (hearts) but played Ol"),
        (_record([DEAL, *PASSES, {"seat": 1, "play": "9l"}, {"seat": 2, "play": "8l"}]),
         "event 6: seat 2 must head the trick over 9l but played 8l"),
        (_record([DEAL, *PASSES, {"seat": 1, "play": "Zz"}]), "event 5: 'Zz' is not a card"),
        (_record([DEAL, {"seat": 1, "settle": "double"}]),
         'event 1: settle must be "add" or "subtract", not \'double\''),
        (_record([{"cut": 4}]),
         "event 0: unknown key 'cut'"),
        (_record([{"deal": [["Aa"], [], [], []]}]), "event 0: seat 0 must be dealt 8 cards, not 1"),
        (_record([{"deal": [["Aa"] * 8] * 4}]), "event 0: Aa is dealt twice"),
        (_record([{"deal": [["Ac"] * 8] * 4}]), "event 0: 'Ac' is not a card"),
        (_record([], rules={"series": 15}), "record: series must be 10 or 20"),
        (_record([], rules={"deal_end": "last"}),
         'record: deal_end must be "first_to_100" or "higher_total"'),
        (_record([], players=FOUR[:3]),
         "record: players must be a list of 4 to 4 names of 1 to 32 characters"),
    ],
)  # fmt: skip
def test_a_broken_record_is_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(RecordError) as refused:
        read_record(text)
    assert str(refused.value) == message


def test_simulated_records_replay_on_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "sim"
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "simulate", "--game", "stovkahra", "--players",
         "4", "--matches", "3", "--seed", "7", "--out", str(out)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    for path in sorted(out.glob("*.json")):
        ok = subprocess.run(
            [sys.executable, "-m", "coteccio_gui", "replay", str(path)],
            capture_output=True,
            text=True,
        )
        assert ok.returncode == 0 and json.loads(ok.stdout)["status"] == "finished"


def test_the_sample_and_its_state_are_the_ones_docs_records_md_shows() -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "records.md").read_text("utf-8")
    section = docs[docs.index("\n## Stovkahra\n") :]
    blocks = section.split("```json\n")[1:3]
    shown, state = (b[: b.index("```")] for b in blocks)
    assert shown.strip() == SAMPLE.read_text("utf-8").strip()
    replayed = read_record(SAMPLE.read_text("utf-8")).match
    assert json.loads(state) == state_dict(replayed)
