"""Esc opens the menu with a tip open (issue 49: the first Esc put the tip away instead). A tip
needs no key: "Got it" puts it away with the mouse, and doing what it explains puts it away for
good; T still ends the tips."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import SIZE

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def test_esc_opens_the_menu_over_a_tip_which_goes_once_its_moment_has_passed(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=True, sound=False))
    seats = [SeatSetup(n, k) for n, k in zip(NAMES, ["human", "easy", "easy", "easy"], strict=True)]
    t = TableScene(p.app, TableSetup("coteccio", seats, None, 3))
    p.start(t)
    p.until(lambda: t.tips.showing is not None and t.waiting_for_bottom())
    first = t.tips.showing
    got_it, no_more = (b.label for b in t.tips.panel.group.buttons)
    assert got_it == "Got it" and no_more == "No more tips (T)"  # no key the tip does not take
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu), "Esc put the tip away instead of opening the menu"
    p.key(pygame.K_ESCAPE)
    assert p.top is t and t.tips.showing == first  # back at the table, the tip still there
    p.key(pygame.K_RETURN)  # the person plays their card: what the tip explains is done
    p.until(lambda: first in p.app.settings.tips_seen or t.waiting_for_bottom())
    assert first in p.app.settings.tips_seen  # put away for good, with no key
    for _ in range(20_000):  # play on by keys until the next tip
        if t.tips.showing is not None:
            break
        if p.top is not t or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert t.tips.showing is not None and t.tips.showing != first
    p.key(pygame.K_t)
    assert p.top is t and not p.app.settings.tips and t.tips.showing is None
