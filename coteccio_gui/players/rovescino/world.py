"""A lean simulator of the rest of one hand of Rovescino (lists of ints, no match object).

A ``World`` is one full guess of the hidden cards (the other hands and the monte). The
expert's search plays a move in it and rolls the hand out with the rule-based policy:
the other seats remember only the table (as the normal level), the searching seat counts
the cards. ``hand_cost`` is what the hand costs the seat under the match's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.rovescino import RovescinoRules, hand_points
from coteccio_gui.players.masks import FULL
from coteccio_gui.players.rovescino.policy import choose_mask
from coteccio_gui.players.trick_loop import TRESSETTE, take

THIRD_WEIGHT = 0.02
"""How much one third of a point taken counts beside the whole points, to break ties."""
LAST_TRICK_THIRDS = 3
_FOLLOW = TRESSETTE.follow


@dataclass(slots=True)
class World:
    """One hand in progress with every card known; mutable, copied before each line of play.

    ``hands[s]`` is seat s's hand as a mask of cards.
    """

    hands: list[int]
    order: tuple[int, ...]
    nxt: list[int]
    turn: int
    trick: list[Card]
    trick_seats: list[int]
    tricks_left: int
    taken: list[int]
    played: int
    monte_thirds: int

    def copy(self) -> World:
        """An independent copy."""
        return World(
            self.hands[:],
            self.order,
            self.nxt,
            self.turn,
            self.trick[:],
            self.trick_seats[:],
            self.tricks_left,
            self.taken[:],
            self.played,
            self.monte_thirds,
        )


def step(w: World, c: Card) -> bool:
    """Play ``c`` for the seat to play; ``True`` when the hand is over."""
    seat = w.turn
    w.hands[seat] ^= 1 << c
    trick = w.trick
    trick.append(c)
    w.trick_seats.append(seat)
    w.played |= 1 << c
    if len(trick) < len(w.order):
        w.turn = w.nxt[seat]
        return False
    place, pts = take(trick, TRESSETTE)
    winner = w.trick_seats[place]
    w.tricks_left -= 1
    if not w.tricks_left:
        pts += LAST_TRICK_THIRDS + w.monte_thirds
    w.taken[winner] += pts
    w.trick = []
    w.trick_seats = []
    w.turn = winner
    return not w.tricks_left


def policy_card(w: World, counts: bool, last_cost: float) -> Card:
    """The rule-based card of the seat to play; ``counts``: it remembers the cards played."""
    hand = w.hands[w.turn]
    if not hand & (hand - 1):
        return hand.bit_length() - 1
    trick = w.trick
    if trick:
        follow = hand & _FOLLOW[trick[0]]
        if follow and not follow & (follow - 1):
            return follow.bit_length() - 1
    seen = hand
    if counts:
        seen |= w.played
    else:
        for x in trick:
            seen |= 1 << x
    return choose_mask(hand, trick, len(w.order), FULL & ~seen, last_cost)


def playout(w: World, seat: int, last_cost: float) -> None:
    """Play the hand to its end: ``seat`` counts cards, the others remember only the table.

    :func:`step` and :func:`policy_card` in one loop over local names (the expert's time
    goes here).
    """
    hands, nxt, trick, trick_seats = w.hands, w.nxt, w.trick, w.trick_seats
    seats = len(w.order)
    turn, played, tricks_left = w.turn, w.played, w.tricks_left
    on_table = 0
    for x in trick:
        on_table |= 1 << x
    while True:
        hand = hands[turn]
        if not hand & (hand - 1):
            c = hand.bit_length() - 1
        else:
            follow = hand & _FOLLOW[trick[0]] if trick else 0
            if follow and not follow & (follow - 1):
                c = follow.bit_length() - 1
            elif turn == seat:
                c = choose_mask(hand, trick, seats, FULL & ~(hand | played), last_cost)
            else:
                c = choose_mask(hand, trick, seats, FULL & ~(hand | on_table), 3.0)
        bit = 1 << c
        hands[turn] = hand ^ bit
        trick.append(c)
        trick_seats.append(turn)
        played |= bit
        on_table |= bit
        if len(trick) < seats:
            turn = nxt[turn]
            continue
        place, pts = take(trick, TRESSETTE)
        turn = trick_seats[place]
        tricks_left -= 1
        if not tricks_left:
            pts += LAST_TRICK_THIRDS + w.monte_thirds
        w.taken[turn] += pts
        trick.clear()
        trick_seats.clear()
        on_table = 0
        if not tricks_left:
            break
    w.turn, w.played, w.tricks_left = turn, played, tricks_left


def hand_cost(
    w: World, seat: int, rules: RovescinoRules, third_weight: float = THIRD_WEIGHT
) -> float:
    """The penalty points ``seat`` scores in a finished world, and a little for its thirds."""
    points, _, _ = hand_points(w.taken, w.order, w.turn, rules)
    return points[seat] + third_weight * w.taken[seat]


def best_reply(w: World, seat: int, rules: RovescinoRules, third_weight: float) -> float:
    """``seat``'s lowest cost over its own lines of play, the others playing the normal policy."""
    while w.turn != seat:
        if step(w, policy_card(w, False, 3.0)):
            return hand_cost(w, seat, rules, third_weight)
    hand = w.hands[seat]
    follow = hand & _FOLLOW[w.trick[0]] if w.trick else 0
    moves = follow or hand
    best = 1e9
    while moves:
        low = moves & -moves
        moves ^= low
        child = w.copy() if moves else w
        if step(child, low.bit_length() - 1):
            v = hand_cost(child, seat, rules, third_weight)
        else:
            v = best_reply(child, seat, rules, third_weight)
        if v < best:
            best = v
    return best
