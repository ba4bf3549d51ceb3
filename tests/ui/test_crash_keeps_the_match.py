"""A crash never touches the match in play, whatever scene it happens in.

Every scene a player can reach is made to fail while it draws, as a bug would. Afterwards the
autosave holds the same match as before (byte for byte, or the same match one action on when the
table itself was moving), nothing was filed into the history, the statistics counted nothing,
and "Continue" on the title resumes that match.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from coteccio_gui import autosave
from coteccio_gui.record import read_record
from coteccio_gui.stats import STATS, count_match
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import Scene
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.chooser import FileChooser
from coteccio_gui.ui.screens.crash import CrashScene
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from tests.saves_support import NAMES, finished_match, home, partial_match, pilot, record_text


def _folder(data: Path, kinds: list[str]) -> None:
    """A match in play in the autosave, a finished match in the history (already counted) and
    a finished match in the exports (never played here, never counted)."""
    (data / "history").mkdir(parents=True)
    (data / "exports").mkdir()
    (data / autosave.AUTOSAVE).write_text(record_text(partial_match(37, seed=3), kinds), "utf-8")
    counted = finished_match(seed=6)
    text = record_text(counted)
    (data / "history" / "match-1.json").write_text(text, "utf-8")
    count_match(data, NAMES[:4], counted, text)
    (data / "exports" / "bug.json").write_text(record_text(finished_match(seed=8)), "utf-8")


def _continue(p: Pilot) -> TableScene:
    title = TitleScene(p.app)
    p.start(title)
    assert title.group.buttons[0].label == "Continue"
    p.key(pygame.K_RETURN)
    table = p.app.scenes[0]  # a curtain or a tip may already be over it
    assert isinstance(table, TableScene)
    return table


def _until(p: Pilot, done: Callable[[], bool], table: TableScene | None = None) -> None:
    for _ in range(20_000):
        if done():
            return
        top = p.top
        plays = table is not None and top is table and table.waiting_for_bottom()
        if plays or isinstance(top, (CurtainScene, Dialog)):
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("never got there")


def _history(p: Pilot, name: str) -> None:
    p.start(TitleScene(p.app))
    p.app.push(HistoryList(p.app))
    lst = p.top
    p.step(5)
    lst.selected = next(i for i, e in enumerate(lst.entries) if e.path.name == name)
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, HistoryScene)


HISTORY_FILES = {
    "history of a finished match": "match-1.json",
    "history of an export": "bug.json",
    "history of the save": autosave.AUTOSAVE,
}


def _reach(p: Pilot, where: str) -> None:
    """Bring the app to the scene ``where``."""
    if where == "title":
        p.start(TitleScene(p.app))
    elif where == "setup":
        p.start(TitleScene(p.app))
        p.app.push(SetupScene(p.app))
    elif where in HISTORY_FILES:
        _history(p, HISTORY_FILES[where])
    elif where == "history list":
        p.start(TitleScene(p.app))
        p.app.push(HistoryList(p.app))
    elif where == "files":
        p.start(TitleScene(p.app))
        p.app.push(FileChooser(p.app))
    elif where == "statistics":
        p.start(TitleScene(p.app))
        p.app.push(StatsScene(p.app))
    elif where == "rules":
        p.start(TitleScene(p.app))
        p.app.push(RulesScene(p.app))
    elif where == "settings":
        p.start(TitleScene(p.app))
        p.app.push(SettingsScene(p.app))
    else:
        table = _continue(p)
        if where == "table":
            _until(p, table.waiting_for_bottom, table)
        elif where == "table while cards fly":
            _until(p, table.waiting_for_bottom, table)
            p.key(pygame.K_RETURN)
            p.step(3)
            assert table.busy()
        elif where == "menu":
            _until(p, table.waiting_for_bottom, table)
            p.key(pygame.K_ESCAPE)
            assert isinstance(p.top, GameMenu)
        elif where == "settings from the menu":
            _until(p, table.waiting_for_bottom, table)
            p.key(pygame.K_ESCAPE)
            p.app.push(SettingsScene(p.app))
        elif where == "rules from the menu":
            _until(p, table.waiting_for_bottom, table)
            p.key(pygame.K_ESCAPE)
            p.app.push(RulesScene(p.app))
        elif where == "dialog":
            _until(p, lambda: isinstance(p.top, Dialog), table)
        elif where == "curtain":
            _until(p, lambda: isinstance(p.top, CurtainScene), table)
        elif where == "tip":
            _until(p, lambda: table.tips.showing is not None, table)  # beside the table
        else:
            raise AssertionError(where)


PLACES = [
    "title", "setup", "table", "table while cards fly", "menu", "settings from the menu",
    "rules from the menu", "dialog", "curtain", "tip", "history list",
    "history of a finished match", "history of an export", "history of the save", "files",
    "statistics", "rules", "settings",
]  # fmt: skip


class Failing(Exception):
    """The bug this test plants."""


def _plant(scene: Scene) -> None:
    def draw(surface: pygame.Surface) -> None:
        raise Failing("a planted bug")

    scene.draw = draw  # type: ignore[method-assign]


@pytest.mark.parametrize("where", PLACES)
def test_an_error_in_any_scene_leaves_the_match_in_play_as_it_was(monkeypatch, tmp_path, where):
    data = home(monkeypatch, tmp_path)
    hot_seat = where == "curtain"
    kinds = ["human", "human" if hot_seat else "normal", "normal", "normal"]
    _folder(data, kinds)
    p = pilot(tips=where == "tip")
    _reach(p, where)
    failing = p.top
    saved = (data / autosave.AUTOSAVE).read_bytes()
    stats = (data / STATS).read_bytes()
    history = sorted(f.name for f in (data / "history").iterdir())
    live = isinstance(p.app.scenes[0], TableScene)
    _plant(failing)
    p.app.dirty = True  # whatever the scene, its next drawing is now
    p.step()
    crash = p.top
    assert isinstance(crash, CrashScene) and crash.summary.startswith("Failing: a planted bug")
    after = (data / autosave.AUTOSAVE).read_bytes()
    # The same match: byte for byte, or one action on (the table moved in the failing frame).
    old, new = json.loads(saved), json.loads(after)
    old_events, new_events = old.pop("events"), new.pop("events")
    old_meta, new_meta = old.pop("meta"), new.pop("meta")
    assert new == old and new_meta["seats"] == old_meta["seats"] == kinds
    assert new_events[: len(old_events)] == old_events
    assert len(new_events) - len(old_events) in (0, 1)
    assert sorted(f.name for f in (data / "history").iterdir()) == history
    assert (data / STATS).read_bytes() == stats, "the statistics counted something"
    said = " ".join(crash.lines())
    assert ("Your match is saved" in said) == live
    p.key(pygame.K_RETURN)  # back to the title: Continue picks the same match up
    title = p.top
    assert isinstance(title, TitleScene) and title.group.buttons[0].label.startswith("Continue")
    p.key(pygame.K_RETURN)
    table = p.app.scenes[0]
    assert isinstance(table, TableScene)
    resumed = read_record(after).match.actions
    assert table.match.actions[: len(resumed)] == resumed  # (the next deal may follow at once)
    assert len(table.match.actions) - len(resumed) in (0, 1)
