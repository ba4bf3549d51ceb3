"""Where the cards lying outside the trick go, and how they are drawn: a monte or a stock in
the free middle of the table, a buon gioco's cards beside the trick card of the seat that
showed them — each with a short label, never over a card played, a hand or a panel."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.cardart import back_image, card_image, card_size
from coteccio_gui.ui.core import drawlog, theme

SPREAD_SHARE = 0.7
"""A lying card's height, as a share of a trick card's (less if the room is short)."""


@dataclass(frozen=True)
class Spread:
    """Cards lying on the table outside the trick."""

    cards: tuple[Card | None, ...]
    """Each card face up, or ``None`` for one lying face down."""
    label: str
    """What it is, said under it: ``Monte``, ``Stock: 12``, ``Anna draws``…"""
    seat: int | None = None
    """The seat it lies in front of (the cards it showed); ``None``: the middle of the table."""
    stacked: bool = False
    """A stock: drawn as one pile (its count is in the label), not spread out."""
    whole: bool = False
    """Face up with no trick on the table (a monte turned up before the play): each card
    wholly in sight, side by side, as large as a card of the trick."""


@dataclass(frozen=True)
class Placed:
    """A spread with its cards' rects and its label's box."""

    spread: Spread
    rects: tuple[pygame.Rect, ...]
    label: pygame.Rect
    height: int


def trick_rects(lay: TableLayout) -> list[pygame.Rect]:
    """Where each seat's card in the trick lies."""
    w, h = card_size(lay.trick_height)
    return [pygame.Rect(0, 0, w, h).move(s.trick[0] - w // 2, s.trick[1] - h // 2)
            for s in lay.spots]  # fmt: skip


def _middle(lay: TableLayout, gap: int, trick: bool = True) -> pygame.Rect:
    """The free room round the centre of the table that no trick card takes (``trick``
    False: no trick lies there now, the room is the whole centre)."""
    cx, cy = lay.centre
    half_w, half_h = lay.oval.width // 4, lay.trick_height
    for r in trick_rects(lay) if trick else []:
        box = pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)
        if not box.colliderect(r.inflate(2 * gap, 2 * gap)):
            continue
        dx = abs(r.centerx - cx) - r.width // 2 - gap
        dy = abs(r.centery - cy) - r.height // 2 - gap
        if dx / max(1, half_w) >= dy / max(1, half_h) and dx > 0:
            half_w = dx
        else:
            half_h = max(8, dy)
    return pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)


def _cards(spread: Spread, h: int, left: int, top: int) -> tuple[pygame.Rect, ...]:
    w, _h = card_size(h)
    if spread.stacked:
        step = max(1, h // 24)  # a pile: the cards under the top show as edges
        return tuple(pygame.Rect(left + k * step, top - k * step, w, h)
                     for k in range(len(spread.cards)))  # fmt: skip
    face_up = any(c is not None for c in spread.cards)
    step = max(4, int(w * (0.75 if face_up else 0.3)))  # face up: the whole card reads
    if spread.whole:
        step = w + max(3, int(w * 0.1))  # side by side, none over another
    return tuple(pygame.Rect(left + k * step, top, w, h) for k in range(len(spread.cards)))


def _width(spread: Spread, h: int) -> int:
    rects = _cards(spread, h, 0, 0)
    return max(r.right for r in rects) if rects else 0


def _label_size(s: float) -> int:
    return max(theme.LEAST_TEXT, int(14 * s))


def _room(spread: Spread, h: int, s: float) -> int:
    """The width a spread takes: its cards, or its label if that is wider."""
    words = theme.font(_label_size(s), True).size(spread.label)[0] + int(14 * s)
    return max(_width(spread, h), words)


def place(lay: TableLayout, spreads: Sequence[Spread], s: float) -> list[Placed]:
    """Lay the spreads out: those of the middle side by side in the free room round the
    centre, each seat's beside its trick card where nothing else lies."""
    gap = max(4, int(8 * s))
    label_h = (
        max(
            theme.font(_label_size(s), True).get_height(),
            theme.fit_line("Mg", _label_size(s), 999, True).height,
        )
        + 2
    )
    placed: list[Placed] = []
    middle = [sp for sp in spreads if sp.seat is None]
    if middle:
        whole = any(sp.whole for sp in middle)
        room = _middle(lay, gap, trick=not whole)
        share = 1.0 if whole else SPREAD_SHARE
        h = max(24, min(int(lay.trick_height * share), room.height - label_h - gap))
        while h > 24 and sum(_width(sp, h) for sp in middle) + gap * 3 * len(middle) > room.width:
            h -= 2  # the cards fit the room (their labels may reach a little beyond it)
        widths = [_room(sp, h, s) for sp in middle]
        x = room.centerx - (sum(widths) + 3 * gap * (len(middle) - 1)) // 2
        top = room.centery - (h + label_h) // 2
        for sp, width in zip(middle, widths, strict=True):
            cards = _cards(sp, h, x + (width - _width(sp, h)) // 2, top)
            label = pygame.Rect(x, top + h + gap // 2, width, label_h)
            placed.append(Placed(sp, cards, label, h))
            x += width + 3 * gap
    taken = trick_rects(lay) + [p.hand for p in lay.spots] + [p.panel for p in lay.spots]
    taken += [r for p in placed for r in (*p.rects, p.label)]
    screen = pygame.Rect((0, 0), lay.size)
    for sp in spreads:
        if sp.seat is None:
            continue
        spot = next(p for p in lay.spots if p.seat == sp.seat)
        h = max(24, int(lay.trick_height * SPREAD_SHARE))
        w = _room(sp, h, s)
        tw, th = card_size(lay.trick_height)
        tx, ty = spot.trick
        block = pygame.Rect(0, 0, w, h + label_h + gap // 2)
        spots = [(tx - tw // 2 - gap - w // 2, ty), (tx + tw // 2 + gap + w // 2, ty),
                 (tx, ty - th // 2 - gap - block.height // 2),
                 (tx, ty + th // 2 + gap + block.height // 2)]  # fmt: skip
        for centre in spots:
            block.center = centre
            if screen.contains(block) and block.collidelist(taken) < 0:
                break
        cards = _cards(sp, h, block.x + (w - _width(sp, h)) // 2, block.y)
        label = pygame.Rect(block.x, block.y + h + gap // 2, w, label_h)
        placed.append(Placed(sp, cards, label, h))
        taken += [block]
    return placed


def paint(surface: pygame.Surface, placed: Sequence[Placed], faces: str, four: bool,
          s: float, labels: bool = True) -> list[pygame.Rect]:  # fmt: skip
    """Draw the placed spreads (face down where a card is ``None``), with their ``labels``
    unless a pop-up speaks over the table; the rects drawn."""
    drawn: list[pygame.Rect] = []
    for p in placed:
        for card, rect in zip(p.spread.cards, p.rects, strict=True):
            image = back_image(p.height, faces) if card is None else card_image(
                faces, card, p.height, four)  # fmt: skip
            surface.blit(image, rect)
            drawlog.mark(surface, "card", rect)
            drawn.append(rect)
        if not labels:
            continue
        fitted = theme.fit_line(p.spread.label, _label_size(s), p.label.width - 4, True)
        chip = pygame.Rect(0, 0, min(p.label.width, fitted.width + int(12 * s)), p.label.height)
        chip.midtop = p.label.midtop
        theme.panel(surface, chip, chip.height // 2, (0, 0, 0, 170), None)
        top = chip.centery - fitted.height // 2
        theme.draw_fitted(surface, fitted, (chip.centerx, top), theme.PAPER, "center", box=chip)
        drawn.append(chip)
    return drawn
