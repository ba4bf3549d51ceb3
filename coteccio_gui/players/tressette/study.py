"""Tressette's coach (and Tressette in due's): the game's coach study, its expert's search read
for a coach (the side's points)."""

from __future__ import annotations

import random

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.tricks import TRESSETTE
from coteccio_gui.games.tressette.actions import Phase as TressettePhase
from coteccio_gui.games.tressette.actions import Play as TressettePlay
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.players.coach import Study, played_cards, waits
from coteccio_gui.players.reasons import Position, Reason, gone_in, reason
from coteccio_gui.players.tressette import expert as tressette_expert
from coteccio_gui.players.tressette.reading import Reading

TRESSETTE_THIRDS = 35
"""The thirds of points a Tressette hand shares: the cards' 32 and the last trick's 3."""


def _tressette_cards(view: TressetteView) -> list[Card]:
    return played_cards(view.legal, TressettePlay)


def _tressette_sim(view: TressetteView, rng: random.Random) -> tressette_expert.CardSearch:
    return tressette_expert.CardSearch(view, Reading(view, 0.02), rng)


def _side_points(cost: float) -> float:
    """The side's points in the hand from the cost (the opponents' points less the side's):
    the two sides share the hand's 35 thirds."""
    return (TRESSETTE_THIRDS / 3 - cost) / 2


def signalled(view: TressetteView, side: frozenset[int], signal: Signal) -> int | None:
    """The suit a partner last led with ``signal`` this hand, or ``None``."""
    led: int | None = None
    for n, seat, said in view.signals:
        if seat not in side or said is not signal:
            continue
        if n < len(view.tricks):
            led = SUIT_OF[view.tricks[n].plays[0][1]]
        elif view.trick:
            led = SUIT_OF[view.trick[0][1]]
    return led


def why(view: TressetteView, card: Card) -> Reason:
    """Why ``card``: partners known to the seat, and what they signalled."""
    side = frozenset(s for team in view.teams if view.seat in team for s in team) - {view.seat}
    p = Position(
        view.seat,
        view.players,
        view.hand,
        tuple(_tressette_cards(view)),
        view.trick,
        gone_in(t.plays for t in view.tricks),
        range(40),
        TRESSETTE.trick_winner,
        TRESSETTE.strength,
        TRESSETTE.points,
        partners=side,
        knocked=signalled(view, side, Signal.BUSSO),
        skimmed=signalled(view, side, Signal.STRISCIO),
        point_unit=3,
    )
    return reason(p, card)


STUDY = Study(
    can_coach=lambda v: waits(v, TressetteView, TressettePhase.PLAY) and bool(_tressette_cards(v)),
    cards=_tressette_cards,
    simulation=_tressette_sim,
    deals=lambda v, n: tressette_expert.SAMPLES,
    measure=_side_points,
    higher_is_better=True,
    reason=why,
)
"""Tressette's coach: the side's points."""
