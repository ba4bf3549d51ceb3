"""A match kept from a network table, as the seat that kept it saw it.

A program that sat at a server's table files the match with ``meta.net`` (the table's code
and the seat it played); History shows it from that seat: at each step the cards the seat
had seen, no other (:func:`seen_by`, the :class:`~coteccio_gui.engine.sight.Sight` the server
keeps, grown again from the record). Values in, values out.
"""

from __future__ import annotations

from coteccio_gui import games
from coteccio_gui.engine.game import Game
from coteccio_gui.engine.sight import Sight


def net_meta(meta: object) -> tuple[str, int] | None:
    """The table code and the seat of a record kept from a network table (else None)."""
    net = meta.get("net") if isinstance(meta, dict) else None
    if not isinstance(net, dict):
        return None
    code, seat = net.get("table"), net.get("seat")
    if not isinstance(code, str) or type(seat) is not int:
        return None
    return code, seat


def seen_by(game: Game, seat: int) -> list[frozenset[int]]:
    """The cards ``seat`` had seen after each action of ``game`` (index k: after k actions):
    its :class:`~coteccio_gui.engine.sight.Sight` grown as the server grows it (its views' cards
    and the cards played face up, forgotten at each deal)."""
    spec, wire = games.spec(game.name), games.wire(game.name)
    fresh = spec.start(game.players, game.rules, game.first_dealer)
    sight = Sight()
    out = [frozenset[int]()]
    for action in game.actions:
        events = fresh.apply(action)
        dealt = type(action).__name__ == "Deal"
        sight.look(wire, fresh.view(seat), wire.shown(events), dealt)
        out.append(frozenset(sight.seen))
    return out
