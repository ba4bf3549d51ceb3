"""What a seat can work out from its view alone: the cards played, the unseen cards, the voids."""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.engine.view import TableView
from coteccio_gui.players.masks import FULL, SUIT_MASK, mask_of


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The seat's inferences: ``unseen`` cards (others' hands or undealt), ``voids`` per seat."""

    own: int
    played: int
    unseen: int
    voids: tuple[int, ...]
    """Per seat, a mask of the suits (bit per suit) it has shown it does not hold."""

    def could_hold(self, seat: int) -> int:
        """The unseen cards that ``seat`` may hold, given the suits it has shown void."""
        allowed = self.unseen
        v = self.voids[seat]
        for s in range(4):
            if v >> s & 1:
                allowed &= ~SUIT_MASK[s]
        return allowed

    def out_among(self, seats: tuple[int, ...]) -> int:
        """The unseen cards that any of ``seats`` may hold."""
        m = 0
        for s in seats:
            m |= self.could_hold(s)
        return m


def knowledge(view: TableView) -> Knowledge:
    """Count the cards and read the voids from this hand's tricks and the table."""
    played = 0
    voids = [0] * view.players
    plays_lists: list[tuple[tuple[int, Card], ...]] = [t.plays for t in view.tricks]
    plays_lists.append(view.trick)
    for plays in plays_lists:
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        for seat, c in plays:
            played |= 1 << c
            if SUIT_OF[c] != led:
                voids[seat] |= 1 << led
    own = mask_of(view.hand)
    return Knowledge(own, played, FULL & ~own & ~played, tuple(voids))
