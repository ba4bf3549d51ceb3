"""Cöch's computer players: the levels, and how a tournament plays them.

A tournament seat is a person; the dummies of a two- or three-player match are played by
their partner's player. The cost a tournament counts is the hand lost by the seat's side
(½ for a hand nobody wins): lower is better.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.actions import Deal
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.coch import CochHandScored, CochMatch
from coteccio_gui.games.coch.events import CochAction
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.cucco.coch_levels import CochEasy, CochHard, CochNormal, CochRandom

METRIC = "hands lost"
"""What a tournament counts per seat and hand (½ for a hand nobody wins; lower is better)."""


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` scales its fixed number of rollouts (0.1 s is the default)."""
    from coteccio_gui.players.cucco.coch_expert import ROLLOUTS, CochExpert

    scale = 1.0 if time_budget_s is None else time_budget_s / 0.1
    return CochExpert(max(8, round(ROLLOUTS * scale)))


FACTORIES: dict[str, Factory] = {
    "random": plain(CochRandom),
    "easy": plain(CochEasy),
    "normal": plain(CochNormal),
    "hard": plain(CochHard),
    "expert": _expert,
}
"""Cöch's player at each level (``random`` too, for tests and tournaments)."""


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Ten random cards for each of the four seats, whatever the number of people."""
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[s * 10 : (s + 1) * 10] for s in range(4)]


def _decide(m: CochMatch, table: Sequence[Player[CochAction]], rng: random.Random) -> None:
    seat = m.turn
    m.apply(table[m.controller(seat)].decide(m.view(seat), rng))


def play_dealt_hand(
    table: Sequence[Player[CochAction]], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[float]:
    """Play the deal from ``leader`` (the table's people; dummies played by partners):
    the hand lost by each person's side."""
    m = CochMatch(len(table), None, 0)
    m.dealer, m.leader = (leader - 1) % 4, leader % 4
    events = m.apply(Deal(tuple(tuple(h) for h in deal)))
    while not m.needs_deal() and m.outcome() is None:
        seat = m.turn
        events = m.apply(table[m.controller(seat)].decide(m.view(seat), rng))
    scored = events[-1] if isinstance(events[-1], CochHandScored) else events[-2]
    assert isinstance(scored, CochHandScored)
    lost = [0.5 if scored.side is None else float(scored.side != s % 2) for s in range(4)]
    return lost[: len(table)]
