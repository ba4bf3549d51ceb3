"""Which game? by keys: the chooser starts on the game of the last table set up, so a player
who plays Zifuli again presses Enter, Enter, Enter from the title (not Down three times)."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.games import GamesScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene


def _chooser(p: Pilot) -> GamesScene:
    p.start(TitleScene(p.app))
    p.key(pygame.K_RETURN)  # New match
    chooser = p.top
    assert isinstance(chooser, GamesScene)
    return chooser


def test_the_chooser_starts_on_the_last_game_set_up(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    chooser = _chooser(p)
    assert chooser.group.buttons[chooser.group.focus].label == "Coteccio"  # a first launch
    p.key(pygame.K_DOWN)
    p.key(pygame.K_DOWN)
    p.key(pygame.K_DOWN)
    assert chooser.group.buttons[chooser.group.focus].label == "Zifuli"
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, SetupScene) and p.top.game == "zifuli"
    p.key(pygame.K_RETURN)  # Start the match
    assert isinstance(p.top, TableScene) and p.top.match.name == "zifuli"
    assert p.app.settings.last_game == "zifuli"

    again = _chooser(p)
    assert again.group.buttons[again.group.focus].label == "Zifuli"
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, SetupScene) and p.top.game == "zifuli"
