"""The rule-based levels of Tressette and Tressette in due: random, easy and normal.

Every level decides from the seat's view only. Choices are the same for all but random:
declare whenever there is something to declare, annul a hand worth a third of a point or
less, claim as soon as the side surely has the target, call the Three of the suit in
which one is strongest.
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.cards import RANK_OF, SUIT_OF, Card, Rank
from coteccio_gui.engine.cards import card as card_of
from coteccio_gui.games.tressette.actions import Annul, Call, Claim, Declare, Phase, Play, Signal
from coteccio_gui.games.tressette.cards import ACE, THIRDS, TWO, points
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.players.masks import FROM_T, FULL, TO_T, tmask
from coteccio_gui.players.masks import SUIT_MASK as SUIT
from coteccio_gui.players.tressette.conventions import signal_for
from coteccio_gui.players.tressette.policy import ALL_SUITS, choose


class TressettePlayer:
    """The choices every level but random shares; subclasses choose the card."""

    signals = True

    def decide(self, view: TressetteView, rng: random.Random) -> Any:
        """The action to take now: one of ``view.legal``."""
        seat, legal = view.seat, view.legal
        if view.phase is Phase.CALL:
            return Call(seat, choose_call(view))
        if Claim(seat) in legal and claim_is_sure(view):
            return Claim(seat)
        if Declare(seat) in legal:
            return Declare(seat)
        if Annul(seat) in legal and sum(THIRDS[c] for c in view.hand) <= 1:
            return Annul(seat)
        card = self.choose_card(view, rng)
        signal = lead_signal(view, card) if self.signals else None
        play = Play(seat, card, signal)
        return play if play in legal else Play(seat, card)

    def choose_card(self, view: TressetteView, rng: random.Random) -> Card:
        """The card to play now."""
        raise NotImplementedError


def lead_signal(view: TressetteView, card: Card) -> Signal | None:
    """The convention's signal for leading ``card`` (none when following or without partner)."""
    if view.trick or view.players != 4:
        return None
    suit = [c for c in view.hand if SUIT_OF[c] == SUIT_OF[card]]
    three = card_of(SUIT_OF[card], Rank.TRE)
    gone = any(c == three for t in view.tricks for _, c in t.plays)
    return signal_for(suit, card, not gone and three not in view.hand, view.rules.striscio)


def side_total(view: TressetteView, partner: int | None) -> int:
    """The seat's score now if its partner is ``partner``: the game score and the tricks taken."""
    mine = {view.seat} if partner is None else {view.seat, partner}
    thirds = sum(t.points for t in view.tricks if t.winner in mine)
    return view.scores[view.seat] + points(thirds)


def claim_is_sure(view: TressetteView) -> bool:
    """Whether the side surely has the target now, whoever the partner may be."""
    if view.players == 2 or view.partner is not None:
        return side_total(view, view.partner) >= view.rules.target
    me = view.seat
    if me == view.caller:
        maybe = [s for s in range(4) if s != me]
    else:
        maybe = [s for s in range(4) if s not in (me, view.caller)]
    return all(side_total(view, p) >= view.rules.target for p in maybe)


def choose_call(view: TressetteView) -> Card:
    """The callable card of the suit where the seat holds most Aces and Twos, then most cards."""
    legal = [a.called for a in view.legal if isinstance(a, Call)]

    def strength(c: Card) -> tuple[int, int, int]:
        mine = [x for x in view.hand if SUIT_OF[x] == SUIT_OF[c]]
        return (sum(1 for x in mine if RANK_OF[x] in (ACE, TWO)), len(mine), -c)

    return max(legal, key=strength)


def voids(view: TressetteView) -> list[int]:
    """The suits each seat has shown it lacks (a bit per suit)."""
    out = [0] * view.players
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if plays:
            led = SUIT_OF[plays[0][1]]
            for s, c in plays:
                if SUIT_OF[c] != led:
                    out[s] |= 1 << led
    return out


def asked_suit(view: TressetteView, kinds: tuple[Signal, ...]) -> int:
    """The suit the partner last asked for with one of ``kinds`` this hand, or -1."""
    suit = -1
    tricks = [t.plays for t in view.tricks] + [view.trick]
    for k, s, sig in view.signals:
        if s == view.partner and sig in kinds and tricks[k]:
            suit = SUIT_OF[tricks[k][0][1]]
    return suit


class NormalPlayer(TressettePlayer):
    """The rule-based policy: masters cashed, points loaded on the partner's sure tricks."""

    read_voids = False
    read_striscio = False

    def choose_card(self, view: TressetteView, rng: random.Random) -> Card:
        """The policy's card, answering the partner's busso (and striscio when reading it)."""
        hand = tmask(view.hand)
        played = tmask([c for t in view.tricks for _, c in t.plays] + [c for _, c in view.trick])
        out = FULL & ~played & ~hand
        trick = [(s, TO_T[c]) for s, c in view.trick]
        partner = -1 if view.partner is None else view.partner
        remaining = view.players - len(trick) - 1
        if trick and trick[0][0] == partner and view.signals:
            k, s, sig = view.signals[-1]
            if k == len(view.tricks) and s == partner and sig is Signal.BUSSO:
                led = SUIT_OF[trick[0][1]]
                mine = hand & SUIT[led]
                best = min(t for _, t in trick if SUIT_OF[t] == led)
                if mine and (mine & -mine).bit_length() - 1 < best:
                    return FROM_T[(mine & -mine).bit_length() - 1]
        threat = ALL_SUITS
        if self.read_voids and remaining:
            v = voids(view)
            seats = [(view.seat + i) % view.players for i in range(1, remaining + 1)]
            threat = 0
            for s in seats:
                if s != partner:
                    threat |= ALL_SUITS & ~v[s]
        kinds = (Signal.BUSSO, Signal.STRISCIO) if self.read_striscio else (Signal.BUSSO,)
        prefer = asked_suit(view, kinds) if view.partner is not None else -1
        return FROM_T[choose(hand, trick, partner, out, remaining, threat, prefer)]


class CarefulPlayer(NormalPlayer):
    """Normal, reading the voids shown (who can still take a trick) and the partner's striscio.

    Not a level of its own: the expert falls back on it if no deal fits what it has seen.
    """

    read_voids = True
    read_striscio = True


class EasyPlayer(NormalPlayer):
    """Normal with a beginner's slip about one card in three, and no signals."""

    signals = False

    def choose_card(self, view: TressetteView, rng: random.Random) -> Card:
        """Now and then any legal card."""
        if rng.random() < 1 / 3:
            cards = sorted({a.card for a in view.legal if isinstance(a, Play)})
            return rng.choice(cards)
        return super().choose_card(view, rng)


class RandomPlayer:
    """Any legal card with any signal; declares at a coin's toss; never annuls nor claims."""

    def decide(self, view: TressetteView, rng: random.Random) -> Any:
        """A random play (or a random call)."""
        if view.phase is Phase.CALL:
            return rng.choice(list(view.legal))
        if Declare(view.seat) in view.legal and rng.random() < 0.5:
            return Declare(view.seat)
        return rng.choice([a for a in view.legal if isinstance(a, Play)])
