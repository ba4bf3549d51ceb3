"""The card table's felt: a wooden rim round an oval of green cloth, on a dark floor.

Drawn once per window size and kept; the table and the hand history both lay it down.
"""

from __future__ import annotations

import math

import pygame

from coteccio_gui.ui.core import theme

FLOOR = ((40, 30, 22), (20, 14, 10))
ARROW = (70, 150, 110)
WORDS = (220, 242, 226)
"""The words on the felt ("anticlockwise"): pale, as the arrow, but readable on the felt."""


def arrow_radius(trick_height: int) -> int:
    """The radius of the arrow of the direction of play drawn in the middle of the table."""
    return max(14, int(trick_height * 0.32))


def paint_felt(
    size: tuple[int, int],
    oval: pygame.Rect,
    arrow: int = 0,
    side: pygame.Rect | None = None,
    clockwise: bool = False,
) -> pygame.Surface:
    """The floor and the table for a window of ``size``; ``arrow`` > 0 draws the direction of
    play (anticlockwise, or ``clockwise``) that big in the middle; ``side`` is a panel beside
    the table."""
    w, h = size
    bg = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        bg = bg.convert()
    for y in range(0, h, 4):
        k = y / max(1, h)
        colour = [int(a + (b - a) * k) for a, b in zip(*FLOOR, strict=True)]
        pygame.draw.rect(bg, colour, (0, y, w, 4))
    rim = oval.inflate(int(oval.width * 0.05), int(oval.height * 0.07))
    pygame.draw.ellipse(bg, (10, 6, 4), rim.move(0, 8))
    pygame.draw.ellipse(bg, theme.WOOD, rim)
    pygame.draw.ellipse(bg, theme.WOOD_LIGHT, rim, max(2, rim.height // 90))
    pygame.draw.ellipse(bg, theme.FELT_DARK, oval)
    inner = oval.inflate(-oval.width // 30, -oval.height // 22)
    pygame.draw.ellipse(bg, theme.FELT, inner)
    glow = inner.inflate(-inner.width // 3, -inner.height // 3)
    pygame.draw.ellipse(bg, (30, 108, 74), glow)
    if arrow:
        _direction(bg, oval.center, arrow, -1 if clockwise else 1)
    if side is not None:
        pygame.draw.rect(bg, theme.FELT_DARK, side)
        pygame.draw.line(bg, theme.PANEL_EDGE, side.topleft, side.bottomleft, 2)
    return bg


def _direction(bg: pygame.Surface, centre: tuple[int, int], r: int, way: int = 1) -> None:
    """A small arrow, the direction of play: anticlockwise (``way`` 1) or clockwise (-1, the
    mirror image)."""
    cx, cy = centre
    width = max(3, r // 8)
    # On screen, anticlockwise runs from the bottom towards the right, then up and round.
    points = [
        (cx + way * r * math.cos(math.radians(a)), cy - r * math.sin(math.radians(a)))
        for a in range(-60, 231, 5)
    ]
    pygame.draw.lines(bg, ARROW, False, points, width)
    (x1, y1), (x0, y0) = points[-1], points[-2]
    ang = math.atan2(y1 - y0, x1 - x0)
    size = width * 3.2
    tip = (x1 + math.cos(ang) * size, y1 + math.sin(ang) * size)
    left = (x1 + math.cos(ang + 2.2) * size * 0.8, y1 + math.sin(ang + 2.2) * size * 0.8)
    right = (x1 + math.cos(ang - 2.2) * size * 0.8, y1 + math.sin(ang - 2.2) * size * 0.8)
    pygame.draw.polygon(bg, ARROW, [tip, left, right])
