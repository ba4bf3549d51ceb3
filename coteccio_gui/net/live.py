"""A table in play on the server: its connections, who is away, its computers' turns.

The values the server keeps per connection (:class:`Client`) and per table (:class:`Live`), the
limits it enforces (:class:`Limits`), and the one step that moves a match on without a person:
a deal, or a computer's action (in a worker thread, applied only if the table has not moved
meanwhile: the event number says so).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection

from coteccio_gui.i18n import _
from coteccio_gui.net import protocol
from coteccio_gui.net.table import Table
from coteccio_gui.players import LEVELS, Player, make_player
from coteccio_gui.storage import free_name, replace, write_atomic

log = logging.getLogger("coteccio.net")


@dataclass
class Limits:
    """What one client may do; the defaults suit a club's server."""

    away_s: float = 30.0
    """How long a dropped guest's seat waits before a computer plays for it."""
    rate: float = 20.0
    """Messages a second a connection may send, on average…"""
    burst: float = 60.0
    """…and at once."""
    per_table: int = 16
    """Connections sitting at one table (seats, the host, reconnections under way)."""
    connections: int = 2000
    tables: int = 1000
    idle_s: float = 60.0
    """How long a connection may stay without opening, joining or rejoining a table."""
    wrong_secrets: int = 10
    """Wrong codes or tokens one connection may try before it is closed."""
    durable: bool = True
    """fsync every save (a power cut loses nothing)."""


@dataclass
class Client:
    """One connection: where it sits, and its message allowance."""

    ws: ServerConnection
    table: Live | None = None
    seat: int | None = None
    host: bool = False
    allowance: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    wrong: int = 0
    sent: int = 0
    """The first action whose events this connection has not been sent."""

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
    """A table in play on this server: the table, its connections, its computers."""

    table: Table
    path: Path
    clients: list[Client] = field(default_factory=list)
    away: set[int] = field(default_factory=set)
    """Seats played by the computer because their guest is gone."""
    timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    players: dict[int, Player] = field(default_factory=dict)
    driver: asyncio.Task[None] | None = None
    """The task that deals and plays the computers' turns."""
    rng: random.Random = field(default_factory=lambda: random.Random(secrets.randbits(64)))


async def step(live: Live, save: Callable[[Live], Awaitable[None]]) -> bool:
    """Deal, or play a computer's turn; whether anything happened (then look again)."""
    table = live.table
    m = table.match
    if m is None or m.outcome() is not None:
        return False
    if m.needs_deal():
        async with live.lock:
            table.apply(None, live.rng)
            await save(live)
        return True
    seat = table.deciding()
    if seat is None or not is_computer(live, seat):
        return False
    event, view = table.events, m.view(m.turn)
    player = player_for(live, seat)
    seed = live.rng.randrange(2**32)
    action = await asyncio.to_thread(player.decide, view, random.Random(seed))
    async with live.lock:
        if table.events != event or not is_computer(live, seat):
            return True  # the guest came back or acted meanwhile: look again
        table.apply(action)
        await save(live)
    return True


def is_computer(live: Live, seat: int) -> bool:
    """Whether a computer decides for ``seat`` now (its level, or its guest is away)."""
    kind = live.table.seats[seat].kind
    return kind in LEVELS or seat in live.away


def player_for(live: Live, seat: int) -> Player:
    """The computer player of ``seat`` (the away level for a guest's seat)."""
    if seat not in live.players:
        kind = live.table.seats[seat].kind
        level = kind if kind in LEVELS else live.table.away_level
        live.players[seat] = make_player(level, game=live.table.game, time_budget_s=1.0)
    return live.players[seat]


def seat_states(live: Live) -> list[dict[str, Any]]:
    """Each seat's name, kind and state: computer, away, connected, waiting or free."""
    seats = []
    for i, s in enumerate(live.table.seats):
        if s.kind in LEVELS:
            state = "computer"
        elif i in live.away:
            state = "away"
        elif any(c.seat == i for c in live.clients):
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


def load_tables(folder: Path) -> list[tuple[Table, Path]]:
    """The tables kept in ``folder/tables``; a file that cannot be read is moved aside."""
    found = []
    for path in sorted((folder / "tables").glob("*.json")):
        try:
            found.append((Table.from_file(json.loads(path.read_text("utf-8"))), path))
        except Exception as e:  # whatever the file holds, a line in the log, never a crash
            log.warning("table file %s cannot be read (%s): moved aside", path, e)
            replace(path, free_name(path.parent, path.stem + ".broken", ".bad"))
    return found


async def save_table(live: Live, folder: Path, durable: bool) -> None:
    """Write the table's file (atomically, as the autosave); a finished match goes to
    ``folder/history``."""
    text = json.dumps(live.table.to_file(), ensure_ascii=False)
    await asyncio.to_thread(write_atomic, live.path, text, durable)
    m = live.table.match
    if m is not None and m.outcome() is not None and live.path.exists():
        history = folder / "history"
        history.mkdir(parents=True, exist_ok=True)
        replace(live.path, free_name(history, f"table-{live.table.code}"))


def new_code(folder: Path, tables: dict[str, Live]) -> str:
    """A table code no table in play or in ``folder`` has."""
    while True:
        code = "".join(secrets.choice(protocol.CODE_LETTERS) for _ in range(protocol.CODE_LENGTH))
        if code not in tables and not (folder / "tables" / f"{code}.json").exists():
            return code
