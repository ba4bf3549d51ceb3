"""Sitting down at a table: a new match from the set-up, or a saved match resumed."""

from __future__ import annotations

from typing import Any

from coteccio_gui.record import Record
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup, from_record


def resume_table(app: App, record: Record) -> TableScene:
    """The table of a saved match, exactly where its record stops. In hot-seat nobody has
    the screen yet: every hand stays hidden until its owner confirms a curtain."""
    return TableScene(app, from_record(record), match=record.match)


def new_table(app: App, game: str, seats: list[list[str]], rules: Any) -> TableScene:
    """A new match of ``game`` with these seats (``[name, kind]`` each) and house rules."""
    setup = TableSetup(game, [SeatSetup(name, kind) for name, kind in seats], rules)
    return TableScene(app, setup)
