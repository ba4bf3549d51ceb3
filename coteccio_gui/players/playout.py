"""A lean simulator of the rest of one hand (lists of ints, no Match), for the expert's search.

A ``World`` is one full guess of the hidden cards. ``playout`` plays it to the end with
the rule-based policy for every seat; ``best_reply`` searches one seat's own lines of
play exactly (the least life loss, then the fewest points) against the others' policy.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine import POINTS, Card
from coteccio_gui.engine.cards import LAST_TRICK_POINTS
from coteccio_gui.players.masks import ABOVE, FULL
from coteccio_gui.players.policy import choose

POINT_WEIGHT = 0.002
"""How much one card point counts against a life, to break ties between equally safe cards."""


@dataclass(slots=True)
class World:
    """One hand in progress with every card known; mutable, copied before each line of play."""

    hands: list[list[Card]]
    order: tuple[int, ...]
    nxt: list[int]
    turn: int
    trick: list[Card]
    trick_seats: list[int]
    trick_no: int
    taken: list[int]
    wins: list[int]
    played: int
    capotto: int

    def copy(self) -> World:
        """An independent copy."""
        return World(
            [h[:] for h in self.hands],
            self.order,
            self.nxt,
            self.turn,
            self.trick[:],
            self.trick_seats[:],
            self.trick_no,
            self.taken[:],
            self.wins[:],
            self.played,
            self.capotto,
        )


def legal(w: World) -> list[Card]:
    """The cards the seat to play may play."""
    hand = w.hands[w.turn]
    if w.trick:
        led = w.trick[0] // 10
        follow = [c for c in hand if c // 10 == led]
        if follow:
            return follow
    return hand


def step(w: World, c: Card) -> bool:
    """Play ``c`` for the seat to play; ``True`` when the hand is over (scored or annulled)."""
    seat = w.turn
    w.hands[seat].remove(c)
    w.trick.append(c)
    w.trick_seats.append(seat)
    w.played |= 1 << c
    if len(w.trick) < len(w.order):
        w.turn = w.nxt[seat]
        return False
    trick = w.trick
    best = trick[0]
    led = best // 10
    win_i = 0
    pts = 0
    for i, x in enumerate(trick):
        pts += POINTS[x]
        if x < best and x // 10 == led:
            best, win_i = x, i
    winner = w.trick_seats[win_i]
    w.trick_no += 1
    if w.trick_no == 5:
        pts += LAST_TRICK_POINTS
    w.taken[winner] += pts
    w.wins[winner] += 1
    w.trick = []
    w.trick_seats = []
    w.turn = winner
    if w.trick_no == 4 and w.wins[winner] == 4 and w.capotto < 0:
        last = w.hands[winner][0]
        if ABOVE[last] & FULL & ~w.played & ~(1 << last):
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


def policy_card(w: World, forget: bool = False) -> Card:
    """The rule-based card of the seat to play; ``forget``: it remembers only the table."""
    hand = w.hands[w.turn]
    if len(hand) == 1:
        return hand[0]
    seen = 0
    for x in hand:
        seen |= 1 << x
    if forget:
        for x in w.trick:
            seen |= 1 << x
    else:
        seen |= w.played
    return choose(hand, w.trick, len(w.order), FULL & ~seen)


def playout(w: World, seat: int) -> float:
    """``seat``'s life loss when all play the policy to the end; the others only see the table."""
    while True:
        if step(w, policy_card(w, w.turn != seat)):
            return life_loss(w, seat)


def best_reply(w: World, seat: int) -> float:
    """``seat``'s least life loss over its own lines of play, the others playing the policy."""
    while w.turn != seat:
        if step(w, policy_card(w, True)):
            return life_loss(w, seat)
    moves = legal(w)
    best = 1e9
    last = len(moves) - 1
    for i, c in enumerate(moves):
        child = w if i == last else w.copy()
        v = life_loss(child, seat) if step(child, c) else best_reply(child, seat)
        if v < best:
            best = v
    return best
