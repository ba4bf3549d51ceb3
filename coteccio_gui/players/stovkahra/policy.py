"""The rule-based card choice of Stovkahra, on bit masks (bit ``c`` is card ``c``).

A seat sees its own hand and the cards gone; ``free`` is every card it cannot place (neither
played nor its own). Leading: cash a plain suit's master that gathers points while the suit is
still out, draw trumps when long and master in them, else lead low from the longest plain suit,
keeping the Seven of trumps for the last trick. Following: a partner's sure trick is loaded with
points; an opponent's trick is taken with a Seven if one can take it (its bonus), else with the
weakest card that surely holds, else given the cheapest card.
"""

from __future__ import annotations

from coteccio_gui.games.stovkahra.cards import POINTS, RANK_OF, SUIT_OF, TRUMP_PACK, Rank

FULL = (1 << 32) - 1
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
"""The eight cards of each suit, as a mask."""
HIGHER: tuple[int, ...] = tuple(((1 << c) - 1) & SUIT_MASK[SUIT_OF[c]] for c in range(32))
"""The cards of the same suit that beat each card (a lower rank index is stronger)."""
STRENGTH = TRUMP_PACK.strength
SEVENS = frozenset(c for c in range(32) if RANK_OF[c] == Rank.SEVEN)


def top(mask: int) -> int:
    """The strongest card of a mask of one suit (its lowest bit)."""
    return (mask & -mask).bit_length() - 1


def bottom(mask: int) -> int:
    """The weakest card of a mask of one suit (its highest bit)."""
    return mask.bit_length() - 1


def cards(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def beats(challenger: int, best: int, trump: int) -> bool:
    """Whether ``challenger`` heads a trick that ``best`` heads."""
    if SUIT_OF[challenger] == SUIT_OF[best]:
        return challenger < best
    return SUIT_OF[challenger] == trump


def legal(hand: int, led: int, best: int, trump: int, must_beat: bool, underruff: bool) -> int:
    """The engine's legal cards (``engine.trumps``) as a mask; ``led`` -1 to lead."""
    if led < 0:
        return hand
    trumped = SUIT_OF[best] == trump and led != trump
    follow = hand & SUIT_MASK[led]
    if follow:
        if trumped or not must_beat:
            return follow
        return (follow & HIGHER[best]) or follow
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if not trumped:
        return trumps
    over = trumps & HIGHER[best]
    if must_beat and over:
        return over
    return trumps if underruff else hand


def lead(hand: int, free: int, trump: int) -> int:
    """The card to lead."""
    plain = [s for s in range(4) if s != trump and hand & SUIT_MASK[s]]
    best, best_points = -1, -1
    for s in plain:
        mine = hand & SUIT_MASK[s]
        t = top(mine)
        out = free & SUIT_MASK[s]
        if not out & HIGHER[t] and out.bit_count() >= 2 and POINTS[t] > best_points:
            best, best_points = t, POINTS[t]
    if best >= 0 and best_points > 0:
        return best
    trumps = hand & SUIT_MASK[trump]
    out_trumps = free & SUIT_MASK[trump]
    if trumps.bit_count() >= 3 and out_trumps and not out_trumps & HIGHER[top(trumps)]:
        return top(trumps)
    if plain:
        # lowest from the longest plain suit (its weakest card; fewest points on ties)
        s = max(plain, key=lambda x: ((hand & SUIT_MASK[x]).bit_count(), -x))
        return bottom(hand & SUIT_MASK[s])
    if best >= 0:
        return best
    low_first = cards(trumps)  # strongest first: keep the Seven of trumps for the end
    return low_first[0]


def follow(
    hand: int,
    allowed: int,
    trick: list[tuple[int, int]],
    best_seat: int,
    best: int,
    seat: int,
    free: int,
    trump: int,
) -> int:
    """The card to play on ``trick`` from the ``allowed`` ones."""
    options = cards(allowed)
    if len(options) == 1:
        return options[0]
    remaining = 3 - len(trick)
    led = SUIT_OF[trick[0][1]]
    out_trumps = free & SUIT_MASK[trump]
    ruff_risk = bool(out_trumps) and (free & SUIT_MASK[led]).bit_count() < remaining
    if best_seat == seat ^ 2 and (remaining == 0 or _holds(best, free, trump, ruff_risk)):
        plain = [c for c in options if SUIT_OF[c] != trump] or options
        return max(plain, key=lambda c: (POINTS[c], -STRENGTH[c]))
    winners = [c for c in options if beats(c, best, trump)]
    if winners:
        if remaining == 0:
            sevens = [c for c in winners if c in SEVENS]
            if sevens:
                return sevens[0]
            return min(winners, key=lambda c: (SUIT_OF[c] == trump, STRENGTH[c], POINTS[c]))
        safe = [c for c in winners if _holds(c, free, trump, ruff_risk)]
        if safe:
            return min(safe, key=lambda c: (SUIT_OF[c] == trump, STRENGTH[c]))
    losers = [c for c in options if c not in winners] or options
    return min(losers, key=lambda c: (POINTS[c], SUIT_OF[c] == trump, STRENGTH[c]))


def _holds(card: int, free: int, trump: int, ruff_risk: bool) -> bool:
    """Whether ``card``, heading a trick, surely holds against the cards out: none higher of
    its suit, and (for a plain card) no ruff to fear."""
    if free & HIGHER[card]:
        return False
    return SUIT_OF[card] == trump or not ruff_risk
