"""Card art: every face (Triestine, English or Cucco) and the backs as cached pygame Surfaces."""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache

import pygame

from coteccio_gui.engine.cards import DECK, Card
from coteccio_gui.ui.cardart import back, english, triestine
from coteccio_gui.ui.cardart.raster import card_size, render

__all__ = ["FaceStyle", "MAX_HEIGHT", "back_image", "card_image", "card_size", "clear_cache"]

MAX_HEIGHT = 2000
"""The tallest card drawn, in pixels."""


class FaceStyle(StrEnum):
    """Which faces the cards show."""

    TRIESTINE = "triestine"
    ENGLISH = "english"
    CUCCO = "cucco"
    """The Cucco pack of Cöch and Zifuli (its own forty cards, not a face of the Italian pack)."""


def _check(height: int) -> None:
    if not 1 <= height <= MAX_HEIGHT:
        raise ValueError(f"card height must be 1..{MAX_HEIGHT} pixels, not {height}")


def _ready(surface: pygame.Surface) -> pygame.Surface:
    # convert_alpha needs a display mode; without one keep the plain SRCALPHA surface.
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=512)
def _card(faces: FaceStyle, c: Card, height: int, four_colour: bool) -> pygame.Surface:
    if faces is FaceStyle.CUCCO:
        from coteccio_gui.ui.cardart import cucco  # only the Cucco games need it: not at start-up

        drawing = cucco.face(c)
    elif faces is FaceStyle.TRIESTINE:
        drawing = triestine.face(c)
    else:
        drawing = english.face(c, four_colour)
    return _ready(render(drawing, height))


def card_image(faces: str, card: Card, height: int, four_colour: bool = False) -> pygame.Surface:
    """Card ``card`` with ``faces`` style, ``height`` pixels tall (cached; do not draw on it).

    With ``cucco`` faces, ``card`` is a card of the Cucco pack (0–39; both copies of a design
    are one image)."""
    _check(height)
    if card not in DECK:
        raise ValueError(f"{card!r} is not a card")
    style = FaceStyle(faces)
    if style is FaceStyle.CUCCO:
        card &= ~1
    return _card(style, card, height, four_colour and style is FaceStyle.ENGLISH)


@lru_cache(maxsize=16)
def _back(height: int, deck: str) -> pygame.Surface:
    if deck == FaceStyle.CUCCO:
        from coteccio_gui.ui.cardart import cucco

        return _ready(render(cucco.back(), height))
    return _ready(render(back.face(), height))


def back_image(height: int, faces: str = FaceStyle.TRIESTINE) -> pygame.Surface:
    """The card back, ``height`` pixels tall (cached; do not draw on it): the Italian pack's
    for Triestine and English faces, the Cucco pack's own for ``cucco``."""
    _check(height)
    return _back(height, FaceStyle.CUCCO if FaceStyle(faces) is FaceStyle.CUCCO else "italian")


def clear_cache() -> None:
    """Forget every drawn card, e.g. after the display mode changes."""
    _card.cache_clear()
    _back.cache_clear()
