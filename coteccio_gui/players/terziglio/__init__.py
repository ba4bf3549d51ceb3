"""Terziglio's computer players, and how a tournament plays them.

Offers what every game's players module offers: ``make_player`` (for ``players.LEVELS``),
``METRIC``, ``deal_for_duplicate`` and ``play_dealt_hand`` (whole matches: ``players.play_match``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.terziglio.actions import Deal, HandScored, Phase, TerziglioRules
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.players.base import Player
from coteccio_gui.players.terziglio.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "game points won"
"""What a tournament counts per seat and hand: what the hand scored for the seat."""
HIGHER_IS_BETTER = True


def make_player(level: str, time_budget_s: float | None = None) -> Player:
    """A player of this level (``random`` too); ``time_budget_s`` caps the expert's decision."""
    if level == "random":
        return RandomPlayer()
    if level == "easy":
        return EasyPlayer()
    if level == "normal":
        return NormalPlayer()
    from coteccio_gui.players.terziglio.expert import CAP_S, ExpertPlayer, HardPlayer

    cap = CAP_S if time_budget_s is None else time_budget_s
    if level == "hard":
        return HardPlayer(cap_s=cap)
    if level == "expert":
        return ExpertPlayer(cap_s=cap)
    raise ValueError(f"unknown level {level!r}")


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Twelve random cards a seat and the monte (the last list)."""
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[0:12], deck[12:24], deck[24:36], deck[36:]]


def play_dealt_hand(
    table: Sequence[Player], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[int]:
    """Bid and play the dealt hand, ``leader`` eldest; what it scored for each seat (0s: passed)."""
    m = Terziglio(3, TerziglioRules(), (leader - 1) % 3)
    m.apply(Deal(tuple(tuple(h) for h in deal[:3]), tuple(deal[3])))
    while m.phase not in (Phase.DEAL, Phase.OVER):
        seat = m.turn
        for e in m.apply(table[seat].decide(m.view(seat), rng)):
            if isinstance(e, HandScored):
                return list(e.gained)
    return [0, 0, 0]
