"""Zifuli's coach: the game's coach study, its expert's search read for a coach
(stakes won)."""

from __future__ import annotations

import math
import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import DECK, HALVES, RANK_ZIFULI, SUIT
from coteccio_gui.games.zifuli import ZifuliView
from coteccio_gui.players.coach import EPS, Study, played_cards, waits
from coteccio_gui.players.cucco.sampling import distinct
from coteccio_gui.players.reasons import Position, Reason, cucco_winner, gone_in, reason
from coteccio_gui.players.zifuli import expert as zifuli_expert


def _zifuli_cards(view: ZifuliView) -> list[Card]:
    return played_cards(view.legal, Play)


def _zifuli_sim(view: ZifuliView, rng: random.Random) -> zifuli_expert.CardChoice:
    moves = distinct(tuple(_zifuli_cards(view)))
    return zifuli_expert.CardChoice(view, rng, moves)


def side(view: ZifuliView) -> frozenset[int]:
    """The seats ``view``'s seat knows are on its side: the bidder and the partner together,
    the other three together once the partnership is known."""
    seats = range(len(view.hand_sizes))
    if view.bidder is None or view.partner is None:
        return frozenset()
    team = {view.bidder, view.partner}
    if view.seat in team:
        return frozenset(team - {view.seat})
    if view.revealed:
        return frozenset(s for s in seats if s not in team and s != view.seat)
    return frozenset()


def why(view: ZifuliView, card: Card) -> Reason:
    """Why ``card``: the bidder's side against the rest, for the points."""
    p = Position(
        view.seat,
        len(view.hand_sizes),
        view.hand,
        tuple(_zifuli_cards(view)),
        view.trick,
        gone_in(t.plays for t in view.tricks),
        DECK,
        lambda plays: cucco_winner(plays, RANK_ZIFULI),
        RANK_ZIFULI,
        HALVES,
        suit_of=SUIT,
        partners=side(view),
        point_unit=2,
    )
    return reason(p, card)


STUDY = Study(
    can_coach=lambda v: waits(v, ZifuliView, "play") and bool(_zifuli_cards(v)),
    cards=_zifuli_cards,
    simulation=_zifuli_sim,
    deals=lambda v, n: max(zifuli_expert.MIN_SAMPLES, zifuli_expert.ROLLOUTS // n),
    # the cost is the stake paid (a whole number) plus at most 0.1 for the points conceded
    measure=lambda c: -float(math.floor(c + EPS)),
    higher_is_better=True,
    key=lambda c: c // 2,
    reason=why,
)
"""Zifuli's coach: stakes won."""
