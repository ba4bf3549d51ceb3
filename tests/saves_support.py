"""Helpers for the autosave, history, statistics, monkey and kill tests."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from coteccio_gui.games.coteccio import CapottoChoice, HouseRules, Match, Phase
from coteccio_gui.paths import data_dir
from coteccio_gui.record import dumps_record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.simulate import random_match
from coteccio_gui.ui.pilot import Pilot

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]
SIZE = (1024, 640)


def home(monkeypatch, tmp_path: Path) -> Path:
    """A fresh player folder for this test; returns its data folder."""
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    return data_dir()


def pilot(size: tuple[int, int] = SIZE, speed: Speed = Speed.INSTANT, tips: bool = False) -> Pilot:
    """A pilot whose app autosaves like the real one (``install`` as ``run_app`` does)."""
    from coteccio_gui.ui.app import install_autosave

    p = Pilot(size, Settings(speed=speed, sound=False, tips=tips))
    install_autosave(p.app)
    return p


def partial_match(actions: int, seed: int = 1, players: int = 4) -> Match:
    """A match with random legal choices, stopped after ``actions`` actions (or at its end)."""
    rng = random.Random(seed)
    m = Match.new(players, HouseRules(), rng)
    while m.phase is not Phase.FINISHED and len(m.actions) < actions:
        if m.phase is Phase.DEAL:
            m.deal(rng)
        elif m.phase is Phase.PLAY:
            m.play(m.turn, rng.choice(m.legal_plays(m.turn)))
        elif m.phase is Phase.CAPOTTO:
            m.decide_capotto(m.turn, rng.choice(list(CapottoChoice)))
        else:
            m.decide_doctor(m.turn, rng.random() < 0.5)
    return m


def finished_match(seed: int = 1, players: int = 4) -> Match:
    """A whole random match."""
    return random_match(players, random.Random(seed), Counter())


def record_text(m: Match, kinds: list[str] | None = None, seed: int = 5) -> str:
    """The record of ``m`` as the game saves it (names, seat kinds and seed in ``meta``)."""
    kinds = kinds or ["human"] + ["normal"] * (m.players - 1)
    return dumps_record(NAMES[: m.players], m, {"seats": kinds, "seed": seed})


def events_of(text: str) -> list:
    """The events of a record text."""
    return json.loads(text)["events"]
