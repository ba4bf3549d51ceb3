"""The matches in play as plain values: what the autosave and the statistics are given.

A table hands its match to the app's match hooks as a ``LiveMatch``: the names, the match
itself and the free-form meta of its record (who sits where: a person or a computer level).
Whatever keeps matches (autosave, statistics) receives these values from the app's explicit
list of live tables; it never looks scenes up.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Protocol

from coteccio_gui.engine.game import Game
from coteccio_gui.record import seat_kinds

HUMAN = "human"
_numbers = itertools.count(1)


def new_table_number() -> int:
    """A number no other table of this run has: how hooks tell one match in play from another."""
    return next(_numbers)


@dataclass(frozen=True)
class LiveMatch:
    """A match in play: which table, the names of its seats, the match, its record's meta."""

    table: int
    players: tuple[str, ...]
    match: Game
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def kinds(self) -> list[str] | None:
        """Who decides for each seat (``human`` or a computer level), if the meta says."""
        return seat_kinds(self.meta, len(self.players))

    def record_text(self) -> str:
        """The match record (RECORD.md) as it stands in the engine."""
        from coteccio_gui.record import dumps_record

        return dumps_record(list(self.players), self.match, self.meta)


class LiveTable(Protocol):
    """A scene with a match in play: it gives the match as values, never itself."""

    def live_match(self) -> LiveMatch:
        """The match as it stands in the engine, with its names and meta."""
        ...
