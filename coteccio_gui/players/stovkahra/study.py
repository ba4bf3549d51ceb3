"""Stovkahra's coach study (``players.coach``): the expert's own search from a person's view.

The measure is what the side gains on the opponents over the rest of the deal, in points (the
cards, the last trick and the Sevens' bonuses): a deal's cost is its opposite. The coach speaks
when the view waits for its own seat's card (not for declarations, "dost" or settling).
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.trumps import trick_winner
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.cards import DECK, POINTS, STRENGTH, SUIT_OF, TRUMP_PACK
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.players.coach import Study
from coteccio_gui.players.reasons import Position, Reason, gone_in, reason
from coteccio_gui.players.stovkahra.expert import SAMPLES, CardSearch


def cards(view: Any) -> list[Card]:
    """The cards the seat of ``view`` may play now, lowest code first."""
    return sorted(a.card for a in view.legal if isinstance(a, Play))


def can_coach(view: Any) -> bool:
    """Whether ``view`` is Stovkahra's and waits for its own seat's card."""
    return (
        isinstance(view, StovkahraView)
        and view.phase is Phase.PLAY
        and view.turn == view.seat
        and bool(cards(view))
    )


def simulation(view: Any, rng: random.Random) -> CardSearch:
    """The expert's search of the view's card decision."""
    return CardSearch(view, rng)


def why(view: StovkahraView, card: Card) -> Reason:
    """Why ``card``: partners facing, the turned card's suit trumps."""
    p = Position(
        view.seat,
        4,
        view.hand,
        tuple(cards(view)),
        view.trick,
        gone_in(t.plays for t in view.tricks),
        DECK,
        lambda plays: trick_winner(plays, view.trump, TRUMP_PACK),
        STRENGTH,
        POINTS,
        suit_of=SUIT_OF,
        trump=view.trump if view.trump >= 0 else None,
        partners=frozenset({view.partner}),
    )
    return reason(p, card)


STUDY = Study(
    can_coach=can_coach,
    cards=cards,
    simulation=simulation,
    deals=lambda view, moves: SAMPLES,
    measure=lambda cost: -cost,
    higher_is_better=True,
    reason=why,
)
"""The points the side gains on the opponents over the rest of the deal, for each card."""
