"""The other seats as searchers over their own information: a shallow recursive PIMC.

In the expert's playouts a seat that looks ahead (``rollout.LOOK``) tries each of its legal
cards on the playout's deal, as if that deal were known to it. A real searching player cannot
see it: it deals the cards it has not seen (the expert's hand among them) many times and plays
what does best on average. Here, early in the hand, such a seat does the same on a few deals
of its own: the cards it cannot see (every other hand's and the undealt ones) dealt afresh to
the other seats, each keeping the voids it has shown, every seat then playing its rules; it
leaves its rule's card only for one cheaper on average by more than a margin (Furtak & Buro
2013, recursive PIMC in Skat; Wisser 2015 on crediting opponents with knowledge they lack).
Later in the hand it looks on the playout's deal as before (``rollout.look_card``).
"""

from __future__ import annotations

import random
from math import exp

from coteccio_gui.engine import Card
from coteccio_gui.players.coteccio.rollout import (
    LATE_TRICK,
    LOOK,
    LOOK_MARGIN,
    World,
    legal_mask,
    line_cost,
    look_card,
    policy_card,
)
from coteccio_gui.players.masks import FULL

TRIES = 10
"""Attempts at a deal that keeps every void shown, before the voids are let go."""


class Redeals:
    """Looks ahead over ``deals`` deals of what the seat cannot see, up to trick ``tricks``."""

    def __init__(self, deals: int, tricks: int, margin: float, rng: random.Random) -> None:
        self.deals = deals
        self.tricks = tricks
        """Tricks taken before a seat looks on the playout's deal instead."""
        self.margin = margin
        """How much cheaper on average another card must be to leave the rule's card."""
        self.rng = rng

    def look(self, w: World, seat: int) -> Card:
        """The rule's card, unless another costs ``seat`` more than the margin less on average
        over its deals (the lowest code of equals)."""
        if w.trick_no >= self.tricks:
            return look_card(w, seat)
        rules = [s % LOOK for s in w.style]
        rule = policy_card(w, seat, rules[seat])
        cards = _cards(legal_mask(w, seat))
        totals = [0.0] * len(cards)
        for _ in range(self.deals):
            x = redeal(w, seat, self.rng)
            for i, c in enumerate(cards):
                totals[i] += line_cost(x, seat, c, rules)
        limit = totals[cards.index(rule)] - self.margin * self.deals
        best_card, best_total = rule, limit
        for c, total in zip(cards, totals, strict=True):
            if total < best_total:
                best_card, best_total = c, total
        return best_card


class Quantal:
    """Looks on the playout's deal as ``rollout.look_card`` does, but plays each legal card with a
    chance that falls with its cost (a softmax, ``temperature`` lives; the rule's card credited
    with the margin), up to trick ``tricks``: a searching player whose estimates are noisy, not
    one that always finds the deal's cheapest card. (The alternative to ``Redeals`` screened.)"""

    def __init__(self, temperature: float, tricks: int, rng: random.Random) -> None:
        self.temperature = temperature
        self.tricks = tricks
        self.rng = rng

    def look(self, w: World, seat: int) -> Card:
        """A card drawn by the softmax of the costs on the deal."""
        if w.trick_no >= self.tricks:
            return look_card(w, seat)
        chances = self.chances(w, seat)
        x = self.rng.random()
        for c, p in chances.items():
            x -= p
            if x <= 0:
                return c
        return c

    def chances(self, w: World, seat: int) -> dict[Card, float]:
        """The chance of each legal card (lowest code first)."""
        rules = [s % LOOK for s in w.style]
        rule = policy_card(w, seat, rules[seat])
        margin = LOOK_MARGIN if w.trick_no < LATE_TRICK else 0.0
        cards = _cards(legal_mask(w, seat))
        costs = [line_cost(w, seat, c, rules) - (margin if c == rule else 0.0) for c in cards]
        low = min(costs)
        weights = [exp((low - c) / self.temperature) for c in costs]
        total = sum(weights)
        return {c: weight / total for c, weight in zip(cards, weights, strict=True)}


def redeal(w: World, seat: int, rng: random.Random) -> World:
    """A copy of ``w`` with the cards ``seat`` cannot see dealt afresh to the other seats (as
    many as each holds), none of a suit a seat has shown void."""
    pool = FULL & ~w.played & ~w.hands[seat]
    others = [s for s in w.order if s != seat and w.hands[s]]
    others.sort(key=lambda s: -w.voids[s].bit_count())
    x = w.copy()
    for attempt in range(TRIES + 1):
        left = pool
        for s in others:
            need = w.hands[s].bit_count()
            allowed = left & ~w.voids[s] if attempt < TRIES else left
            cards = _cards(allowed)
            if len(cards) < need:
                break
            hand = 0
            for c in rng.sample(cards, need):
                hand |= 1 << c
            x.hands[s] = hand
            left &= ~hand
        else:
            return x
    raise AssertionError("unreachable: the last attempt ignores the voids")


def _cards(mask: int) -> list[Card]:
    """The cards of a mask, lowest code first."""
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out
