"""The benchmarks still run: each ``bench/*.py`` is tried on a tiny workload.

No test times anything (figures live in ``bench/``); this only catches a benchmark that an
interface change broke, as the one-house table once broke ``bench/frames.py`` unnoticed.
"""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from coteccio_gui.players import make_player
from tests.scripts import load_script


def load(name: str) -> ModuleType:
    return load_script(f"bench/{name}.py", f"bench_{name}")


def test_the_frames_bench_sits_seven_computers_and_plays_cards():
    frames = load("frames")
    p, t = frames._table((900, 600), seed=1)
    played = len(t.match.actions)
    p.step(600, frames.FRAME_S)
    assert len(t.match.actions) > played, "the computers played"


@pytest.mark.parametrize("game, players", [("coteccio", 4), *load("engine").OTHER_GAMES])
def test_the_engine_bench_plays_every_game(monkeypatch, game, players):
    engine = load("engine")
    rng = random.Random(1)
    if game == "coteccio":
        assert engine.play_match(rng).outcome() is not None
        return
    monkeypatch.setattr(engine, "GAME_HANDS", 3)
    assert engine.bench_game_hands(game, players, rng) > 0


@pytest.mark.parametrize("game", list(load("bots").SEATS))
def test_the_bots_bench_times_every_level_and_the_coach_of_every_game(capsys, game):
    bots = load("bots")
    bots.main(["--quick", "--game", game])
    rows = [line.split(" ") for line in capsys.readouterr().out.splitlines()]
    assert all(len(row) == 3 for row in rows), rows
    figures = {name: float(value) for name, value, _unit in rows}
    assert len(figures) == len(rows), "every name once"
    assert all(v > 0 for v in figures.values()), figures
    assert {unit for *_, unit in rows} == {"ms", "decisions", "hints"}
    prefix = "" if game == "coteccio" else game.replace("-", "_") + "_"
    expected = set()
    for n in bots.SEATS[game]:
        for level in ("easy", "normal", "hard", "expert"):
            expected.add(f"{prefix}decisions_{level}_{n}p")
            expected |= {
                f"{prefix}decide_{c}ms_p{q}_{level}_{n}p" for c in ("", "cpu_") for q in (50, 95)
            }
        expected.add(f"{prefix}hints_{n}p")
        expected |= {f"{prefix}hint_{c}ms_p{q}_{n}p" for c in ("", "cpu_") for q in (50, 95)}
    assert set(figures) == expected


def test_the_bots_bench_times_bids_and_calls_as_well_as_cards():
    bots = load("bots")
    kinds: list[str] = []

    class Noting:
        def __init__(self) -> None:
            self.player = make_player("normal", game="terziglio")

        def decide(self, view, rng):
            action = self.player.decide(view, rng)
            kinds.append(type(action).__name__)
            return action

    watch = bots.Stopwatch()
    bots.hands_timed("terziglio", 3, bots.Timed(Noting(), watch), watch, 100, random.Random(1))
    assert len(watch.wall) == len(watch.cpu) == len(kinds) >= 100
    assert {"Bid", "Play"} <= set(kinds)


def test_the_cards_bench_draws_both_packs():
    cards = load("cards")
    assert cards.deck_render_ms("triestine", 60) > 0
    assert cards.deck_render_ms("cucco", 60) > 0


def test_the_simulators_bench_plays_out_every_game(monkeypatch):
    simulators = load("simulators")
    monkeypatch.setattr(simulators, "REPEATS", 1)
    for name in simulators.SEATS:
        worlds = simulators.worlds(name, 2, random.Random(1))
        assert simulators.per_second(worlds, simulators._roller(name)) > 0
        assert simulators.per_second(worlds, simulators._stepper(name)) > 0
