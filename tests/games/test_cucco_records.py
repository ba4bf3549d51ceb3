"""Cöch and Zifuli records: written, read back, replayed; broken ones refused in one line."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from coteccio_gui.games.cucco.codec import write_hands
from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import run_replay
from coteccio_gui.simulate import run_simulate
from tests.games.cucco_support import deal_with

COCH_DEAL = {"deal": write_hands(deal_with({0: ["F3", "Gatto"], 3: ["F1"]}, 4, 10).hands)}
ZIFULI_DEAL = {"deal": write_hands(deal_with({0: ["Cucco"], 1: ["Gatto"]}, 5, 8).hands)}


def _record(game: str, events: list, players: int, **header) -> str:
    rec = {"format": "coteccio-record", "version": 1, "game": game,
           "players": [f"P{s}" for s in range(players)], "first_dealer": min(3, players - 1),
           "events": events,
           **header}  # fmt: skip
    return json.dumps(rec)


def _replay(text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = run_replay(str(path))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_coch_record_replays_to_the_state_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = _record("coch", [COCH_DEAL, {"seat": 3, "play": "F1"}], 3)  # seat 2 deals
    code, out, err = _replay(text, tmp_path, capsys)
    state = json.loads(out)
    assert code == 0 and err == ""
    assert state["next"]["seat"] == 0 and state["people"] == 3 and state["dummies"] == [3]
    assert state["dealer"] == 2 and state["status"] == "playing"
    record = read_record(text)
    assert record.game == "coch" and record.match.trick[0][0] == 3


def test_a_zifuli_record_replays_and_never_shows_a_secret_partner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    events = [ZIFULI_DEAL, {"seat": 4, "pass": True}, {"seat": 0, "bid": "Cucco"},
              {"seat": 1, "pass": True}, {"seat": 2, "pass": True}]  # fmt: skip
    rec = json.loads(_record("zifuli", events, 5))
    rec["first_dealer"] = 3
    code, out, _ = _replay(json.dumps(rec), tmp_path, capsys)
    state = json.loads(out)
    assert code == 0 and state["bidder"] == 0 and state["call"] == "Cucco"
    assert state["next"] == {"seat": 3, "action": "bid", "calls": state["next"]["calls"]}
    events.append({"seat": 3, "pass": True})
    rec["events"] = events
    code, out, _ = _replay(json.dumps(rec), tmp_path, capsys)
    state = json.loads(out)
    assert code == 0 and state["partner"] is None and state["next"]["action"] == "play"


@pytest.mark.parametrize(
    ("game", "players", "events", "message"),
    [
        ("coch", 4, [{"deal": COCH_DEAL["deal"][:3]}], "event 0: a deal lists 4 hands, one per seat"),
        ("coch", 4, [{"deal": [["F1"] * 10] * 4}], "event 0: F1 is dealt more than twice"),
        ("coch", 4, [{"deal": [h[:9] for h in COCH_DEAL["deal"]]}], "event 0: each hand in a deal has 10 cards"),
        ("coch", 4, [COCH_DEAL, {"seat": 0, "play": "Rc"}], "event 1: 'Rc' is not a Cucco card"),
        ("coch", 4, [COCH_DEAL, {"seat": 1, "play": "F1"}], "event 1: seat 0 is to play, not seat 1"),
        ("coch", 2, [COCH_DEAL, {"seat": 4, "play": "F1"}], "event 1: seat must be a seat from 0 to 3, not 4"),
        ("coch", 2, [COCH_DEAL, {"seat": 3, "play": "Gatto"}], "event 1: seat 2 is to play, not seat 3"),
        ("coch", 4, [COCH_DEAL, {"seat": 0, "card": "F3"}], "event 1: unknown key 'card'"),
        ("coch", 4, [COCH_DEAL, COCH_DEAL], "event 1: expected a play from seat 0, not a deal"),
        ("coch", 5, [], "record: players must be a list of 2 to 4 names of 1 to 32 characters"),
        ("zifuli", 5, [ZIFULI_DEAL, {"seat": 4, "bid": "Gatto"}], "event 1: seat 4 does not hold Gatto"),
        ("zifuli", 5, [ZIFULI_DEAL, {"seat": 4, "pass": False}], "event 1: pass must be true"),
        ("zifuli", 5, [ZIFULI_DEAL, {"seat": 4, "play": "F1"}], "event 1: expected a bid from seat 4, not a play"),
        ("zifuli", 5, [ZIFULI_DEAL, {"seat": 4, "bid": "Leone"}], "event 1: 'Leone' is not a Cucco card"),
        ("zifuli", 4, [], "record: players must be a list of 5 to 5 names of 1 to 32 characters"),
        ("tressette-a-perdere", 4, [], "record: unknown game 'tressette-a-perdere'"),
    ],
)  # fmt: skip
def test_broken_records_are_refused_in_one_line(
    game: str, players: int, events: list, message: str, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    code, out, err = _replay(_record(game, events, players), tmp_path, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(message), err


@pytest.mark.parametrize(
    ("game", "rules", "message"),
    [
        ("coch", {"target": 0}, "record: target must be a whole number from 1 to 9"),
        ("coch", {"rounds": 2}, "record: unknown rule 'rounds'"),
        ("zifuli", {"rounds": "2"}, "record: rounds must be a whole number from 1 to 9"),
    ],
)
def test_bad_house_rules_are_named(game: str, rules: dict, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        read_record(_record(game, [], 5 if game == "zifuli" else 4, rules=rules))


def test_the_overcall_rule_is_checked_on_replay(tmp_path: Path, capsys) -> None:
    events = [ZIFULI_DEAL, {"seat": 4, "pass": True}, {"seat": 0, "bid": "Cucco"},
              {"seat": 1, "bid": "Gatto"}, {"seat": 2, "pass": True}, {"seat": 3, "pass": True},
              {"seat": 0, "bid": "Cucco"}]  # fmt: skip
    code, _, err = _replay(_record("zifuli", events, 5), tmp_path, capsys)
    assert code == 2 and err.startswith("event 6: seat 0 may only call a card lower")


@pytest.mark.parametrize(
    ("game", "players"), [("coch", 2), ("coch", 3), ("coch", 4), ("zifuli", 5)]
)
def test_simulated_records_replay(
    game: str, players: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_simulate(players, 3, 7, str(tmp_path), game) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("match-*.json"))
    assert len(files) == 3
    for f in files:
        assert run_replay(str(f)) == 0
        state = json.loads(capsys.readouterr().out)
        assert state["status"] == "finished"


def test_written_records_name_their_game_and_read_back() -> None:
    from coteccio_gui.games.coch import CochMatch

    m = CochMatch(4, None, 1)
    m.deal(random.Random(0))
    text = dumps_record(["A", "B", "C", "D"], m)
    assert json.loads(text)["game"] == "coch" and text.count("\n") == 3
    assert read_record(text).match.dealer == 1
    assert sys.getrecursionlimit() > 0


def test_the_examples_in_docs_records_md_replay_as_documented() -> None:
    import re

    from coteccio_gui.replay import state_dict

    text = (Path(__file__).parents[2] / "docs" / "records.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)\n```", text[text.index("### Cöch (") :], re.S)
    for record, state in [(blocks[0], blocks[1]), (blocks[2], blocks[3])]:
        assert state_dict(read_record(record).match) == json.loads(state)
