"""The coach for any game: the expert's search from a person's view, with its numbers per card.

A game's :class:`Study` says how its expert searches a card decision (the
:class:`~coteccio_gui.players.search.Simulation` built from the view, and how many deals) and
what a deal's cost means to a player: the game's own measure (penalty points, the chance of
losing the hand, stakes, the side's points, game points). ``hint`` runs that search with a
fixed number of deals and returns, for every card compared, the measure averaged over the
deals tried; ``review`` puts a card a person played beside the expert's. Both are pure: the
same view and the same seeded ``rng`` give the same numbers, whatever the unseen cards are.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.players.reasons import Reason
from coteccio_gui.players.search import Simulation, search


@dataclass(frozen=True, slots=True)
class Study:
    """How one game's expert weighs a card decision, and what its costs mean to a player."""

    can_coach: Callable[[Any], bool]
    """Whether a view waits for its own seat's card."""
    cards: Callable[[Any], Sequence[Card]]
    """The cards the seat of a view may play now."""
    simulation: Callable[[Any, random.Random], Simulation[Any, Any]]
    """The expert's simulation of the view's card decision."""
    deals: Callable[[Any, int], int]
    """How many deals the search tries, given the view and the number of cards compared."""
    measure: Callable[[float], float]
    """A deal's cost as the game's measure, in a player's unit."""
    higher_is_better: bool
    """Whether more of the measure is better for the seat (points won) or worse (points paid)."""
    key: Callable[[Card], int] = int
    """Cards with the same key play alike (Cöch's two copies of a design)."""
    reason: Callable[[Any, Card], Reason] | None = None
    """Why a card, in the game's terms, from the view (``players.reasons``)."""


@dataclass(frozen=True, slots=True)
class CardOutcome:
    """What the search found for one card: the game's measure over the deals tried."""

    card: Card
    mean: float
    """The measure averaged over the deals tried."""


@dataclass(frozen=True, slots=True)
class CardHint:
    """The expert's card for a view and the numbers of every card it compared."""

    card: Card
    cards: tuple[CardOutcome, ...]
    deals: int
    higher_is_better: bool
    key: Callable[[Card], int] = int
    reason: Reason | None = None
    """Why the expert's card, as facts of the position (``None``: the game gives none)."""

    def advice(self, card: Card) -> CardOutcome:
        """The numbers of ``card`` (or of the card that plays alike); ``KeyError`` if none."""
        for a in self.cards:
            if self.key(a.card) == self.key(card):
                return a
        raise KeyError(card)

    @property
    def best(self) -> CardOutcome:
        """The numbers of the expert's card."""
        return self.advice(self.card)

    def runner_up(self) -> CardOutcome | None:
        """The next best card by the measure, or ``None`` when only one card was compared."""
        rest = [a for a in self.cards if self.key(a.card) != self.key(self.card)]
        sign = -1.0 if self.higher_is_better else 1.0
        return min(rest, key=lambda a: sign * a.mean) if rest else None


@dataclass(frozen=True, slots=True)
class CardReview:
    """A card a person played, beside the expert's card in the same view, in the game's measure."""

    played: Card
    expert: Card
    played_mean: float
    expert_mean: float
    agreed: bool
    """Whether the person played the expert's card (or one that plays alike)."""


def hint(study: Study, view: Any, rng: random.Random) -> CardHint:
    """The expert's card for ``view`` (its turn to play) and the measure of every card."""
    if not study.can_coach(view):
        raise ValueError("a hint needs a view waiting for this seat's card")
    sim = study.simulation(view, rng)
    moves = [int(m) for m in sim.moves()]
    rows: list[list[float]] = []
    card, _means, used = search(sim, study.deals(view, len(moves)), costs=rows)
    if used == 0:
        outcomes = tuple(CardOutcome(m, 0.0) for m in moves)
        card = moves[0]
    else:
        outcomes = tuple(
            CardOutcome(m, sum(study.measure(r[i]) for r in rows) / used)
            for i, m in enumerate(moves)
        )
    why = study.reason(view, int(card)) if study.reason is not None else None
    return CardHint(int(card), outcomes, used, study.higher_is_better, study.key, why)


def review(study: Study, view: Any, played: Card, rng: random.Random) -> CardReview:
    """The card ``played`` from ``view`` beside the expert's card, for the hand's history."""
    h = hint(study, view, rng)
    agreed = study.key(played) == study.key(h.card)
    return CardReview(played, h.card, h.advice(played).mean, h.best.mean, agreed)


EPS = 1e-9
"""What a measure adds before it is rounded down (a float's error is not a point)."""


def waits(view: Any, kind: type[Any], phase: Any) -> bool:
    """Whether ``view`` is a ``kind`` view in ``phase`` waiting for its own seat."""
    return isinstance(view, kind) and view.phase == phase and view.turn == view.seat


def played_cards(legal: Sequence[Any], kind: type[Any]) -> list[Card]:
    """The cards among ``legal`` actions of class ``kind``, each once, lowest first."""
    return sorted({a.card for a in legal if isinstance(a, kind)})
