"""The expert's search, for any game: deal the unseen cards, try every move, keep the best.

A sampling search (determinization): deal the cards a seat cannot see in ways that fit
what it has seen, play each legal move in each such deal and finish the hand with a fast
rule-based rollout, then choose the move with the lowest mean cost. The loop is the same
for every game; what a game gives is a :class:`Simulation` of one decision: how to deal
the hidden cards (and how well a deal explains the other seats' past plays), how to play
a move and roll out the rest, and what the end is worth to the seat.

Every deal is shared by all the moves (common random numbers), so the comparison between
moves is sharp even with few deals.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

World = TypeVar("World")
Move = TypeVar("Move")


class Simulation(Protocol, Generic[World, Move]):
    """One decision of one seat, as its game simulates it."""

    def moves(self) -> Sequence[Move]:
        """The moves to compare (the legal ones, in a fixed order)."""
        ...

    def sample(self) -> World | None:
        """One deal of the unseen cards that fits the view; ``None`` if none can be found."""
        ...

    def cost(self, world: World, move: Move) -> float:
        """What ``move`` costs the seat in ``world`` (lower is better); ``world`` is not changed."""
        ...


def search(
    sim: Simulation[World, Move],
    samples: int,
    deadline: float | None = None,
    min_samples: int = 1,
    costs: list[list[float]] | None = None,
) -> tuple[Move, list[float], int]:
    """The move with the lowest mean cost over up to ``samples`` deals.

    Returns the move, the mean cost of every move (in ``sim.moves()`` order) and the number
    of deals used. ``deadline`` (a ``time.perf_counter()`` time) is a safety stop, checked
    only after ``min_samples`` deals. With no deal at all, the first move and no costs.
    With ``costs``, every deal appends the cost of each move (``sim.moves()`` order) to it,
    for callers that want more than the means (a coach's shares of losing deals, say).
    """
    moves = list(sim.moves())
    totals = [0.0] * len(moves)
    done = 0
    while done < samples:
        if deadline is not None and done >= min_samples and time.perf_counter() >= deadline:
            break
        world = sim.sample()
        if world is None:
            break
        row = [sim.cost(world, move) for move in moves]
        for i, c in enumerate(row):
            totals[i] += c
        if costs is not None:
            costs.append(row)
        done += 1
    if done == 0:
        return moves[0], [], 0
    means = [t / done for t in totals]
    best = min(range(len(moves)), key=means.__getitem__)
    return moves[best], means, done
