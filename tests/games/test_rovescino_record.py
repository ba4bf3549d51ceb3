"""Rovescino records and ``coteccio replay``: exact state, one-line refusals, never a traceback.

The same contract as Coteccio's (tests/test_record.py, whose mutation helper this reuses).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter

import pytest

from coteccio_gui.games.rovescino import Rovescino, RovescinoRules
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.simulate import random_match
from tests.test_record import _mutate, _replay

NAMES = ["Anna", "Bruno", "Carla"]
HANDS = [
    "Ac Rc Cc Fc 7c 6c 5c 4c 3c 2c Ad Rd Cd",
    "Fd 7d 6d 5d 4d 3d 2d As Rs Cs Fs 7s 6s",
    "5s 4s 3s 2s Ab Rb Cb Fb 7b 6b 5b 4b 3b",
]
DEAL = {"deal": [h.split() for h in HANDS], "monte": ["2b"]}


def _record(events: list, **header) -> bytes:
    rec = {"format": "coteccio-record", "version": 1, "game": "rovescino", "players": NAMES,
           "first_dealer": 0, "events": events, **header}  # fmt: skip
    return json.dumps(rec).encode()


def test_an_empty_match_waits_for_the_first_dealer(capsys):
    code, out, err = _replay(_record([]), capsys)
    assert code == 0 and err == ""
    state = json.loads(out)
    assert state == {
        "status": "playing", "next": {"action": "deal", "dealer": 0}, "scores": [0, 0, 0],
        "out": [], "dealer": 0, "leader": 1, "hands_played": 0, "monte": 0,
        "taken": [0, 0, 0], "winners": None, "losers": [],
    }  # fmt: skip


def test_replay_shows_the_legal_cards_of_the_seat_to_play(capsys):
    code, out, _ = _replay(_record([DEAL, {"seat": 1, "play": "Fd"}]), capsys)
    state = json.loads(out)
    assert code == 0 and state["monte"] == 1
    assert state["next"] == {"seat": 2, "action": "play", "legal": ["5s", "4s", "3s", "2s", "Ab",
                             "Rb", "Cb", "Fb", "7b", "6b", "5b", "4b", "3b"]}  # fmt: skip


def test_a_finished_match_names_winners_and_losers(capsys):
    rng = random.Random(5)
    m = Rovescino(4, RovescinoRules(elimination=True), 0)
    while m.outcome() is None:
        m.apply(rng.choice(m.legal_actions())) if not m.needs_deal() else m.deal(rng)
    code, out, _ = _replay(dumps_record(["A", "B", "C", "D"], m).encode(), capsys)
    state = json.loads(out)
    assert code == 0 and state["status"] == "finished" and state["next"] is None
    assert state["winners"] == list(m.outcome().winners) and state["losers"] == list(m.losers)
    assert state["scores"] == list(m.scores())


@pytest.mark.parametrize(
    ("events", "header", "message"),
    [
        ([DEAL, {"seat": 1, "play": "As"}, {"seat": 2, "play": "Ab"}], {},
         "event 2: seat 2 must follow spade but played Ab"),
        ([DEAL, {"seat": 2, "play": "5s"}], {}, "event 1: seat 1 is to play, not seat 2"),
        ([DEAL, {"seat": 1, "play": "Ac"}], {}, "event 1: seat 1 does not hold Ac"),
        ([DEAL, {"seat": 1, "play": "Zz"}], {}, "event 1: 'Zz' is not a card"),
        ([{"seat": 1, "play": "Fd"}], {}, "event 0: expected a deal, not a play"),
        ([DEAL, DEAL], {}, "event 1: expected a play from seat 1, not a deal"),
        ([{"deal": DEAL["deal"]}], {},
         'event 0: a deal event also lists the "monte" ([] when there is none)'),
        ([{**DEAL, "monte": []}], {}, "event 0: the monte must hold 1 cards, not 0"),
        ([{**DEAL, "monte": "2b"}], {}, "event 0: the monte is a list of cards"),
        ([{**DEAL, "monte": ["Ac"]}], {}, "event 0: Ac is dealt twice"),
        ([{"deal": [HANDS[0].split()[:-1], *DEAL["deal"][1:]], "monte": ["2b", "Cd"]}], {},
         "event 0: seat 0 must be dealt 13 cards, not 12"),
        ([{"deal": DEAL["deal"][:2], "monte": ["2b"]}], {}, "event 0: a deal lists 3 hands, one per seat"),
        ([DEAL, {"seat": 1, "capotto": "play"}], {}, "event 1: unknown key 'capotto'"),
        ([DEAL, {"seat": 1}], {}, "event 1: not a deal or play event"),
        ([DEAL, {"seat": 3, "play": "Fd"}], {}, "event 1: seat must be a seat from 0 to 2, not 3"),
        ([], {"players": ["A", "B"]},
         "record: players must be a list of 3 to 8 names of 1 to 32 characters"),
        ([], {"rules": {"target": 12}}, "record: target must be a whole number from 21 to 101"),
        ([], {"rules": {"starting_lives": 4}}, "record: unknown rule 'starting_lives'"),
        ([], {"rules": {"elimination": "yes"}}, "record: elimination must be true or false"),
        ([], {"game": "briscola"}, "record: unknown game 'briscola'; this table plays coteccio, rovescino, coch, zifuli, tressette, tressette-in-due, terziglio, stovkahra"),
        ([], {"first_dealer": 3}, "record: first_dealer must be a seat from 0 to 2"),
    ],
)  # fmt: skip
def test_a_bad_record_is_refused_with_one_line_naming_the_first_bad_event(
    events, header, message, capsys
):
    code, out, err = _replay(_record(events, **header), capsys)
    assert (code, out) == (2, "")
    assert err == message + "\n"


def test_an_event_after_the_end_is_refused(capsys):
    rng = random.Random(2)
    m = random_match(3, rng, Counter(), "rovescino")
    rec = json.loads(dumps_record(NAMES, m))
    rec["events"].append(rec["events"][0])
    code, _, err = _replay(json.dumps(rec).encode(), capsys)
    assert code == 2 and err == f"event {len(m.actions)}: the match is over\n"


def _random_record(seed: int) -> dict:
    rng = random.Random(seed)
    players = rng.randint(3, 8)
    m = random_match(players, rng, Counter(), "rovescino")
    if rng.random() < 0.5:  # often a match cut short, in the middle of a hand
        m = read_record(dumps_record(["x"] * players, m)).match
        keep = rng.randrange(len(m.actions))
        rec = json.loads(dumps_record([f"P{i}" for i in range(players)], m))
        rec["events"] = rec["events"][:keep]
        return rec
    return json.loads(dumps_record([f"P{i}" for i in range(players)], m))


def test_mutated_records_are_replayed_or_refused_never_crash(capsys):
    rng = random.Random(13)
    refused = 0
    for seed in range(30):
        base = _random_record(seed)
        for _ in range(25):
            data = json.dumps(_mutate(base, rng)).encode()
            code, out, err = _replay(data, capsys)
            assert code in (0, 2)
            if code == 2:
                refused += 1
                assert out == "" and err.count("\n") == 1
                assert err.startswith(("record: ", "event "))
                assert "Traceback" not in err
            else:
                assert json.loads(out)["status"] in ("playing", "finished")
    assert refused > 400  # most mutations break something


def test_the_command_line_replays_a_simulated_record(tmp_path):
    rec = _random_record(3)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(rec))
    ok = subprocess.run([sys.executable, "-m", "coteccio_gui", "replay", str(path)],
                        capture_output=True, text=True)  # fmt: skip
    assert ok.returncode == 0 and json.loads(ok.stdout)["status"] in ("playing", "finished")
    rec["events"][0]["monte"] = rec["events"][0]["monte"] + ["Zq"]
    path.write_text(json.dumps(rec))
    bad = subprocess.run([sys.executable, "-m", "coteccio_gui", "replay", str(path)],
                         capture_output=True, text=True)  # fmt: skip
    assert (
        bad.returncode == 2 and bad.stdout == "" and bad.stderr == "event 0: 'Zq' is not a card\n"
    )


def test_rules_game_and_meta_survive_a_round_trip():
    rng = random.Random(4)
    rules = RovescinoRules(target=31, elimination=True, fractions="floor", cappotto=False,
                           lowest_tie="play_on")  # fmt: skip
    m = Rovescino(5, rules, 2)
    m.deal(rng)
    text = dumps_record(["Ìsa", "Bo", "Çe", "Di", "Eu"], m, {"app": "test"})
    assert json.loads(text)["game"] == "rovescino"
    again = read_record(text)
    assert (
        again.match.rules == rules and again.meta == {"app": "test"} and again.game == "rovescino"
    )
    assert again.match.first_dealer == 2 and again.match.monte == m.monte


def test_simulate_plays_whole_rovescino_matches_and_writes_records_that_replay(tmp_path, capsys):
    from coteccio_gui.simulate import run_simulate

    assert run_simulate(5, 4, 3, str(tmp_path), "rovescino") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "matches 4, players 5, seed 3, game rovescino"
    assert out[1].startswith("hands ") and "penalty points per hand" in out[1]
    assert out[-2].startswith("wins by seat ")
    for path in sorted(tmp_path.glob("match-*.json")):
        record = read_record(path.read_bytes())
        assert record.game == "rovescino" and record.match.outcome() is not None
    assert run_simulate(2, 1, 0, None, "rovescino") == 2
    assert "--players must be from 3 to 8" in capsys.readouterr().err
