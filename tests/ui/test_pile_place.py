"""The person's pile of tricks lies clear of their own hand: in Tressette and Tressette in due
the ten-card hand is too wide for either side of the name panel at a small and a large window,
and the pile (drawn over the cards) hid the corner of the first card."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board.layout import pile_rect
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("game", ["tressette", "tressette-in-due"])
def test_the_persons_pile_covers_no_card_of_their_hand_nor_a_button(
    game, size, monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    players = 4 if game == "tressette" else 2
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "easy") for n in ("Bruno", "Carla", "Dario")]
    t = TableScene(p.app, TableSetup(game, seats[:players], None, 6))
    p.start(t)
    p.step(5)  # the deal
    assert t.turns.hand_rects(0)
    spot = next(s for s in t.layout.spots if s.bottom)
    pile = pile_rect(t.layout, spot)
    assert pygame.Rect((0, 0), size).contains(pile)
    assert pile.collidelist(t.turns.hand_rects(spot.seat)) < 0
    assert not pile.colliderect(spot.panel)
    assert pile.collidelist([b.rect for b in t.painter.buttons.buttons]) < 0
