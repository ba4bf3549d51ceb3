"""The seats of a network table, and an invitation (``open``) read into them.

A seat is a person at the host's computer (``human``), a friend elsewhere (``remote``) or a
computer level. The invitation is checked here, every name trimmed and refused with its reason
(:func:`~coteccio_gui.net.protocol.clean_name`) before any table exists.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from coteccio_gui.net.codec import spec_of
from coteccio_gui.net.protocol import clean_name
from coteccio_gui.players import LEVELS
from coteccio_gui.record import MAX_NAME

HUMAN, REMOTE = "human", "remote"
KINDS = (HUMAN, REMOTE, *LEVELS)
"""A seat is a person at the host (``human``), a guest's (``remote``) or a computer level."""


class SetupError(ValueError):
    """An invitation (the set-up of a table) that cannot open a table; the message says why."""


@dataclass
class Seat:
    """One seat: its name, who it was set up for, its token once someone holds it."""

    name: str
    kind: str
    token: str = ""
    """The secret that lets a connection act for this seat; empty while nobody holds it."""


def read_invitation(message: dict[str, Any]) -> tuple[str, list[Seat], dict[str, Any], str]:
    """The game, the seats (the host's own with their tokens), the rules and the away level of
    a host's ``open`` message; ``SetupError`` naming what is wrong."""
    try:
        spec = spec_of(message["game"])
    except ValueError as e:
        raise SetupError(str(e)) from None
    names, kinds = message["players"], message["seats"]
    if not isinstance(names, list) or not spec.players_allowed(len(names)):
        raise SetupError(f"{spec.name} takes {spec.min_players} to {spec.max_players} seats")
    if not all(isinstance(n, str) for n in names):
        raise SetupError("players lists names")
    try:
        names = [clean_name(n, MAX_NAME) for n in names]
    except ValueError as e:
        raise SetupError(str(e)) from None
    if not isinstance(kinds, list) or len(kinds) != len(names):
        raise SetupError("seats lists one kind per name")
    if not all(k in KINDS for k in kinds):
        raise SetupError(f"a seat is one of {', '.join(KINDS)}")
    rules = message.get("rules", {})
    if not isinstance(rules, dict):
        raise SetupError("rules is an object")
    try:
        rules = spec.rules_from_dict(rules).to_dict()
    except (ValueError, TypeError) as e:
        raise SetupError(str(e).splitlines()[0]) from None
    away = message.get("away_level", "normal")
    if away not in LEVELS:
        raise SetupError(f"away_level is one of {', '.join(LEVELS)}")
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=True)]
    for seat in seats:
        if seat.kind == HUMAN:
            seat.token = secrets.token_urlsafe(18)
    return spec.name, seats, rules, away
