"""New match from the Esc menu: a match in play is left only after a yes (and is kept)."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

SEATS = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in ("Bruno", "Carla", "Dario")]


def _menu(p: Pilot, game: str = "rovescino") -> TableScene:
    t = TableScene(p.app, TableSetup(game, SEATS, None, 4))
    p.start(t)
    p.until(lambda: t.waiting_for_bottom())
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    return t


def _press(p: Pilot, label: str) -> None:
    p.click(next(b for b in p.top.group.buttons if b.label == label).rect.center)


def test_new_match_asks_first_and_no_keeps_the_match(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _menu(p)
    actions = len(t.match.actions)
    _press(p, "New match")
    ask = p.top
    assert isinstance(ask, Dialog) and ask.title == "Leave the match in play for a new one?"
    p.key(pygame.K_RETURN)  # the default: back to this match
    assert t in p.app.scenes and len(t.match.actions) == actions
    _press(p, "New match")
    _press(p, "New match")  # yes, this time
    assert isinstance(p.top, SetupScene) and p.top.game == "rovescino"
    assert isinstance(p.app.scenes[0], TitleScene) and t not in p.app.scenes


def test_new_match_after_the_end_asks_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _menu(p)
    p.app.live_tables.remove(t)  # as once its match is over and filed away
    p.app.live_tables.append(_Over(t))
    _press(p, "New match")
    assert isinstance(p.top, SetupScene)


class _Over:
    """A live table whose match is over."""

    def __init__(self, t: TableScene) -> None:
        self.t = t

    def live_match(self):
        live = self.t.live_match()

        class Done:
            def outcome(self):
                return object()

        return type(live)(live.table, live.players, Done(), live.meta)  # type: ignore[arg-type]
