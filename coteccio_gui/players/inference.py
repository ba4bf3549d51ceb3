"""Reading the other seats' past plays: how well a guessed hand explains what a seat did.

A seat that ducked with the five when it held the seven, or led a king when it held a
two, plays unlike a player of rules of thumb. A guessed hand is scored by how many of
the seat's past plays the rule-based policy (remembering only its hand and the table,
like the normal level) would have made holding it: 1 if all, times ``miss`` for each
play it would not have made (a person is not a policy, so nothing is ruled out).
"""

from __future__ import annotations

from coteccio_gui.engine import Card, SeatView
from coteccio_gui.players.masks import FULL
from coteccio_gui.players.policy import choose

PastPlay = tuple[Card, tuple[Card, ...], tuple[Card, ...]]
"""(card played, the table before it, the seat's later plays this hand)."""


def past_plays(view: SeatView) -> dict[int, list[PastPlay]]:
    """Per other seat, its plays this hand that were a real choice to read, oldest first."""
    seq: list[tuple[int, Card, tuple[Card, ...]]] = []
    tricks = [t.plays for t in view.tricks]
    tricks.append(view.trick)
    for plays in tricks:
        on_table: list[Card] = []
        for seat, c in plays:
            seq.append((seat, c, tuple(on_table)))
            on_table.append(c)
    out: dict[int, list[PastPlay]] = {}
    for i, (seat, c, table) in enumerate(seq):
        if seat == view.seat:
            continue
        later = tuple(x for s, x, _ in seq[i + 1 :] if s == seat)
        out.setdefault(seat, []).append((c, table, later))
    return out


class PlayReader:
    """Scores guessed hands of the other seats against their past plays."""

    def __init__(self, view: SeatView, miss: float) -> None:
        self.plays = past_plays(view)
        self.seats = len(view.order)
        self.miss = miss

    def fit(self, seat: int, hand: list[Card]) -> float:
        """How well ``hand`` (the seat's unplayed cards) explains its plays, from 0 to 1."""
        w = 1.0
        for c, table, later in self.plays.get(seat, ()):
            held = [c, *hand, *later]  # first: the policy keeps the first of equal cards
            if table:
                led = table[0] // 10
                follow = sum(1 for x in held if x // 10 == led)
                if follow == 1 or (not follow and len(held) == 1):
                    continue
            seen = 0
            for x in held:
                seen |= 1 << x
            for x in table:
                seen |= 1 << x
            if choose(held, table, self.seats, FULL & ~seen) != c:
                w *= self.miss
        return w
