"""Playing bots against each other through the engine's public API: hands and whole matches."""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine import Card
from coteccio_gui.games.coteccio import LifeGained, LifeLost, Match, Phase, seat_view
from coteccio_gui.games.coteccio.actions import Action
from coteccio_gui.games.coteccio.rules import HAND_SIZE
from coteccio_gui.players.base import Player


def deal_cards(players: int, rng: random.Random) -> list[list[Card]]:
    """Five random cards for each of ``players`` seats."""
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(players)]


def play_dealt_hand(
    table: Sequence[Player[Action]],
    hands: Sequence[Sequence[Card]],
    leader: int,
    rng: random.Random,
) -> list[int]:
    """Play these hands from ``leader`` with every seat alive; the lives each seat lost."""
    return play_dealt_hand_lives(table, hands, leader, rng)[0]


def play_dealt_hand_lives(
    table: Sequence[Player[Action]],
    hands: Sequence[Sequence[Card]],
    leader: int,
    rng: random.Random,
) -> tuple[list[int], list[int]]:
    """Play these hands from ``leader``: the lives each seat lost, and those it gained (a
    capotto made, or the fifth trick won against one)."""
    n = len(table)
    m = Match(n, None, (leader - 1) % n)
    m.deal_hands(hands)
    lost = [0] * n
    gained = [0] * n
    while m.phase is Phase.PLAY or m.phase is Phase.CAPOTTO:
        seat = m.turn
        for e in m.apply(table[seat].decide(seat_view(m, seat), rng)):
            if isinstance(e, LifeLost):
                lost[e.seat] += 1
            elif isinstance(e, LifeGained):
                gained[e.seat] += 1
    return lost, gained
