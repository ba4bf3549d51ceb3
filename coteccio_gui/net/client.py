"""The client of a network table (asyncio): what a host's or a guest's program talks through.

It keeps the latest ``update`` (the seat's view, its legal actions, every seat's state; a view
sent as what changed is applied to the one held first), the history the seat was shown, the
notices and the errors, and reconnects by itself when the connection drops, saying ``hello``
with the seat's token and the first action it has not seen, so nothing is shown twice or
missed. Everything waits for a state (:meth:`TableClient.wait_for`), never for a time. A
``wss://`` address is checked as a browser would (:func:`trust`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import ssl
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from coteccio_gui.net import protocol

OPEN_S = 15.0
"""How long the opening handshake may take once the address answered: a host's computer busy
with its own table (or a slow link) takes seconds; 5 turned friends away on a loaded host."""
CA_FILE = "COTECCIO_CA_FILE"
"""An environment variable naming a PEM file of certificates trusted besides the system's (a
club's own authority, or a test's self-signed certificate)."""


def trust() -> ssl.SSLContext:
    """The TLS checks of a browser: the system's trust store (and ``COTECCIO_CA_FILE``)."""
    context = ssl.create_default_context()
    extra = os.environ.get(CA_FILE, "")
    if extra:
        context.load_verify_locations(cafile=extra)
    return context


