"""The rule-based card policy of the normal and hard levels, also used inside the expert's playouts.

It sees one hand, the cards on the table and ``out``: the cards that may still be
in the hands of the seats that matter (a normal player forgets earlier tricks; a
hard player removes the cards already played and the suits a seat has shown void).
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine import POINTS, Card
from coteccio_gui.engine.cards import RANK_OF, SUIT_OF
from coteccio_gui.players.masks import ABOVE, BELOW, SUIT_MASK


def choose(hand: Sequence[Card], trick: Sequence[Card], seats: int, out: int) -> Card:
    """The card to play from ``hand`` with ``trick`` on the table among ``seats`` seats.

    Of cards the rules rate alike, the lowest code: the choice depends on the cards held,
    not on the order they were dealt in, so a search can foresee it exactly.
    """
    hand = sorted(hand)
    if not trick:
        return lead(hand, out)
    led = SUIT_OF[trick[0]]
    follow = [c for c in hand if SUIT_OF[c] == led]
    if not follow:
        return discard(hand, out)
    best = 40
    for c in trick:
        if c < best and SUIT_OF[c] == led:
            best = c
    highest_under = -1
    for c in follow:
        # the highest card that still loses: it sheds strength at no cost
        if c > best and (highest_under < 0 or c < highest_under):
            highest_under = c
    if highest_under >= 0:
        return highest_under
    low = max(follow)
    if len(trick) == seats - 1 or not ABOVE[low] & out:
        return min(follow)  # the trick is ours anyway: shed the highest card
    return low


def discard(hand: Sequence[Card], out: int) -> Card:
    """The card to throw away when void in the suit led: the most dangerous one."""
    best_card, best_danger = hand[0], -1
    for c in hand:
        d = danger(c, out)
        if d > best_danger:
            best_card, best_danger = c, d
    return best_card


def danger(c: Card, out: int) -> int:
    """How likely ``c`` is to take points later: its points, its rank, no card left above it."""
    d = 2 * POINTS[c] + 9 - RANK_OF[c]
    if not ABOVE[c] & out:
        d += 8  # nobody can overtake it: whenever its suit is played, it wins
    return d


def lead(hand: Sequence[Card], out: int) -> Card:
    """The card to lead: the one least likely to win the trick, then the fewest points."""
    best_card, best_risk = hand[0], 1e9
    for c in hand:
        r = lead_risk(c, out)
        if r < best_risk:
            best_card, best_risk = c, r
    return best_card


def lead_risk(c: Card, out: int) -> float:
    """A rough risk of winning the trick when leading ``c``, weighted by its points."""
    suit_out = out & SUIT_MASK[SUIT_OF[c]]
    if not suit_out:
        return 20.0 + POINTS[c]  # nobody can follow: sure to win, and others shed on it
    above = (ABOVE[c] & out).bit_count()
    below = (BELOW[c] & out).bit_count()
    if not above:
        return 10.0 + POINTS[c]
    return below / (above + below) * 6.0 + POINTS[c] * 0.25 + RANK_OF[c] * -0.01
