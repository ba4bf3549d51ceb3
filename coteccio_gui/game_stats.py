"""What one finished match of any game counts for each of its seats, and the rows it adds to.

Every game counts the same way: matches, wins, and what its spec's
:meth:`~coteccio_gui.engine.game.GameSpec.seat_tally` says each event did to a seat (the
counters its presentation names in ``stats_columns``). A seat played by a person's partner's
dummy counts for that person (``controller``).

A match may have a **pool**: chips the seats paid in, which the winners take. What the pool
holds before the first action (the spec's replay ``state``: its ``pool``) is the seats'
stakes, paid in equal shares; what a seat pays in along the way, its ``seat_tally`` counts as
:data:`PAID`; the winners share :attr:`~coteccio_gui.engine.game.Outcome.pool` (:data:`WON`).
A match nobody paid into has no pool: its outcome's ``pool`` is then the game's own measure
of the win (stakes won from the others), not chips taken from a pot, and is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Game

PAID = "paid"
"""The counter of the chips a seat paid into a pool: its stake and anything paid later."""
WON = "won"
"""The counter of the chips a player took out of pools by winning."""
UNDONE = "undone"
"""The counter of the matches in which the person took a move back."""


@dataclass
class GameRow:
    """What one player has done over every finished match of one game."""

    matches: int = 0
    wins: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    """The game's own counters (its spec's ``seat_tally`` keys), the pool's and ``undone``,
    summed over the matches; a counter never counted is absent."""

    def count(self, key: str) -> int:
        """The sum of one counter (0 if it was never counted)."""
        return self.counts.get(key, 0)

    def add(self, key: str, amount: int) -> None:
        """Add ``amount`` to one counter."""
        if amount:
            self.counts[key] = self.counts.get(key, 0) + amount

    @property
    def balance(self) -> int:
        """Chips won from pools minus chips paid into them."""
        return self.count(WON) - self.count(PAID)

    def to_dict(self) -> dict[str, Any]:
        """As ``stats.json`` keeps it."""
        return {"matches": self.matches, "wins": self.wins, "counts": dict(self.counts)}


@dataclass(frozen=True)
class MatchCounts:
    """What one finished match counts, seat by seat."""

    seats: list[dict[str, int]]
    """Each seat's counters: its spec's ``seat_tally`` sums, and :data:`PAID` if it paid into
    a pool."""
    pool: int
    """The chips the winners took from the pool; 0 when nobody paid into one."""


def match_counts(game: Game) -> MatchCounts | None:
    """Replay ``game``'s actions and count them per seat (None if it is not finished)."""
    outcome = game.outcome()
    if outcome is None:
        return None
    spec = games.spec(game.name)
    fresh = spec.start(game.players, game.rules, game.first_dealer)
    counts: list[dict[str, int]] = [{} for _ in range(game.players)]
    opening = spec.state(fresh).get("pool")
    if type(opening) is int and opening > 0:  # the stakes, in equal shares
        for seat, chips in enumerate(shares(opening, game.players)):
            counts[seat][PAID] = chips
    for action in game.actions:
        for event in fresh.apply(action):
            for seat, key, amount in spec.seat_tally(event):
                counts[seat][key] = counts[seat].get(key, 0) + amount
    paid_in = any(c.get(PAID, 0) for c in counts)
    return MatchCounts(counts, outcome.pool if paid_in else 0)


def owners(game: Game, names: int) -> list[int]:
    """For each seat, the index of the player (of ``names`` in the record) who plays it."""
    out = []
    for seat in range(game.players):
        who = game.controller(seat)
        out.append(who if who < names else seat % names)
    return out


def shares(pool: int, takers: int) -> list[int]:
    """``pool`` chips shared by ``takers`` as evenly as whole chips go (the odd ones first)."""
    share, odd = divmod(pool, takers) if takers else (0, 0)
    return [share + (i < odd) for i in range(takers)]