class TableClient:
    """One connection to a server, sitting at most at one seat of one table."""

    def __init__(
        self,
        url: str,
        *,
        keep_raw: bool = False,
        delays: tuple[float, float] = (0.05, 2.0),
        tls: ssl.SSLContext | None = None,
        source: str | None = None,
        changes: bool = True,
    ) -> None:
        self.url = url
        self.changes = changes
        """Whether to ask for views as what changed (``protocol.CHANGES``): else whole ones."""
        self.source = source
        """The local address to connect from (a test tells clients apart by address)."""
        self.tls = tls if tls is not None or not url.lower().startswith("wss:") else trust()
        self.delays = delays
        """The first and the longest wait between two attempts to reconnect."""
        self.table = ""
        self.seat: int | None = None
        self.token = ""
        self.host_token = ""
        self.state: dict[str, Any] = {}
        """The latest ``update`` message."""
        self.history: list[dict[str, Any]] = []
        """What this seat was shown, action by action: ``{"n": N, "events": […]}``."""
        self.views: dict[int, Any] = {}
        """The seat's view after each number of actions an update came at (what a guest who
        leaves before the end keeps: :mod:`~coteccio_gui.left`)."""
        self.notices: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.replies: list[dict[str, Any]] = []
        """``opened``, ``joined`` and ``welcome`` messages, in order."""
        self.raw: list[str] | None = [] if keep_raw else None
        """Every message received as its text (kept when asked: the leak test reads it)."""
        self.connected = False
        self.synced = False
        """Whether ``state`` is the server's latest (False from a drop to the next update)."""
        self.connections = 0
        """How many times a connection was made (1, then one more per reconnection)."""
        self.failure: Exception | None = None
        """Why the last attempt to connect failed (``ssl.SSLCertVerificationError`` for a
        certificate that does not check); None once connected."""
        self.ws: ClientConnection | None = None
        self._changed = asyncio.Condition()
        self._go = asyncio.Event()
        self._go.set()
        self._closing = False
        self._task: asyncio.Task[None] | None = None

    # ---- the connection ----------------------------------------------------------------------

    async def connect(self, timeout: float = 20.0) -> None:
        """Connect (and keep reconnecting until :meth:`close`); returns once connected, or
        raises why the first attempt failed (``OSError``, ``ssl.SSLError``, ``InvalidHandshake``:
        :meth:`close` the client then)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())
        await self.wait_for(lambda c: c.connected or c.failure is not None, timeout)
        if not self.connected and self.failure is not None:
            raise self.failure

    async def _run(self) -> None:
        delay = self.delays[0]
        while not self._closing:
            try:
                local = (self.source, 0) if self.source else None
                async with connect(
                    protocol.with_changes(self.url) if self.changes else self.url,
                    ssl=self.tls,
                    max_size=None,
                    compression=None,
                    open_timeout=OPEN_S,
                    local_addr=local,
                ) as ws:
                    self.ws, self.failure = ws, None
                    self.connected = True
                    self.connections += 1
                    delay = self.delays[0]
                    if self.token:
                        await self._hello(ws)
                    await self._notify()
                    async for data in ws:
                        await self._receive(data)
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError) as e:
                self.failure = e
            self.ws, self.connected, self.synced = None, False, False
            await self._notify()
            if self._closing:
                break
            await self._go.wait()
            await asyncio.sleep(delay)
            delay = min(delay * 2, self.delays[1])

    async def _hello(self, ws: ClientConnection) -> None:
        message = {"type": protocol.HELLO, "table": self.table, "token": self.token}
        message["last"] = self.state.get("event", 0)
        if self.host_token and self.host_token != self.token:
            message["host_token"] = self.host_token
        await ws.send(protocol.dump(message))

    async def close(self) -> None:
        """Leave for good: the connection closes and is not made again."""
        self._closing = True
        self._go.set()
        if self.ws is not None:
            await self.ws.close()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def drop(self, come_back: bool = False) -> None:
        """Lose the connection as a network would (no goodbye); reconnect only if
        ``come_back`` (else after :meth:`come_back`)."""
        if not come_back:
            self._go.clear()
        if self.ws is not None:
            self.ws.transport.abort()

    def come_back(self) -> None:
        """Let a dropped client reconnect."""
        self._go.set()

    # ---- messages ----------------------------------------------------------------------------

    async def _receive(self, data: str | bytes) -> None:
        text = data if isinstance(data, str) else data.decode("utf-8", "replace")
        if self.raw is not None:
            self.raw.append(text)
        message = json.loads(text)
        kind = message.get("type")
        if kind == protocol.UPDATE:
            changes, held = message.pop("view_changes", None), self.state.get("view")
            if changes is not None:  # the view as what changed since the one held
                if message.pop("view_from", None) != self.state.get("event") or held is None:
                    self.drop(come_back=True)  # not the one held: whole again, reconnecting
                    return
                message["view"] = {**held, **changes}
            if "record" not in message and "record" in self.state:
                message["record"] = self.state["record"]  # a finished record is sent once
            # entries come in order, one per action: keep those past the last one held
            after = self.history[-1]["n"] if self.history else -1
            self.history.extend(h for h in message["history"] if h["n"] > after)
            if message.get("view") is not None and isinstance(message.get("event"), int):
                self.views[message["event"]] = message["view"]
            self.state, self.synced = message, True
        elif kind == protocol.NOTICE:
            self.notices.append(message)
        elif kind == protocol.ERROR:
            self.errors.append(message["message"])
        else:
            if kind == protocol.OPENED:
                self.table, self.host_token = message["table"], message["host_token"]
            elif kind == protocol.WELCOME:
                self.seat, self.token = message["seat"], message["token"]
            self.replies.append(message)
        await self._notify()

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def wait_for(self, ready: Callable[[TableClient], bool], timeout: float = 30.0) -> None:
        """Wait until ``ready(self)`` holds (checked after every message); TimeoutError if not."""
        async with asyncio.timeout(timeout), self._changed:
            await self._changed.wait_for(lambda: ready(self))

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message (the connection must be up)."""
        await self.send_raw(protocol.dump(message))

    async def send_raw(self, data: str | bytes) -> None:
        """Send these bytes as one frame, whatever they are (the fuzz test's way in)."""
        if self.ws is None:
            raise ConnectionError("not connected")
        await self.ws.send(data)

    async def open(self, setup: dict[str, Any], sit: int | None = 0) -> str:
        """Open a table (``setup``: the ``open`` message's fields); sit at human seat ``sit``;
        returns the table code."""
        replies = len(self.replies)
        await self.send({"type": protocol.OPEN, **setup})
        await self.wait_for(lambda c: len(c.replies) > replies or bool(c.errors))
        if len(self.replies) == replies:
            raise ValueError(self.errors[-1])
        opened = self.replies[replies]
        if sit is not None and str(sit) in opened["tokens"]:
            await self.hello(opened["table"], opened["tokens"][str(sit)])
        return str(opened["table"])

    async def look(self, table: str) -> dict[str, Any]:
        """The ``table`` answer for this code: the game, the seats, the free ones
        (ValueError with the server's line if there is no such table)."""
        errors, replies = len(self.errors), len(self.replies)
        await self.send({"type": protocol.LOOK, "table": table})
        await self.wait_for(lambda c: len(c.replies) > replies or len(c.errors) > errors)
        if len(self.replies) == replies:
            raise ValueError(self.errors[-1])
        return self.replies[replies]

    async def join(self, table: str, seat: int, name: str) -> None:
        """Sit at a free remote seat of ``table``; returns once the first update came."""
        errors = len(self.errors)
        self.table = table
        await self.send({"type": protocol.JOIN, "table": table, "seat": seat, "name": name})
        await self.wait_for(lambda c: c.seat == seat or len(c.errors) > errors)
        if self.seat != seat:
            raise ValueError(self.errors[-1])

    async def hello(self, table: str, token: str) -> None:
        """Sit at the seat this token is for (or as the host)."""
        self.table, self.token = table, token
        errors, replies = len(self.errors), len(self.replies)
        assert self.ws is not None
        await self._hello(self.ws)
        await self.wait_for(lambda c: len(c.replies) > replies or len(c.errors) > errors)
        if len(self.replies) == replies:
            raise ValueError(self.errors[-1])
        await self.wait_for(lambda c: c.state.get("table") == table)

    async def start(self) -> None:
        """As the host: start the match."""
        await self.send({"type": protocol.START})

    async def act(self, action: dict[str, Any]) -> None:
        """Take an action (as its record event) at the event the latest update is at."""
        await self.send({"type": protocol.ACT, "event": self.state["event"], "action": action})

    @property
    def my_turn(self) -> bool:
        """Whether the server's latest update offers this seat actions."""
        return self.synced and bool(self.state.get("legal"))

    @property
    def finished(self) -> bool:
        """Whether the match is over."""
        return self.state.get("status") == "finished"
