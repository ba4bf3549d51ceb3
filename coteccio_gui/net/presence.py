"""Who is at a table, and what they are sent: connections come and go, seats wait for their
person and then a computer sits in, and each change goes out.

Each seat's update is made and serialized once per change and sent to every connection of that
seat; the finished match's record once per connection. A send never waits on the client: one
that reads too slowly is cut (it reconnects and catches up). :class:`Presence` is the part of
the server's tables (:class:`~coteccio_gui.net.tables.Tables`) that does this.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import Any

from websockets.exceptions import ConnectionClosed

from coteccio_gui.net import protocol
from coteccio_gui.net.limits import Limits
from coteccio_gui.net.live import Client, Live, notice, people_seats, seat_states
from coteccio_gui.net.news import dump
from coteccio_gui.net.seats import HUMAN, REMOTE

SEND_BUFFER = 1 << 20
"""A connection that leaves this much unread is cut (it reconnects and catches up)."""


class Presence:
    """The connections of the server's tables, and what goes out to them."""

    limits: Limits
    clock: Callable[[], float] = time.monotonic
    tasks: set[asyncio.Task[None]]

    def _close(self, live: Live, drop: bool = False) -> None:
        raise NotImplementedError

    def _spawn(self, work: Any) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    # ---- sending -----------------------------------------------------------------------------

    def _broadcast(self, live: Live, but: Client | None = None) -> None:
        """Send every connection of the table its update with what it has not been sent; each
        different update is made and serialized once."""
        seats = dump(seat_states(live))
        made: dict[tuple[int | None, int, bool, int], bytes] = {}
        for client in list(live.clients):
            if client is not but:
                self._send(client, self._update_text(live, client, seats, made))

    def _update_text(
        self,
        live: Live,
        client: Client,
        seats: str,
        made: dict[tuple[int | None, int, bool, int], bytes] | None = None,
    ) -> bytes:
        """The update ``client`` is owed, as bytes (``seats``: the seats' states as JSON text;
        ``made`` keeps those already made)."""
        table = live.table
        m = table.match
        record = m is not None and m.outcome() is not None and not client.record_sent
        held = client.viewed if client.changes else -1
        key = (client.seat, client.sent, record, held)
        text = None if made is None else made.get(key)
        if text is None:
            text = table.update_text(client.seat, client.sent, seats, record, held).encode()
            if made is not None:
                made[key] = text
        client.sent = table.events
        if m is not None and client.seat is not None:
            client.viewed = table.events
        if record and client.seat is not None:
            client.record_sent = True
            live.fetched.add(client.seat)
        return text

    def _send(self, client: Client, message: dict[str, Any] | str | bytes) -> None:
        """Send without waiting on the client: one that reads too slowly is cut."""
        if isinstance(message, dict):
            message = protocol.dump(message)
        data = message.encode("utf-8") if isinstance(message, str) else message
        transport = client.ws.transport
        if transport is None or transport.is_closing():
            return
        if transport.get_write_buffer_size() + len(data) > SEND_BUFFER:
            transport.abort()
            return
        self._spawn(self._write(client, data))

    @staticmethod
    async def _write(client: Client, data: bytes) -> None:
        with contextlib.suppress(ConnectionClosed):
            await client.ws.send(data, text=True)

    def _notice(self, live: Live, kind: str, seat: int) -> None:
        message = protocol.dump(notice(live, kind, seat))
        for client in list(live.clients):
            self._send(client, message)

    # ---- people gone ------------------------------------------------------------------------

    def _gone(self, client: Client) -> None:
        live, seat = client.table, client.seat
        if live is None or client not in live.clients:
            return
        live.clients.remove(client)
        if not live.clients:
            live.quiet_since = self.clock()
        m = live.table.match
        if m is not None and m.outcome() is not None:
            if not live.clients and people_seats(live) <= live.fetched:
                self._close(live)  # finished, every person has the record, nobody is there
            return
        if seat is not None and m is not None:
            self._left(live, seat)
            self._notice(live, protocol.LEFT, seat)
        self._broadcast(live)  # the seat panels show who is connected

    def _absent(self, live: Live) -> None:
        """Every person's seat without a connection waits, then a computer plays for it."""
        held = {c.seat for c in live.clients}
        for seat, s in enumerate(live.table.seats):
            if s.kind in (HUMAN, REMOTE) and seat not in held:
                self._left(live, seat)

    def _left(self, live: Live, seat: int) -> None:
        """A seat's person is gone: after the wait a computer plays for it."""
        old = live.timers.pop(seat, None)
        if old is not None:
            old.cancel()

        def take_over() -> None:
            live.timers.pop(seat, None)
            if any(c.seat == seat for c in live.clients) or seat in live.away:
                return
            live.away.add(seat)
            live.wake.set()
            self._notice(live, protocol.AWAY, seat)
            self._broadcast(live)

        loop = asyncio.get_running_loop()
        live.timers[seat] = loop.call_later(self.limits.away_s, take_over)
