"""Why the coach's card: a reason a player can check on the table, for any trick game.

The coach's numbers say how much better a card did over the deals it tried; a player also wants
the reason in the game's terms. :func:`reason` reads a seat's :class:`Position` (what every
trick game shares: the hand, the trick, the cards already played, the rank order, a trump suit,
the partners the seat knows, a suit its partner signalled) and the card recommended, and
returns a :class:`Reason`: what the card does (it stays under the card heading the trick, it
takes the trick as the last to play, it adds its points to the partner's trick, it is the
highest card of its suit yet to be played…) with the cards, the suit and the count it speaks of.
It is a value: the words are the ui's (``ui.games.coach_reasons``). Each game's study builds
the position from its own view (``players.<game>.study``).

>>> from coteccio_gui.engine.cards import card_from_code as c
>>> from coteccio_gui.engine.tricks import COTECCIO
>>> p = Position(0, 4, (c("3s"), c("Rs")), (c("3s"), c("Rs")), ((3, c("5s")),), frozenset(),
...              range(40), COTECCIO.trick_winner, COTECCIO.strength, COTECCIO.points, avoid=True)
>>> r = reason(p, c("3s"))
>>> r.why is Why.UNDER, r.other == c("5s")
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.games.cucco.tricks import trick_winner


class Why(Enum):
    """What the recommended card does, in the game's terms."""

    UNDER = "under"
    """Avoiding tricks: the card stays under ``other``, which heads the trick."""
    SHED = "shed"
    """Avoiding tricks, void in the suit led (``suit``): the card goes on a trick not taken."""
    FORCED_TAKE = "forced_take"
    """Avoiding tricks: every card the seat may play beats ``other``; the highest goes (else
    ``kept`` is the highest, kept back)."""
    TAKE_CHEAP = "take_cheap"
    """Avoiding tricks: the card goes over ``other`` now, on a trick of ``count`` points."""
    LEAD_LOWEST = "lead_lowest"
    """Avoiding tricks, leading: no card of ``suit`` yet to be played is lower."""
    LEAD_UNDER = "lead_under"
    """Avoiding tricks, leading: ``count`` cards of ``suit`` yet to be played beat the card."""
    LEAD_TOP = "lead_top"
    """Avoiding tricks, leading: nothing yet to be played beats the card; a cheap trick taken."""
    TAKE_LAST = "take_last"
    """Taking points, last to play: the card beats ``other`` and the trick is the seat's."""
    TAKE = "take"
    """Taking points: the card beats ``other`` and heads the trick for now."""
    RUFF = "ruff"
    """Void in ``suit`` led: the card, a trump, beats ``other``."""
    PARTNER_GIVE = "partner_give"
    """The partner heads the trick with ``other``: the card adds its points."""
    PARTNER_LOW = "partner_low"
    """The partner heads the trick with ``other``: a card worth nothing, the good ones kept."""
    LET_GO = "let_go"
    """``other`` may take this trick: the seat keeps ``kept``, which could beat it, for later."""
    CANNOT_BEAT = "cannot_beat"
    """No card of ``suit`` the seat holds beats ``other``: the card gives away the fewest points
    (else ``kept`` is a card worth fewer, kept back)."""
    THROW = "throw"
    """Void in ``suit`` led and not taking: the card is the one the seat misses least."""
    LEAD_KNOCKED = "lead_knocked"
    """The partner knocked (*busso*) in ``suit``: the card leads it back."""
    LEAD_SKIMMED = "lead_skimmed"
    """The partner skimmed (*striscio*) ``suit``, his best suit: the card leads to it."""
    LEAD_MASTER = "lead_master"
    """No card of ``suit`` yet to be played beats the card: it takes the trick."""
    LEAD_TRUMP = "lead_trump"
    """The card leads a trump, to draw the ``count`` trumps yet to be played."""
    LEAD_LOW = "lead_low"
    """The card leads low in ``suit``, keeping ``kept``, a higher card of it, for later."""
    LEAD_LONG = "lead_long"
    """The card leads the seat's longest suit, ``suit``, of ``count`` (two or more) cards."""
    LEAD_SHORT = "lead_short"
    """The card leads ``suit``, of which the seat holds only ``count`` cards."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a card, as facts of the position: the card, the one it speaks of, a suit, a count."""

    why: Why
    card: Card
    other: Card | None = None
    """The card on the trick that matters (the one heading it)."""
    kept: Card | None = None
    """A card of the hand kept back."""
    suit: int | None = None
    count: int = 0
    under: bool = False
    """The points counted are fewer than ``count`` (a part of a point: the Tressette thirds)."""


@dataclass(frozen=True, slots=True)
class Position:
    """What a reason reads of a seat's view, in every trick game."""

    seat: int
    trick_size: int
    """The cards a full trick holds (the seats playing this hand)."""
    hand: tuple[Card, ...]
    legal: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    gone: frozenset[Card]
    """Cards out of play as the seat knows (tricks played, its own discards)."""
    deck: Iterable[Card]
    winner: Callable[[Sequence[tuple[int, Card]]], int]
    """The game's own rule: the seat whose card takes these plays."""
    strength: Sequence[int]
    """The rank order within a suit (higher takes)."""
    points: Sequence[int]
    """Each card's points, in the game's unit."""
    avoid: bool = False
    """Whether the seat wants to take no tricks (Coteccio, Rovescino) rather than points."""
    suit_of: Sequence[int] = SUIT_OF
    trump: int | None = None
    partners: frozenset[int] = frozenset()
    """The seats the seat knows are on its side."""
    knocked: int | None = None
    """A suit the seat's partner knocked in (*busso*), to lead back."""
    skimmed: int | None = None
    """A suit the seat's partner skimmed (*striscio*): his best."""
    point_unit: int = 1
    """How many of ``points`` make one point as the game counts it (3: thirds)."""


