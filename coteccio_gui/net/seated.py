"""Several seats of one network table played from one screen: the host's people around it.

The host may sit people at several seats (hot-seat at the host's screen, friends elsewhere).
Each of those seats has its own connection and its own :class:`~coteccio_gui.net.seat.SeatMatch`;
the one table sees them as one match, :class:`SeatsMatch`: every local person's own hand, the
legal actions of the one deciding now, and everything else from the seat whose view stands for
the match (the one whose turn it is among them, as a local hot-seat table's match is seen from
the seat to act). The curtain between the people is the table's, as at a local hot-seat table.

What each seat was shown of an action is merged (:func:`merged`): the same events, written for
each seat with the cards it was not shown as ``null``; together they show what the host's people
saw between them, each event once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Action
from coteccio_gui.seat_match import SeatMatch


class SeatsMatch(SeatMatch):
    """The match as the people at one screen see it from their seats at a network table."""

    def __init__(self, matches: Sequence[SeatMatch], showing: int) -> None:
        self.seats: dict[int, SeatMatch] = {m.seat: m for m in matches}
        """Each local seat's own match (its own view, hand and legal actions)."""
        main = self.seats.get(showing, matches[0])
        super().__init__(main.name, main.update)
        self.deciding = next((m for m in matches if m.update.get("legal")), None)
        """The local seat's match that is offered actions now, if any."""

    def view(self, seat: int) -> Any:
        """A local seat's own view; for any other seat, the view standing for the match."""
        found = self.seats.get(seat)
        return found.own if found is not None else self.own

    def hand(self, seat: int) -> list[Card]:
        """A local person's own cards, or a hand one of their views shows face up."""
        found = self.seats.get(seat)
        if found is not None:
            return found.hand(seat)
        return next((h for m in self.seats.values() if (h := m.hand(seat))), [])

    def legal_actions(self) -> list[Action]:
        """The actions offered to the local seat deciding now (none while nobody here is)."""
        return self.deciding.legal_actions() if self.deciding is not None else []

    def acting_for(self) -> int | None:
        """The seat a local person is asked to decide for now (their own, or a dummy's)."""
        return self.deciding.acting_for() if self.deciding is not None else None


def merged(shown: Sequence[Any]) -> Any:
    """What several seats were shown of one thing, as one: a card written ``null`` for one seat
    and by its code for another is the code (the same values otherwise: the first's)."""
    first = shown[0]
    for other in shown[1:]:
        first = _merge(first, other)
    return first


def _merge(a: Any, b: Any) -> Any:
    if a is None:
        return b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return {k: _merge(v, b.get(k)) for k, v in a.items()}
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [_merge(x, y) for x, y in zip(a, b, strict=True)]
    return a


def merged_history(histories: Sequence[Sequence[Mapping[str, Any]]]) -> list[dict[str, Any]]:
    """The actions every seat's history holds, each entry's events merged across the seats (in
    order of the action's number ``n``: an action some seat has not heard of yet waits)."""
    by_n = [{int(e["n"]): e for e in h} for h in histories]
    out = []
    for entry in histories[0]:
        n = int(entry["n"])
        found = [h.get(n) for h in by_n]
        if any(f is None for f in found):
            break
        events = merged([list(f.get("events") or ()) for f in found if f is not None])
        out.append({**entry, "events": events})
    return out
