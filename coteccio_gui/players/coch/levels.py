"""Cöch's computer players, from a seat's view only (a dummy's view for a dummy's card).

- random: any legal card;
- normal: the rule-based policy, remembering the own hand and the table only;
- easy: normal with a beginner's slip about one card in three;
- hard and expert: the sampling search of ``players/search.py`` over ``CochCardChoice``
  (``coch_expert``), hard over a few deals; its playouts and its fallback use the policy
  counting every card played this hand (and seeing a partner dummy).
"""

from __future__ import annotations

import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.coch import CochView
from coteccio_gui.games.cucco.cards import RANK_COCH
from coteccio_gui.players.cucco.policy import choose
from coteccio_gui.players.cucco.sampling import voids
from coteccio_gui.players.cucco.world import ABOVE_COCH, mask_of


def played_mask(view: CochView) -> int:
    """The cards played in this hand's tricks and on the table."""
    m = 0
    for t in view.tricks:
        for _, c in t.plays:
            m |= 1 << c
    for _, c in view.trick:
        m |= 1 << c
    return m


def policy_card(view: CochView, counting: bool) -> Card:
    """The rule-based card for this view; ``counting`` remembers every card played."""
    seat = view.seat
    ally = [1 if s % 2 == seat % 2 else -1 for s in range(4)]
    trick = [c for _, c in view.trick]
    known = mask_of(view.hand) | mask_of(trick)
    if counting:
        partner = view.seen[(seat + 2) % 4]
        known |= played_mask(view) | (mask_of(partner) if partner is not None else 0)
    seats = [s for s, _ in view.trick]
    shown = voids(view.tricks, view.trick) if counting else {}
    void = [shown.get(s, 0) for s in range(4)]
    card = choose(view.hand, trick, seats, seat, ally, known, RANK_COCH, ABOVE_COCH, void)
    return card if card in view.legal else view.legal[0]


class CochRandom:
    """Any legal card."""

    def decide(self, view: CochView, rng: random.Random) -> Play:
        """A uniformly random legal card."""
        return Play(view.seat, view.legal[int(rng.random() * len(view.legal))])


class CochNormal:
    """The rule-based policy with no memory of earlier tricks."""

    counting = False

    def decide(self, view: CochView, rng: random.Random) -> Play:
        """The policy card."""
        if len(view.legal) == 1:
            return Play(view.seat, view.legal[0])
        return Play(view.seat, policy_card(view, self.counting))


class CochEasy(CochNormal):
    """Normal, with a random legal card about one time in three."""

    mistake_rate = 0.3

    def decide(self, view: CochView, rng: random.Random) -> Play:
        """Now and then a careless card, otherwise the normal one."""
        if rng.random() < self.mistake_rate:
            return Play(view.seat, view.legal[int(rng.random() * len(view.legal))])
        return super().decide(view, rng)
