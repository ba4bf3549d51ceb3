"""The redraw rule: what the window shows is always the state as it stands, and idle draws nothing.

After every frame the window is compared with a fresh drawing of every scene: a frame the app
skipped while something changed (an animation ending, a click, a key, a computer's card, a
message running out) shows up as a difference. A table waiting for a click, or paused under the
menu, a curtain or a tip, must not draw at all.
"""

from __future__ import annotations

import random

import pygame

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.live import HUMAN
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import SIZE, bottom_cards, coteccio_table

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def fresh_drawing(app: App) -> bytes:
    """What the window would show if every scene were drawn now."""
    shown = app.screen
    app.screen = pygame.Surface(shown.get_size())
    try:
        app.draw()
        return pygame.image.tobytes(app.screen, "RGB")
    finally:
        app.screen = shown


def window(app: App) -> bytes:
    """What the window shows."""
    return pygame.image.tobytes(app.screen, "RGB")


class StaleWatch:
    """Steps a pilot and, after every frame, compares the window with a fresh drawing."""

    def __init__(self, p: Pilot) -> None:
        self.p = p
        self.frames = 0
        self.stale: list[str] = []

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.p.step()
            self.check()

    def check(self, what: str = "a frame") -> None:
        self.frames += 1
        if window(self.p.app) != fresh_drawing(self.p.app):
            self.stale.append(f"{what} at frame {self.frames} ({type(self.p.top).__name__})")

    def click(self, pos: tuple[int, int]) -> None:
        self.p.click(pos)
        self.check("a click")

    def key(self, key: int) -> None:
        self.p.key(key)
        self.check("a key")


def test_every_frame_shows_the_table_as_it_stands_whatever_the_input(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=True, sound=False))
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "normal") for n in NAMES[1:]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=2), 4)
    p.start(t)
    watch = StaleWatch(p)
    rng = random.Random(1)
    turns = 0
    for _ in range(30_000):
        if t.match.phase is Phase.FINISHED or turns >= 8:
            break
        top = p.top
        if isinstance(top, Dialog):
            watch.step(rng.randint(0, 20))  # a person reads before closing it
            button = top.group.buttons[0].rect
            watch.click(button.center)
        elif top is t and t.waiting_for_bottom():
            turns += 1
            watch.step(rng.randint(1, 30))  # nothing happens: the window must still be right
            watch.key(pygame.K_l)  # the last trick, by key
            watch.step(3)
            watch.click(t.painter.buttons.buttons[0].rect.center)  # and by its button
            watch.click((5, SIZE[1] - 5))  # a click on the empty floor
            watch.key(pygame.K_RIGHT)
            watch.key(pygame.K_ESCAPE)  # the menu (a tip or not), and back
            watch.key(pygame.K_ESCAPE)
            legal = t.match.legal_plays(0)
            if turns % 2:
                watch.key(pygame.K_RETURN) if bottom_cards(t)[t.turns.selected] in legal else None
            cards = bottom_cards(t)
            if t.waiting_for_bottom():
                watch.click(t.hand_rects()[cards.index(legal[0])].center)
        else:
            watch.step()
    assert turns >= 8
    assert watch.frames > 500
    assert watch.stale == []


def _count_draws(p: Pilot, frames: int) -> int:
    before = p.app.frames
    p.step(frames)
    return p.app.frames - before


def _solo(p: Pilot, seed: int = 4) -> TableScene:
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "normal") for n in NAMES[1:]]
    t = coteccio_table(p.app, seats, HouseRules(), seed)
    p.start(t)
    return t


def test_a_table_waiting_for_a_click_draws_nothing():
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=False, sound=False))
    t = _solo(p)
    p.until(t.waiting_for_bottom)
    p.step(5)
    assert _count_draws(p, 600) == 0


def test_a_table_under_the_menu_is_paused_and_draws_nothing():
    p = Pilot(SIZE, Settings(speed=Speed.NORMAL, tips=False, sound=False))
    t = _solo(p)
    p.until(t.waiting_for_bottom)
    p.key(pygame.K_RETURN)  # Anna plays: the computers think and cards fly
    p.step(2)
    assert t.busy()
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    actions = len(t.match.actions)
    assert _count_draws(p, 600) == 0
    assert len(t.match.actions) == actions, "the table went on under the menu"


def test_a_table_under_a_curtain_draws_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=True, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", HUMAN), SeatSetup("Carla", "normal")]
    t = coteccio_table(p.app, seats, HouseRules(), 7)
    p.start(t)
    drawn: list[int] = []
    for _ in range(20_000):
        top = p.top
        if isinstance(top, CurtainScene):
            p.step(2)
            drawn.append(_count_draws(p, 120))
            p.key(pygame.K_RETURN)
        elif top is t and t.waiting_for_bottom() or top is not t:
            p.key(pygame.K_RETURN)
        else:
            p.step()
        if len(drawn) >= 4:
            break
    assert drawn == [0, 0, 0, 0]
