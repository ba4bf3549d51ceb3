"""The info box at the top left of the table, measured: its lines fitted and the box grown to
hold them (the painter draws it; a tip keeps clear of the box as drawn, not as laid out)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core import theme

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class InfoLook:
    """The info box as it is drawn: the box, each line fitted with its colour, their height."""

    box: pygame.Rect
    lines: tuple[tuple[theme.Fitted, Colour], ...]
    height: int
    """The lines' height with the padding (the box may be taller: they are centred in it)."""


def measure_info(lay: TableLayout, info: Sequence[str]) -> InfoLook | None:
    """The game's lines (the pool, the doctor, the hand…), each measured; the box grows to
    hold them. None when the game has no line to show."""
    s = theme.ui_scale(lay.size)
    pad_x, pad_y = int(14 * s), int(8 * s)
    width = lay.info.width - 2 * pad_x
    lines = []
    for i, line in enumerate(info):
        size, bold = (int(19 * s), True) if i == 0 else (int(16 * s), False)
        colour = theme.GOLD if i == 0 else (theme.CREAM if i == len(info) - 1 else theme.PAPER)
        lines.append((theme.fit_line(line, size, width, bold), colour))
    if not lines:
        return None
    gap = int(3 * s)
    height = sum(fit.height for fit, _colour in lines) + gap * (len(lines) - 1) + 2 * pad_y
    box = pygame.Rect(lay.info.x, lay.info.y, lay.info.width, max(lay.info.height, height))
    return InfoLook(box, tuple(lines), height)
