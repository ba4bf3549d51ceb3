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
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.players.coach import Study
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


STUDY = Study(
    can_coach=can_coach,
    cards=cards,
    simulation=simulation,
    deals=lambda view, moves: SAMPLES,
    measure=lambda cost: -cost,
    higher_is_better=True,
)
"""The points the side gains on the opponents over the rest of the deal, for each card."""
