"""Reading a record's events: the small checks every game's codec shares.

A game's :class:`~coteccio_gui.engine.game.GameSpec` turns JSON events into its actions;
these helpers check the common parts (a seat number, a card code) and say what is wrong
in one line (``BadEvent``), which the record reader prefixes with the event's number.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from coteccio_gui.engine.cards import CODES, Card, card_from_code
from coteccio_gui.engine.game import BadEvent


def show(value: Any) -> str:
    """A short, one-line, ASCII picture of a JSON value for a message."""
    text = json.dumps(value, ensure_ascii=True) if not isinstance(value, str) else repr(value)
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= 40 else text[:37] + "..."


def is_int(value: Any) -> bool:
    """Whether ``value`` is a JSON whole number (not a boolean, not ``4.0``)."""
    return type(value) is int


def read_seat(event: Mapping[str, Any], players: int) -> int:
    """The event's ``seat``: a seat number of this match."""
    seat = event["seat"]
    if not is_int(seat) or not 0 <= seat < players:
        raise BadEvent(f"seat must be a seat from 0 to {players - 1}, not {show(seat)}")
    return int(seat)


def read_card(text: Any) -> Card:
    """A card of the 40-card Italian pack from its code (``Rc``, ``7s``…)."""
    if not isinstance(text, str) or text not in CODES:
        raise BadEvent(f"{show(text)} is not a card")
    return card_from_code(text)


def read_hands(hands: Any, players: int) -> tuple[tuple[Card, ...], ...]:
    """A deal's list of hands, one list of card codes per seat."""
    if not isinstance(hands, list) or len(hands) != players:
        raise BadEvent(f"a deal lists {players} hands, one per seat")
    if not all(isinstance(h, list) for h in hands):
        raise BadEvent("each hand in a deal is a list of cards")
    return tuple(tuple(read_card(c) for c in h) for h in hands)


def kind_of(event: Mapping[str, Any], kinds: Mapping[frozenset[str], str], what: str) -> str:
    """Which kind of event this is, from its exact set of keys; ``BadEvent`` if none."""
    kind = kinds.get(frozenset(event))
    if kind is not None:
        return kind
    known = set().union(*kinds)
    for key in event:
        if key not in known:
            raise BadEvent(f"unknown key {show(key)}")
    raise BadEvent(f"not {what} event")
