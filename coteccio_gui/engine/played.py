"""A match as far as one seat saw it: what each action did there, and the scores after it.

The score sheet is made from this, the same for a match played here (replayed from its actions)
and for a seat at a network table (its history, as the server sent it).
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.game import Event


@dataclass(frozen=True)
class Moment:
    """What one action of a match did, as a seat saw it: its events, every seat's score after
    it, and whether a hand ended with it (a deal is next, or the match is over)."""

    events: tuple[Event, ...]
    scores: tuple[int, ...]
    ended: bool


@dataclass(frozen=True)
class Played:
    """A match as far as it went, as a seat saw it: the scores before the first hand, the
    sides known from the start, and each action's moment."""

    start: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    moments: tuple[Moment, ...]
