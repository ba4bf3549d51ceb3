"""Tressette and Tressette in due records: round trips, simulate → replay, refusals in one line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules
from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import state_dict
from tests.games.tressette_helpers import random_game

FOUR = ["Anna", "Bruno", "Carla", "Dario"]


def _record(events: list, game: str = "tressette", **header) -> str:  # type: ignore[type-arg]
    players = FOUR if game == "tressette" else FOUR[:2]
    rec = {"format": "coteccio-record", "version": 1, "game": game, "players": players,
           "first_dealer": 0, "events": events, **header}  # fmt: skip
    return json.dumps(rec)


def _deal4() -> dict:  # type: ignore[type-arg]
    deck = [f"{r}{s}" for s in "cdsb" for r in "ARCF765432"]
    return {"deal": [deck[i * 10 : i * 10 + 10] for i in range(4)]}


def _deal2() -> dict:  # type: ignore[type-arg]
    deck = [f"{r}{s}" for s in "cdsb" for r in "ARCF765432"]
    return {"deal": [deck[0:10], deck[10:20]], "stock": deck[20:]}


@pytest.mark.parametrize("chiamata", [False, True])
def test_a_tressette_game_survives_a_round_trip(chiamata: bool) -> None:
    rules = TressetteRules.from_dict({"chiamata": chiamata, "stake": 3})
    for seed in range(6):
        rng = random.Random(seed)
        m = random_game(Tressette(4, rules, seed % 4), rng)
        text = dumps_record(FOUR, m, {"seed": seed})
        assert json.loads(text)["game"] == "tressette"
        again = read_record(text)
        assert again.match.actions == m.actions and again.match.rules == m.rules
        assert state_dict(again.match) == state_dict(m)
        assert again.match.outcome() == m.outcome()


def test_a_tressette_in_due_game_survives_a_round_trip_with_its_stock() -> None:
    for seed in range(6):
        m = random_game(TressetteInDue(2, DueRules(), seed % 2), random.Random(seed))
        again = read_record(dumps_record(FOUR[:2], m))
        assert again.match.actions == m.actions
        assert state_dict(again.match) == state_dict(m)
        first = json.loads(dumps_record(FOUR[:2], m))["events"][0]
        assert set(first) == {"deal", "stock"} and len(first["stock"]) == 20


def test_replay_state_of_a_fresh_deal() -> None:
    state = state_dict(read_record(_record([_deal4()])).match)
    assert state["next"]["seat"] == 1 and state["next"]["action"] == "play"
    assert len(state["next"]["legal"]) == 10 and "claim" in state["next"]["choices"]
    assert state["scores"] == [0, 0, 0, 0] and state["target"] == 31 and state["called"] is None
    due = state_dict(read_record(_record([_deal2()], "tressette-in-due")).match)
    assert due["stock"] == 20 and "called" not in due


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (_record([_deal4(), {"seat": 2, "play": "3d"}]), "event 1: seat 1 is to play, not seat 2"),
        (_record([_deal4(), {"seat": 1, "play": "Ac"}]), "event 1: seat 1 does not hold Ac"),
        (_record([_deal4(), {"seat": 1, "play": "Ad", "signal": "wink"}]),
         'event 1: signal must be "busso", "volo" or "striscio", not \'wink\''),
        (_record([_deal4(), {"seat": 1, "play": "Ad", "signal": "volo"}]),
         "event 1: seat 1 may not signal volo: it is not his last card of the suit"),
        (_record([_deal4(), {"seat": 1, "declare": False}]), "event 1: declare must be true"),
        (_record([_deal4(), {"seat": 1, "annul": True}]),
         "event 1: seat 1 may not annul: only ten cards under one point, before playing"),
        (_record([_deal4(), {"seat": 1, "call": "3c"}]), "event 1: expected a play from seat 1, not a call"),
        (_record([_deal4(), {"seat": 1, "claim": True, "when": 1}]), "event 1: unknown key 'when'"),
        (_record([{"deal": [["Ac"], [], [], []]}]), "event 0: seat 0 must be dealt 10 cards, not 1"),
        (_record([{"deal": [["Ac"] * 10] * 4}]), "event 0: Ac is dealt twice"),
        (_record([_deal4()], rules={"target": 41}), "record: target must be 21, 31 or 51"),
        (_record([], rules={"chiamata": True, "declarations": True}),
         "record: declarations cannot be played with the chiamata del Tre"),
        (_record([], players=["A", "B"]), "record: players must be a list of 4 to 4 names of 1 to 32 characters"),
        (_record([_deal4()], "tressette-in-due"), "event 0: not a deal, play, declare, annul or claim event"),
        (_record([_deal2(), {"seat": 0, "play": "Ac", "signal": "busso"}], "tressette-in-due"),
         "event 1: unknown key 'signal'"),
        (_record([], "tressette-in-due", rules={"striscio": True}), "record: unknown rule 'striscio'"),
        (_record([{"deal": [[], []], "stock": "Ac"}], "tressette-in-due"), "event 0: the stock is a list of cards"),
        (_record([], "briscola"), "record: unknown game 'briscola'; this table plays coteccio, rovescino, coch, zifuli, tressette, tressette-in-due, terziglio"),
    ],
)  # fmt: skip
def test_a_broken_record_is_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(RecordError) as refused:
        read_record(text)
    assert str(refused.value).startswith(message.split(";")[0]) and "\n" not in str(refused.value)


@pytest.mark.parametrize(("game", "players"), [("tressette", 4), ("tressette-in-due", 2)])
def test_simulated_records_replay_on_the_command_line(
    game: str, players: int, tmp_path: Path
) -> None:
    out = tmp_path / "sim"
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "simulate", "--game", game, "--players",
         str(players), "--matches", "5", "--seed", "7", "--out", str(out)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"game {game}" in done.stdout
    for path in sorted(out.glob("*.json")):
        ok = subprocess.run(
            [sys.executable, "-m", "coteccio_gui", "replay", str(path)],
            capture_output=True,
            text=True,
        )
        assert ok.returncode == 0 and json.loads(ok.stdout)["status"] == "finished"
    broken = json.loads((out / "match-00001.json").read_text())
    broken["events"][0]["deal"][0][0] = "Zz"
    bad = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "replay", "-"], input=json.dumps(broken),
        capture_output=True, text=True,
    )  # fmt: skip
    assert (
        bad.returncode == 2 and bad.stdout == "" and bad.stderr == "event 0: 'Zz' is not a card\n"
    )


def test_a_record_naming_coteccio_is_read_as_one_without_a_game() -> None:
    plain = {
        "format": "coteccio-record",
        "version": 1,
        "players": FOUR,
        "first_dealer": 0,
        "events": [],
    }
    named = read_record(json.dumps({**plain, "game": "coteccio"}))
    assert named.game == "coteccio"
    assert state_dict(named.match) == state_dict(read_record(json.dumps(plain)).match)
