"""A Coteccio hand played out with every card known, and deals of the cards a seat cannot see.

Written for the tournament's sampling fields from the rules alone (docs/rules.md, Coteccio):
no code of the project's own levels. Cards are engine codes; within a suit the lower code is
the higher card (the Asso first), so the highest card of the suit led is the lowest code.
"""

from __future__ import annotations

import random

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import POINTS, SUIT_OF
from coteccio_gui.games.coteccio import SeatView

LAST_TRICK = 6
"""The fifth trick's extra card points."""
DEAL_TRIES = 60
"""Attempts at a deal that keeps every void shown, before the voids are let go."""

Outcome = tuple[int, int]
"""A seat's result of a hand: lives lost less lives gained, then card points taken."""


def shown_void(view: SeatView) -> dict[int, set[int]]:
    """The suits each seat has shown it does not hold (it did not follow them)."""
    void: dict[int, set[int]] = {s: set() for s in view.order}
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if plays:
            led = SUIT_OF[plays[0][1]]
            for seat, card in plays:
                if SUIT_OF[card] != led:
                    void[seat].add(led)
    return void


def unseen(view: SeatView) -> list[Card]:
    """The cards this seat has not seen: the others' hands and the cards not dealt."""
    seen = set(view.hand) | {c for _, c in view.trick}
    seen |= {c for t in view.tricks for _, c in t.plays}
    return [c for c in range(40) if c not in seen]


def deal_unseen(view: SeatView, rng: random.Random) -> dict[int, list[Card]]:
    """Every seat's hand: this seat's as it is, the others' drawn from the cards it has not
    seen, none of a suit the seat showed void (the most constrained seats are dealt first)."""
    void = shown_void(view)
    pool = unseen(view)
    others = sorted((s for s in view.order if s != view.seat), key=lambda s: (-len(void[s]), s))
    for attempt in range(DEAL_TRIES + 1):
        left = pool[:]
        rng.shuffle(left)
        hands = {view.seat: list(view.hand)}
        for seat in others:
            need = view.hand_sizes[seat]
            keep_void = attempt < DEAL_TRIES
            mine = [c for c in left if not (keep_void and SUIT_OF[c] in void[seat])][:need]
            if len(mine) < need:
                break
            hands[seat] = mine
            taken = set(mine)
            left = [c for c in left if c not in taken]
        else:
            return hands
    raise AssertionError("unreachable: the last attempt ignores the voids")


class Hand:
    """The rest of one hand with every card known: play cards until it is over."""

    __slots__ = ("order", "after", "hands", "trick", "leader", "wins", "taken", "four", "annulled")

    def __init__(self, view: SeatView, hands: dict[int, list[Card]]) -> None:
        self.order = view.order
        n = len(view.order)
        self.after = {s: view.order[(i + 1) % n] for i, s in enumerate(view.order)}
        """The seat that plays after each seat."""
        self.hands = {s: list(h) for s, h in hands.items()}
        self.trick = list(view.trick)
        """The cards on the table, as (seat, card)."""
        self.leader = view.tricks[-1].winner if view.tricks and not view.trick else view.leader
        """Who leads the trick on the table (the last trick's winner, once it is taken)."""
        self.wins = [t.winner for t in view.tricks]
        """Who won each finished trick."""
        self.taken = list(view.taken)
        """Card points taken by each seat."""
        self.four = view.capotto_seat
        """The seat that won the first four tricks and plays the fifth for capotto, or -1."""
        self.annulled = False

    def copy(self) -> Hand:
        """An independent copy."""
        h = Hand.__new__(Hand)
        h.order, h.after, h.leader = self.order, self.after, self.leader
        h.hands = {s: c[:] for s, c in self.hands.items()}
        h.trick, h.wins, h.taken = self.trick[:], self.wins[:], self.taken[:]
        h.four, h.annulled = self.four, self.annulled
        return h

    @property
    def over(self) -> bool:
        """Whether the hand is finished (five tricks, or annulled)."""
        return self.annulled or len(self.wins) == 5

    @property
    def turn(self) -> int:
        """The seat to play."""
        return self.after[self.trick[-1][0]] if self.trick else self.leader

    def last_to_play(self) -> bool:
        """Whether the seat to play closes the trick."""
        return len(self.trick) == len(self.order) - 1

    def winning(self) -> Card:
        """The card winning the trick on the table (the trick must not be empty)."""
        led = SUIT_OF[self.trick[0][1]]
        return min(c for _, c in self.trick if SUIT_OF[c] == led)

    def legal(self) -> list[Card]:
        """The cards the seat to play may play: the suit led if it holds it, else any."""
        hand = self.hands[self.turn]
        if self.trick:
            led = SUIT_OF[self.trick[0][1]]
            follow = [c for c in hand if SUIT_OF[c] == led]
            if follow:
                return follow
        return hand[:]

    def play(self, card: Card) -> None:
        """The seat to play plays ``card``; a full trick is taken, a capotto decided."""
        seat = self.turn
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < len(self.order):
            return
        led = SUIT_OF[self.trick[0][1]]
        winner = min((c, s) for s, c in self.trick if SUIT_OF[c] == led)[1]
        self.wins.append(winner)
        points = sum(POINTS[c] for _, c in self.trick)
        self.taken[winner] += points + (LAST_TRICK if len(self.wins) == 5 else 0)
        self.trick = []
        self.leader = winner
        if len(self.wins) == 4 and self.wins.count(winner) == 4:
            # every card is known here: the four-trick seat plays on only if its last card wins
            last = self.hands[winner][0]
            beaten = any(
                SUIT_OF[c] == SUIT_OF[last] and c < last
                for s, h in self.hands.items()
                if s != winner
                for c in h
            )
            if beaten:
                self.annulled = True
            else:
                self.four = winner

    def outcome(self, seat: int) -> Outcome:
        """``seat``'s lives lost less gained in the finished hand, and its card points."""
        if self.annulled:
            return 0, 0
        if self.four >= 0:
            last = self.wins[-1]
            if seat == self.four:
                return (-1 if last == seat else 1), 0
            return (1 if last == self.four else -1 if last == seat else 0), 0
        most = max(self.taken[s] for s in self.order)
        return (1 if self.taken[seat] == most else 0), self.taken[seat]

    def outcomes(self) -> dict[int, Outcome]:
        """Every seat's ``outcome``."""
        if self.annulled or self.four >= 0:
            return {s: self.outcome(s) for s in self.order}
        most = max(self.taken[s] for s in self.order)
        return {s: (int(self.taken[s] == most), self.taken[s]) for s in self.order}

    def cards_left(self) -> int:
        """The most cards any seat still holds."""
        return max(len(h) for h in self.hands.values())
