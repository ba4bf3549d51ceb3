"""How big the window opens: the default where the screen has room for it, smaller where not.

A 1280×800 window on a 1024×768 or 1366×768 screen hides part of the table under the
screen's edge and the taskbar. ``window_size`` chooses from the desktop's size and nothing
else (the tests give it screens); ``desktop_size`` asks SDL for that size.
"""

from __future__ import annotations

import warnings
from typing import TypeAlias

import pygame

Size: TypeAlias = tuple[int, int]
"""Width and height in pixels."""

WINDOW_SIZE: Size = (1280, 800)
"""The window on a screen with room for it."""
SMALLEST_WINDOW: Size = (900, 600)
"""The smallest window every screen is laid out and checked at (``tests/test_i18n.py``): a
window shrunk to fit a screen goes no smaller, unless the screen itself is smaller."""
DESKTOP_MARGIN: Size = (64, 96)
"""What a desktop keeps around a window: the borders and a side dock across; the title bar
and a taskbar or top bar down."""


def window_size(desktop: Size | None, remembered: Size | None = None) -> Size:
    """The window to open on a desktop of size ``desktop`` (None or not positive: unknown).

    The default window opens whole when it fits with the desktop's margin; a ``remembered``
    window (the one before full screen) comes back as it was when it fits on the desktop.
    A side that does not fit shrinks to the desktop less its margin, but not below the
    smallest window the layout is made for, nor beyond the desktop itself.
    """
    want = remembered or WINDOW_SIZE
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return want
    keep = (0, 0) if remembered else DESKTOP_MARGIN
    return (
        _side(want[0], desktop[0], keep[0], DESKTOP_MARGIN[0], SMALLEST_WINDOW[0]),
        _side(want[1], desktop[1], keep[1], DESKTOP_MARGIN[1], SMALLEST_WINDOW[1]),
    )


def _side(want: int, screen: int, keep: int, margin: int, smallest: int) -> int:
    """One side of the window: ``want`` if ``keep`` pixels are left beside it, else what fits."""
    if want + keep <= screen:
        return want
    return min(want, screen, max(smallest, screen - margin))


def desktop_size() -> Size | None:
    """The size of the first desktop, where the window opens (None: SDL does not say)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:  # the display is not initialised
        return None
    if not sizes:
        return None
    width, height = sizes[0]
    return width, height


def smallest_for(size: Size) -> Size:
    """How small a person may drag a window that opened at ``size``: the smallest window the
    layout is made for, or the window as it opened where the screen had no room for that."""
    return min(SMALLEST_WINDOW[0], size[0]), min(SMALLEST_WINDOW[1], size[1])


def hold_minimum(size: Size) -> None:
    """Keep the window of the display, opened at ``size``, from being dragged smaller than
    ``smallest_for(size)`` (below it, buttons would overlap the cards)."""
    try:
        with warnings.catch_warnings():
            # pygame-ce warns that drawing should go through the Window: here it only sizes it.
            warnings.simplefilter("ignore", DeprecationWarning)
            shown = pygame.Window.from_display_module()
        shown.minimum_size = smallest_for(size)
    except (pygame.error, AttributeError, ValueError):  # no window, or an SDL that cannot
        return


def open_window(size: Size | None = None) -> pygame.Surface:
    """The display as a resizable window of ``size`` (None: as the desktop has room for), held
    from being dragged too small."""
    size = size or window_size(desktop_size())
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    hold_minimum(size)
    return screen
