"""How readable a colour is on another: the WCAG 2 relative luminance and contrast ratio.

>>> round(ratio((0, 0, 0), (255, 255, 255)), 1)
21.0
>>> ratio((120, 120, 120), (196, 48, 44)) < AA
True
"""

from __future__ import annotations

from collections.abc import Sequence

AA = 4.5
"""The least contrast ratio of normal text (WCAG 2, level AA)."""


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Sequence[int]) -> float:
    """The relative luminance of an sRGB colour (0 black … 1 white)."""
    r, g, b = (_channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """The contrast ratio of two colours, 1 (none) … 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def blend(top: Sequence[int], under: Sequence[int], alpha: int) -> tuple[int, int, int]:
    """``top`` drawn with ``alpha`` (0…255) over ``under``."""
    a = alpha / 255
    r, g, b = (round(t * a + u * (1 - a)) for t, u in zip(top[:3], under[:3], strict=True))
    return r, g, b


def readable(
    colour: Sequence[int], under: Sequence[int], others: Sequence[Sequence[int]]
) -> tuple[int, ...]:
    """``colour`` if it reads on ``under`` (``AA``), else the best of ``others`` there."""
    if ratio(colour, under) >= AA:
        return tuple(colour)
    best = max(range(len(others)), key=lambda i: ratio(others[i], under))
    return tuple(others[best])
