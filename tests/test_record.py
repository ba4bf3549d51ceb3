"""The match record and ``coteccio replay``: exact output, one-line refusals, never a traceback."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.games.coteccio import HouseRules, Match
from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import run_replay
from coteccio_gui.simulate import random_match
from tests.games.coteccio_scenario import SEAT0_MOST, play_tricks

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def _record(events: list, **header) -> bytes:
    rec = {"format": "coteccio-record", "version": 1, "players": NAMES, "first_dealer": 0,
           "events": events, **header}  # fmt: skip
    return json.dumps(rec).encode()


DEAL = {"deal": [["4c", "3d", "As", "2b", "Fc"], ["2c", "4d", "3s", "Ab", "5c"],
                 ["Ac", "2d", "4s", "3b", "6c"], ["3c", "Ad", "2s", "4b", "7c"]]}  # fmt: skip


def _replay(data: bytes, capsys) -> tuple[int, str, str]:
    path_stdin = sys.stdin
    try:
        sys.stdin = _Stdin(data)
        code = run_replay("-")
    finally:
        sys.stdin = path_stdin
    out = capsys.readouterr()
    return code, out.out, out.err


class _Stdin:
    def __init__(self, data: bytes):
        import io

        self.buffer = io.BytesIO(data)


def test_an_empty_match_waits_for_the_first_dealer(capsys):
    code, out, err = _replay(_record([]), capsys)
    assert code == 0 and err == ""
    state = json.loads(out)
    assert list(state) == ["status", "next", "lives", "pool", "doctor_calls", "dealer", "leader",
                           "hands_played", "hands_annulled", "restarts", "winner"]  # fmt: skip
    assert state["next"] == {"action": "deal", "dealer": 0}
    assert state["lives"] == [4, 4, 4, 4] and state["pool"] == 40 and state["leader"] == 1


def test_replay_shows_the_legal_cards_of_the_seat_to_play(capsys):
    code, out, _ = _replay(_record([DEAL, {"seat": 1, "play": "2c"}]), capsys)
    state = json.loads(out)
    assert code == 0
    assert state["next"]["seat"] == 2 and state["next"]["action"] == "play"
    assert sorted(state["next"]["legal"]) == ["6c", "Ac"]


@pytest.mark.parametrize(
    ("events", "header", "message"),
    [
        ([DEAL, {"seat": 1, "play": "2c"}, {"seat": 2, "play": "2d"}], {},
         "event 2: seat 2 must follow coppe but played 2d"),
        ([DEAL, {"seat": 2, "play": "Ac"}], {}, "event 1: seat 1 is to play, not seat 2"),
        ([DEAL, {"seat": 1, "play": "Ac"}], {}, "event 1: seat 1 does not hold Ac"),
        ([DEAL, {"seat": 1, "play": "Zz"}], {}, "event 1: 'Zz' is not a card"),
        ([{"seat": 1, "play": "2c"}], {}, "event 0: expected a deal, not a play"),
        ([DEAL, DEAL], {}, "event 1: expected a play from seat 1, not a deal"),
        ([{"deal": [["4c", "3d", "As", "2b", "4c"], [], [], []]}], {}, "event 0: 4c is dealt twice"),
        ([{"deal": [["4c", "3d", "As", "2b", "5c"], [], [], []]}], {},
         "event 0: seat 1 must be dealt 5 cards, not 0"),
        ([DEAL, {"seat": 1, "doctor": True}], {},
         "event 1: expected a play from seat 1, not a doctor choice"),
        ([DEAL, {"seat": 1, "play": "2c", "x": 1}], {}, "event 1: unknown key 'x'"),
        ([[]], {}, "event 0: an event is a JSON object"),
        ([], {"players": ["A"]}, "record: players must be a list of 2 to 7 names of 1 to 32 characters"),
        ([], {"version": 2}, "record: unknown version 2; this game reads version 1"),
        ([], {"rules": {"starting_lives": 12}}, "record: starting_lives must be a whole number from 1 to 9"),
        ([], {"first_dealer": 4}, "record: first_dealer must be a seat from 0 to 3"),
        ([], {"extra": 1}, "record: unknown key 'extra'"),
    ],
)  # fmt: skip
def test_a_bad_record_is_refused_with_one_line_naming_the_first_bad_event(
    events, header, message, capsys
):
    code, out, err = _replay(_record(events, **header), capsys)
    assert (code, out) == (2, "")
    assert err == message + "\n"


def test_duplicate_keys_and_non_json_are_refused(capsys):
    assert _replay(b'{"format": "coteccio-record", "format": "x"}', capsys)[2].startswith(
        "record: the key 'format' appears twice")  # fmt: skip
    assert _replay(b"\xff\xfe", capsys)[2] == "record: not UTF-8 text\n"
    assert _replay(b"[1, 2", capsys)[2].startswith("record: not valid JSON (line 1")
    assert _replay(b'{"a": NaN}', capsys)[0] == 2
    assert _replay(b"[" * 100_000, capsys)[0] == 2


def test_a_missing_file_is_a_one_line_refusal(capsys, tmp_path):
    assert run_replay(str(tmp_path / "nope.json")) == 2
    err = capsys.readouterr().err
    assert err.startswith("record: cannot read") and err.count("\n") == 1


def _random_record(seed: int) -> dict:
    rng = random.Random(seed)
    players = rng.randint(2, 7)
    m = random_match(players, rng, Counter())
    return json.loads(dumps_record([f"P{i}" for i in range(players)], m))


def _mutate(value, rng: random.Random, depth: int = 0):
    """Change one thing somewhere in a JSON value: a key, a number, a card, a list."""
    if isinstance(value, dict) and value and depth < 6:
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.1:
            value = dict(value)
            value[key + "x"] = value.pop(key)
            return value
        if roll < 0.2:
            return {k: v for k, v in value.items() if k != key}
        return {**value, key: _mutate(value[key], rng, depth + 1)}
    if isinstance(value, list) and value and depth < 6:
        i = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.15:
            return value[:i] + value[i + 1 :]
        if roll < 0.3:
            return value[:i] + [value[i], value[i]] + value[i + 1 :]
        if roll < 0.4:
            other = rng.randrange(len(value))
            value = list(value)
            value[i], value[other] = value[other], value[i]
            return value
        return value[:i] + [_mutate(value[i], rng, depth + 1)] + value[i + 1 :]
    return rng.choice([None, True, 0, -1, 7, 2.5, "", "Ac", "7d", "annul", [], {}, "x" * 40])


def test_mutated_records_are_replayed_or_refused_never_crash(capsys):
    rng = random.Random(11)
    refused = 0
    for seed in range(40):
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
    assert refused > 500  # most mutations break something


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_garbage_bytes_never_crash(data):
    with pytest.raises(RecordError):
        read_record(data)


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c,
                                                                        max_size=4)))  # fmt: skip
def test_arbitrary_json_is_refused_cleanly(value):
    with pytest.raises(RecordError) as refused:
        read_record(json.dumps(value))
    assert "\n" not in str(refused.value)


def test_the_command_line_replays_a_simulated_record_and_refuses_garbage(tmp_path):
    rec = _random_record(3)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(rec))
    ok = subprocess.run([sys.executable, "-m", "coteccio_gui", "replay", str(path)],
                        capture_output=True, text=True)  # fmt: skip
    assert ok.returncode == 0 and json.loads(ok.stdout)["status"] == "finished"
    bad = subprocess.run([sys.executable, "-m", "coteccio_gui", "replay", "-"],
                         input=b"\x00{]garbage", capture_output=True)  # fmt: skip
    assert bad.returncode == 2 and bad.stdout == b""
    assert bad.stderr.decode().count("\n") == 1 and b"Traceback" not in bad.stderr


def test_rules_and_meta_survive_a_round_trip():
    rng = random.Random(4)
    from coteccio_gui.games.coteccio import Match

    m = Match.new(3, HouseRules(starting_lives=2, doctor_limit_per="player"), rng)
    m.deal(rng)
    again = read_record(dumps_record(["Ìsa", "Bo", "Çe"], m, {"app": "test"}))
    assert again.match.rules == m.rules and again.meta == {"app": "test"}
    assert again.players == ["Ìsa", "Bo", "Çe"]


def test_a_record_with_stake_zero_and_a_doctor_event_is_refused_naming_the_event():
    m = Match(4, HouseRules(starting_lives=1, stake=10), first_dealer=0)
    play_tricks(m, SEAT0_MOST)
    m.decide_doctor(0, True)
    record = json.loads(dumps_record(["A", "B", "C", "D"], m))
    record["rules"]["stake"] = 0
    with pytest.raises(RecordError) as refused:
        read_record(json.dumps(record))
    assert str(refused.value) == (
        "event 21: there is no doctor in a match without a stake (no pool)"
    )
