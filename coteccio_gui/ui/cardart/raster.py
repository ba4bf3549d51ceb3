"""Turning a composed card drawing into a smooth, transparent-cornered pygame Surface."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache

import pygame

from coteccio_gui.paths import font_path
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W

EDGE = (70, 70, 70)
"""Colour of the thin line round every card; transparent corner pixels carry it too."""
PAPER = (255, 255, 255)
"""The card stock."""
_SUPERSAMPLE = 4  # the card outline is drawn this many times larger, then smoothscaled
_RADIUS = 0.032  # corner radius as a share of the card height (about 3 mm)


@dataclass(frozen=True)
class Label:
    """Text drawn over the art with the bundled font, centred on (x, y) in card units."""

    text: str
    x: float
    y: float
    size: float
    colour: tuple[int, int, int] = (20, 20, 20)
    flip: bool = False
    max_width: float = CARD_W
    squeeze: float = 1.0
    """How narrow (a share of its width) a text too wide for ``max_width`` may be condensed
    before it is made smaller: a corner index keeps its height."""


@dataclass(frozen=True)
class Face:
    """A composed card: the SVG drawing and the labels to print on it."""

    svg: bytes
    labels: tuple[Label, ...] = ()


def card_size(height: int) -> tuple[int, int]:
    """Pixel size (width, height) of a 53 x 98 mm card drawn ``height`` pixels tall."""
    return round(height * CARD_W / CARD_H), height


@lru_cache(maxsize=64)
def _font(px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path()), px)


@lru_cache(maxsize=16)
def blank_card(height: int) -> pygame.Surface:
    """White card stock with rounded transparent corners, drawn large then smoothscaled."""
    w, h = card_size(height)
    ss = _SUPERSAMPLE
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    # Transparent pixels keep the edge colour so smoothscale blends towards it, not to black.
    big.fill((*EDGE, 0))
    radius = max(2, round(h * _RADIUS * ss))
    line = max(ss, round(h / 240 * ss))
    pygame.draw.rect(big, (*EDGE, 255), big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-2 * line, -2 * line)
    pygame.draw.rect(big, (*PAPER, 255), inner, border_radius=max(1, radius - line))
    return pygame.transform.smoothscale(big, (w, h))


def _draw_label(surface: pygame.Surface, label: Label, scale: float) -> None:
    px = max(6, round(label.size * scale))
    font = _font(px)
    text_w, _ = font.size(label.text)
    limit = label.max_width * scale
    squeeze = max(label.squeeze, min(1.0, limit / text_w)) if text_w else 1.0
    if text_w * squeeze > limit:
        px = max(6, int(px * limit / (text_w * squeeze)))
        font = _font(px)
    image = font.render(label.text, True, label.colour)
    if squeeze < 1:
        narrow = (max(1, round(image.get_width() * squeeze)), image.get_height())
        image = pygame.transform.smoothscale(image, narrow)
    if image.get_width() > limit:
        # Below the smallest legible size, shrink the rendered text to fit rather than overflow.
        ratio = limit / image.get_width()
        size = (max(1, int(limit)), max(1, round(image.get_height() * ratio)))
        image = pygame.transform.smoothscale(image, size)
    if label.flip:
        image = pygame.transform.rotate(image, 180)
    surface.blit(image, image.get_rect(center=(round(label.x * scale), round(label.y * scale))))


def render(face: Face, height: int) -> pygame.Surface:
    """The card drawn ``height`` pixels tall: stock, SVG art at exact size, then labels."""
    surface = blank_card(height).copy()
    w, h = surface.get_size()
    art = pygame.image.load_sized_svg(io.BytesIO(face.svg), (w, h))
    surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    scale = h / CARD_H
    for label in face.labels:
        _draw_label(surface, label, scale)
    return surface
