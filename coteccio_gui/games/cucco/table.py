"""What both Cucco games do the same way at the table: dealing in packets, checking a play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.games.cucco.cards import SUIT, CuccoSuit
from coteccio_gui.games.cucco.errors import must_follow, not_in_hand


def deal_packets(
    rng: random.Random, first: int, seats: int, size: int, packet: int
) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the pack and deal ``size`` cards to each seat in packets of ``packet``, going
    round in the order of play from seat ``first`` (the dealer's right)."""
    deck = list(range(40))
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for lap in range(size // packet):
        for k in range(seats):
            start = (lap * seats + k) * packet
            hands[(first + k) % seats].extend(deck[start : start + packet])
    return tuple(tuple(h) for h in hands)


def checked_play(seat: int, card: Card, hand: Sequence[Card], led: Card | None) -> Card:
    """The card ``seat`` plays when it names ``card``: that copy if held, else its twin;
    ``IllegalAction`` if neither is held or the seat must follow the suit ``led``."""
    if type(card) is not int or not 0 <= card < 40:
        raise IllegalAction(f"{card!r} is not a card of the Cucco pack")
    if card not in hand:
        if card ^ 1 not in hand:
            raise not_in_hand(seat, card)
        card ^= 1  # the other copy of the same design: the same card for the rules
    if led is not None:
        suit = SUIT[led]
        if SUIT[card] != suit and any(SUIT[c] == suit for c in hand):
            raise must_follow(seat, CuccoSuit(suit), card)
    return card
