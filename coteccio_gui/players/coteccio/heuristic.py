"""The lighter levels: random (tests and tournaments), easy, normal and hard.

All are stateless: every choice is worked out from the view and the ``rng`` given.
"""

from __future__ import annotations

import random

from coteccio_gui.engine import POINTS, Card
from coteccio_gui.engine.cards import RANK_OF, SUIT_OF
from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio import policy
from coteccio_gui.players.coteccio.base import CoteccioPlayer
from coteccio_gui.players.coteccio.choices import capotto_choice, doctor_choice, last_trick_chance
from coteccio_gui.players.coteccio.searcher import SearchPlayer
from coteccio_gui.players.coteccio.seats import others, still_to_play
from coteccio_gui.players.knowledge import knowledge
from coteccio_gui.players.masks import FULL, mask_of

HARD_SAMPLES = 30
"""Deals the hard level tries per card: a light search, a few milliseconds."""
HARD_MARGIN = 0.07
"""How many lives per hand another card must save before hard leaves its rule of thumb."""


def _table(view: SeatView) -> list[Card]:
    return [c for _, c in view.trick]


class RandomPlayer(CoteccioPlayer):
    """Any legal card, a coin for the capotto, always the doctor: the floor of the scale."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """A uniformly random legal card."""
        return view.legal[int(rng.random() * len(view.legal))]

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Annul or play at random."""
        return CapottoChoice.PLAY if rng.random() < 0.5 else CapottoChoice.ANNUL

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Always call the doctor when offered."""
        return True


class NormalPlayer(CoteccioPlayer):
    """Rule-based: ducks under the winning card, sheds high cards when void, counts the table."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The policy card, remembering only the own hand and the table (not earlier tricks)."""
        if len(view.legal) == 1:
            return view.legal[0]
        table = _table(view)
        out = FULL & ~mask_of(view.hand) & ~mask_of(table)
        return policy.choose(view.hand, table, len(view.order), out)

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play on when the last card more likely wins (every unseen card equally likely held)."""
        return capotto_choice(last_trick_chance(view), view)

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Call when a fair share of the pool is worth the fee."""
        return doctor_choice(view)


def counting_card(view: SeatView) -> Card:
    """The policy card, knowing which cards are gone and who cannot hold a suit."""
    if len(view.legal) == 1:
        return view.legal[0]
    know = knowledge(view)
    table = _table(view)
    led = SUIT_OF[table[0]] if table else -1
    following = led >= 0 and any(SUIT_OF[c] == led for c in view.hand)
    seats = still_to_play(view) if following else others(view)
    return policy.choose(view.hand, table, len(view.order), know.out_among(seats))


class HardPlayer(SearchPlayer):
    """Counts cards and looks ahead: plays its rule of thumb unless a light search finds better.

    The search tries each card in a few deals that respect the voids shown, with policy
    playouts; the counting rule's card is kept unless another loses clearly fewer lives.
    """

    def __init__(self, samples: int = HARD_SAMPLES, margin: float = HARD_MARGIN) -> None:
        super().__init__(samples, prior=counting_card, prior_margin=margin)


class EasyPlayer(NormalPlayer):
    """A beginner who plays as if tricks were worth taking, as in Briscola or Tressette.

    More often than not it follows with its highest card, leads its highest card and keeps
    its high cards when it cannot follow; otherwise it plays like normal. It fears the
    capotto: it plays the fifth trick only with a card nobody can beat.
    """

    grab_rate = 0.6
    """How often it plays the taker's card instead of the normal one."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The taker's card now and then, otherwise the normal card."""
        if rng.random() < self.grab_rate:
            return taker_card(view)
        return super().choose_card(view, rng)

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Plays on only when the last card surely wins."""
        return CapottoChoice.PLAY if last_trick_chance(view) >= 1.0 else CapottoChoice.ANNUL


def taker_card(view: SeatView) -> Card:
    """The card of a player out to take tricks: the highest legal one (the most points among
    equals), or, unable to follow, the lowest one (keeping the high cards for later)."""
    legal = view.legal
    trick = view.trick
    if trick and not any(SUIT_OF[c] == SUIT_OF[trick[0][1]] for c in view.hand):
        return max(legal, key=lambda c: (RANK_OF[c], -POINTS[c]))
    return min(legal, key=lambda c: (RANK_OF[c], -POINTS[c]))
