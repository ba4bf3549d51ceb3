"""Zifuli's computer players, from a seat's view only: a partnership is used only once known.

- random: any legal action;
- normal: bids by :mod:`zifuli_bids`; plays the rule-based policy remembering the table only;
- easy: normal with a slip about one card in three, and bids more hopefully;
- hard: the expert's card search over a few deals, with normal's bids (``zifuli_expert``);
- expert: the sampling search (``zifuli_expert``), its fallback the policy counting the cards
  played this hand and the voids shown.

Before the twin is played a seat knows only its own side: the partner knows the bidder, a
bidder holding both copies knows he is alone, everyone else knows only who the bidder is.
"""

from __future__ import annotations

import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Action
from coteccio_gui.games.cucco.cards import RANK_ZIFULI, Design
from coteccio_gui.games.zifuli import Bid, Pass, ZifuliView
from coteccio_gui.players.cucco.policy import choose
from coteccio_gui.players.cucco.sampling import voids
from coteccio_gui.players.cucco.world import ABOVE_ZIFULI, mask_of
from coteccio_gui.players.zifuli.bids import best_call


def ally_vector(view: ZifuliView) -> list[int]:
    """+1 for the seat and its known partners, -1 for known opponents, 0 for the unknown."""
    me, bidder, partner = view.seat, view.bidder, view.partner
    if bidder is None:
        return [1 if s == me else 0 for s in range(5)]
    if partner is not None:
        side = {bidder, partner}
        return [1 if (s in side) == (me in side) else -1 for s in range(5)]
    if me == bidder:
        return [1 if s == me else 0 for s in range(5)]
    return [1 if s == me else -1 if s == bidder else 0 for s in range(5)]


def played_mask(view: ZifuliView) -> int:
    """The cards played in this hand's tricks and on the table."""
    m = 0
    for t in view.tricks:
        for _, c in t.plays:
            m |= 1 << c
    for _, c in view.trick:
        m |= 1 << c
    return m


def policy_card(view: ZifuliView, counting: bool) -> Card:
    """The rule-based card for this view."""
    trick = [c for _, c in view.trick]
    known = mask_of(view.hand) | mask_of(trick)
    void: list[int] = []
    if counting:
        known |= played_mask(view)
        shown = voids(view.tricks, view.trick)
        void = [shown.get(s, 0) for s in range(5)]
    seats = [s for s, _ in view.trick]
    ally = ally_vector(view)
    return choose(view.hand, trick, seats, view.seat, ally, known, RANK_ZIFULI, ABOVE_ZIFULI, void)


def standing(view: ZifuliView) -> Design | None:
    """The call to beat, or ``None`` before the first bid."""
    return None if view.call is None else Design(view.call)


class ZifuliRandom:
    """Any legal action."""

    def decide(self, view: ZifuliView, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        return view.legal[int(rng.random() * len(view.legal))]


class ZifuliNormal:
    """Rule-based bids and cards."""

    counting = False
    margin = 0
    """Added to the chance a bid needs (negative: hopeful bids)."""

    def decide(self, view: ZifuliView, rng: random.Random) -> Action:
        """A bid or a pass while bidding, else the policy card."""
        if view.phase == "bid":
            call = best_call(view.hand, standing(view), self.margin)
            return Pass(view.seat) if call is None else Bid(view.seat, call)
        return Play(view.seat, self.card(view, rng))

    def card(self, view: ZifuliView, rng: random.Random) -> Card:
        """The card to play."""
        cards = [a.card for a in view.legal if isinstance(a, Play)]
        if len(cards) == 1:
            return cards[0]
        return policy_card(view, self.counting)


class ZifuliEasy(ZifuliNormal):
    """Normal with a careless card about one time in three; bids on hope."""

    mistake_rate = 0.3
    margin = -10

    def card(self, view: ZifuliView, rng: random.Random) -> Card:
        """Now and then a random legal card."""
        if rng.random() < self.mistake_rate:
            cards = [a.card for a in view.legal if isinstance(a, Play)]
            return cards[int(rng.random() * len(cards))]
        return super().card(view, rng)
