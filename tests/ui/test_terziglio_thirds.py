"""Terziglio's end of hand showed 2 where the panel had shown 2⅔, with no word that thirds are
dropped (issue 49): the card points are shown as the panel showed them, what they count, and
a line says the thirds are dropped."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home


def test_the_end_of_hand_says_the_thirds_it_drops(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 5))
    p.start(t)
    for _ in range(60_000):
        top = p.top
        if isinstance(top, Dialog) and top.title.startswith("End of hand"):
            break
        p.key(pygame.K_RETURN) if top is not t or t.waiting_for_bottom() else p.step()
    summary = p.top
    assert isinstance(summary, Dialog) and summary.title.startswith("End of hand")
    cells = [row[1] for row in summary.rows[1:]]
    fractions = [c for c in cells if "⅓" in c or "⅔" in c]
    assert fractions, cells  # 11 points and 2 thirds are shared out: some seat has a third
    assert all(" → " in c for c in fractions), cells  # 2⅔ → 2
    assert any("thirds" in line.lower() for line in summary.lines), summary.lines
