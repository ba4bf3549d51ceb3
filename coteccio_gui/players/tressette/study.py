"""Tressette's coach (and Tressette in due's): the game's coach study, its expert's search read
for a coach (the side's points)."""

from __future__ import annotations

import random

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.actions import Phase as TressettePhase
from coteccio_gui.games.tressette.actions import Play as TressettePlay
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.players.coach import Study, played_cards, waits
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


STUDY = Study(
    can_coach=lambda v: waits(v, TressetteView, TressettePhase.PLAY) and bool(_tressette_cards(v)),
    cards=_tressette_cards,
    simulation=_tressette_sim,
    deals=lambda v, n: tressette_expert.SAMPLES,
    measure=_side_points,
    higher_is_better=True,
)
"""Tressette's coach: the side's points."""
