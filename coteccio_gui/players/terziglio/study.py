"""Terziglio's coach: the game's coach study, its expert's search read for a coach
(game points won)."""

from __future__ import annotations

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.tricks import TRESSETTE
from coteccio_gui.games.terziglio.actions import Phase as TerziglioPhase
from coteccio_gui.games.terziglio.actions import Play as TerziglioPlay
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.players.coach import Study, played_cards, waits
from coteccio_gui.players.reasons import Position, Reason, gone_in, reason
from coteccio_gui.players.terziglio import expert as terziglio_expert


def _terziglio_cards(view: TerziglioView) -> list[Card]:
    return played_cards(view.legal, TerziglioPlay)


def why(view: TerziglioView, card: Card) -> Reason:
    """Why ``card``: the soloist plays alone, the other two together."""
    alone = view.seat == view.soloist
    side = frozenset(s for s in range(3) if not alone and s not in (view.seat, view.soloist))
    p = Position(
        view.seat,
        3,
        view.hand,
        tuple(_terziglio_cards(view)),
        view.trick,
        gone_in(t.plays for t in view.tricks) | frozenset(view.discarded),
        range(40),
        TRESSETTE.trick_winner,
        TRESSETTE.strength,
        TRESSETTE.points,
        partners=side,
        point_unit=3,
    )
    return reason(p, card)


STUDY = Study(
    can_coach=lambda v: (
        waits(v, TerziglioView, TerziglioPhase.PLAY)
        and v.contract is not None
        and bool(_terziglio_cards(v))
    ),
    cards=_terziglio_cards,
    simulation=lambda v, rng: terziglio_expert.CardSearch(v, rng),
    deals=lambda v, n: terziglio_expert.SAMPLES,
    # minus the stake won or lost, give or take 0.1 for the points
    measure=lambda c: float(round(-c)),
    higher_is_better=True,
    reason=why,
)
"""Terziglio's coach: game points won."""
