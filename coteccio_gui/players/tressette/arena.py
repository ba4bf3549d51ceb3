"""Playing Tressette and Tressette in due between computer players: dealt hands and whole games."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.actions import Action, Deal, Phase
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.events import HandScored
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules
from coteccio_gui.players.base import Player


def new_game(players: int, rules: Any, first_dealer: int) -> Tressette:
    """A game of Tressette (4 players) or Tressette in due (2)."""
    if players == 2:
        return TressetteInDue(2, rules, first_dealer)
    return Tressette(players, rules, first_dealer)


def deal_cards(players: int, rng: random.Random) -> list[list[Card]]:
    """Ten cards a seat and, with two players, the stock as a last list."""
    deck = list(range(40))
    rng.shuffle(deck)
    hands = [deck[10 * s : 10 * s + 10] for s in range(players)]
    return hands + [deck[10 * players :]] if players == 2 else hands


def play_dealt_hand(
    table: Sequence[Player[Action]], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[int]:
    """Play the dealt hand out from ``leader`` (no claims); each seat's side's points.

    Points are the cards' and the last trick's, fractions dropped (declarations are the
    deal's, not the play's, and are left out); an annulled hand counts 0 for every seat.
    """
    n = len(table)
    rules = DueRules(claiming=False) if n == 2 else TressetteRules(claiming=False)
    m = new_game(n, rules, (leader - 1) % n)
    hands = tuple(tuple(h) for h in deal[:n])
    m.apply(Deal(hands, tuple(deal[n]) if n == 2 else ()))
    while m.phase is Phase.PLAY or m.phase is Phase.CALL:
        seat = m.turn
        for e in m.apply(table[seat].decide(m.view(seat), rng)):
            if isinstance(e, HandScored):
                return list(e.points)
        if m.hands_annulled:
            break
    return [0] * n
