"""Full screen and back in a real X window under a real window manager: F11 and Alt+Enter go
full screen, and the same key brings the window back to its size, at its place on the screen
(a window manager kept it at the desktop's size, half off the screen, before)."""

from __future__ import annotations

import os
import re
import subprocess
import time
from pathlib import Path

import pytest

from tests.ui.real_window import Game, write_settings
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow

DESKTOP = (1920, 1080)


def _geometry(game: Game) -> tuple[int, int, int, int]:
    """Where the game's window is and how big: x, y, width, height (as the X server says)."""
    out = game.x("getwindowgeometry", game.window)
    x, y = map(int, re.search(r"Position: (-?\d+),(-?\d+)", out).groups())  # type: ignore[union-attr]
    w, h = map(int, re.search(r"Geometry: (\d+)x(\d+)", out).groups())  # type: ignore[union-attr]
    return x, y, w, h


def _until(game: Game, wanted, what: str) -> tuple[int, int, int, int]:
    end = time.monotonic() + 20
    seen = _geometry(game)
    while time.monotonic() < end:
        seen = _geometry(game)
        if wanted(seen):
            time.sleep(0.5)  # and it stays so (a window manager may move it once more)
            seen = _geometry(game)
            if wanted(seen):
                return seen
        time.sleep(0.2)
    raise AssertionError(f"{what}: the window is at {seen}")


def _manager_ready(display: str) -> None:
    """Wait until the window manager has taken the screen (it names itself on the root)."""
    end = time.monotonic() + 30
    while time.monotonic() < end:
        ask = ["xprop", "-display", display, "-root", "_NET_SUPPORTING_WM_CHECK"]
        found = subprocess.run(ask, capture_output=True, text=True, timeout=20)
        if "window id" in found.stdout:
            return
        time.sleep(0.2)
    raise AssertionError("the window manager did not start")


@pytest.mark.parametrize("keys", [("F11",), ("alt+Return",)])
def test_full_screen_and_back_leaves_the_window_as_it_was(tmp_path: Path, keys):
    need(*TOOLS, "openbox", "xprop")
    home = tmp_path / "home"
    write_settings(home)
    with xvfb(DESKTOP) as display:
        manager = subprocess.Popen(
            ["openbox"],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _manager_ready(display)
            game = Game(display, home)
            try:
                before = _until(game, lambda g: g[2:] == (1280, 800), "the window at first")
                for _round in range(2):
                    game.key(*keys)
                    _until(game, lambda g: g == (0, 0, *DESKTOP), "full screen")
                    game.key(*keys)
                    back = _until(game, lambda g: g[2:] == (1280, 800), "back from full screen")
                    x, y, w, h = back
                    assert x >= 0 and x + w <= DESKTOP[0] and y >= 0 and y + h <= DESKTOP[1]
                    assert abs(x - before[0]) <= 40 and abs(y - before[1]) <= 40, (before, back)
            finally:
                err = game.close()
            assert "forcibly resized" not in err, err
        finally:
            manager.terminate()
            manager.wait(10)
