"""Each game's :class:`~coteccio_gui.players.coach.Study`: its expert's search, read for a coach.

The search is the game's own expert's (the same simulation, the same number of deals), and a
deal's cost is turned back into the game's measure: Rovescino's penalty points, Cöch's chance
of losing the hand, Zifuli's stakes won, the points of the side in Tressette and Tressette in
due, Terziglio's game points won, Stovkahra's points gained on the opponents (its own
module, ``players.stovkahra.coach``). The coach speaks only when the view waits for its own card.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.coch import CochView
from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.games.rovescino.events import Phase as RovescinoPhase
from coteccio_gui.games.terziglio.actions import Phase as TerziglioPhase
from coteccio_gui.games.terziglio.actions import Play as TerziglioPlay
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.games.tressette.actions import Phase as TressettePhase
from coteccio_gui.games.tressette.actions import Play as TressettePlay
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.games.zifuli import ZifuliView
from coteccio_gui.players.coach import Study
from coteccio_gui.players.cucco import coch_expert, zifuli_expert
from coteccio_gui.players.rovescino import expert as rovescino_expert
from coteccio_gui.players.stovkahra.coach import STUDY as STOVKAHRA
from coteccio_gui.players.terziglio import expert as terziglio_expert
from coteccio_gui.players.tressette import expert as tressette_expert
from coteccio_gui.players.tressette.reading import Reading

EPS = 1e-9
TRESSETTE_THIRDS = 35
"""The thirds of points a Tressette hand shares: the cards' 32 and the last trick's 3."""


def _waits(view: Any, kind: type[Any], phase: Any) -> bool:
    return isinstance(view, kind) and view.phase == phase and view.turn == view.seat


def _played(legal: Sequence[Any], kind: type[Any]) -> list[Card]:
    """The cards among ``legal`` actions of class ``kind``, each once, lowest first."""
    return sorted({a.card for a in legal if isinstance(a, kind)})


# ---- Rovescino: penalty points --------------------------------------------------------------


class _EveryCard(rovescino_expert.CardChoice):
    """The expert's card choice over every legal card (the coach names the card a person holds,
    not only one of each set of cards that play alike)."""

    def moves(self) -> list[Card]:
        """Every legal card, lowest code first."""
        return sorted(self.view.legal)


_ROVESCINO = rovescino_expert.ExpertPlayer()


def _rovescino_deals(view: RovescinoView, moves: int) -> int:
    return _ROVESCINO.samples_for(moves, sum(view.hand_sizes))


ROVESCINO = Study(
    can_coach=lambda v: _waits(v, RovescinoView, RovescinoPhase.PLAY) and bool(v.legal),
    cards=lambda v: sorted(v.legal),
    simulation=lambda v, rng: _EveryCard(v, rng, _ROVESCINO),
    deals=_rovescino_deals,
    # penalty points are whole; the thirds taken add less than one (0.02 a third)
    measure=lambda c: float(math.floor(c + EPS)),
    higher_is_better=False,
)


# ---- Cöch: the chance of losing the hand -----------------------------------------------------


def _coch_sim(view: CochView, rng: random.Random) -> coch_expert.CochCardChoice:
    return coch_expert.CochCardChoice(view, rng, coch_expert.distinct(view.legal))


COCH = Study(
    can_coach=lambda v: _waits(v, CochView, "play") and bool(v.legal),
    cards=lambda v: sorted(v.legal),
    simulation=_coch_sim,
    deals=lambda v, n: max(coch_expert.MIN_SAMPLES, coch_expert.ROLLOUTS // n),
    # a hand lost costs 1, nobody's ½, and the points conceded add at most 0.1
    measure=lambda c: math.floor(2 * c + EPS) / 2,
    higher_is_better=False,
    key=lambda c: c // 2,
)


# ---- Zifuli: stakes won ---------------------------------------------------------------------


def _zifuli_cards(view: ZifuliView) -> list[Card]:
    return _played(view.legal, Play)


def _zifuli_sim(view: ZifuliView, rng: random.Random) -> zifuli_expert.CardChoice:
    moves = coch_expert.distinct(tuple(_zifuli_cards(view)))
    return zifuli_expert.CardChoice(view, rng, moves)


ZIFULI = Study(
    can_coach=lambda v: _waits(v, ZifuliView, "play") and bool(_zifuli_cards(v)),
    cards=_zifuli_cards,
    simulation=_zifuli_sim,
    deals=lambda v, n: max(zifuli_expert.MIN_SAMPLES, zifuli_expert.ROLLOUTS // n),
    # the cost is the stake paid (a whole number) plus at most 0.1 for the points conceded
    measure=lambda c: -float(math.floor(c + EPS)),
    higher_is_better=True,
    key=lambda c: c // 2,
)


# ---- Tressette and Tressette in due: the side's points ---------------------------------------


def _tressette_cards(view: TressetteView) -> list[Card]:
    return _played(view.legal, TressettePlay)


def _tressette_sim(view: TressetteView, rng: random.Random) -> tressette_expert.CardSearch:
    return tressette_expert.CardSearch(view, Reading(view, 0.02), rng)


def _side_points(cost: float) -> float:
    """The side's points in the hand from the cost (the opponents' points less the side's):
    the two sides share the hand's 35 thirds."""
    return (TRESSETTE_THIRDS / 3 - cost) / 2


TRESSETTE = Study(
    can_coach=lambda v: _waits(v, TressetteView, TressettePhase.PLAY) and bool(_tressette_cards(v)),
    cards=_tressette_cards,
    simulation=_tressette_sim,
    deals=lambda v, n: tressette_expert.SAMPLES,
    measure=_side_points,
    higher_is_better=True,
)


# ---- Terziglio: game points won -------------------------------------------------------------


def _terziglio_cards(view: TerziglioView) -> list[Card]:
    return _played(view.legal, TerziglioPlay)


TERZIGLIO = Study(
    can_coach=lambda v: (
        _waits(v, TerziglioView, TerziglioPhase.PLAY)
        and v.contract is not None
        and bool(_terziglio_cards(v))
    ),
    cards=_terziglio_cards,
    simulation=lambda v, rng: terziglio_expert.CardSearch(v, rng),
    deals=lambda v, n: terziglio_expert.SAMPLES,
    # minus the stake won or lost, give or take 0.1 for the points
    measure=lambda c: float(round(-c)),
    higher_is_better=True,
)


STUDIES: dict[str, Study] = {
    "rovescino": ROVESCINO,
    "coch": COCH,
    "zifuli": ZIFULI,
    "tressette": TRESSETTE,
    "tressette-in-due": TRESSETTE,
    "terziglio": TERZIGLIO,
    "stovkahra": STOVKAHRA,
}
"""Each game's study, by the game's name (Coteccio has its own coach: ``players.coteccio``)."""
