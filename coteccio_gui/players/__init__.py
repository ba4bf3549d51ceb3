"""Who decides: the computer players of every game, from a seat's view only.

Every player offers ``decide(view, rng) -> action`` (:class:`Player`). The players of a
game live in ``coteccio_gui.players.<game>``, which offers ``FACTORIES`` (a player
for each of :data:`ALL_LEVELS`) and what a tournament needs (``METRIC``, and ``DUPLICATE``: how
a hand is dealt, played and counted, see :mod:`coteccio_gui.players.duplicate`); this package
finds that package through the one list of games (:data:`coteccio_gui.games.GAMES`, imported
the first time its game is asked for), and plays whole matches of any game
through the game interface (:func:`play_match`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from types import ModuleType

from coteccio_gui import games
from coteccio_gui.engine.game import Game
from coteccio_gui.players.base import Player
from coteccio_gui.players.coach import Study

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels offered to people, weakest first (the same names for every game)."""
ALL_LEVELS = ("random", *LEVELS)
"""Every level, with ``random`` for tests and tournaments."""


def players_of(game: str) -> ModuleType:
    """The players package of ``game`` (the list's, imported the first time it is asked for);
    ``UnknownGame`` if the game is not known."""
    return games.listed(game).part(__name__)


def study_of(game: str) -> Study | None:
    """The coach's study of ``game``'s expert, where the game's package offers one (Coteccio's
    coach is its own: ``players.coteccio.coach``)."""
    study: Callable[[], Study] | None = getattr(players_of(game), "coach_study", None)
    return study() if study is not None else None


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


__all__ = ["ALL_LEVELS", "LEVELS", "Player", "make_player", "play_match", "players_of"]
