"""Duplicate hands, for any game: one deal played at several tables, so that luck cancels.

A game's players module says, in a :class:`Duplicate` (its ``DUPLICATE``), what differs from
game to game: how a shuffled pack is cut into a deal, how a match starts from that deal,
when the hand is over and what it counts for each seat. Shuffling the pack
(:func:`deal_for_duplicate`) and playing the hand with a table of players
(:func:`play_dealt_hand`) are written here once, over the game interface.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from coteccio_gui.engine.cards import DECK, Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.players.base import Player

Deal = list[list[Card]]
"""The cards of one deal: a list per seat, then any cards dealt elsewhere (a monte, a stock)."""


@dataclass(frozen=True, slots=True)
class Duplicate:
    """How a game's hand is dealt, started, ended and counted for a tournament."""

    cut: Callable[[list[Card], int], Deal]
    """The deal for this many people from the shuffled pack."""
    start: Callable[[int, Deal, int], tuple[Game, list[Event]]]
    """A match of this many people with the deal dealt, the given seat to lead, and the
    events of the deal."""
    over: Callable[[Game, list[Event]], bool]
    """Whether the hand is over, from the match and the events of the hand so far."""
    result: Callable[[Game, list[Event]], Sequence[float]]
    """What the finished hand counts for each seat (the game's ``METRIC``)."""
    net: Callable[[Game, list[Event]], Sequence[float]] | None = None
    """A second count beside it, for the games that give a ``NET_METRIC``."""


def deal_for_duplicate(way: Duplicate, players: int, rng: random.Random) -> Deal:
    """A random deal of the game for ``players`` people (one shuffle of the pack with ``rng``)."""
    deck = list(DECK)
    rng.shuffle(deck)
    return way.cut(deck, players)


def play_hand(
    way: Duplicate, table: Sequence[Player], deal: Deal, leader: int, rng: random.Random
) -> tuple[Game, list[Event]]:
    """The deal played from ``leader`` to the end of the hand: the match and the hand's events.

    ``table[s]`` decides for seat ``s`` and for any seat it controls (a dummy)."""
    m, events = way.start(len(table), deal, leader)
    while not way.over(m, events):
        seat = m.turn
        events += m.apply(table[m.controller(seat)].decide(m.view(seat), rng))
    return m, events


def play_dealt_hand(
    way: Duplicate, table: Sequence[Player], deal: Deal, leader: int, rng: random.Random
) -> Sequence[float]:
    """The deal played from ``leader``: what the hand counts for each seat."""
    return way.result(*play_hand(way, table, deal, leader, rng))


def play_dealt_hand_net(
    way: Duplicate, table: Sequence[Player], deal: Deal, leader: int, rng: random.Random
) -> tuple[Sequence[float], Sequence[float]]:
    """The deal played from ``leader``: what the hand counts for each seat, and its ``net``
    count (the first again for a game without one)."""
    m, events = play_hand(way, table, deal, leader, rng)
    result = way.result(m, events)
    return result, result if way.net is None else way.net(m, events)
