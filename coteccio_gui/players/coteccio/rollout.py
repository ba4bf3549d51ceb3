"""A lean simulator of the rest of one hand, cards as bits of an int, for the searches.

A ``World`` is one full guess of the hidden cards. ``playout`` plays it to the end with
the rule-based policy for every seat (each seat remembering as its style says), or, for a
seat whose style looks ahead (``LOOK``), its rule's card unless another saves it a life on
this deal.
Hands are masks (``masks.py``), so following suit, ducking and shedding are bit tricks.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Protocol

from coteccio_gui.engine import POINTS, Card
from coteccio_gui.engine.cards import rank_of
from coteccio_gui.engine.tricks import COTECCIO_STRENGTH
from coteccio_gui.games.coteccio.rules import LAST_TRICK_POINTS
from coteccio_gui.players.masks import ABOVE, BELOW, BIT, FULL
from coteccio_gui.players.trick_loop import COTECCIO, take

POINT_WEIGHT = 0.002
"""How much one card point counts against a life, to break ties between equally safe cards.

Kept below 1/46 (a hand has 46 points at most) so that a cost's whole part is its lives."""

FORGET = 0
"""A seat that remembers only its hand and the table (the normal level)."""
COUNT = 1
"""A seat that remembers every card played this hand."""
LOOK = 4
"""Added to a memory: a seat that looks ahead, as a searching player does: it plays out each of
its legal cards on the playout's deal, everyone then playing the rules with their memories,
and leaves its rule's card only for one that saves it a life (``look_card``)."""
LOOK_MARGIN = 0.5
"""How much less another card must cost a seat that looks ahead, on the deal, for it to leave its
rule's card: a life, never card points alone. So it plays as a search that keeps its rule of
thumb unless another card is clearly better (``hard`` does, by a margin). Against leaving the
rule for any saving, paired by seed over 3,000 deals × 4 rotations, the expert lost −0.0097 ±
0.0042 lives a hand at a table of three hard, −0.0018 ± 0.0049 at three samplers
(docs/computer-players.md)."""
LATE_TRICK = 3
"""From the fourth trick (this many taken) a seat that looks ahead leaves its rule for any
saving, card points too: with two cards left a searching player sees nearly all the deal. Paired
by seed against the margin there too, the expert lost −0.0024 ± 0.0019 lives a hand at a table of
three hard (3,000 deals × 4 rotations); at three samplers and three normal, the same way inside
the noise (docs/computer-players.md)."""

_TAKES, _FOLLOW = COTECCIO.takes, COTECCIO.follow
_DANGER0 = tuple(2 * POINTS[c] + COTECCIO_STRENGTH[c] for c in range(40))
_LOW_TIE = tuple(int(rank_of(c)) * -0.01 for c in range(40))
"""A lead's risk tie-break: the lower the card, the less risk."""
_CAPOTTO = tuple(
    tuple(
        tuple(comb(u - b, h) / comb(u, h) if b <= u and h <= u else 0.0 for h in range(8))
        for b in range(10)
    )
    for u in range(41)
)
"""``_CAPOTTO[unseen][beaters][held]``: the chance that no beater is among ``held`` cards."""


@dataclass(slots=True)
class World:
    """One hand in progress with every card known; mutable, copied before each line of play."""

    hands: list[int]
    """Per seat, the mask of the cards it holds."""
    order: tuple[int, ...]
    nxt: list[int]
    turn: int
    trick: list[Card]
    seats: list[int]
    """Who played each card of ``trick``."""
    best: Card
    """The card winning the trick on the table (-1 if it is empty)."""
    trick_no: int
    taken: list[int]
    wins: list[int]
    played: int
    capotto: int
    """The seat playing for capotto, -1 if none, -2 once the hand is annulled."""
    style: list[int]
    """Per seat, how its rule-based policy remembers (``FORGET`` or ``COUNT``); not copied."""
    voids: tuple[int, ...] = ()
    """Per seat, the cards of the suits it has shown void (kept only with a ``guess``)."""
    guess: Guesser | None = None
    """How the seats that look ahead guess the cards they cannot see (``None``: they read the
    deal as if it were known to them); shared, not copied."""

    def copy(self) -> World:
        """An independent copy (the styles are shared: playing never changes them)."""
        return World(
            self.hands[:],
            self.order,
            self.nxt,
            self.turn,
            self.trick[:],
            self.seats[:],
            self.best,
            self.trick_no,
            self.taken[:],
            self.wins[:],
            self.played,
            self.capotto,
            self.style,
            self.voids,
            self.guess,
        )


class Guesser(Protocol):
    """A look ahead over deals of the cards the seat cannot see, not the playout's own."""

    def look(self, w: World, seat: int) -> Card:
        """The card ``seat`` (the seat to play) chooses."""
        ...


