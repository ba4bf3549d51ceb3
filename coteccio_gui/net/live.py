"""A table in play on the server: its connections, who is away, what is stored of it.

The values the server keeps per connection (:class:`Client`) and per table (:class:`Live`),
and what is read off them: each seat's state, who counts as a person there, the notices.
The limits themselves are in :mod:`coteccio_gui.net.limits` (also importable from here).
"""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection

from coteccio_gui.i18n import _
from coteccio_gui.net import protocol
from coteccio_gui.net.limits import Limits
from coteccio_gui.net.table import HUMAN, REMOTE, Table
from coteccio_gui.players import LEVELS

__all__ = ["Client", "Limits", "Live", "is_computer", "notice", "seat_states"]


@dataclass
class Client:
    """One connection: where it sits, its address, and its message allowance."""

    ws: ServerConnection
    address: str = ""
    """The network address limits count it under (:func:`~coteccio_gui.net.limits.address_key`)."""
    table: Live | None = None
    seat: int | None = None
    host: bool = False
    allowance: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    wrong: int = 0
    sent: int = 0
    """The first action whose events this connection has not been sent."""
    record_sent: bool = False
    """Whether this connection was sent the finished match's record (it is sent once)."""
    changes: bool = False
    """Whether it takes a view as what changed since the one it holds (it asked, connecting
    with ``?changes=1``: :data:`~coteccio_gui.net.protocol.CHANGES`)."""
    viewed: int = -1
    """The actions the seat's view it was last sent is after (-1: none yet)."""

    def allow(self, limits: Limits) -> bool:
        """Whether one more message is within the rate (a token bucket); takes it if so."""
        now = time.monotonic()
        gained = (now - self.stamp) * limits.rate
        self.allowance, self.stamp = min(limits.burst, self.allowance + gained), now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


@dataclass
class Live:
    """A table in play on this server: the table, its connections, what is stored of it."""

    table: Table
    clients: list[Client] = field(default_factory=list)
    away: set[int] = field(default_factory=set)
    """Seats played by the computer because their guest is gone."""
    timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    driver: asyncio.Task[None] | None = None
    """The task that deals and plays the computers' turns."""
    rng: random.Random = field(default_factory=lambda: random.Random(secrets.randbits(64)))
    stored: int = 0
    """The actions already in the store (appended once each)."""
    head: Any = None
    """The set-up last stored (seats, names, tokens, started): a change is stored again."""
    quiet_since: float = 0.0
    """When its last connection left (or it was opened or resumed)."""
    finished_at: float | None = None
    fetched: set[int] = field(default_factory=set)
    """Seats sent the finished match's record."""
    last_computer: float = float("-inf")
    """When a computer last acted here (a table with no person seated is paced)."""
    filed: bool = False
    """Whether the finished match went to ``history/``."""


def is_computer(live: Live, seat: int) -> bool:
    """Whether a computer decides for ``seat`` now (its level, or its guest is away)."""
    kind = live.table.seats[seat].kind
    return kind in LEVELS or seat in live.away


def level_of(live: Live, seat: int) -> str:
    """The level a computer plays ``seat`` at (the away level for a guest's seat)."""
    kind = live.table.seats[seat].kind
    return kind if kind in LEVELS else live.table.away_level


def person_seated(live: Live) -> bool:
    """Whether a connection holds a person's seat (not only the host's seatless one)."""
    seats = live.table.seats
    return any(c.seat is not None and seats[c.seat].kind in (HUMAN, REMOTE) for c in live.clients)


def people_seats(live: Live) -> set[int]:
    """The seats people sit at (the host's and the guests')."""
    return {i for i, s in enumerate(live.table.seats) if s.kind in (HUMAN, REMOTE) and s.token}


def seat_states(live: Live) -> list[dict[str, Any]]:
    """Each seat's name, kind and state: computer, away, connected, waiting or free."""
    seats = []
    held = {c.seat for c in live.clients}
    for i, s in enumerate(live.table.seats):
        if s.kind in LEVELS:
            state = "computer"
        elif i in live.away:
            state = "away"
        elif i in held:
            state = "connected"
        else:
            state = "waiting" if s.token or live.table.match is not None else "free"
        seats.append({"name": s.name, "kind": s.kind, "state": state})
    return seats


def notice(live: Live, kind: str, seat: int) -> dict[str, Any]:
    """The ``notice`` message that seat ``seat`` left, is away (a computer plays) or is back."""
    name = live.table.seats[seat].name
    texts = {
        protocol.AWAY: _("{name} is away — the computer plays in their place"),
        protocol.BACK: _("{name} is back"),
        protocol.LEFT: _("{name} lost the connection; the seat waits"),
    }
    text = texts[kind].format(name=name)
    return {"type": protocol.NOTICE, "kind": kind, "seat": seat, "name": name, "text": text}
