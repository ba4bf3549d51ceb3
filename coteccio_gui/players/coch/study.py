"""Cöch's coach: the game's coach study, its expert's search read for a coach
(the chance of losing the hand)."""

from __future__ import annotations

import math
import random

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.coch import CochView
from coteccio_gui.games.cucco.cards import DECK, HALVES, RANK_COCH, SUIT
from coteccio_gui.players.coach import EPS, Study, waits
from coteccio_gui.players.coch import expert as coch_expert
from coteccio_gui.players.cucco.sampling import distinct
from coteccio_gui.players.reasons import Position, Reason, cucco_winner, gone_in, reason


def _coch_sim(view: CochView, rng: random.Random) -> coch_expert.CochCardChoice:
    return coch_expert.CochCardChoice(view, rng, distinct(view.legal))


def why(view: CochView, card: Card) -> Reason:
    """Why ``card``: two sides, the seats facing each other, take the points."""
    side = frozenset(s for s in range(4) if s != view.seat and s % 2 == view.seat % 2)
    p = Position(
        view.seat,
        4,
        view.hand,
        view.legal,
        view.trick,
        gone_in(t.plays for t in view.tricks),
        DECK,
        lambda plays: cucco_winner(plays, RANK_COCH),
        RANK_COCH,
        HALVES,
        suit_of=SUIT,
        partners=side,
        point_unit=2,
    )
    return reason(p, card)


STUDY = Study(
    can_coach=lambda v: waits(v, CochView, "play") and bool(v.legal),
    cards=lambda v: sorted(v.legal),
    simulation=_coch_sim,
    deals=lambda v, n: max(coch_expert.MIN_SAMPLES, coch_expert.ROLLOUTS // n),
    # a hand lost costs 1, nobody's ½, and the points conceded add at most 0.1
    measure=lambda c: math.floor(2 * c + EPS) / 2,
    higher_is_better=False,
    key=lambda c: c // 2,
    reason=why,
)
"""Cöch's coach: the chance of losing the hand."""
