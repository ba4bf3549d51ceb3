"""Stovkahra's computer players (four players, partners facing).

Offers what every game's players module offers: ``FACTORIES`` (its player at each level),
``METRIC``, ``HIGHER_IS_BETTER`` and ``DUPLICATE`` (how a tournament deals, plays and counts a
hand: ``players.duplicate``; whole series: ``players.play_match``) and ``coach_study`` (the
coach's study: ``players.stovkahra.study``).
"""

from __future__ import annotations

from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.duplicate import Duplicate
from coteccio_gui.players.stovkahra import arena
from coteccio_gui.players.stovkahra.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "points of the seat's side"
"""What a tournament counts per seat and deal: its side's points in the deal (cards, last trick,
Sevens' bonuses, declarations)."""
HIGHER_IS_BETTER = True
"""A tournament's rate is a score here, not a loss."""


def _hard(time_budget_s: float | None) -> Player:
    """The hard level; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.stovkahra.expert import CAP_S, HardPlayer

    return HardPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.stovkahra.expert import CAP_S, ExpertPlayer

    return ExpertPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Stovkahra's player at each level (``random`` too, for tests and tournaments)."""

DUPLICATE = Duplicate(arena.cut, arena.start, arena.over, arena.points)
"""A tournament's hand: one deal played out (or stopped by a right "dost"), the points of
each seat's side."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.stovkahra.study import STUDY

    return STUDY
