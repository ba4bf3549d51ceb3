"""The rule-based levels of Stovkahra, random, easy and normal, and the choices every level but
random makes alike.

From the seat's view only. Every level but random declares every combination it holds (the
points are the side's and nothing is paid for them), says "dost" the moment its side has 100 —
right after a declaration or a trick won, as the rules allow — and never otherwise, and settles
a won game by the race to the series: it adds when that wins the series or keeps it ahead or
level, and takes the brčka from the losers when it is behind (a longer race gives the side
behind more time).
"""

from __future__ import annotations

import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.stovkahra.actions import Action, Declare, Dost, Pass, Phase, Settle
from coteccio_gui.games.stovkahra.rules import GAME
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.players.stovkahra.policy import FULL, beats, follow, lead


def side_total(view: StovkahraView) -> int:
    """The seat's side's game total now."""
    return view.points[view.seat % 2]


def settle_by_subtracting(view: StovkahraView) -> bool:
    """Whether the winners should take the brčka from the losers rather than add them: only
    when adding would leave them behind and not win the series."""
    assert view.settling is not None
    side, brcka = view.settling
    mine, theirs = view.brcka[side], view.brcka[1 - side]
    if mine + brcka >= view.rules.series:
        return False
    return mine + brcka < theirs


def policy_card(view: StovkahraView) -> Card:
    """The rule-based card for the view (``policy``), from the seat's hand and the cards gone."""
    hand = 0
    for c in view.hand:
        hand |= 1 << c
    played = 0
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        for _, c in plays:
            played |= 1 << c
    free = FULL & ~played & ~hand
    trump = view.trump
    if not view.trick:
        return lead(hand, free, trump)
    allowed = 0
    for a in view.legal:
        if isinstance(a, Play):
            allowed |= 1 << a.card
    best_seat, best = view.trick[0]
    for seat, c in view.trick[1:]:
        if beats(c, best, trump):
            best_seat, best = seat, c
    return follow(hand, allowed, list(view.trick), best_seat, best, view.seat, free, trump)


class StovkahraPlayer:
    """The choices every level but random shares; a level chooses the card."""

    def decide(self, view: StovkahraView, rng: random.Random) -> Action:
        """The action to take now: one of ``view.legal``."""
        seat, acts = view.seat, view.legal
        if view.phase is Phase.SETTLE:
            return Settle(seat, settle_by_subtracting(view))
        if Dost(seat) in acts and side_total(view) >= GAME:
            return Dost(seat)
        declares = [a for a in acts if isinstance(a, Declare)]
        if declares:
            return declares[0]
        if Pass(seat) in acts:
            return Pass(seat)
        return Play(seat, self.choose_card(view, rng))

    def choose_card(self, view: StovkahraView, rng: random.Random) -> Card:
        """The card to play now."""
        raise NotImplementedError


class NormalPlayer(StovkahraPlayer):
    """The rule-based policy."""

    def choose_card(self, view: StovkahraView, rng: random.Random) -> Card:
        """The policy's card."""
        return policy_card(view)


class EasyPlayer(NormalPlayer):
    """Normal with a beginner's slip about one card in two."""

    slip = 1 / 2

    def choose_card(self, view: StovkahraView, rng: random.Random) -> Card:
        """Now and then any legal card."""
        if rng.random() < self.slip:
            return rng.choice(sorted(a.card for a in view.legal if isinstance(a, Play)))
        return super().choose_card(view, rng)


class RandomPlayer:
    """Any legal card; declares at a coin's toss; never says "dost"; always adds."""

    def decide(self, view: StovkahraView, rng: random.Random) -> Action:
        """A random card, a random declaration, or the plain choice."""
        seat, acts = view.seat, view.legal
        if view.phase is Phase.SETTLE:
            return Settle(seat, False)
        declares = [a for a in acts if isinstance(a, Declare)]
        if declares and rng.random() < 0.5:
            return rng.choice(declares)
        if view.phase is Phase.DECLARE:
            return Pass(seat)
        return rng.choice([a for a in acts if isinstance(a, Play)])


def legal_mask(view: StovkahraView) -> int:
    """The legal cards of the view as a mask (the engine's answer, in ``view.legal``)."""
    out = 0
    for a in view.legal:
        if isinstance(a, Play):
            out |= 1 << a.card
    return out


__all__ = ["EasyPlayer", "NormalPlayer", "RandomPlayer", "StovkahraPlayer", "legal_mask"]
