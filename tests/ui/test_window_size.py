"""The window fits the player's screen: 1280×800 where there is room, smaller where not.

``window_size`` is tried on screens from 800×600 to 4K without a display.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coteccio_gui.ui.core.window import (
    DESKTOP_MARGIN,
    SMALLEST_WINDOW,
    WINDOW_SIZE,
    window_size,
)


@pytest.mark.parametrize(
    ("screen", "window"),
    [
        ((800, 600), (800, 600)),  # smaller than the smallest window: all of the screen
        ((1024, 768), (960, 672)),
        ((1280, 800), (1216, 704)),  # the default's own size leaves no room for the bars
        ((1366, 768), (1280, 672)),  # wide enough: only the height gives way
        ((1440, 900), (1280, 800)),  # just room enough for the default
        ((1920, 1080), (1280, 800)),
        ((3840, 2160), (1280, 800)),  # a big screen does not make a big window
    ],
    ids=lambda size: f"{size[0]}x{size[1]}",
)
def test_the_window_fits_the_screen_with_room_for_title_bar_and_taskbar(screen, window):
    assert window_size(screen) == window


@pytest.mark.parametrize("screen", [None, (0, 0), (0, 768), (1024, -1)], ids=str)
def test_a_screen_sdl_does_not_report_gets_the_default_window(screen):
    assert window_size(screen) == WINDOW_SIZE == (1280, 800)


def test_a_remembered_window_comes_back_as_it_was_while_the_screen_holds_it():
    assert window_size((1024, 768), remembered=(1024, 640)) == (1024, 640)  # maximised by hand
    assert window_size((1920, 1080), remembered=(700, 500)) == (700, 500)  # made small by hand
    assert window_size(None, remembered=(1500, 900)) == (1500, 900)


def test_a_remembered_window_larger_than_the_screen_now_is_fitted():
    # full screen on a big monitor, back on a laptop's
    assert window_size((1366, 768), remembered=(1600, 1000)) == (1302, 672)
    assert window_size((1024, 768), remembered=(1280, 800)) == (960, 672)


@given(st.integers(1, 6000), st.integers(1, 4000))
def test_the_window_is_never_off_screen_nor_below_the_smallest_layout(w, h):
    width, height = window_size((w, h))
    assert width <= min(w, WINDOW_SIZE[0]) and height <= min(h, WINDOW_SIZE[1])
    assert width >= min(w, SMALLEST_WINDOW[0]) and height >= min(h, SMALLEST_WINDOW[1])
    if w >= SMALLEST_WINDOW[0] + DESKTOP_MARGIN[0]:
        assert width + DESKTOP_MARGIN[0] <= w
    if h >= SMALLEST_WINDOW[1] + DESKTOP_MARGIN[1]:
        assert height + DESKTOP_MARGIN[1] <= h
