"""The rule-based card of Rovescino: the normal and hard levels, and the expert's rollouts.

It sees one hand, the cards on the table, how many seats play, ``out`` (the cards that may
still be in the hands that matter: a normal player forgets earlier tricks, a hard player
counts them and reads voids) and what the last trick costs beyond its cards (a point, and
the monte). Rules of thumb of a trick-avoidance game:

- following, **duck** under the winning card with the highest card that still loses,
  rather with one that carries points (an Asso dropped on another's trick is gone);
- forced to win, win **low** if someone may still overtake, else shed the strongest card;
- void, **throw the most dangerous** card: points, strength, a card nothing can beat;
- leading, lead the card **least likely to win**, and with two cards left keep the one
  that loses the last trick when the last trick (and the monte) is worth avoiding.

Ties go to the lower card code, so the choice never depends on the order of the hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH as STRENGTH
from coteccio_gui.engine.tricks import TRESSETTE_THIRDS as THIRDS
from coteccio_gui.players.masks import SUIT_MASK, mask_of
from coteccio_gui.players.masks import TRESSETTE_ABOVE as ABOVE
from coteccio_gui.players.masks import TRESSETTE_BELOW as BELOW


def _duck_key(c: Card) -> float:
    return STRENGTH[c] + 1.5 * THIRDS[c]


_SUIT_CARDS = [range(s * 10, s * 10 + 10) for s in range(4)]
DUCK_ORDER: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted(cards, key=lambda c: (-_duck_key(c), c))) for cards in _SUIT_CARDS
)
"""Per suit, the cards to duck with, best first: the strongest, points first."""
WEAK_ORDER: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted(cards, key=lambda c: STRENGTH[c])) for cards in _SUIT_CARDS
)
"""Per suit, the cards from the weakest (the 4) to the strongest (the 3)."""
STRONG_ORDER: tuple[tuple[Card, ...], ...] = tuple(w[::-1] for w in WEAK_ORDER)


def choose(
    hand: Sequence[Card], trick: Sequence[Card], seats: int, out: int, last_cost: float = 3.0
) -> Card:
    """The card to play from ``hand`` with ``trick`` on the table among ``seats`` seats."""
    return choose_mask(mask_of(hand), trick, seats, out, last_cost)


def choose_mask(hand: int, trick: Sequence[Card], seats: int, out: int, last_cost: float) -> Card:
    """:func:`choose` for a hand given as a mask of cards (what the expert's rollouts hold)."""
    if not trick:
        return lead(hand, out, last_cost)
    led = SUIT_OF[trick[0]]
    follow = hand & SUIT_MASK[led]
    if not follow:
        return discard(hand, out)
    top = trick[0]
    for c in trick:
        if SUIT_OF[c] == led and STRENGTH[c] > STRENGTH[top]:
            top = c
    under = follow & BELOW[top]
    if under:  # a card that loses: shed the highest, points first
        for c in DUCK_ORDER[led]:
            if under >> c & 1:
                return c
    for low in WEAK_ORDER[led]:
        if follow >> low & 1:
            break
    if len(trick) == seats - 1 or not ABOVE[low] & out:
        for c in STRONG_ORDER[led]:  # the trick is ours anyway: shed the strongest
            if follow >> c & 1:
                return c
    return low


def discard(hand: int, out: int) -> Card:
    """The card to throw away when void in the suit led: the most dangerous one."""
    best, best_d = -1, -1e9
    for suit in range(4):
        held = hand & SUIT_MASK[suit]
        if held:
            d, c = _suit_discard(held, out & SUIT_MASK[suit])
            if d > best_d:
                best, best_d = c, d
    return best


_CACHE_LIMIT = 1 << 18
_DISCARD: dict[int, tuple[float, Card]] = {}
_LEAD: dict[int, tuple[float, Card]] = {}


def _suit_discard(held: int, out: int) -> tuple[float, Card]:
    """The most dangerous of ``held`` (cards of one suit), given ``out`` of that suit (cached)."""
    key = held | out << 40
    got = _DISCARD.get(key)
    if got is None:
        best, best_d = -1, -1e9
        for c in range(40):
            if held >> c & 1:
                d = danger(c, out)
                if d > best_d:
                    best, best_d = c, d
        if len(_DISCARD) > _CACHE_LIMIT:
            _DISCARD.clear()
        got = _DISCARD[key] = (best_d, best)
    return got


def danger(c: Card, out: int) -> float:
    """How likely ``c`` is to cost points later: its points, its strength, nothing above it."""
    d = 2.0 * THIRDS[c] + STRENGTH[c]
    if not ABOVE[c] & out:
        d += 8.0  # nobody can overtake it: whenever its suit is played, it wins
    return d


def win_chance(c: Card, out: int) -> float:
    """A rough chance that ``c``, led, wins the trick (the others duck when they can)."""
    above = ABOVE[c] & out
    if not above:
        return 1.0
    below = (BELOW[c] & out).bit_count()
    return below / (above.bit_count() + below)


def lead(hand: int, out: int, last_cost: float = 3.0) -> Card:
    """The card to lead: the least likely to win, weighted by its points (:func:`lead_risk`).

    With two cards left, the order that costs least over this trick and the last one.
    """
    if hand.bit_count() == 2:
        a = (hand & -hand).bit_length() - 1
        b = hand.bit_length() - 1
        pa, pb = win_chance(a, out), win_chance(b, out)
        keep_b = pa * (THIRDS[a] + 1) + pb * (last_cost + THIRDS[b] + 1)
        keep_a = pb * (THIRDS[b] + 1) + pa * (last_cost + THIRDS[a] + 1)
        return a if keep_b <= keep_a else b
    best, best_r = -1, 1e9
    for suit in range(4):
        held = hand & SUIT_MASK[suit]
        if held:
            r, c = _suit_lead(held, out & SUIT_MASK[suit])
            if r < best_r:
                best, best_r = c, r
    return best


def _suit_lead(held: int, out: int) -> tuple[float, Card]:
    """The card of ``held`` (one suit) least risky to lead, given ``out`` of that suit (cached).

    The risk of a card depends only on the cards of its own suit, so the reading of past
    plays and the rollouts, which ask this very often, look most answers up.
    """
    key = held | out << 40
    got = _LEAD.get(key)
    if got is None:
        best, best_r = -1, 1e9
        for c in range(40):
            if held >> c & 1:
                r = lead_risk(c, out)
                if r < best_r:
                    best, best_r = c, r
        if len(_LEAD) > _CACHE_LIMIT:
            _LEAD.clear()
        got = _LEAD[key] = (best_r, best)
    return got


def lead_risk(c: Card, out: int) -> float:
    """A rough risk of winning the trick when leading ``c``, weighted by its points."""
    if not out & SUIT_MASK[SUIT_OF[c]]:
        return 20.0 + THIRDS[c]  # nobody can follow: sure to win, and the others shed on it
    if not ABOVE[c] & out:
        return 10.0 + THIRDS[c]
    return win_chance(c, out) * 6.0 + THIRDS[c] * 0.25 + STRENGTH[c] * 0.01
