"""The story beside a replayed table (the hand history): a heading, where the replay
stands, what happened at this step and the keys — the story is never cut; it gets
smaller, and the list of keys gives way, when room is short."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.core import theme

Colour = tuple[int, int, int]


def paint_story(
    surface: pygame.Surface,
    side: pygame.Rect,
    s: float,
    title: str,
    status: Sequence[tuple[str, Colour]],
    lines: Sequence[str],
    bottom: int,
) -> None:
    """The side column ``side`` down to ``bottom``: "Hand history", ``title`` (the file or
    the players), the ``status`` lines, the story ``lines`` in a box, the keys under it."""
    x = side.x + int(14 * s)
    width = side.width - int(28 * s)
    y = int(16 * s)
    heading = theme.fit(_("Hand history"), int(28 * s), width, serif=True, lines=2)
    theme.draw_fitted(surface, heading, (side.centerx, y), theme.GOLD, "center")
    y += heading.height + int(8 * s)
    named = theme.fit(title, int(14 * s), width, lines=2)
    theme.draw_fitted(surface, named, (side.centerx, y), theme.CREAM, "center")
    y += named.height + int(8 * s)
    for text, colour in status:
        fitted = theme.fit(text, int(16 * s), width, bold=colour == theme.GOLD)
        theme.draw_fitted(surface, fitted, (x, y), colour)
        y += fitted.height + int(2 * s)
    y += int(8 * s)
    keys_help = (
        _("Left/Right: one card"),
        _("Up/Down: one trick"),
        _("Page Up/Down: one hand"),
        _("Home/End: start, end"),
    )
    keys: theme.Fitted | None = theme.fit("\n".join(keys_help), int(13 * s), width)
    pad = int(8 * s)
    story_room = bottom - int(12 * s) - y - 2 * pad
    keys_h = keys.height if keys is not None else 0
    story = _story("\n".join(lines), int(16 * s), width - 2 * pad, story_room - keys_h)
    if story.height > story_room - keys_h - int(12 * s):  # no room for the keys
        story = _story("\n".join(lines), int(16 * s), width - 2 * pad, story_room)
        keys = None
    box = pygame.Rect(x, y, width, story.height + 2 * pad)
    theme.panel(surface, box, int(10 * s), (12, 20, 16, 225), theme.PANEL_EDGE, 2)
    theme.draw_fitted(surface, story, (box.x + pad, box.y + pad), theme.PAPER, box=box)
    if keys is not None:
        theme.draw_fitted(surface, keys, (x, bottom - int(12 * s) - keys.height), theme.CREAM)


def _story(text: str, size: int, width: int, room: int) -> theme.Fitted:
    """What happened at a step, as large as the room allows (never cut short)."""
    fitted = theme.fit(text, size, width)
    while fitted.height > room and fitted.size > theme.LEAST_TEXT:
        fitted = theme.fit(text, fitted.size - 1, width)
    return fitted
