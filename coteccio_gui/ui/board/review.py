"""What the hand history draws of one step, from values: a hand face up or face down, the
trick on the table with its winner marked; and where a move by trick or by hand lands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.ui.board.layout import SeatSpot, TableLayout, hand_card_positions
from coteccio_gui.ui.board.replay import Step
from coteccio_gui.ui.board.seat_panel import SeatLook
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.core import theme

Look = tuple[str, bool]
"""The card faces to draw and whether the suits have four colours."""


def boundary(steps: Sequence[Step], index: int, forward: bool, kinds: tuple[str, ...]) -> int:
    """The next (or previous) step from ``index`` of one of ``kinds``; the last (or the first)
    step if there is none."""
    found = range(index + 1, len(steps)) if forward else range(index - 1, -1, -1)
    return next((i for i in found if steps[i].kind in kinds), len(steps) - 1 if forward else 0)


def paint_hand(
    surface: pygame.Surface, spot: SeatSpot, cards: Sequence[Card | None], shown: bool, look: Look
) -> None:
    """A seat's hand at its place, face up (``shown``) or as card backs (a ``None`` card too)."""
    faces, four = look
    for card, rect in zip(cards, hand_card_positions(spot, len(cards)), strict=True):
        if shown and card is not None:
            surface.blit(card_image(faces, card, spot.card_height, four), rect)
        else:
            surface.blit(back_image(spot.card_height, faces), rect)


def paint_trick(surface: pygame.Surface, layout: TableLayout, step: Step, look: Look) -> None:
    """The cards on the table at ``step``, the winner's (a trick just won) glowing."""
    faces, four = look
    spots = {spot.seat: spot for spot in layout.spots}
    for seat, card in step.table:
        image = card_image(faces, card, layout.trick_height, four)
        rect = image.get_rect(center=spots[seat].trick)
        surface.blit(image, rect)
        if seat == step.winner:
            pygame.draw.rect(surface, theme.TURN_GLOW, rect.inflate(6, 6), 4, border_radius=8)


def seat_look(look: Any, board: object, seat: int, step: Step, names: Sequence[str]) -> SeatLook:
    """A seat's panel at ``step`` as the game's presentation ``look`` fills it: its name, its
    hearts or score, the dealer's mark and whose turn it is."""
    panel = look.panel(board, seat, step.game)
    return SeatLook(
        name=names[seat],
        hearts=panel.hearts,
        text=panel.text,
        colour=panel.colour,
        right=panel.right,
        dealer=getattr(step.game, "dealer", -1) == seat,
        waiting=step.game.turn == seat,
        out=panel.out,
    )
