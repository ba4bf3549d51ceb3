"""The table's words above the hand: a banner between the seats beside it, clear of the cards."""

from __future__ import annotations

import pygame

from coteccio_gui.ui.board.layout import pile_rect
from coteccio_gui.ui.board.spreads import trick_rects
from coteccio_gui.ui.core import drawlog, theme
from coteccio_gui.ui.table.frame import TableFrame

READABLE = 13
"""The least text size a banner shrinks to, to keep clear of a card on the trick."""


def banner_look(f: TableFrame, s: float) -> tuple[pygame.Rect, theme.Fitted]:
    """A banner above the hand: as wide as the room between the seats beside it allows (off
    the middle when one side is nearer), the words wrapped (and smaller if they must be) so
    that it covers no panel or card: two lines for each line of its own (the coach's reason,
    then its numbers), fewer and smaller where the taller banner would reach a card lying on the
    trick and the words stay readable."""
    lay = f.layout
    pad_x, pad_y = int(14 * s), int(6 * s)
    cx, cy = lay.message
    size = int(19 * s)
    band = pygame.Rect(0, cy - 2 * size, lay.size[0], 4 * size)
    left, right = int(8 * s), lay.size[0] - int(8 * s)
    piles = {seat for seat, _count in f.piles}
    for spot in lay.spots:
        pile = pile_rect(lay, spot) if spot.seat in piles else spot.panel
        for r in (spot.panel, spot.hand, pile):
            if r.colliderect(band) and not (spot.bottom and r is spot.hand):
                if r.centerx < cx:
                    left = max(left, r.right + int(8 * s))
                else:
                    right = min(right, r.left - int(8 * s))
    tip = f.tip.box if f.tip is not None else None
    if tip is not None and tip.colliderect(band):  # the words keep clear of a tip
        if tip.centerx < cx:
            left = max(left, tip.right + int(8 * s))
        else:
            right = min(right, tip.left - int(8 * s))
    # As wide as the room between them: in the middle if it fits there, else moved off it as
    # far as it must (a tip at one side), not squeezed to twice the nearer side.
    half = max(int(60 * s), (right - left) // 2)
    places = trick_rects(lay)
    cards = [places[seat] for seat, _card in f.trick]
    own = 1 + f.message.count("\n")
    tries = [(n, READABLE) for n in range(2 * own, own - 1, -1)] + [(2 * own, theme.LEAST_TEXT)]
    for lines, least in tries:  # the last one: readable first, clear of the cards if it can be
        fitted = theme.fit(f.message, size, 2 * half - 2 * pad_x, True, lines=lines, least=least)
        box = pygame.Rect(0, 0, fitted.width + 2 * pad_x, fitted.height + 2 * pad_y)
        box.midbottom = (cx, cy + fitted.line_height // 2 + pad_y)
        if box.width <= right - left:  # kept between the seats and the tip
            box.x = max(left, min(box.x, right - box.width))
        if box.collidelist(cards) == -1:
            break
    return box, fitted


def paint_banner(surface: pygame.Surface, look: tuple[pygame.Rect, theme.Fitted], s: float) -> None:
    """The banner laid out by :func:`banner_look`: the words on a dark band."""
    box, fitted = look
    pad_y = int(6 * s)
    theme.panel(surface, box, int(12 * s), (0, 0, 0, 170), None)
    drawlog.mark(surface, "banner", box)
    theme.draw_fitted(surface, fitted, (box.centerx, box.y + pad_y), theme.PAPER, "center", box=box)
