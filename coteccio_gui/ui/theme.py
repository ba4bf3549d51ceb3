"""Colours, fonts and the few drawing helpers every scene shares."""

from __future__ import annotations

from functools import lru_cache

import pygame

from coteccio_gui.paths import assets_dir

FELT = (22, 92, 62)
FELT_DARK = (14, 64, 44)
FELT_LIGHT = (34, 118, 80)
WOOD = (92, 54, 28)
WOOD_LIGHT = (140, 88, 46)
INK = (24, 24, 28)
PAPER = (247, 242, 228)
CREAM = (236, 226, 198)
GOLD = (230, 186, 74)
RED = (196, 48, 44)
SOFT_RED = (240, 120, 110)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)
PANEL = (16, 34, 28, 215)
PANEL_EDGE = (214, 180, 96)
BUTTON = (62, 44, 26)
BUTTON_HOVER = (104, 72, 40)
BUTTON_FOCUS = GOLD
DISABLED = (120, 120, 120)
TURN_GLOW = (255, 214, 90)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels."""
    if serif:
        name = "DejaVuSerifCondensed-Bold.ttf"
    else:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(assets_dir() / "fonts" / name), max(6, size))


@lru_cache(maxsize=1024)
def text(
    message: str,
    size: int,
    colour: tuple[int, ...] = PAPER,
    bold: bool = False,
    serif: bool = False,
) -> pygame.Surface:
    """``message`` rendered once and cached."""
    return font(size, bold, serif).render(message, True, colour)


def blit_text(
    surface: pygame.Surface,
    message: str,
    size: int,
    pos: tuple[int, int],
    colour: tuple[int, ...] = PAPER,
    anchor: str = "topleft",
    bold: bool = False,
    serif: bool = False,
) -> pygame.Rect:
    """Draw ``message`` with its ``anchor`` point (a Rect attribute name) at ``pos``."""
    image = text(message, size, colour, bold, serif)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``message`` broken into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 14,
    fill: tuple[int, ...] = PANEL,
    edge: tuple[int, ...] | None = PANEL_EDGE,
    width: int = 2,
) -> None:
    """A translucent rounded panel with a thin gold edge."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if edge is not None:
        pygame.draw.rect(layer, edge, layer.get_rect(), width, border_radius=radius)
    surface.blit(layer, rect)


def shade(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything drawn so far (behind a dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than a 1280×800 window text and widgets should be."""
    w, h = size
    return max(0.8, min(w / 1280, h / 800, 2.2))
