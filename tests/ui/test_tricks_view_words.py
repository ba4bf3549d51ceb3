"""The tricks view headed a trick "Trick 1: Anna, 3" with a bare number (issue 49): the number
says it is points, in both languages."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import click_a_legal_card


@pytest.mark.parametrize(("language", "word"), [("en", "points"), ("it", "punti")])
@pytest.mark.parametrize("game", ["coteccio", "tressette"])
def test_each_trick_of_the_tricks_view_says_its_points(monkeypatch, tmp_path, language, word, game):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
        names = ["Anna", "Bruno", "Carla", "Dario"]
        seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]]
        t = TableScene(p.app, TableSetup(game, seats, None, 3))
        p.start(t)
        for _ in range(20_000):
            if len(t.show.tricks) >= 2 and t.waiting_for_bottom():
                break
            if isinstance(p.top, Dialog):
                p.key(pygame.K_RETURN)
            elif t.waiting_for_bottom():
                click_a_legal_card(p, t)
            else:
                p.step()
        t.turns.show_tricks(-1)
        labels = [label for label, _trick in frame_of(t).tricks.tricks]
        assert len(labels) >= 2
        for label, trick in zip(labels, t.show.tricks, strict=True):
            assert word in label and t.look.points_text(trick.points) in label, label
    finally:
        i18n.set_language("en")
