"""Esc on the title goes to Quit, and quits from there: backing out of Settings or History
with one Esc too many closed the whole game at once (found in a real window)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.title import TitleScene
from tests.saves_support import home
from tests.ui.layout_check import texts_drawn
from tests.ui.support import SIZE


def said(title: TitleScene) -> list[str]:
    """The texts the title draws now."""
    return [d.text for d in texts_drawn(title.draw, SIZE)]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "it"])
def test_one_esc_on_the_title_shows_quit_and_a_second_quits(monkeypatch, tmp_path, language):
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, language=language))
    title = TitleScene(p.app)
    p.start(title)
    assert i18n._("Arrows and Enter, or the mouse") in said(title)
    p.key(pygame.K_ESCAPE)
    assert p.app.running and p.top is title
    assert title.group.buttons[title.group.focus].label == i18n._("Quit")
    assert i18n._("Enter or Esc quits the game; the arrows choose another button") in said(title)
    p.key(pygame.K_UP)  # changing one's mind: the focus leaves Quit, and Esc only comes back
    assert title.group.buttons[title.group.focus].label != i18n._("Quit")
    p.key(pygame.K_ESCAPE)
    assert p.app.running
    p.key(pygame.K_ESCAPE)
    assert not p.app.running


def test_esc_backing_out_of_settings_stops_on_the_title(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    title = TitleScene(p.app)
    p.start(title)
    at = [b.label for b in title.group.buttons].index(i18n._("Settings"))
    for _ in range(at - title.group.focus):
        p.key(pygame.K_TAB)
    p.key(pygame.K_RETURN)
    assert p.top is not title
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_ESCAPE)  # one too many
    assert p.app.running and p.top is title
