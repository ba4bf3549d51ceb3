"""A playout policy learned offline: a linear score over features of (position, card).

Fitted by ``tools/learn_playout.py`` to the cards the searches (expert and hard) chose at tables
of the project's own levels (expert iteration), so that the expert's playouts may foresee a
player who searches rather than one who follows the rules. The shipped expert does not weigh it:
as a fourth style (``tools/expert_pair.py learned=W:A``) it measured no clear gain at a table of
samplers and leaned to a loss at a normal one (docs/computer-players.md, "tried, not taken").
The weights live in ``learned_weights``; the card with the highest score is played (the lowest
code of equals), so playouts stay deterministic. It sees what a counting player sees: its hand,
the table and the cards played.
"""

from __future__ import annotations

from coteccio_gui.engine import POINTS, Card
from coteccio_gui.engine.tricks import COTECCIO_STRENGTH
from coteccio_gui.players.coteccio.learned_weights import WEIGHTS
from coteccio_gui.players.masks import ABOVE, BELOW, BIT, SUIT_MASK

LEAD, FOLLOW, DISCARD = 0, 1, 2
"""The three kinds of choice, each with its own weights."""
_SUIT = tuple(SUIT_MASK[c // 10] for c in range(40))


def kind(hand: int, best: Card) -> int:
    """Which weights a choice uses: a lead, a follow, or a throw-off when void."""
    if best < 0:
        return LEAD
    return FOLLOW if hand & _SUIT[best] else DISCARD


def features(
    c: Card, hand: int, trick: list[Card], best: Card, out: int, rule: Card, seats: int
) -> list[float]:
    """The features of playing ``c`` from ``hand`` (``out``: the cards others may hold)."""
    suit = _SUIT[c]
    mine = hand & suit
    above_out = (ABOVE[c] & out).bit_count()
    wins = best < 0 or (_SUIT[best] == suit and c < best)
    table = 0
    for x in trick:
        table += POINTS[x]
    rest = hand ^ BIT[c]
    voids = 0
    for m in SUIT_MASK:
        if not rest & m:
            voids += 1
    later = seats - 1 - len(trick)
    return [
        1.0 if c == rule else 0.0,
        POINTS[c] / 3,
        above_out,
        (BELOW[c] & out).bit_count(),
        mine.bit_count(),
        1.0 if mine == BIT[c] else 0.0,
        1.0 if not above_out else 0.0,
        (out & suit).bit_count(),
        (ABOVE[c] & mine).bit_count(),
        (BELOW[c] & mine).bit_count(),
        COTECCIO_STRENGTH[c] / 9,
        (table / 3 if wins else 0.0) if trick else 0.0,
        1.0 if wins and trick else 0.0,
        hand.bit_count() / 5,
        voids,
        1.0 if wins and above_out and later else 0.0,
        later / (seats - 1),
        POINTS[c] / 3 if wins else 0.0,
    ]


def choose_bits(hand: int, trick: list[Card], best: Card, out: int, rule: Card, seats: int) -> Card:
    """The legal card of ``hand`` with the highest learned score (``rule``: the counting rule's)."""
    k = kind(hand, best)
    legal = hand & _SUIT[best] if k == FOLLOW else hand
    weights = WEIGHTS[k]
    best_card, best_score = -1, -1e18
    m = legal
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        s = 0.0
        for w, f in zip(weights, features(c, hand, trick, best, out, rule, seats), strict=True):
            s += w * f
        if s > best_score:
            best_card, best_score = c, s
    return best_card
