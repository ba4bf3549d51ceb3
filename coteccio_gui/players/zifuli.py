"""Zifuli's computer players: the levels, and how a tournament plays them.

The cost a tournament counts is the stakes a seat pays in a hand (negative when it wins):
lower is better. A thrown-in hand (everyone passed) costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.actions import Deal
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.zifuli import ZifuliHandScored, ZifuliMatch
from coteccio_gui.games.zifuli.actions import ZifuliAction
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.cucco.zifuli_levels import (
    ZifuliEasy,
    ZifuliHard,
    ZifuliNormal,
    ZifuliRandom,
)

METRIC = "stakes paid"
"""What a tournament counts per seat and hand (negative when the seat wins; lower is better)."""


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` scales its fixed number of rollouts (0.1 s is the default)."""
    from coteccio_gui.players.cucco.zifuli_expert import ROLLOUTS, ZifuliExpert

    scale = 1.0 if time_budget_s is None else time_budget_s / 0.1
    return ZifuliExpert(max(8, round(ROLLOUTS * scale)))


FACTORIES: dict[str, Factory] = {
    "random": plain(ZifuliRandom),
    "easy": plain(ZifuliEasy),
    "normal": plain(ZifuliNormal),
    "hard": plain(ZifuliHard),
    "expert": _expert,
}
"""Zifuli's player at each level (``random`` too, for tests and tournaments)."""


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Eight random cards for each of the five seats."""
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[s * 8 : (s + 1) * 8] for s in range(5)]


def play_dealt_hand(
    table: Sequence[Player[ZifuliAction]], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[float]:
    """Bid and play the deal, ``leader`` on the dealer's right: the stakes each seat paid."""
    m = ZifuliMatch(5, None, (leader - 1) % 5)
    m.apply(Deal(tuple(tuple(h) for h in deal)))
    while m.phase.value in ("bid", "play"):
        for e in m.apply(table[m.turn].decide(m.view(m.turn), rng)):
            if isinstance(e, ZifuliHandScored):
                return [-float(p) for p in e.payments]
    return [0.0] * 5
