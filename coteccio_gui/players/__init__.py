"""Who decides: the computer players of every game, from a seat's view only.

Every player offers ``decide(view, rng) -> action`` (:class:`Player`). The players of a
game live in ``coteccio_gui.players.<game>``, which offers ``FACTORIES`` (a player
for each of :data:`ALL_LEVELS`) and what a tournament needs (``METRIC``, and ``DUPLICATE``: how
a hand is dealt, played and counted, see :mod:`coteccio_gui.players.duplicate`); this package
finds that module by the game's name (each is imported the first time its game is asked for,
by a plain import statement, so the layers can be read), and plays whole matches of any game
through the game interface (:func:`play_match`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import ModuleType

from coteccio_gui import games
from coteccio_gui.engine.game import Game
from coteccio_gui.players.base import Player

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels offered to people, weakest first (the same names for every game)."""
ALL_LEVELS = ("random", *LEVELS)
"""Every level, with ``random`` for tests and tournaments."""


def players_of(game: str) -> ModuleType:
    """The players module of ``game``; ``UnknownGame`` if the game is not known."""
    games.spec(game)  # an unknown name fails here, with the list of games
    return _module(game)


def make_player(
    level: str, *, game: str = games.DEFAULT, time_budget_s: float | None = None
) -> Player:
    """A computer player of ``game`` at this level; ``time_budget_s`` bounds the expert."""
    if level not in ALL_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ALL_LEVELS)}")
    player: Player = players_of(game).FACTORIES[level](time_budget_s)
    return player


MAX_MATCH_DEALS = 2_000
"""A safety stop for whole matches (a tie played off could in principle go on)."""


def play_match(game: str, table: Sequence[Player], rng: random.Random) -> Game:
    """A whole match of ``game`` with its default house rules, to its outcome (or the safety
    stop): ``table[s]`` decides for seat ``s`` and for any seat that ``s`` controls (a dummy)."""
    n = len(table)
    m = games.spec(game).start(n, None, rng.randrange(n))
    deals = 0
    while m.outcome() is None and deals < MAX_MATCH_DEALS:
        if m.needs_deal():
            deals += 1
            m.deal(rng)
            continue
        seat = m.turn
        m.apply(table[m.controller(seat)].decide(m.view(seat), rng))
    return m


def _module(game: str) -> ModuleType:
    """The players module of a known game, imported the first time it is asked for."""
    module: ModuleType
    if game == "coteccio":
        from coteccio_gui.players import coteccio as module
    elif game == "rovescino":
        from coteccio_gui.players import rovescino as module
    elif game == "coch":
        from coteccio_gui.players import coch as module
    elif game == "zifuli":
        from coteccio_gui.players import zifuli as module
    elif game == "tressette":
        from coteccio_gui.players import tressette as module
    elif game == "tressette-in-due":
        from coteccio_gui.players import tressette_in_due as module
    elif game == "terziglio":
        from coteccio_gui.players import terziglio as module
    elif game == "stovkahra":
        from coteccio_gui.players import stovkahra as module
    else:
        raise KeyError(game)
    return module


__all__ = ["ALL_LEVELS", "LEVELS", "Player", "make_player", "play_match", "players_of"]
