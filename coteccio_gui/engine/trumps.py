"""Tricks with a trump suit and the duty to beat: who takes a trick, which cards may go on it.

Written once for every trump game and every pack: a game gives its pack as a
:class:`TrumpPack` (the suit and the strength of every card, and the names its records give
cards and suits, for the refusals), and the trump suit of the hand. The obligations are those
of Stovkahra read literally (the brief's §5), the strictest of the family:

1. follow the suit led if you can, and **head the trick** with it (beat the card heading it)
   if you can — unless a plain suit led has already been trumped: then any card of it will do;
2. unable to follow, play a trump, **overtrumping** the trump heading the trick if you can,
   else a lower trump (the forced *underruff*);
3. with neither the suit led nor a trump, play anything.

Two switches loosen them, for a house that plays otherwise: ``must_beat=False`` (the game
passes it when a seat's partner heads the trick and its house does not ask partners to beat
each other) keeps "follow, else trump" and drops the beating; ``underruff=False`` lets a seat
that does not overtrump a trumped trick play any card instead of a lower trump. An illegal card
is refused with the typed error that says why (``MustFollowSuit``, ``MustHeadTrick``,
``MustTrump``, ``MustOvertrump``), each naming the cards in the pack's own words.

The examples use the Italian pack with coppe trumps and Coteccio's order (Asso high):

>>> from coteccio_gui.engine.cards import CODES, SUIT_NAMES, SUIT_OF, Suit
>>> from coteccio_gui.engine.cards import card_from_code as c, code
>>> from coteccio_gui.engine.tricks import COTECCIO_STRENGTH
>>> italian = TrumpPack(SUIT_OF, COTECCIO_STRENGTH, CODES, SUIT_NAMES)
>>> coppe = Suit.COPPE
>>> led = [(0, c("Rd"))]
>>> [code(x) for x in legal_plays([c("Ad"), c("2d"), c("Ac")], led, coppe, italian)]
['Ad']
>>> ruffed = [(0, c("Rd")), (1, c("7c"))]
>>> trick_winner(ruffed, coppe, italian)
1
>>> [code(x) for x in legal_plays([c("Ad"), c("2d")], ruffed, coppe, italian)]
['Ad', '2d']
>>> [code(x) for x in legal_plays([c("Ac"), c("2c"), c("4s")], ruffed, coppe, italian)]
['Ac']
>>> [code(x) for x in legal_plays([c("2c"), c("4s")], ruffed, coppe, italian)]
['2c']
>>> check_play(2, c("4s"), [c("2c"), c("4s")], ruffed, coppe, italian)
Traceback (most recent call last):
...
coteccio_gui.engine.errors.MustTrump: seat 2 must play a trump (coppe) but played 4s
>>> check_play(2, c("2c"), [c("Ac"), c("2c")], ruffed, coppe, italian)
Traceback (most recent call last):
...
coteccio_gui.engine.errors.MustOvertrump: seat 2 must overtrump 7c but played 2c
>>> check_play(1, c("2d"), [c("Ad"), c("2d")], led, coppe, italian)
Traceback (most recent call last):
...
coteccio_gui.engine.errors.MustHeadTrick: seat 1 must head the trick over Rd but played 2d
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import (
    CardNotInHand,
    MustFollowSuit,
    MustHeadTrick,
    MustOvertrump,
    MustTrump,
)

Plays = Sequence[tuple[int, Card]]
"""The cards on a trick: (seat, card) in the order played."""


@dataclass(frozen=True, slots=True)
class TrumpPack:
    """A pack as trick play with trumps needs it, every table indexed by card."""

    suit: tuple[int, ...]
    """The suit of each card."""
    strength: tuple[int, ...]
    """The taking strength of each card: higher beats lower within a suit."""
    codes: tuple[str, ...]
    """The record code of each card, for the refusals' words."""
    suit_names: tuple[str, ...]
    """The name of each suit, for the refusals' words."""

    def beats(self, challenger: Card, best: Card, trump: int | None) -> bool:
        """Whether ``challenger``, played after ``best`` (the card heading the trick), heads it:
        a higher card of the same suit, or a trump on a card of another suit."""
        suit = self.suit
        if suit[challenger] == suit[best]:
            return self.strength[challenger] > self.strength[best]
        return suit[challenger] == trump


def best_play(plays: Plays, trump: int | None, pack: TrumpPack) -> tuple[int, Card]:
    """The (seat, card) heading ``plays``: the highest trump, or else the highest card of the
    suit led."""
    head = plays[0]
    for play in plays[1:]:
        if pack.beats(play[1], head[1], trump):
            head = play
    return head


def trick_winner(plays: Plays, trump: int | None, pack: TrumpPack) -> int:
    """The seat that takes the finished trick ``plays``."""
    return best_play(plays, trump, pack)[0]


def legal_plays(
    hand: Sequence[Card],
    trick: Plays,
    trump: int | None,
    pack: TrumpPack,
    *,
    must_beat: bool = True,
    underruff: bool = True,
) -> list[Card]:
    """The cards of ``hand`` that may go on ``trick`` (in the hand's order): any card to lead;
    else the obligations of this module's docstring."""
    if not trick:
        return list(hand)
    suit, strength = pack.suit, pack.strength
    led = suit[trick[0][1]]
    best = best_play(trick, trump, pack)[1]
    trumped = suit[best] == trump and led != trump
    follow = [c for c in hand if suit[c] == led]
    if follow:
        if trumped or not must_beat:
            return follow
        return [c for c in follow if strength[c] > strength[best]] or follow
    trumps = [c for c in hand if suit[c] == trump]
    if not trumps:
        return list(hand)
    if not trumped:
        return trumps
    over = [c for c in trumps if strength[c] > strength[best]]
    if must_beat and over:
        return over
    return trumps if underruff else list(hand)


def check_play(
    seat: int,
    card: Card,
    hand: Sequence[Card],
    trick: Plays,
    trump: int | None,
    pack: TrumpPack,
    *,
    must_beat: bool = True,
    underruff: bool = True,
) -> None:
    """A play checked: ``CardNotInHand`` unless ``seat`` holds ``card``, then the error that
    says which obligation it breaks (``MustFollowSuit``, ``MustHeadTrick``, ``MustTrump``,
    ``MustOvertrump``), in the pack's words."""
    names = pack.codes
    if card not in hand:
        raise CardNotInHand(seat, card, names[card])
    allowed = legal_plays(hand, trick, trump, pack, must_beat=must_beat, underruff=underruff)
    if card in allowed:
        return
    suit = pack.suit
    led = suit[trick[0][1]]
    best = best_play(trick, trump, pack)[1]
    if any(suit[c] == led for c in hand):
        if suit[card] != led:
            raise MustFollowSuit(seat, led, card, (pack.suit_names[led], names[card]))
        raise MustHeadTrick(seat, card, best, tuple(allowed), (names[best], names[card]))
    assert trump is not None  # without trumps every card of a void hand is allowed
    if suit[card] != trump:
        raise MustTrump(seat, trump, card, tuple(allowed), (pack.suit_names[trump], names[card]))
    raise MustOvertrump(seat, card, best, tuple(allowed), (names[best], names[card]))
