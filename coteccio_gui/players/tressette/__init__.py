"""Tressette's computer players (four players, partners facing), and the family's shared parts.

Offers what every game's players module offers: ``FACTORIES`` (its player at each level),
``METRIC`` and ``DUPLICATE`` (how a tournament deals and plays a hand: ``players.duplicate``;
whole matches: ``players.play_match``).
Tressette in due's module (:mod:`coteccio_gui.players.tressette_in_due`) offers the same from
these parts.
"""

from __future__ import annotations

from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.duplicate import Duplicate
from coteccio_gui.players.tressette import arena
from coteccio_gui.players.tressette.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "points of the seat's side"
"""What a tournament counts per seat and hand: the side's card points and last trick."""
HIGHER_IS_BETTER = True
"""A tournament's rate is a score here, not a loss."""


def _hard(time_budget_s: float | None) -> Player:
    """The hard level; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.tressette.expert import CAP_S, HardPlayer

    return HardPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.tressette.expert import CAP_S, ExpertPlayer

    return ExpertPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Tressette's player at each level (``random`` too, for tests and tournaments)."""


DUPLICATE = Duplicate(arena.cut, arena.start, arena.over, arena.points)
"""A tournament's hand: ten cards a seat (and the stock, with two), played out without claims;
the points of each seat's side."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.tressette.study import STUDY

    return STUDY
