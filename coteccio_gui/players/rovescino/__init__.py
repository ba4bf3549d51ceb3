"""Rovescino's computer players: the levels, and how a tournament plays them.

Every game's players module offers the same names: ``FACTORIES`` (its player at each level),
``METRIC``, ``deal_for_duplicate`` and ``play_dealt_hand`` (whole matches:
``players.play_match``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.rovescino import HandScored, Rovescino, RovescinoRules
from coteccio_gui.games.rovescino.events import Action
from coteccio_gui.players.base import Factory, Player, plain
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


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Every card dealt evenly to ``players`` seats; the last list is the monte."""
    deck = list(range(40))
    rng.shuffle(deck)
    size = 40 // players
    hands = [deck[s : players * size : players] for s in range(players)]
    return [*hands, deck[players * size :]]


def play_dealt_hand(
    table: Sequence[Player[Action]], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[int]:
    """Play the dealt hand (hands, then the monte) from ``leader``; the penalty points scored."""
    n = len(table)
    m = Rovescino(n, RovescinoRules(), (leader - 1) % n)
    events = m.deal_hands(deal[:n], deal[n])
    while m.turn >= 0:
        seat = m.turn
        events = m.apply(table[seat].decide(m.view(seat), rng))
    scored = next(e for e in events if isinstance(e, HandScored))
    return list(scored.points)
