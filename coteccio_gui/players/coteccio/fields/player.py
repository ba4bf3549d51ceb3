"""A plain determinization player whose playouts follow a style of its own: a tournament field.

Before each card it deals the cards it has not seen to the other seats (each keeps the voids it
has shown; nothing else is read), plays every legal card out to the end of the hand on each
deal in its playout style, and keeps the card with the fewest lives lost on average (less those
gained by a capotto), card points breaking ties, then the lowest code. Each deal's playouts share
their random numbers across the cards tried, so the cards are compared on the same luck.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio.base import CoteccioPlayer
from coteccio_gui.players.coteccio.fields.table import Hand, Outcome, deal_unseen

Finish = Callable[[Hand, int, random.Random], Outcome]
"""A playout style: play the hand to its end, every seat in the style, and say how it went for
the given seat."""


class FieldSampler(CoteccioPlayer):
    """So many deals of the unseen cards, each legal card played out in one style."""

    def __init__(self, finish: Finish, deals: int) -> None:
        self.finish = finish
        self.deals = deals
        """Deals of the unseen cards tried per decision (fixed: the same seed, the same card)."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The legal card with the fewest lives lost on average over the sampled deals."""
        legal = sorted(view.legal)
        if len(legal) == 1:
            return legal[0]
        deals = [deal_unseen(view, rng) for _ in range(self.deals)]
        seeds = [rng.getrandbits(32) for _ in deals]
        best, best_score = legal[0], (0, 0)
        for i, card in enumerate(legal):
            lives = points = 0
            for deal, seed in zip(deals, seeds, strict=True):
                hand = Hand(view, deal)
                hand.play(card)
                life, pts = (
                    hand.outcome(view.seat)
                    if hand.over
                    else self.finish(hand, view.seat, random.Random(seed))
                )
                lives += life
                points += pts
            if i == 0 or (lives, points) < best_score:
                best, best_score = card, (lives, points)
        return best

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play the fifth trick when the deals say its last card wins more often than not."""
        last = view.hand[0]
        wins = 0
        for _ in range(self.deals):
            deal = deal_unseen(view, rng)
            wins += not any(
                SUIT_OF[c] == SUIT_OF[last] and c < last
                for s, h in deal.items()
                if s != view.seat
                for c in h
            )
        return CapottoChoice.PLAY if 2 * wins > self.deals else CapottoChoice.ANNUL

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Always call the doctor when offered: lives are the game."""
        return True
