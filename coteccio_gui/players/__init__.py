"""Who decides: the computer players of every game, from a seat's view only.

Every player offers ``decide(view, rng) -> action`` (:class:`Player`). The players of a
game live in ``coteccio_gui.players.<game>``, which offers ``LEVELS``, ``make_player``
and what a tournament needs (``METRIC``, ``deal_for_duplicate``, ``play_dealt_hand``,
``play_match``); this package finds that module by the game's name.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from coteccio_gui import games
from coteccio_gui.players.base import Player

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels offered to people, weakest first (the same names for every game)."""
ALL_LEVELS = ("random", *LEVELS)
"""Every level, with ``random`` for tests and tournaments."""


def players_of(game: str) -> ModuleType:
    """The players module of ``game``; ``UnknownGame`` if the game is not known."""
    games.spec(game)  # an unknown name fails here, with the list of games
    return importlib.import_module(f"coteccio_gui.players.{game.replace('-', '_')}")


def make_player(
    level: str, *, game: str = games.DEFAULT, time_budget_s: float | None = None
) -> Player:
    """A computer player of ``game`` at this level; ``time_budget_s`` bounds the expert."""
    if level not in ALL_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ALL_LEVELS)}")
    player: Player = players_of(game).make_player(level, time_budget_s)
    return player


__all__ = ["ALL_LEVELS", "LEVELS", "Player", "make_player", "players_of"]
