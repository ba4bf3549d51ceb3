"""Rovescino's computer players: the levels, and how a tournament plays them.

Every game's players module offers the same names: ``FACTORIES`` (its player at each level),
``METRIC`` and ``DUPLICATE`` (how a tournament deals and plays a hand:
``players.duplicate``; whole matches: ``players.play_match``).
"""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.rovescino import HandScored, Rovescino, RovescinoRules
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.duplicate import Duplicate
from coteccio_gui.players.rovescino.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "penalty points"
"""What a tournament counts per seat and hand (lower is better)."""


def _hard(time_budget_s: float | None) -> Player:
    from coteccio_gui.players.rovescino.expert import HardPlayer

    return HardPlayer()


def _expert(time_budget_s: float | None) -> Player:
    from coteccio_gui.players.rovescino.expert import ExpertPlayer

    return ExpertPlayer() if time_budget_s is None else ExpertPlayer(time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Rovescino's player at each level (``random`` too, for tests and tournaments)."""


def _cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Every card dealt evenly to ``players`` seats; the last list is the monte."""
    size = len(deck) // players
    hands = [deck[s : players * size : players] for s in range(players)]
    return [*hands, deck[players * size :]]


def _start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """The hands and the monte dealt, ``leader`` to lead."""
    m = Rovescino(players, RovescinoRules(), (leader - 1) % players)
    return cast(Game, m), [*m.deal_hands(deal[:players], deal[players])]


def _over(m: Game, events: list[Event]) -> bool:
    return m.turn < 0


def _points(m: Game, events: list[Event]) -> list[int]:
    """The penalty points the hand scored for each seat."""
    return list(next(e for e in events if isinstance(e, HandScored)).points)


DUPLICATE = Duplicate(_cut, _start, _over, _points)
"""A tournament's hand: every card dealt (the rest to the monte); the penalty points scored."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.rovescino.study import STUDY

    return STUDY
