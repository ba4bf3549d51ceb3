"""What one seat may see of a match: the cards its own views have shown it since the last deal,
plus the cards played face up; any other card in an event is hidden from it (written ``null``).

The server writes each seat's news through it, and History replays it to show a network
match as the seat saw it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.wire import Wire, Writing


class Sight:
    """What one seat has seen of the hand in play: its views' cards, and the cards played."""

    def __init__(self) -> None:
        self.seen: set[Card] = set()

    def new_hand(self) -> None:
        """A deal: the cards take new places, so what was seen no longer says where they are."""
        self.seen.clear()

    def show(self, cards: Iterable[Card]) -> None:
        """The seat has been shown these cards."""
        self.seen.update(cards)

    def hidden(self, card: Card) -> bool:
        """Whether ``card`` must be written as null for this seat."""
        return card not in self.seen

    def look(self, wire: Wire, view: Any, played: set[Card], dealt: bool) -> dict[str, Any]:
        """After an action (a deal forgets the last hand): the seat is shown its ``view``
        (returned as written) and the cards ``played`` face up."""
        if dealt:
            self.new_hand()
        w = Writing(wire.pack)
        written = wire.write_view(view, w)
        self.show(w.cards | played)
        return written

    def events(self, wire: Wire, events: Iterable[Any]) -> list[dict[str, Any]]:
        """``events`` as this seat may see them (a card it was not shown written as null)."""
        w = Writing(wire.pack, self.hidden)
        return [wire.write_event(e, w) for e in events]
