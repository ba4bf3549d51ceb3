"""The window fits the player's screen: 1280×800 where there is room, smaller where not.

``window_size`` is tried on screens from 800×600 to 4K without a display; then the app is
opened headless on a faked 1024×768 desktop, at start and on the way back from full screen.
"""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from coteccio_gui.settings import Settings
from coteccio_gui.ui.app import launch
from coteccio_gui.ui.core import prefs
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.window import (
    DESKTOP_MARGIN,
    SMALLEST_WINDOW,
    WINDOW_SIZE,
    desktop_size,
    smallest_for,
    window_size,
)
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.title import TitleScene
from tests.ui.layout_check import layout_problems


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


@pytest.fixture
def laptop(monkeypatch, tmp_path):
    """SDL reports a 1024×768 desktop (the dummy driver has no screen of its own)."""
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 768)])
    pygame.display.init()
    pygame.font.init()
    assert desktop_size() == (1024, 768)


def test_the_game_opens_fitted_to_a_small_screen_and_shows_the_whole_title(laptop):
    app = App(Settings(tips=False, sound=False))  # as run_app opens it: no size given
    launch(app)
    assert isinstance(app.top, TitleScene)
    app.frame([], 1 / 60)
    assert app.screen.get_size() == pygame.display.get_window_size() == (960, 672)
    window = app.screen.get_rect()
    assert layout_problems(app.drawn, window) == []
    for button in app.top.group.buttons:
        assert window.contains(button.rect), button.label


def _minimum_size() -> tuple[int, int]:
    with pytest.warns(DeprecationWarning):  # pygame-ce prefers drawing through a Window
        return tuple(pygame.Window.from_display_module().minimum_size)


def test_a_person_cannot_drag_the_window_smaller_than_the_layout_is_made_for(laptop):
    App(Settings(tips=False, sound=False))
    assert _minimum_size() == SMALLEST_WINDOW == (900, 600)
    with pytest.warns(DeprecationWarning):
        shown = pygame.Window.from_display_module()
    shown.size = (640, 480)  # what a drag of the window's corner asks SDL for
    assert pygame.display.get_window_size() == (900, 600)


def test_a_window_that_opened_smaller_than_the_layout_may_stay_so(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    pygame.display.init()
    pygame.font.init()
    App(Settings(tips=False, sound=False))
    assert _minimum_size() == (800, 600)  # the whole screen: never more than it opened at
    assert smallest_for((1280, 800)) == (900, 600)
    assert smallest_for((800, 700)) == (800, 600)


def test_back_from_full_screen_on_a_smaller_screen_the_window_fits_it(laptop):
    p = Pilot((1280, 800), Settings(tips=False, sound=False))  # opened on a bigger screen
    p.start(TitleScene(p.app))
    p.app.settings.fullscreen = True
    prefs.apply_window(p.app)
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    p.app.settings.fullscreen = False
    prefs.apply_window(p.app)
    assert p.app.screen.get_size() == (960, 672)
    assert _minimum_size() == (900, 600)  # still held after the window came back
