"""Rovescino's rule-based levels: random, easy and normal, and the counting player.

The hard level and the expert search (``expert``); the counting player is what they fall back
on when a view admits no deal of the hidden cards (never in a legal hand).
"""

from __future__ import annotations

import random

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.games.rovescino import Play, RovescinoView
from coteccio_gui.players.masks import FULL, mask_of
from coteccio_gui.players.rovescino import policy
from coteccio_gui.players.rovescino.knowledge import (
    expected_last_cost,
    knowledge,
    others,
    still_to_play,
)


class RovescinoPlayer:
    """A Rovescino player: the only choice is the card, taken from the view."""

    def decide(self, view: RovescinoView, rng: random.Random) -> Play:
        """The play the view waits for."""
        return Play(view.seat, self.choose_card(view, rng))

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """The card to play now; one of ``view.legal``."""
        raise NotImplementedError


class RandomPlayer(RovescinoPlayer):
    """Any legal card: the floor of the scale."""

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """A uniformly random legal card."""
        return view.legal[int(rng.random() * len(view.legal))]


class NormalPlayer(RovescinoPlayer):
    """Rule-based: ducks under, sheds dangerous cards when void, leads what loses."""

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """The policy card, remembering only the own hand and the table (not earlier tricks)."""
        if len(view.legal) == 1:
            return view.legal[0]
        table = [c for _, c in view.trick]
        out = FULL & ~mask_of(view.hand) & ~mask_of(table)
        return policy.choose(view.hand, table, len(view.order), out)


class CountingPlayer(RovescinoPlayer):
    """Normal, plus counting this hand's cards, reading voids and pricing the monte."""

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """The policy card, knowing which cards are gone and who cannot hold a suit."""
        if len(view.legal) == 1:
            return view.legal[0]
        know = knowledge(view)
        table = [c for _, c in view.trick]
        led = SUIT_OF[table[0]] if table else -1
        following = led >= 0 and any(SUIT_OF[c] == led for c in view.hand)
        seats = still_to_play(view) if following else others(view)
        out = know.out_among(seats)
        last = expected_last_cost(view, know.unseen)
        return policy.choose(view.hand, table, len(view.order), out, last)


class EasyPlayer(NormalPlayer):
    """Normal most of the time, with a beginner's slip now and then."""

    mistake_rate = 0.3

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """Now and then a random legal card, otherwise the normal card."""
        if rng.random() < self.mistake_rate:
            return view.legal[int(rng.random() * len(view.legal))]
        return super().choose_card(view, rng)
