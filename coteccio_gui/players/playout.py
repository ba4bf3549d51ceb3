"""A lean simulator of the rest of one hand (lists of ints, no Match), for the expert's search.

A ``World`` is one full guess of the hidden cards. ``playout`` plays it to the end with
the counting policy for every seat; ``solve`` searches it exactly (each seat minimising
its own life loss, then its points), for the last tricks.
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


def playout(w: World, seat: int) -> float:
    """Play ``w`` to the end with the counting policy for everyone; ``seat``'s life loss."""
    hands = w.hands
    n = len(w.order)
    while True:
        turn = w.turn
        hand = hands[turn]
        if len(hand) == 1:
            c = hand[0]
        else:
            own = 0
            for x in hand:
                own |= 1 << x
            c = choose(hand, w.trick, n, FULL & ~w.played & ~own)
        if step(w, c):
            return life_loss(w, seat)


def solve(w: World) -> list[float]:
    """Every seat's life loss when each seat plays to minimise its own (max^n), exactly."""
    moves = legal(w)
    if len(moves) == 1:
        if step(w, moves[0]):
            return [life_loss(w, s) for s in range(len(w.taken))]
        return solve(w)
    seat = w.turn
    best: list[float] | None = None
    for c in moves:
        child = w.copy()
        if step(child, c):
            vals = [life_loss(child, s) for s in range(len(child.taken))]
        else:
            vals = solve(child)
        if best is None or vals[seat] < best[seat]:
            best = vals
    assert best is not None
    return best
