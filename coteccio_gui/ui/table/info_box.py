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
    hold them: taller, and wider (by half at most) where a line would wrap and the table
    leaves room beside the seats. None when the game has no line to show."""
    if not info:
        return None
    s = theme.ui_scale(lay.size)
    pad_x = int(14 * s)
    sizes = [(int(19 * s), True) if i == 0 else (int(16 * s), False) for i in range(len(info))]
    natural = max(
        theme.font(size, bold).size(line)[0] for line, (size, bold) in zip(info, sizes, strict=True)
    )
    wide = min(natural + 2 * pad_x, lay.info.width * 3 // 2)
    look = _measured(lay, info, sizes, s, lay.info.width)
    if wide > lay.info.width:
        wider = _measured(lay, info, sizes, s, wide)
        seats = [r for spot in lay.spots if spot is not None for r in (spot.panel, spot.hand)]
        if wider.box.collidelist(seats) == -1:
            return wider
    return look


def _measured(
    lay: TableLayout, info: Sequence[str], sizes: list[tuple[int, bool]], s: float, width: int
) -> InfoLook:
    pad_x, pad_y = int(14 * s), int(8 * s)
    lines = []
    for i, (line, (size, bold)) in enumerate(zip(info, sizes, strict=True)):
        colour = theme.GOLD if i == 0 else (theme.CREAM if i == len(info) - 1 else theme.PAPER)
        lines.append((theme.fit_line(line, size, width - 2 * pad_x, bold), colour))
    gap = int(3 * s)
    height = sum(fit.height for fit, _colour in lines) + gap * (len(lines) - 1) + 2 * pad_y
    box = pygame.Rect(lay.info.x, lay.info.y, width, max(lay.info.height, height))
    return InfoLook(box, tuple(lines), height)
