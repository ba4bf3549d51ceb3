"""The window comes first: a person sees it, with its name, its icon and the title's felt,
before the game's own modules, the settings and the title load (issue 49, start-up)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from coteccio_gui import paths
from coteccio_gui.ui import app
from coteccio_gui.ui.core import theme

ROOT = Path(__file__).resolve().parents[1]

# ``coteccio`` as launched from a menu (no arguments), stopped at its first picture: what was
# loaded when the window opened, and what the window showed first.
LAUNCH = """
import json, sys
import pygame

class Shown(BaseException):
    pass

seen = {"icon_before_window": False}
set_icon, set_mode, flip = pygame.display.set_icon, pygame.display.set_mode, pygame.display.flip

def on_icon(surface):
    seen["icon_before_window"] = "loaded" not in seen
    set_icon(surface)

def on_mode(*args, **kwargs):
    seen["loaded"] = sorted(sys.modules)
    seen["caption"] = (pygame.display.get_caption() or ("",))[0]
    return set_mode(*args, **kwargs)

def on_flip():
    flip()
    screen = pygame.display.get_surface()
    w, h = screen.get_size()
    seen["centre"] = list(screen.get_at((w // 2, h // 2)))[:3]
    seen["corner"] = list(screen.get_at((1, 1)))[:3]
    raise Shown

pygame.display.set_icon, pygame.display.set_mode, pygame.display.flip = on_icon, on_mode, on_flip
from coteccio_gui.cli import main
try:
    sys.exit(main([]))
except Shown:
    print(json.dumps(seen))
"""

# Modules the window does not wait for: they load while a person already sees it.
# (coteccio_gui.paths comes before it, for the icon: it imports nothing that pygame has not.)
LOADED_AFTER = (
    "argparse",
    "logging",
    "coteccio_gui.settings",
    "coteccio_gui.net",
    "coteccio_gui.i18n",
    "coteccio_gui.engine",
    "coteccio_gui.ui.core.loop",
    "coteccio_gui.ui.screens.title",
    "platformdirs",
    "logging.handlers",
    "zipfile",
)


def test_the_window_opens_named_with_its_icon_and_felt_before_the_game_loads(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", COTECCIO_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", LAUNCH], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert [m for m in LOADED_AFTER if m in seen["loaded"]] == []
    assert "pygame" in seen["loaded"]  # the harness is sound: it saw the window open
    assert seen["caption"] == "Coteccio" and seen["icon_before_window"]
    assert seen["centre"] == list(theme.FELT) and seen["corner"] == list(theme.FELT_DARK)


def test_the_icon_is_found_where_the_assets_are():
    assert Path(app.icon_file()) == paths.assets_dir() / "icons" / app.ICON
    assert Path(app.icon_file()).is_file()
