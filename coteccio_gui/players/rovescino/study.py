"""Rovescino's coach: the game's coach study, its expert's search read for a coach
(penalty points)."""

from __future__ import annotations

import math

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.tricks import TRESSETTE
from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.games.rovescino.events import Phase as RovescinoPhase
from coteccio_gui.players.coach import EPS, Study, waits
from coteccio_gui.players.reasons import Position, Reason, gone_in, reason
from coteccio_gui.players.rovescino import expert as rovescino_expert


class _EveryCard(rovescino_expert.CardChoice):
    """The expert's card choice over every legal card (the coach names the card a person holds,
    not only one of each set of cards that play alike)."""

    def moves(self) -> list[Card]:
        """Every legal card, lowest code first."""
        return sorted(self.view.legal)


_ROVESCINO = rovescino_expert.ExpertPlayer()


def _rovescino_deals(view: RovescinoView, moves: int) -> int:
    return _ROVESCINO.samples_for(moves, sum(view.hand_sizes))


def why(view: RovescinoView, card: Card) -> Reason:
    """Why ``card``: Rovescino's penalty points stay out of the seat's tricks."""
    p = Position(
        view.seat,
        len(view.order),
        view.hand,
        view.legal,
        view.trick,
        gone_in(t.plays for t in view.tricks),
        range(40),
        TRESSETTE.trick_winner,
        TRESSETTE.strength,
        TRESSETTE.points,
        avoid=True,
        point_unit=3,
    )
    return reason(p, card)


STUDY = Study(
    can_coach=lambda v: waits(v, RovescinoView, RovescinoPhase.PLAY) and bool(v.legal),
    cards=lambda v: sorted(v.legal),
    simulation=lambda v, rng: _EveryCard(v, rng, _ROVESCINO),
    deals=_rovescino_deals,
    # penalty points are whole; the thirds taken add less than one (0.02 a third)
    measure=lambda c: float(math.floor(c + EPS)),
    higher_is_better=False,
    reason=why,
)
"""Rovescino's coach: penalty points."""
