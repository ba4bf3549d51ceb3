"""Cöch with two players: the dummy across the table lies open at the top with the same room
from the window's edge as the hand at the bottom has, its cards (the chosen one lifted) clear
of every name panel by as much, and of the card it plays to the trick, at every window size."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.settings import CardSize, Settings, Speed
from coteccio_gui.ui.board.layout import pile_rect
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

SIZES = [(900, 600), (1024, 640), (1280, 800), (1920, 1080)]


def _dummy_to_play(p: Pilot) -> tuple[TableScene, int]:
    """Anna and Bruno, each with a dummy opposite; the table waits for the top dummy's card."""
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy")]
    t = TableScene(p.app, TableSetup("coch", seats, None, 5))
    p.start(t)
    top = min(t.layout.spots, key=lambda s: s.anchor[1]).seat
    assert top in t.match.face_up_hands() and t.layout.spots[top].open
    p.until(lambda: t.turns.active_seat() == top)  # its cards lift: the worst case
    return t, top


@pytest.mark.parametrize("cards", [CardSize.MEDIUM, CardSize.LARGE])
def test_the_top_dummy_has_room_at_the_edge_and_beside_every_panel(cards):
    problems = []
    for size in SIZES:
        p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, card_size=cards))
        t, top = _dummy_to_play(p)
        rects = t.turns.hand_rects(top)
        dummy = rects[0].unionall(rects[1:])
        bottom = t.turns.hand_rects(t.bottom)
        room = size[1] - max(r.bottom for r in bottom)  # what the hand at the bottom has
        assert room > 0
        if dummy.top < room:
            problems.append((size, "top edge", dummy.top, room))
        for spot in t.layout.spots:
            if dummy.inflate(2 * room - 2, 2 * room - 2).colliderect(spot.panel):
                problems.append((size, "panel", spot.seat, dummy, spot.panel))
            w, h = card_size(t.layout.trick_height)
            played = pygame.Rect(0, 0, w, h)
            played.center = spot.trick
            if dummy.colliderect(played):
                problems.append((size, "trick", spot.seat))
            if dummy.colliderect(pile_rect(t.layout, spot)):
                problems.append((size, "pile", spot.seat))
        t.closed()
    assert problems == []
