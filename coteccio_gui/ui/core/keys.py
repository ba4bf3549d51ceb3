"""The one input map: raw key presses become named intents, the same in every scene.

Scenes react to intents (``CONFIRM``, ``BACK``, ``UP``…), never to key codes, so a key
means one thing everywhere and can be changed here for the whole game.

>>> import pygame
>>> intent(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
'back'
>>> digit(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0))
3
"""

from __future__ import annotations

import pygame

CONFIRM = "confirm"
"""Enter or Space: press the focused button, play the chosen card, go on."""
BACK = "back"
"""Esc: leave this screen (at the table: the menu)."""
ERASE = "erase"
"""Backspace: delete a typed letter, or go back where nothing is typed."""
UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
NEXT, PREVIOUS = "next", "previous"
"""Tab and Shift+Tab: the next or previous button or row."""
PAGE_UP, PAGE_DOWN, HOME, END = "page_up", "page_down", "home", "end"
LAST_TRICK = "last_trick"
"""L: the last trick again (and every trick of the hand)."""
HINT = "hint"
"""H: what the expert would play."""
CHOICES = "choices"
"""C: the choices besides a card at the person's turn (a claim, buon gioco…)."""
LANGUAGE = "language"
"""G: Italiano / English on the rules screen."""
NO_TIPS = "no_tips"
"""T: no more tips."""
EXPORT = "export"
"""E: export the record shown."""
SCORE_SHEET = "score_sheet"
"""S: the score sheet of the match."""

_KEYS: dict[int, str] = {
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_SPACE: CONFIRM,
    pygame.K_ESCAPE: BACK,
    pygame.K_BACKSPACE: ERASE,
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_PAGEUP: PAGE_UP,
    pygame.K_PAGEDOWN: PAGE_DOWN,
    pygame.K_HOME: HOME,
    pygame.K_END: END,
    pygame.K_l: LAST_TRICK,
    pygame.K_h: HINT,
    pygame.K_c: CHOICES,
    pygame.K_g: LANGUAGE,
    pygame.K_t: NO_TIPS,
    pygame.K_e: EXPORT,
    pygame.K_s: SCORE_SHEET,
}
_DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
_DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})


def intent(event: pygame.event.Event) -> str | None:
    """The intent of a key press (``None`` for any other event or an unmapped key)."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_TAB:
        return PREVIOUS if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else NEXT
    return _KEYS.get(event.key)


def digit(event: pygame.event.Event) -> int | None:
    """The number 1–9 of a key press, or ``None``."""
    if event.type != pygame.KEYDOWN:
        return None
    return _DIGITS.get(event.key)


def clicked(event: pygame.event.Event) -> bool:
    """A press of the main mouse button."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
