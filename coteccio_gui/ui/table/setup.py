"""Who sits at a table and what they play: a game, its seats (a person or a computer level),
the house rules and the seed — as values, made by the set-up or read from a record."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from coteccio_gui import __version__, games
from coteccio_gui.engine.game import Game
from coteccio_gui.live import HUMAN
from coteccio_gui.players import ALL_LEVELS
from coteccio_gui.record import Record


@dataclass
class SeatSetup:
    """Who sits in a seat: a name and ``human`` or a computer level."""

    name: str
    kind: str = HUMAN


@dataclass
class TableSetup:
    """A table to sit down at: the game, the people and computers, the rules, the seed."""

    game: str
    seats: list[SeatSetup]
    """One per name of the record (a dummy hand of the game has no seat of its own here)."""
    rules: Any
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(2**31))
    undone: list[dict[str, Any]] = field(default_factory=list)
    """What an undo took back, in order: where the match was cut and the events taken back."""

    @property
    def names(self) -> list[str]:
        """The names, in seat order."""
        return [s.name for s in self.seats]

    def meta(self) -> dict[str, Any]:
        """What the record keeps beyond the rules: who sits where, the seed, the app."""
        meta: dict[str, Any] = {
            "app": f"coteccio {__version__}",
            "seats": [s.kind for s in self.seats],
            "seed": self.seed,
        }
        if self.undone:
            meta["undone"] = self.undone
        return meta

    def again(self) -> TableSetup:
        """The same table for a new match."""
        return TableSetup(self.game, self.seats, self.rules, self.seed + 1)

    def new_match(self) -> tuple[Game, random.Random]:
        """A new match of this table, and the generator that deals it."""
        rng = random.Random(self.seed)
        spec = games.spec(self.game)
        return spec.new_match(len(self.seats), self.rules, rng), rng


def from_record(record: Record) -> TableSetup:
    """The table of a saved match: the record's ``meta`` says who sits where (``seats``) and
    the ``seed``; a record from elsewhere gets the first seat human, the others normal."""
    meta = record.meta if isinstance(record.meta, dict) else {}
    n = len(record.players)
    kinds = meta.get("seats")
    known = (HUMAN, *ALL_LEVELS)
    if not (isinstance(kinds, list) and len(kinds) == n and all(k in known for k in kinds)):
        kinds = [HUMAN] + ["normal"] * (n - 1)
    seed = meta.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = 0
    seats = [SeatSetup(name, kind) for name, kind in zip(record.players, kinds, strict=True)]
    undone = meta.get("undone")
    undone = [u for u in undone if isinstance(u, dict)] if isinstance(undone, list) else []
    return TableSetup(record.game, seats, record.match.rules, seed, undone)
