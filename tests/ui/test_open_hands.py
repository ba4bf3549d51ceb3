"""A hand that lies face up for everyone (a dummy's, in Cöch with two or three people) reads like
the player's own: every card's corner index shows whole and can be clicked, in the window, and
the hand covers no panel, button, card of the trick or other hand — across the table and at
either side, in the smallest window and a large one."""

from __future__ import annotations

import math

import pygame
import pytest

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.cardart.cucco import INDEX_SIZE, INDEX_W, INDEX_X
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import click_a_legal_card

INDEX_BOTTOM = 88 + INDEX_SIZE / 2
"""The foot of the corner index, in card units (its centre and its size in cucco.py)."""


def _index(card: pygame.Rect) -> pygame.Rect:
    """The part of a card that shows its corner index."""
    w = math.ceil((INDEX_X + INDEX_W / 2) / CARD_W * card.width)
    return pygame.Rect(card.x, card.y, w, math.ceil(INDEX_BOTTOM / CARD_H * card.height))


def _where(t: TableScene, seat: int) -> str:
    spot = t.layout.spots[seat]
    if abs(spot.hand.centerx - t.layout.size[0] / 2) < t.layout.size[0] / 6:
        return "across"
    return "left" if spot.hand.centerx < t.layout.size[0] / 2 else "right"


def _problems(p: Pilot, t: TableScene) -> list[str]:
    """What hides an index of a dummy's card, or what a dummy's hand covers, in this frame."""
    window = pygame.Rect((0, 0), p.app.screen.get_size())
    lay = t.layout
    items = [d for d in p.app.drawn.items if d.kind in ("panel", "button", "card", "banner")]
    trick_w, trick_h = card_size(lay.trick_height)
    tricks = [pygame.Rect(0, 0, trick_w, trick_h) for _ in lay.spots]
    for rect, spot in zip(tricks, lay.spots, strict=True):
        rect.center = spot.trick
    problems = []
    for seat in t.match.face_up_hands():
        rects = t.turns.hand_rects(seat)
        assert len(rects) == t.show.counts[seat]
        ours = [tuple(r) for r in rects]
        # the index is drawn at the least size a player reads (or the player's own cards' size)
        least = math.ceil(theme.LEAST_TEXT * CARD_H / INDEX_SIZE)
        assert lay.spots[seat].card_height >= min(least, lay.spots[t.turns.bottom].card_height)
        where = f"{_where(t, seat)} dummy, card {{}} at {{}}"
        for i, r in enumerate(rects):
            name = where.format(i, tuple(r))
            if not window.contains(r):
                problems.append(f"{name} leaves the window")
            if i and r.left - rects[i - 1].left < _index(r).width:
                problems.append(f"{name} hides the index of the card before it")
            drawn = next(k for k, d in enumerate(items) if d.kind == "card" and d.rect == r)
            for d in items[drawn + 1 :]:
                if d.rect.colliderect(_index(r)):
                    problems.append(f"{name}: its index is under a {d.kind} at {tuple(d.rect)}")
            for d in items:
                mine = d.kind == "card" and tuple(d.rect) in ours
                if not mine and d.kind != "banner" and d.rect.colliderect(r):
                    problems.append(f"{name} covers a {d.kind} at {tuple(d.rect)}")
            for other, trick in enumerate(tricks):
                if trick.colliderect(r):
                    problems.append(f"{name} covers where seat {other}'s card of a trick goes")
    return problems


@pytest.mark.parametrize("size", [(900, 600), (1920, 1080)])
@pytest.mark.parametrize(
    ("kinds", "places", "plays_a_dummy"),
    [
        (["human", "easy"], {"across", "left"}, True),
        (["easy", "human"], {"across", "right"}, True),  # the person sits at the second seat
        (["human", "easy", "easy"], {"left"}, False),  # the dummy of the computer's side
    ],
)
def test_every_card_of_a_dummys_hand_shows_its_index(
    monkeypatch, tmp_path, size, kinds, places, plays_a_dummy
):
    home(monkeypatch, tmp_path)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(n, k) for n, k in zip(["Anna", "Bruno", "Carla"], kinds, strict=False)]
    t = TableScene(p.app, TableSetup("coch", seats, None, 7))
    p.start(t)
    assert {_where(t, s) for s in t.match.face_up_hands()} == places
    looked, dummy_to_play = 0, 0
    for _ in range(5000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            p.screenshot()
            assert _problems(p, t) == []
            looked += 1
            dummy_to_play += t.turns.active_seat() in t.match.face_up_hands()
            if looked >= 12:
                break
            click_a_legal_card(p, t)
        else:
            p.step()
    assert looked >= 12
    assert (dummy_to_play >= 2) == plays_a_dummy  # the dummy's playable cards lifted, too
