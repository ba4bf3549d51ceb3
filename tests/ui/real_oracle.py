"""Where things are in the real window, and the steps every real-window test takes: the same
layout code run here on an invisible screen (the oracle), the way from the title to a match,
the wait for the person's turn, and the saved match shown here as the window shows it."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from coteccio_gui.record import read_record
from coteccio_gui.settings import CARD_SCALE, CardSize, Settings
from coteccio_gui.ui.board.layout import hand_card_positions, table_layout
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.games import GamesScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.start import resume_table
from tests.ui.real_window import SIZE, Game

SET_UP = {
    "coch": {"Players": -2, "House rules": 1},
    "zifuli": {"House rules": 1},
    "tressette": {"Target": -1},
    "tressette-in-due": {"Target": -1},
}
"""The set-up's arrows clicked before the match: Cöch with two people (each plays a dummy's
face-up hand too), and the shortest match of a game played to its end (the Tressette family
to 21, not 31)."""


class Oracle:
    """Where things are: the same layout code, run here on an invisible screen."""

    def __init__(self, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("COTECCIO_HOME", str(home))
        self.p = Pilot(SIZE, Settings(language="en", tips=False, sound=False))

    def title_button(self, label: str) -> tuple[int, int]:
        title = TitleScene(self.p.app)
        return next(b for b in title.group.buttons if b.label == label).rect.center

    def setup(self, game: str = "coteccio") -> SetupScene:
        return SetupScene(self.p.app, game)

    def game_button(self, game: str) -> tuple[int, int]:
        chooser = GamesScene(self.p.app)
        return chooser.group.buttons[chooser.names.index(game)].rect.center

    def menu_button(self, label: str) -> tuple[int, int]:
        menu = GameMenu(self.p.app, None)  # type: ignore[arg-type]
        return next(b for b in menu.group.buttons if b.label == label).rect.center

    def title_look(self, label: str) -> tuple[pygame.Rect, pygame.Surface]:
        """The title's button ``label``: where it lies and how it is drawn (not focused, the
        pointer away), for ``Game.sees``."""
        self.p.start(TitleScene(self.p.app))
        return self._look(label)

    def menu_look(self, label: str) -> tuple[pygame.Rect, pygame.Surface]:
        """The table menu's button ``label`` (not the focused first one), as ``title_look``."""
        self.p.start(TitleScene(self.p.app))
        self.p.app.push(GameMenu(self.p.app, None))  # type: ignore[arg-type]
        return self._look(label)

    def _look(self, label: str) -> tuple[pygame.Rect, pygame.Surface]:
        rect = next(b for b in self.p.app.top.group.buttons if b.label == label).rect.copy()
        return rect, self.p.screenshot().subsurface(rect).copy()

    def tricks(self, home: Path, which: int) -> tuple[list[pygame.Rect], pygame.Surface, dict]:
        """The table of the saved match with ``which`` seat's tricks open (-1: every trick):
        where the overlay's cards are, the picture, and where each seat's pile lies."""
        table = saved_table(self, home)
        self.p.start(table)
        table.turns.tricks_view = which
        picture = self.p.screenshot()
        cards = [
            d.rect for d in self.p.app.drawn.items if d.layer_name == "tricks" and d.kind == "card"
        ]
        piles = dict(table.painter.piles)
        table.closed()
        return cards, picture, piles

    def history_list(self) -> HistoryList:
        return HistoryList(self.p.app)

    def table_buttons(self, players: int) -> list[pygame.Rect]:
        """The table's corner buttons, as its painter places them: tricks, score sheet, menu."""
        lay = table_layout(SIZE, players, 0, CARD_SCALE[CardSize.MEDIUM])
        painter = TablePainter(lambda: None, lambda: None, lambda: None)
        painter.invalidate(lay)
        return [b.rect.copy() for b in painter.buttons.buttons[:3]]

    def asks_at_turn(self, m: Any, seat: int) -> bool:
        """Whether the table opens a dialog by itself at ``seat``'s turn to play a card (buon
        gioco, a claim…): Esc then goes back to the cards, not to the menu."""
        look = presentation(m.name)
        return (
            look.turn_choice(m, seat, m.legal_actions(), self.p.app.settings.faces, False)
            is not None
        )

    def card(self, m: Any, seat: int, card: int, bottom: int | None = None) -> tuple[int, int]:
        """Where to click to play ``card`` from ``seat``'s hand (a dummy's, face up for all,
        when the person of seat ``bottom`` plays it)."""
        most = max(len(m.hand(s)) for s in range(m.players))
        fan = presentation(m.name).hand_size(m, most)
        bottom = seat if bottom is None else bottom
        scale = CARD_SCALE[CardSize.MEDIUM]
        lay = table_layout(SIZE, m.players, bottom, scale, fan, m.face_up_hands())
        spot = lay.spots[seat]
        hand = presentation(m.name).arrange(m.hand(seat), True)  # as the table sorts it
        rects = hand_card_positions(spot, len(hand))
        i = hand.index(card)
        rect = rects[i].move(0, -(spot.card_height // 8))  # the legal ones are lifted
        visible = rects[i + 1].left if i + 1 < len(rects) else rect.right
        return ((rect.left + visible) // 2, rect.centery)


def new_match(game: Game, oracle: Oracle, which: str) -> SetupScene:
    """From the title to the set-up of ``which``, by mouse (the game chooser in between)."""
    seen = game.quiet("the title")
    game.click(oracle.title_button("New match"))
    seen = game.quiet("which game?", changed=seen)
    game.click(oracle.game_button(which))
    seen = game.quiet(f"the set-up of {which}", changed=seen)
    setup = oracle.setup(which)
    for label, steps in SET_UP.get(which, {}).items():
        for _ in range(abs(steps)):
            row = next(r for r in setup.form.rows if r.label == label)
            game.click(setup.form.arrows(row)[steps > 0].center)
            row.step(1 if steps > 0 else -1)  # and the same here, where rows are measured
        seen = game.quiet(f"the set-up of {which}: {label}", changed=seen)
    return setup


def start_match(game: Game, oracle: Oracle, which: str) -> SetupScene:
    """From the title to a match of ``which`` under way, by mouse (the set-up as it comes)."""
    setup = new_match(game, oracle, which)
    start = next(r for r in setup.form.rows if r.label == "Start the match")
    game.click(start.rect.center)
    return setup


def my_turn(game: Game, timeout: float = 60) -> tuple[Any, list[Any]]:
    """The saved match once it waits for the person's card (seat 0), the window still, and
    the cards they may play; a summary or a choice on the way gets its default."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        m = game.record()
        legal = [a for a in m.legal_actions() if type(a).__name__ == "Play"] if m.turn == 0 else []
        if legal:
            game.settle("the person's turn", False)
            return m, legal
        if m.needs_deal() or (m.turn == 0 and not legal):
            game.key("Return")  # a summary or a choice: its default
        time.sleep(0.2)
    raise AssertionError("the person's turn never came")


def play_until(game: Game, oracle: Oracle, done: Callable[[Any, list[int]], bool]) -> Any:
    """Seat 0 plays its first legal card by mouse (the computers theirs, a summary or a dialog
    gets its default) until ``done(match, legal cards)`` holds at seat 0's turn."""
    for _ in range(400):
        m = game.record()
        before = len(m.actions)
        if m.needs_deal():
            time.sleep(1.0)
            if len(game.record().actions) == before:
                game.settle("the end-of-hand summary", False)
                game.key("Return")
            continue
        if m.turn != 0:
            game.acted(before)
            continue
        legal = [a.card for a in m.legal_actions() if getattr(a, "card", None) is not None]
        if done(m, legal):
            return m
        game.settle("seat 0 to play", False)
        if legal:
            game.click_to_act(oracle.card(m, 0, legal[0]), before)
        else:
            game.key_to_act(("Return",), before)  # capotto or doctor: the default
    raise AssertionError("seat 0 never reached the wanted turn")


def saved_table(oracle: Oracle, home: Path, settings: Settings | None = None) -> TableScene:
    """The saved match at a table for the oracle's invisible screen, as the window shows it
    (with ``settings``, else the oracle's own): the caller shows it (``oracle.p.start``) and
    closes it."""
    record = read_record((home / "data" / "autosave.json").read_bytes())
    if settings is not None:
        oracle.p.app.settings = settings
    return resume_table(oracle.p.app, record)
