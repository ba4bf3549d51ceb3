"""The coach: the expert's card for a person, with its own numbers, from that person's view only.

``hint`` runs the expert's search for the seat at the screen and returns, for every
legal card, what the search saw over the deals it tried: the share of deals in which
that card costs the seat a life, the lives it loses on average and the card points it
takes. ``review`` compares a card a person played with the expert's card in the same
view, for the hand's history. Both are pure: the same view and the same seeded
``rng`` give the same numbers, and the cards the person cannot see never change them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from coteccio_gui.engine import Card
from coteccio_gui.engine.tricks import COTECCIO
from coteccio_gui.games.coteccio import CapottoChoice, Phase, SeatView
from coteccio_gui.players.coteccio import rollout
from coteccio_gui.players.coteccio.choices import capotto_by_odds
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.reasons import Position, Reason, gone_in, reason


@dataclass(frozen=True, slots=True)
class CardAdvice:
    """What the expert's search found for one legal card."""

    card: Card
    life_loss_share: float
    """The share of the deals tried in which playing this card costs the seat a life (0..1)."""
    expected_lives: float
    """Lives lost this hand on average over those deals (negative when a capotto gains one)."""
    expected_points: float
    """Card points taken this hand on average (the tie-break between equally safe cards)."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The expert's card for a view, and its numbers for every legal card."""

    card: Card
    """The card the expert would play."""
    cards: tuple[CardAdvice, ...]
    """Every legal card, in the order of ``view.legal``."""
    deals: int
    """How many deals of the unseen cards the search tried."""
    reason: Reason | None = None
    """Why the expert's card, as facts of the position."""

    def advice(self, card: Card) -> CardAdvice:
        """The numbers of one legal card; ``KeyError`` if it is not legal."""
        for a in self.cards:
            if a.card == card:
                return a
        raise KeyError(card)

    @property
    def best(self) -> CardAdvice:
        """The numbers of the expert's card."""
        return self.advice(self.card)

    def runner_up(self) -> CardAdvice | None:
        """The next best card by the expert's measure, or ``None`` with one legal card."""
        rest = [a for a in self.cards if a.card != self.card]
        return min(rest, key=_order) if rest else None


@dataclass(frozen=True, slots=True)
class PlayReview:
    """A card a person played, next to the card the expert would have played in its place."""

    played: Card
    expert: Card
    lives_difference: float
    """Expected lives of the card played minus those of the expert's card (0 when they agree)."""

    @property
    def agreed(self) -> bool:
        """Whether the person played the expert's card."""
        return self.played == self.expert


def _order(a: CardAdvice) -> float:
    """The expert's own measure: lives, with points as the tie-break (``rollout.POINT_WEIGHT``)."""
    return a.expected_lives + rollout.POINT_WEIGHT * a.expected_points


def coach_player() -> ExpertPlayer:
    """The expert the coach consults: the table's expert, at its default budget."""
    return ExpertPlayer()


def hint(view: SeatView, rng: random.Random, expert: ExpertPlayer | None = None) -> Hint:
    """The expert's card for ``view`` (its turn to play) and the numbers of every legal card."""
    if view.phase is not Phase.PLAY or not view.legal:
        raise ValueError("a hint needs a view waiting for this seat's card")
    expert = expert or coach_player()
    rows: list[list[float]] = []
    card, _means, used = expert.search(view, rng, rows)
    moves = sorted(view.legal)
    stats = {m: _advice(m, [r[i] for r in rows]) for i, m in enumerate(moves)}
    if used == 0:
        card = min(view.legal)
    return Hint(card, tuple(stats[c] for c in view.legal), used, why(view, card))


def why(view: SeatView, card: Card) -> Reason:
    """Why ``card``: Coteccio's points stay out of the seat's tricks."""
    p = Position(
        view.seat,
        len(view.order),
        view.hand,
        view.legal,
        view.trick,
        gone_in(t.plays for t in view.tricks),
        range(40),
        COTECCIO.trick_winner,
        COTECCIO.strength,
        COTECCIO.points,
        avoid=True,
    )
    return reason(p, card)


def _advice(card: Card, costs: Sequence[float]) -> CardAdvice:
    """Split each deal's cost into the lives lost and the points taken (see ``rollout``)."""
    n = len(costs)
    if n == 0:
        return CardAdvice(card, 0.0, 0.0, 0.0)
    lost = points = 0.0
    losing = 0
    for c in costs:
        # a deal's cost is lives (-1, 0 or 1) plus POINT_WEIGHT * points, and 46 points weigh
        # less than a life, so the lives are the whole part
        lives = math.floor(c + 1e-9)
        lost += lives
        losing += lives > 0
        points += (c - lives) / rollout.POINT_WEIGHT
    return CardAdvice(card, losing / n, lost / n, points / n)


def review(
    view: SeatView, played: Card, rng: random.Random, expert: ExpertPlayer | None = None
) -> PlayReview:
    """The card ``played`` from ``view`` next to the expert's card, for the hand's history."""
    h = hint(view, rng, expert)
    diff = h.advice(played).expected_lives - h.best.expected_lives
    return PlayReview(played, h.card, 0.0 if played == h.card else diff)


def agreement(reviews: Iterable[PlayReview]) -> float:
    """The share of plays in which a person played the expert's card (0 with no plays)."""
    seen = agreed = 0
    for r in reviews:
        seen += 1
        agreed += r.agreed
    return agreed / seen if seen else 0.0


@dataclass(frozen=True, slots=True)
class CapottoHint:
    """The expert's capotto choice and the numbers behind it."""

    choice: CapottoChoice
    fifth_trick: float
    """The chance that the last card wins the fifth trick, over the deals tried."""
    match_if_annulled: float
    """The seat's chance of winning the match after annulling (``odds``)."""
    match_if_played: float
    """The same after playing the fifth trick, won or lost."""


def capotto_hint(
    view: SeatView, rng: random.Random, expert: ExpertPlayer | None = None
) -> CapottoHint:
    """The expert's capotto choice for ``view`` and the chances it weighed."""
    if view.phase is not Phase.CAPOTTO or view.turn != view.seat:
        raise ValueError("a capotto hint needs a view waiting for this seat's capotto choice")
    expert = expert or coach_player()
    chance, beaten = expert.capotto_outlook(view, rng)
    choice, annul, play = capotto_by_odds(view, chance, beaten)
    return CapottoHint(choice, chance, annul, play)