def step(w: World, c: Card) -> bool:
    """Play ``c`` for the seat to play; ``True`` when the hand is over (scored or annulled)."""
    seat = w.turn
    bit = BIT[c]
    w.hands[seat] ^= bit
    w.played |= bit
    trick = w.trick
    if trick:
        if w.guess is not None and not _FOLLOW[w.best] & bit:  # a void shown
            voids = list(w.voids)
            voids[seat] |= _FOLLOW[w.best]
            w.voids = tuple(voids)
        w.best = _TAKES[w.best][c]
    else:
        w.best = c
    trick.append(c)
    w.seats.append(seat)
    if len(trick) < len(w.order):
        w.turn = w.nxt[seat]
        return False
    place, pts = take(trick, COTECCIO)
    winner = w.seats[place]
    w.trick_no += 1
    if w.trick_no == 5:
        pts += LAST_TRICK_POINTS
    w.taken[winner] += pts
    w.wins[winner] += 1
    w.trick = []
    w.seats = []
    w.best = -1
    w.turn = winner
    if w.trick_no == 4 and w.wins[winner] == 4 and w.capotto == -1:
        hand = w.hands[winner]
        last = hand.bit_length() - 1
        unseen = FULL & ~w.played & ~hand
        chance = _CAPOTTO[unseen.bit_count()][(ABOVE[last] & unseen).bit_count()][len(w.order) - 1]
        if chance < 0.5:
            w.capotto = -2  # annulled: nobody's lives change
            return True
        w.capotto = winner
    return w.trick_no == 5


def life_loss(w: World, seat: int) -> float:
    """Lives ``seat`` loses in a finished world (negative if it gains), plus a points tie-break."""
    cap = w.capotto
    if cap == -2:
        return 0.0
    taken = w.taken
    if cap >= 0:
        last = w.turn
        if last == cap:
            loss = -1.0 if seat == cap else 1.0
        else:
            loss = 1.0 if seat == cap else (-1.0 if seat == last else 0.0)
    else:
        loss = 1.0 if taken[seat] == max(taken) else 0.0
    return loss + POINT_WEIGHT * taken[seat]


def policy_card(w: World, seat: int, style: int) -> Card:
    """The rule-based card of ``seat`` (the seat to play), remembering as ``style`` says."""
    hand = w.hands[seat]
    if not hand & (hand - 1):
        return hand.bit_length() - 1
    if style >= LOOK:
        return look_card(w, seat) if w.guess is None else w.guess.look(w, seat)
    trick = w.trick
    if style == FORGET:
        seen = hand
        for x in trick:
            seen |= BIT[x]
        out = FULL & ~seen
    else:
        out = FULL & ~hand & ~w.played
    if not trick:
        return lead_bits(hand, out)
    best = w.best
    follow = hand & _FOLLOW[best]
    if not follow:
        return discard_bits(hand, out)
    under = follow & BELOW[best]
    if under:  # the highest card that still loses: it sheds strength at no cost
        return (under & -under).bit_length() - 1
    low = follow.bit_length() - 1
    if len(trick) == len(w.order) - 1 or not ABOVE[low] & out:
        return (follow & -follow).bit_length() - 1  # the trick is ours anyway: shed the highest
    return low


def legal_mask(w: World, seat: int) -> int:
    """The mask of the cards ``seat`` may play in ``w``: the suit led if it holds it, else any."""
    hand = w.hands[seat]
    follow = hand & _FOLLOW[w.best] if w.trick else 0
    return follow or hand


def look_card(w: World, seat: int) -> Card:
    """The rule's card, unless another costs ``seat`` more than ``LOOK_MARGIN`` less on this deal
    (from ``LATE_TRICK``, any less), every seat then playing its rules (then the cheapest, the
    lowest code of equals, so playouts stay deterministic)."""
    rules = [s % LOOK for s in w.style]  # one list for every line: playing never changes it
    rule = policy_card(w, seat, rules[seat])
    margin = LOOK_MARGIN if w.trick_no < LATE_TRICK else 0.0
    best_card, best_cost = rule, line_cost(w, seat, rule, rules) - margin
    m = legal_mask(w, seat) & ~BIT[rule]
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        cost = line_cost(w, seat, c, rules)
        if cost < best_cost:
            best_card, best_cost = c, cost
    return best_card


def line_cost(w: World, seat: int, card: Card, rules: list[int]) -> float:
    """``seat``'s life loss after it plays ``card``, every seat then playing its rules."""
    x = w.copy()
    x.guess = None
    x.style = rules  # the copy's own styles, none looking ahead (``copy`` shares ``w``'s)
    return life_loss(x, seat) if step(x, card) else playout(x, seat)


def discard_bits(hand: int, out: int) -> Card:
    """``policy.discard`` on a mask: the most dangerous card, the lowest code of equals."""
    best_card, best_danger = -1, -1
    m = hand
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        d = _DANGER0[c] if ABOVE[c] & out else _DANGER0[c] + 8
        if d > best_danger:
            best_card, best_danger = c, d
    return best_card


def lead_bits(hand: int, out: int) -> Card:
    """``policy.lead`` on a mask: the card least likely to win, the lowest code of equals."""
    best_card, best_risk = -1, 1e9
    m = hand
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        suit_out = out & _FOLLOW[c]
        if not suit_out:
            r = 20.0 + POINTS[c]
        else:
            above = (ABOVE[c] & out).bit_count()
            if not above:
                r = 10.0 + POINTS[c]
            else:
                below = (BELOW[c] & out).bit_count()
                r = below / (above + below) * 6.0 + POINTS[c] * 0.25 + _LOW_TIE[c]
        if r < best_risk:
            best_card, best_risk = c, r
    return best_card


def playout(w: World, seat: int) -> float:
    """``seat``'s life loss when every seat plays its policy to the end."""
    style = w.style
    while True:
        s = w.turn
        if step(w, policy_card(w, s, style[s])):
            return life_loss(w, seat)
