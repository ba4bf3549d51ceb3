"""The rule-based card policy of both Cucco games: win points for the side, give them to a
partner who holds the trick, never waste a sure winner.

``ally[s]`` is +1 for the seat itself and the partners it knows, -1 for known opponents and
0 for seats whose side it does not know (Zifuli before the partnership is revealed).
``known`` is the bitmask of the cards the seat knows are not in other hands: its own, the
table and, for a player who counts, every card already played. A card is *master* when no
card that could still be played against it ranks above it (its twin only ties, and the first
of two equal cards wins).
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import HALVES, RANK_COCH, RANK_ZIFULI, SUIT

_LOW = {
    zifuli: tuple(HALVES[c] * 16 + (RANK_ZIFULI[c] if zifuli else RANK_COCH[c]) for c in range(40))
    for zifuli in (False, True)
}
"""Points first, then rank: the order in which cards are cheapest to give away."""


def choose(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trick_seats: Sequence[int],
    seat: int,
    ally: Sequence[int],
    known: int,
    ranks: Sequence[int],
    above: Sequence[int],
    void: Sequence[int] = (),
) -> Card:
    """The card to play now; ``void[s]`` (if given) is the bitmask of suits seat ``s`` has
    shown it lacks (1 Figure, 2 Matte): without the suit led, a seat cannot win the trick."""
    low = _LOW[ranks is RANK_ZIFULI].__getitem__
    if not trick:
        sure = [c for c in hand if not above[c] & ~known]
        if sure:  # cash a sure winner, the one worth most
            return max(sure, key=low)
        return min(hand, key=low)  # lead low so that a partner may win it
    n = len(ally)
    led = SUIT[trick[0]]
    best = trick[0]
    winner = trick_seats[0]
    for i in range(1, len(trick)):
        c = trick[i]
        if SUIT[c] == led and ranks[c] > ranks[best]:
            best, winner = c, trick_seats[i]
    follow = [c for c in hand if SUIT[c] == led]
    enemies_after = False
    led_bit = 1 << led
    for j in range(1, n - len(trick)):
        s = (seat + j) % n
        if ally[s] <= 0 and not (void and void[s] & led_bit):
            enemies_after = True
            break
    if ally[winner] > 0 and (not enemies_after or not above[best] & ~known):
        # the side holds the trick: give it points, keep sure winners for later
        legal = follow or hand
        return max(legal, key=lambda c: (HALVES[c], bool(above[c] & ~known), -ranks[c]))
    if follow:
        rank = ranks[best]
        winners = [c for c in follow if ranks[c] > rank]
        if winners:
            if not enemies_after:
                return min(winners, key=ranks.__getitem__)
            sure = [c for c in winners if not above[c] & ~known]
            if sure:
                return min(sure, key=ranks.__getitem__)
            if ally[winner] <= 0 and sum(HALVES[c] for c in trick) >= 2:
                return max(winners, key=ranks.__getitem__)
        return min(follow, key=low)
    return min(hand, key=lambda c: (HALVES[c], not above[c] & ~known, ranks[c]))
