"""Terziglio's rule-based levels: random, easy and normal.

Bids by the hand's estimated worth (``thumb``); calls the Three of the best suit; gives and
discards the least useful cards; as the first opponent of a scegliete takes the whole monte
(seeing the most, he discards best). Plays the Tressette family's policy, the two opponents
as partners.
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.games.terziglio.actions import Bid, Call, Discard, Give, Phase, Play, Take
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.players.masks import FROM_T, FULL, TO_T, tmask
from coteccio_gui.players.terziglio.thumb import bid_for, call_card, discards
from coteccio_gui.players.tressette.policy import ALL_SUITS, choose


def partner_of(view: TerziglioView, seat: int) -> int:
    """The other opponent of the soloist, or -1 for the soloist (or before the auction ends)."""
    if view.soloist < 0 or seat == view.soloist:
        return -1
    return next(s for s in range(3) if s not in (seat, view.soloist))


class TerziglioPlayer:
    """The choices of every rule-based level; subclasses may change the card or the bid."""

    bonus = 0.0
    """Added to the hand's estimate when bidding (a bolder or shyer bidder)."""

    def decide(self, view: TerziglioView, rng: random.Random) -> Any:
        """The action the view waits for."""
        seat, phase = view.seat, view.phase
        if phase is Phase.BID:
            allowed = [a.contract for a in view.legal if isinstance(a, Bid) and a.contract]
            return Bid(seat, self.choose_bid(view, allowed, rng))
        if phase is Phase.CALL:
            return Call(seat, call_card(view.hand))
        if phase is Phase.GIVE:
            return Give(seat, discards([c for c in view.hand if c != view.called], 1)[0])
        if phase is Phase.SPLIT:
            return Take(seat, view.monte_shown)
        if phase is Phase.DISCARD:
            return Discard(seat, discards(view.hand, 1)[0])
        return Play(seat, self.choose_card(view, rng))

    def choose_bid(self, view: TerziglioView, allowed: list[Any], rng: random.Random) -> Any:
        """The contract to bid, or ``None`` to pass."""
        return bid_for(view.hand, allowed, self.bonus)

    def choose_card(self, view: TerziglioView, rng: random.Random) -> Card:
        """The policy's card."""
        hand = tmask(view.hand)
        played = tmask([c for t in view.tricks for _, c in t.plays] + [c for _, c in view.trick])
        out = FULL & ~played & ~hand
        trick = [(s, TO_T[c]) for s, c in view.trick]
        remaining = 3 - len(trick) - 1
        t = choose(hand, trick, partner_of(view, view.seat), out, remaining, self.threats(view))
        return FROM_T[t]

    def threats(self, view: TerziglioView) -> int:
        """The suits an opponent still to play may hold (all: the normal level reads no voids)."""
        return ALL_SUITS


class NormalPlayer(TerziglioPlayer):
    """The rules of thumb and the family's policy."""


class CarefulPlayer(TerziglioPlayer):
    """Normal, reading the voids shown (who can still take a trick).

    Not a level of its own: the expert falls back on it if no deal fits what it has seen.
    """

    def threats(self, view: TerziglioView) -> int:
        """The suits that some opponent still to play has not shown void in."""
        voids = [0, 0, 0]
        for plays in [t.plays for t in view.tricks] + [view.trick]:
            if plays:
                led = SUIT_OF[plays[0][1]]
                for s, c in plays:
                    if SUIT_OF[c] != led:
                        voids[s] |= 1 << led
        partner = partner_of(view, view.seat)
        after = [(view.seat + i) % 3 for i in range(1, 3 - len(view.trick))]
        threat = 0
        for s in after:
            if s != partner:
                threat |= ALL_SUITS & ~voids[s]
        return threat


class EasyPlayer(TerziglioPlayer):
    """Normal with a beginner's slip about one card in three, and a timid bidder."""

    bonus = -0.8
    """A beginner dares to bid only the strongest hands. (A bolder bidder is no weaker here:
    a contract lost scores for the opponents and costs the soloist nothing, so bold bids win
    about as much as they lose.)"""

    def choose_card(self, view: TerziglioView, rng: random.Random) -> Card:
        """Now and then any legal card."""
        if rng.random() < 1 / 3:
            return rng.choice([a.card for a in view.legal if isinstance(a, Play)])
        return super().choose_card(view, rng)


class RandomPlayer:
    """Any legal action; bids only now and then (else every hand would be a scegliete)."""

    def decide(self, view: TerziglioView, rng: random.Random) -> Any:
        """A random legal action."""
        if view.phase is Phase.BID and rng.random() < 0.7:
            return view.legal[0]
        return rng.choice(list(view.legal))
