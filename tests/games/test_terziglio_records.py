"""Terziglio records and properties: round trips, simulate → replay, refusals, the pack, secrets."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.games.terziglio.actions import Contract, HandScored, Phase, TerziglioRules
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import state_dict

NAMES = ["Anna", "Bruno", "Carla"]
DECK = [f"{r}{s}" for s in "cdsb" for r in "ARCF765432"]
DEAL = {"deal": [DECK[0:12], DECK[12:24], DECK[24:36]], "monte": DECK[36:]}


def _record(events: list, **header) -> str:  # type: ignore[type-arg]
    rec = {"format": "coteccio-record", "version": 1, "game": "terziglio", "players": NAMES,
           "first_dealer": 0, "events": events, **header}  # fmt: skip
    return json.dumps(rec)


def random_game(m: Terziglio, rng: random.Random, hands: int = 60) -> Terziglio:
    """Random legal choices (bids kept rare, so contracts of every kind happen)."""
    while m.outcome() is None and m.hands_played + m.hands_passed < hands:
        if m.needs_deal():
            m.deal(rng)
            continue
        acts = m.legal_actions()
        if m.phase is Phase.BID and rng.random() < 0.5:
            acts = acts[:1]
        m.apply(rng.choice(acts))
    return m


def test_a_game_survives_a_round_trip() -> None:
    for seed in range(8):
        rules = TerziglioRules(target=(21, 31, 51)[seed % 3], pass_out=seed % 2 == 0)
        m = random_game(Terziglio(3, rules, seed % 3), random.Random(seed))
        again = read_record(dumps_record(NAMES, m))
        assert again.match.actions == m.actions and again.match.rules == m.rules
        assert state_dict(again.match) == state_dict(m)


def test_replay_state_after_a_deal_and_a_bid() -> None:
    state = state_dict(read_record(_record([DEAL, {"seat": 1, "bid": "solo"}])).match)
    assert state["next"] == {
        "seat": 2,
        "action": "bid",
        "legal": ["pass", "solissimo", "dividete", "scegliete"],
    }
    assert state["contract"] == "solo" and state["soloist"] == 1 and state["eldest"] == 1


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([DEAL, {"seat": 1, "bid": "grand"}], 'event 1: bid must be "pass", "chiamo", "solo", "solissimo", "dividete", "scegliete", not \'grand\''),
        ([DEAL, {"seat": 2, "bid": "solo"}], "event 1: seat 1 is to bid, not seat 2"),
        ([DEAL, {"seat": 1, "bid": "solo"}, {"seat": 2, "bid": "chiamo"}], "event 2: seat 2 may not bid chiamo: a bid must be higher than the last"),
        ([DEAL, {"seat": 1, "bid": "chiamo"}, {"seat": 2, "bid": "pass"}, {"seat": 0, "bid": "pass"}, {"seat": 1, "call": "Cd"}],
         "event 4: seat 1 may not call Cd: he holds it"),
        ([DEAL, {"seat": 1, "play": "Ad"}], "event 1: expected a bid from seat 1, not a play"),
        ([DEAL, {"seat": 1, "take": "Ac"}], "event 1: take is a list of cards"),
        ([{"deal": [DECK[0:12], DECK[12:24], DECK[24:36]], "monte": DECK[35:]}], "event 0: the monte must hold 4 cards, not 5"),
        ([{"deal": [DECK[0:12], DECK[12:24], DECK[24:36]]}], "event 0: not a deal, bid, call, give, discard, take or play event"),
    ],
)  # fmt: skip
def test_a_broken_record_is_refused_in_one_line(events: list, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(RecordError) as refused:
        read_record(_record(events))
    assert str(refused.value) == message


def test_bad_rules_are_refused() -> None:
    with pytest.raises(RecordError, match="record: pass_out must be true or false"):
        read_record(_record([], rules={"pass_out": 1}))
    with pytest.raises(RecordError, match="record: unknown rule 'declarations'"):
        read_record(_record([], rules={"declarations": True}))


def test_simulated_records_replay_on_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "sim"
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "simulate", "--game", "terziglio", "--players",
         "3", "--matches", "6", "--seed", "5", "--out", str(out)],
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
    wrong = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "simulate", "--game", "terziglio", "--players", "4"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert wrong.returncode == 2 and "--players must be from 3 to 3" in wrong.stderr


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.booleans())
def test_random_games_keep_the_pack_and_the_secrets(seed: int, pass_out: bool) -> None:
    rng = random.Random(seed)
    m = Terziglio(3, TerziglioRules(pass_out=pass_out), seed % 3)
    for _ in range(600):
        if m.outcome() is not None:
            break
        if m.needs_deal():
            m.deal(rng)
            continue
        acts = m.legal_actions()
        events = m.apply(
            rng.choice(acts[:1] if m.phase is Phase.BID and rng.random() < 0.5 else acts)
        )
        held = [c for h in m.hands for c in h] + m.monte + [c for t in m.tricks for _, c in t.plays]
        held += [c for _, c in m.trick]
        if m.phase is not Phase.DEAL:
            assert sorted(held) == list(range(40))
        for s in range(3):
            v = m.view(s)
            others = {c for o in range(3) if o != s for c in m.hands[o]}
            assert not others & set(v.hand)
            assert not set(v.discarded) & others
            if m.contract is Contract.DIVIDETE:
                assert all(v.took[o] == () for o in range(3) if o != s)
            if v.given is not None:
                assert s in (m.soloist, m.holder)
        for e in events:
            if isinstance(e, HandScored):
                assert e.made == (e.points >= 6)
                assert sum(e.gained) in (
                    e.contract.stake * e.multiplier,
                    2 * e.contract.stake * e.multiplier,
                )
