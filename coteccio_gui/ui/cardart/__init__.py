"""Card art: every face (Triestine, English, Cucco, German) and the backs as cached pygame Surfaces.

The Italian pack's 40 cards show Triestine or English faces; the Cucco pack and the German pack
of Stovkahra (32 cards) are their own packs: ``german`` draws the German suits, ``german-english``
the same 32 cards with French suits."""

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
    GERMAN = "german"
    """The German-suited pack of Stovkahra (32 cards: acorns, leaves, hearts, bells)."""
    GERMAN_ENGLISH = "german-english"
    """The German pack's 32 cards with English faces (clubs, spades, hearts, diamonds)."""


_GERMAN_PACK = (FaceStyle.GERMAN, FaceStyle.GERMAN_ENGLISH)
_GERMAN_DECK = range(32)


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
    elif faces is FaceStyle.GERMAN:
        from coteccio_gui.ui.cardart import german  # only Stovkahra needs it: not at start-up

        drawing = german.face(c)
    elif faces is FaceStyle.GERMAN_ENGLISH:
        drawing = english.face32(c, four_colour)
    elif faces is FaceStyle.TRIESTINE:
        drawing = triestine.face(c)
    else:
        drawing = english.face(c, four_colour)
    return _ready(render(drawing, height))


def card_image(faces: str, card: Card, height: int, four_colour: bool = False) -> pygame.Surface:
    """Card ``card`` with ``faces`` style, ``height`` pixels tall (cached; do not draw on it).

    With ``cucco`` faces, ``card`` is a card of the Cucco pack (0–39; both copies of a design
    are one image); with ``german`` or ``german-english`` faces, a card of the German pack
    (0–31). ``four_colour`` turns the English faces' diamonds blue and clubs green."""
    _check(height)
    style = FaceStyle(faces)
    if card not in (_GERMAN_DECK if style in _GERMAN_PACK else DECK):
        raise ValueError(f"{card!r} is not a card of the {style} faces")
    if style is FaceStyle.CUCCO:
        card &= ~1
    english_faces = style in (FaceStyle.ENGLISH, FaceStyle.GERMAN_ENGLISH)
    return _card(style, card, height, four_colour and english_faces)


@lru_cache(maxsize=16)
def _back(height: int, deck: str) -> pygame.Surface:
    if deck == FaceStyle.CUCCO:
        from coteccio_gui.ui.cardart import cucco

        return _ready(render(cucco.back(), height))
    if deck in _GERMAN_PACK:
        from coteccio_gui.ui.cardart import german

        return _ready(render(german.back(deck == FaceStyle.GERMAN_ENGLISH), height))
    return _ready(render(back.face(), height))


def back_image(height: int, faces: str = FaceStyle.TRIESTINE) -> pygame.Surface:
    """The card back, ``height`` pixels tall (cached; do not draw on it): the Italian pack's
    for Triestine and English faces, the Cucco pack's own for ``cucco``, the German pack's own
    for its faces (its medallion shows the suits of the faces chosen)."""
    _check(height)
    style = FaceStyle(faces)
    if style in _GERMAN_PACK:
        return _back(height, style)
    return _back(height, FaceStyle.CUCCO if style is FaceStyle.CUCCO else "italian")


def clear_cache() -> None:
    """Forget every drawn card, e.g. after the display mode changes."""
    _card.cache_clear()
    _back.cache_clear()
