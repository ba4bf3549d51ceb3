"""What one seat may see of a match: the cards its own views have shown it since the last deal,
plus the cards played face up; any other card in an event is hidden from it (written ``null``).

The server writes each seat's news through it, and History replays it to show a network
match as the seat saw it. A seat's view is written again only where it changed since the last
one (field by field, from the last deal on): the work per action does not grow with the match.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.wire import Codec, Wire, Writing


class Sight:
    """What one seat has seen of the hand in play: its views' cards, and the cards played."""

    def __init__(self) -> None:
        self.seen: set[Card] = set()
        self.view: Any = None
        """The last view shown (None: the next one is written whole)."""
        self.written: dict[str, Any] = {}
        """The last view as written (a new dict each time; unchanged fields keep their values)."""

    def new_hand(self) -> None:
        """A deal: the cards take new places, so what was seen no longer says where they are."""
        self.seen.clear()
        self.view = None

    def show(self, cards: Iterable[Card]) -> None:
        """The seat has been shown these cards."""
        self.seen.update(cards)

    def hidden(self, card: Card) -> bool:
        """Whether ``card`` must be written as null for this seat."""
        return card not in self.seen

    def look(
        self,
        wire: Wire,
        view: Any,
        played: set[Card],
        dealt: bool,
        common: dict[Any, tuple[Any, set[Card]]] | None = None,
    ) -> dict[str, Any]:
        """After an action (a deal forgets the last hand): the seat is shown its ``view``
        (returned as written) and the cards ``played`` face up. ``common`` holds what this
        action's other seats' views wrote, field by field: an equal value is written once."""
        if dealt:
            self.new_hand()
        w, last, fields = Writing(wire.pack), self.view, wire.view_fields
        whole = last is None or type(last) is not type(view)
        if fields is None:
            written = wire.write_view(view, w)
        else:  # an unchanged field's cards were shown when it was written (no deal since)
            written = {} if whole else dict(self.written)
            for name, codec in fields.items():
                value = getattr(view, name)
                if not whole:
                    old = getattr(last, name)
                    if value is old or (type(value) is type(old) and value == old):
                        continue
                if common is None:
                    was = None if whole else written[name]
                    written[name] = _write_on(codec, value, None if whole else old, was, w)
                else:
                    written[name] = _shared(codec, name, value, w, common)
        self.view, self.written = view, written
        self.show(w.cards | played)
        return written

    def events(self, wire: Wire, events: Iterable[Any]) -> list[dict[str, Any]]:
        """``events`` as this seat may see them (a card it was not shown written as null)."""
        w = Writing(wire.pack, self.hidden)
        return [wire.write_event(e, w) for e in events]


def _write_on(codec: Codec[Any], value: Any, old: Any, was: Any, w: Writing) -> Any:
    """``value`` written; a list that only grew at its end (the tricks of a hand) keeps what
    was written of ``old`` and writes the new items."""
    item = getattr(codec, "item", None)
    if item is None or type(value) is not tuple or type(old) is not tuple:
        return codec.write(value, w)
    n = len(old)
    if len(value) <= n or value[:n] != old:
        return codec.write(value, w)
    return was + [item.write(x, w) for x in value[n:]]


def _shared(
    codec: Codec[Any], name: str, value: Any, w: Writing, common: dict[Any, tuple[Any, set[Card]]]
) -> Any:
    """``value`` of field ``name`` written, or what another seat's view wrote of an equal one
    (a view is written without hiding: an equal value writes the same, the same cards)."""
    try:
        key = (name, type(value), value)
        hit = common.get(key)
    except TypeError:  # a value that cannot be a key (a list): written here
        return codec.write(value, w)
    if hit is None:
        own = Writing(w.pack)
        hit = common[key] = (codec.write(value, own), own.cards)
    w.cards |= hit[1]
    return hit[0]
