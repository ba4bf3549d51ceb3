"""Terziglio's computer players, and how a tournament plays them.

Offers what every game's players module offers: ``FACTORIES`` (its player at each level),
``METRIC``, ``deal_for_duplicate`` and ``play_dealt_hand`` (whole matches: ``players.play_match``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.terziglio.actions import (
    Action,
    Deal,
    HandScored,
    Phase,
    TerziglioRules,
)
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.terziglio.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "game points won"
"""What a tournament counts per seat and hand: what the hand scored for the seat."""
HIGHER_IS_BETTER = True


def _hard(time_budget_s: float | None) -> Player:
    """The hard level; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.terziglio.expert import CAP_S, HardPlayer

    return HardPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.terziglio.expert import CAP_S, ExpertPlayer

    return ExpertPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Terziglio's player at each level (``random`` too, for tests and tournaments)."""


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Twelve random cards a seat and the monte (the last list)."""
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[0:12], deck[12:24], deck[24:36], deck[36:]]


def play_dealt_hand(
    table: Sequence[Player[Action]], deal: list[list[Card]], leader: int, rng: random.Random
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
