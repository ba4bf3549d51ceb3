"""Playing a world to the end with the rule-based policy for every seat (the expert's rollout).

Every seat counts the cards played and knows its side in the world: in Zifuli that is a
little more than a real player knows before the called card's twin shows, a simplification
the search accepts for speed. The loop is :meth:`World.step` inlined: it is the hot path.
"""

from __future__ import annotations

from coteccio_gui.players.cucco.policy import choose
from coteccio_gui.players.cucco.world import World
from coteccio_gui.players.trick_loop import HALVES_MASK, RECOUNT_SHIFT, take


def allies(side: list[int]) -> list[list[int]]:
    """For each seat, +1 for the seats of its side and -1 for the others."""
    return [[1 if t == s else -1 for t in side] for s in side]


def playout(w: World) -> None:
    """Play ``w`` to its end with the policy (``w`` changes)."""
    table = allies(w.side)
    ranks, above, side, order = w.ranks, w.above, w.side, w.rank_order
    hands = w.hands
    n = len(hands)
    trick, seats = w.trick, w.trick_seats
    played, turn = w.played, w.turn
    halves, recount = w.halves, w.recount
    while hands[turn]:
        hand = hands[turn]
        if len(hand) == 1:
            card = hand[0]
        else:
            known = played
            for c in hand:
                known |= 1 << c
            card = choose(hand, trick, seats, turn, table[turn], known, ranks, above)
        hand.remove(card)
        trick.append(card)
        seats.append(turn)
        played |= 1 << card
        if len(trick) < n:
            turn = turn + 1 if turn + 1 < n else 0
            continue
        place, pts = take(trick, order)
        turn = seats[place]
        halves[side[turn]] += pts & HALVES_MASK
        recount[side[turn]] += pts >> RECOUNT_SHIFT
        trick, seats = [], []
    w.trick, w.trick_seats, w.played, w.turn = trick, seats, played, turn
