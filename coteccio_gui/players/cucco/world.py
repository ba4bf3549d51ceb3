"""A lean simulator of the rest of one hand of a Cucco game (lists and ints, no match object).

A ``World`` is one full guess of the hidden cards: every hand, the trick on the table, the
side of every seat and what each side has taken so far. The rule-based policy plays it to
the end in a few hundred microseconds, which is what the expert's search needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import RANK_COCH, RANK_ZIFULI, SUIT, twin
from coteccio_gui.players.masks import mask_of as mask_of  # the levels' import of it
from coteccio_gui.players.trick_loop import COCH, ZIFULI, TrickOrder, cucco_split, take

ABOVE_COCH: tuple[int, ...] = tuple(
    sum(1 << d for d in range(40) if SUIT[d] == SUIT[c] and RANK_COCH[d] > RANK_COCH[c])
    for c in range(40)
)
"""For each card, the bitmask of the cards of its suit that beat it in Cöch."""
ABOVE_ZIFULI: tuple[int, ...] = tuple(
    sum(1 << d for d in range(40) if SUIT[d] == SUIT[c] and RANK_ZIFULI[d] > RANK_ZIFULI[c])
    for c in range(40)
)
"""The same with Zifuli's order (the Matto above Nulla)."""


@dataclass(slots=True)
class World:
    """One hand in progress with every card known; copy it before playing a line out."""

    hands: list[list[Card]]
    turn: int
    trick: list[Card]
    trick_seats: list[int]
    side: list[int]
    """The side (0 or 1) of every seat in this world."""
    halves: list[int]
    """Card points each side has taken, in halves."""
    recount: list[int]
    """Recount value each side has taken."""
    played: int
    """Bitmask of the cards played in finished tricks and on the table."""
    zifuli: bool
    ranks: tuple[int, ...] = RANK_COCH
    """The ranks of this game (set from ``zifuli``)."""
    above: tuple[int, ...] = ABOVE_COCH
    """The cards above each card in this game (set from ``zifuli``)."""
    rank_order: TrickOrder = COCH
    """The trick tables of this game (set from ``zifuli``)."""

    def __post_init__(self) -> None:
        if self.zifuli:
            self.ranks, self.above, self.rank_order = RANK_ZIFULI, ABOVE_ZIFULI, ZIFULI

    def copy(self) -> World:
        """An independent copy."""
        return World(
            [h[:] for h in self.hands],
            self.turn,
            self.trick[:],
            self.trick_seats[:],
            self.side,
            self.halves[:],
            self.recount[:],
            self.played,
            self.zifuli,
        )

    def over(self) -> bool:
        """Whether every card has been played."""
        return not self.trick and not any(self.hands)

    def step(self, card: Card) -> None:
        """The seat to play plays ``card``; a full trick is taken by its winner."""
        seat = self.turn
        hand = self.hands[seat]
        if card not in hand:  # the other copy of its design: a seat may name either copy
            card = twin(card)
        hand.remove(card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        self.played |= 1 << card
        n = len(self.hands)
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return
        place, pts = take(self.trick, self.rank_order)
        winner = self.trick_seats[place]
        side = self.side[winner]
        halves, recount = cucco_split(pts)
        self.halves[side] += halves
        self.recount[side] += recount
        self.trick = []
        self.trick_seats = []
        self.turn = winner

    def result(self, side: int) -> float:
        """For ``side`` at the end: 1 won, 0 lost, ½ when nobody won (41 each in the recount)."""
        mine, theirs = self.halves[side], self.halves[1 - side]
        if mine != theirs:
            return 1.0 if mine > theirs else 0.0
        r_mine, r_theirs = self.recount[side], self.recount[1 - side]
        return 1.0 if r_mine > r_theirs else 0.0 if r_mine < r_theirs else 0.5
