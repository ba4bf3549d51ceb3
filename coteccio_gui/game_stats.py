"""The statistics of every game but Coteccio: matches, wins and the game's own counts.

Coteccio keeps its long-standing rows (lives, capottos, the doctor, the pool's ledger) in
:mod:`coteccio_gui.stats`; any other game counts here, per player name, what its
:meth:`~coteccio_gui.engine.game.GameSpec.seat_tally` says each event did to a seat. A
seat played by a person's partner's dummy counts for that person (``controller``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Game


@dataclass
class GameRow:
    """What one player has done over every finished match of one game."""

    matches: int = 0
    wins: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    """The game's own counters (its spec's ``seat_tally`` keys) summed over the matches."""

    def to_dict(self) -> dict[str, Any]:
        """As ``stats.json`` keeps it."""
        return {"matches": self.matches, "wins": self.wins, "counts": dict(self.counts)}


def seat_counts(game: Game) -> list[dict[str, int]]:
    """Replay ``game``'s actions and sum its spec's ``seat_tally`` per seat."""
    spec = games.spec(game.name)
    fresh = spec.start(game.players, game.rules, game.first_dealer)
    counts: list[dict[str, int]] = [{} for _ in range(game.players)]
    for action in game.actions:
        for event in fresh.apply(action):
            for seat, key, amount in spec.seat_tally(event):
                counts[seat][key] = counts[seat].get(key, 0) + amount
    return counts


def owners(game: Game, names: int) -> list[int]:
    """For each seat, the index of the player (of ``names`` in the record) who plays it."""
    out = []
    for seat in range(game.players):
        who = game.controller(seat)
        out.append(who if who < names else seat % names)
    return out
