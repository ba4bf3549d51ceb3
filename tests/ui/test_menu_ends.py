"""Arrows stop at the ends of a menu: Up from the top never lands on a Quit that Enter presses."""

from __future__ import annotations

import pygame

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from tests.ui.support import SIZE, menu_over_a_new_table


def _title() -> tuple[Pilot, TitleScene]:
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    title = TitleScene(p.app)
    p.start(title)
    return p, title


def _paused() -> tuple[Pilot, GameMenu]:
    p, table = menu_over_a_new_table()
    menu = p.top
    assert isinstance(menu, GameMenu) and menu.group.focus == 0
    assert p.app.scenes[-2] is table
    return p, menu


def test_up_then_enter_on_the_title_does_not_quit():
    p, title = _title()
    top = title.group.buttons[title.group.focus].label
    for _ in range(3):
        p.key(pygame.K_UP)
        assert title.group.buttons[title.group.focus].label == top
    p.key(pygame.K_RETURN)
    assert p.app.running
    assert not isinstance(p.top, TitleScene)  # Enter pressed the top button, not Quit


def test_down_and_esc_on_the_title_still_quit():
    p, title = _title()
    for _ in range(len(title.group.buttons) + 3):
        p.key(pygame.K_DOWN)
    p.key(pygame.K_RIGHT)  # Quit shares the last row with Settings
    p.key(pygame.K_DOWN)  # and Down on the last row stays there
    assert title.group.buttons[title.group.focus].label == i18n._("Quit")
    p.key(pygame.K_RETURN)
    assert not p.app.running
    p, _ = _title()
    p.key(pygame.K_ESCAPE)  # the first goes to Quit (tests/ui/test_title_esc.py)
    p.key(pygame.K_ESCAPE)
    assert not p.app.running


def test_up_then_enter_in_the_pause_menu_resumes_the_match():
    p, menu = _paused()
    table = p.app.scenes[-2]
    p.key(pygame.K_UP)
    p.key(pygame.K_UP)
    assert menu.group.buttons[menu.group.focus].label == i18n._("Resume")
    p.key(pygame.K_RETURN)
    assert p.app.running
    assert p.top is table


def test_down_in_the_pause_menu_stops_on_quit_the_game_and_enter_quits():
    p, menu = _paused()
    for _ in range(len(menu.group.buttons) + 2):
        p.key(pygame.K_DOWN)
    assert menu.group.buttons[menu.group.focus].label == i18n._("Quit the game")
    p.key(pygame.K_RETURN)
    assert not p.app.running


def test_tab_still_goes_round_the_pause_menu():
    p, menu = _paused()
    p.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert menu.group.buttons[menu.group.focus].label == i18n._("Quit the game")
    p.key(pygame.K_TAB)
    assert menu.group.buttons[menu.group.focus].label == i18n._("Resume")
    assert p.app.running


def test_up_on_the_first_row_of_a_form_stays_there():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    p.start(TitleScene(p.app))
    p.start(SetupScene(p.app))
    form = p.top.form
    form.focus = 0
    p.key(pygame.K_UP)
    assert form.focus == 0
    last = len(form.rows) - 1
    form.focus = last
    p.key(pygame.K_DOWN)
    assert form.focus == last
