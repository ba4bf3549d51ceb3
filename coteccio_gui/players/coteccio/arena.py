"""Playing bots against each other through the engine's public API: dealt hands for a
tournament (``players.duplicate``: how Coteccio's hand is cut, started, ended and counted)."""

from __future__ import annotations

import random
from typing import cast

from coteccio_gui.engine import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.coteccio import LifeGained, LifeLost, Match, Phase
from coteccio_gui.games.coteccio.rules import HAND_SIZE


def deal_cards(players: int, rng: random.Random) -> list[list[Card]]:
    """Five random cards for each of ``players`` seats."""
    deck = list(range(40))
    rng.shuffle(deck)
    return cut(deck, players)


def cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Five cards of the shuffled ``deck`` for each of ``players`` seats."""
    return [deck[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(players)]


def start(players: int, hands: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """A match with every seat alive and these hands dealt, ``leader`` to lead."""
    m = Match(players, None, (leader - 1) % players)
    return cast(Game, m), [*m.deal_hands(hands)]


def over(m: Game, events: list[Event]) -> bool:
    """Whether the hand is played out (capotto choices included)."""
    assert isinstance(m, Match)
    return m.phase is not Phase.PLAY and m.phase is not Phase.CAPOTTO


def lives_lost(m: Game, events: list[Event]) -> list[int]:
    """The lives each seat lost in the hand."""
    lost = [0] * m.players
    for e in events:
        if isinstance(e, LifeLost):
            lost[e.seat] += 1
    return lost


def net_lives_lost(m: Game, events: list[Event]) -> list[int]:
    """The lives each seat lost less those it gained (a capotto made, or the fifth trick won
    against one)."""
    net = [0] * m.players
    for e in events:
        if isinstance(e, LifeLost):
            net[e.seat] += 1
        elif isinstance(e, LifeGained):
            net[e.seat] -= 1
    return net