def takes(p: Position, card: Card) -> bool:
    """Whether ``card`` would head the trick on the table, by the game's own rule."""
    return p.winner((*p.trick, (p.seat, card))) == p.seat


def head(p: Position) -> tuple[int, Card]:
    """The seat and the card heading the trick on the table (not empty)."""
    seat = p.winner(p.trick)
    return seat, next(c for s, c in p.trick if s == seat)


def still_out(p: Position) -> list[Card]:
    """The cards the seat has not seen played and does not hold."""
    held = set(p.hand)
    on_table = {c for _, c in p.trick}
    return [c for c in p.deck if c not in held and c not in p.gone and c not in on_table]


def reason(p: Position, card: Card) -> Reason:
    """Why ``card`` (one of ``p.legal``), as facts of the position a player can check."""
    if p.trick:
        return _follow(p, card)
    return _lead(p, card)


def _follow(p: Position, card: Card) -> Reason:
    seat, top = head(p)
    led = p.suit_of[p.trick[0][1]]
    over = takes(p, card)
    followed = p.suit_of[card] == led
    if p.avoid:
        if not over:
            return Reason(Why.UNDER if followed else Why.SHED, card, top, suit=led)
        if all(takes(p, c) for c in p.legal):
            high = max(p.legal, key=lambda c: p.strength[c])
            kept = None if p.strength[card] >= p.strength[high] else high
            return Reason(Why.FORCED_TAKE, card, top, kept=kept, suit=led)
        on = sum(p.points[c] for _, c in p.trick) + p.points[card]
        whole, part = divmod(on, p.point_unit)
        return Reason(Why.TAKE_CHEAP, card, top, count=whole + (part > 0), under=part > 0)
    if over:
        if not followed:
            return Reason(Why.RUFF, card, top, suit=led)
        last = len(p.trick) == p.trick_size - 1
        return Reason(Why.TAKE_LAST if last else Why.TAKE, card, top, suit=led)
    if seat in p.partners:
        why = Why.PARTNER_GIVE if p.points[card] else Why.PARTNER_LOW
        return Reason(why, card, top, suit=led)
    winners = [c for c in p.legal if takes(p, c)]
    if winners:
        kept = max(winners, key=lambda c: (p.suit_of[c] == p.trump, p.strength[c]))
        return Reason(Why.LET_GO, card, top, kept=kept, suit=led)
    if not followed:
        return Reason(Why.THROW, card, top, suit=led)
    cheap = min(p.legal, key=lambda c: p.points[c])
    kept = None if p.points[card] <= p.points[cheap] else cheap
    return Reason(Why.CANNOT_BEAT, card, top, kept=kept, suit=led)


def _lead(p: Position, card: Card) -> Reason:
    suit = p.suit_of[card]
    out = [c for c in still_out(p) if p.suit_of[c] == suit]
    higher = sum(1 for c in out if p.strength[c] > p.strength[card])
    if p.avoid:
        if higher == 0:
            return Reason(Why.LEAD_TOP, card, suit=suit)
        if all(p.strength[c] > p.strength[card] for c in out):
            return Reason(Why.LEAD_LOWEST, card, suit=suit)
        return Reason(Why.LEAD_UNDER, card, suit=suit, count=higher)
    if p.knocked == suit:
        return Reason(Why.LEAD_KNOCKED, card, suit=suit)
    if p.skimmed == suit:
        return Reason(Why.LEAD_SKIMMED, card, suit=suit)
    if p.trump is not None and suit == p.trump and out:
        return Reason(Why.LEAD_TRUMP, card, suit=suit, count=len(out))
    if higher == 0 and out:
        return Reason(Why.LEAD_MASTER, card, suit=suit)
    mine = [c for c in p.hand if p.suit_of[c] == suit]
    above = [c for c in mine if p.strength[c] > p.strength[card]]
    if above:
        return Reason(Why.LEAD_LOW, card, kept=max(above, key=lambda c: p.strength[c]), suit=suit)
    longest = max(sum(1 for c in p.hand if p.suit_of[c] == p.suit_of[x]) for x in p.hand)
    why = Why.LEAD_LONG if 1 < len(mine) >= longest else Why.LEAD_SHORT
    return Reason(why, card, suit=suit, count=len(mine))


def cucco_winner(plays: Sequence[tuple[int, Card]], ranks: Sequence[int]) -> int:
    """The seat that takes ``plays`` with the Cucco pack (the first of two equal cards)."""
    return plays[trick_winner([c for _, c in plays], ranks)][0]


def gone_in(tricks: Iterable[Sequence[tuple[int, Card]]]) -> frozenset[Card]:
    """The cards of finished tricks (each a sequence of (seat, card))."""
    return frozenset(c for plays in tricks for _, c in plays)
