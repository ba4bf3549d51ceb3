"""The benchmarks still run: each ``bench/*.py`` is tried on a tiny workload.

No test times anything (figures live in ``bench/``); this only catches a benchmark that an
interface change broke, as the one-house table once broke ``bench/frames.py`` unnoticed.
"""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


def test_the_bots_bench_times_a_level(monkeypatch):
    bots = load("bots")
    monkeypatch.setitem(bots.HANDS, "normal", 1)
    times = bots.decision_times("normal", 4, random.Random(1))
    assert len(times) == 20  # four seats, five cards each: one hand of Coteccio


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
