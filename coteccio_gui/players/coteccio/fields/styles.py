"""The fields' playout styles: how every seat plays out a deal in a field's search.

Three styles unlike one another and unlike the project's counting rule (``policy.py``, which
none of them reads): uniformly random legal cards; a point-shedder that throws its highest
counters whenever it cannot win the trick; and a plain low-card rule whose last two tricks are
searched exactly, every seat playing its best on the known deal (max^n).
"""

from __future__ import annotations

import random

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import POINTS, SUIT_OF
from coteccio_gui.players.coteccio.fields.table import Hand, Outcome

EXACT_FROM = 2
"""The exact style searches the hand exactly once no seat holds more than this many cards."""


def random_finish(hand: Hand, seat: int, rng: random.Random) -> Outcome:
    """Every seat plays a uniformly random legal card to the end."""
    while not hand.over:
        legal = hand.legal()
        hand.play(legal[int(rng.random() * len(legal))])
    return hand.outcome(seat)


def _counter(c: Card) -> tuple[int, int]:
    """A card's weight as a counter: its points, then its height (the lower code, the higher)."""
    return POINTS[c], -c


def shed_card(hand: Hand) -> Card:
    """The point-shedder's card. Lead the lowest card of its longest suit. Void: throw its
    highest counter. Following under the winning card: throw its highest counter that still
    loses. Forced to win: last to play, the card with the fewest points (the highest of
    equals); otherwise its lowest card, hoping to be overtaken."""
    held = hand.hands[hand.turn]
    if not hand.trick:
        count = [0] * 4
        for c in held:
            count[SUIT_OF[c]] += 1
        return max(held, key=lambda c: (count[SUIT_OF[c]], c))
    led = SUIT_OF[hand.trick[0][1]]
    follow = [c for c in held if SUIT_OF[c] == led]
    if not follow:
        return max(held, key=_counter)
    top = hand.winning()
    under = [c for c in follow if c > top]
    if under:
        return max(under, key=_counter)
    if hand.last_to_play():
        return min(follow, key=lambda c: (POINTS[c], c))
    return max(follow)


def shed_finish(hand: Hand, seat: int, rng: random.Random) -> Outcome:
    """Every seat plays the point-shedder's card to the end."""
    while not hand.over:
        hand.play(shed_card(hand))
    return hand.outcome(seat)


def low_card(hand: Hand) -> Card:
    """The exact style's rule before its search: lead the lowest card of its shortest suit (to
    be void soon), follow with its lowest card, and when void throw its highest card (the
    most points first)."""
    held = hand.hands[hand.turn]
    if not hand.trick:
        count = [0] * 4
        for c in held:
            count[SUIT_OF[c]] += 1
        return max(held, key=lambda c: (-count[SUIT_OF[c]], c))
    led = SUIT_OF[hand.trick[0][1]]
    follow = [c for c in held if SUIT_OF[c] == led]
    if follow:
        return max(follow)
    return max(held, key=_counter)


def solve(hand: Hand) -> dict[int, Outcome]:
    """Every seat's outcome when each plays its best for itself on the known deal to the end
    (max^n: fewest lives, then fewest points, then the lowest code). ``hand`` is played on."""
    while not hand.over:
        legal = hand.legal()
        if len(legal) > 1:
            break
        hand.play(legal[0])  # a forced card: nothing to choose
    else:
        return hand.outcomes()
    seat = hand.turn
    best: dict[int, Outcome] | None = None
    for card in sorted(legal):
        line = hand.copy()
        line.play(card)
        got = solve(line)
        if best is None or got[seat] < best[seat]:
            best = got
    assert best is not None
    return best


def exact_finish(hand: Hand, seat: int, rng: random.Random) -> Outcome:
    """Every seat plays the low-card rule until at most ``EXACT_FROM`` cards are left in any
    hand, then the rest is searched exactly."""
    while not hand.over and hand.cards_left() > EXACT_FROM:
        hand.play(low_card(hand))
    if hand.over:
        return hand.outcome(seat)
    return solve(hand)[seat]
