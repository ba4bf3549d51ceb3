"""The server: many tables over WebSockets (asyncio + ``websockets``), each match held here.

Every action is checked (shape, event number, turn, legality), applied through the game
interface, saved (each table's file written atomically, as the autosave) and only then sent,
each seat getting what it may see (:mod:`coteccio_gui.net.table`). Computers play their seats
and, ``away_s`` seconds after a guest dropped, the guest's until it says ``hello`` again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from coteccio_gui.net import protocol
from coteccio_gui.net.live import (
    Client,
    Limits,
    Live,
    load_tables,
    new_code,
    notice,
    save_table,
    seat_states,
    step,
)
from coteccio_gui.net.protocol import BadMessage
from coteccio_gui.net.table import HUMAN, REMOTE, SetupError, Table

log = logging.getLogger("coteccio.net")


class Server:
    """The tables of one ``coteccio serve`` (or of a host's program), kept in ``folder``."""

    def __init__(self, folder: Path, limits: Limits | None = None) -> None:
        self.folder = folder
        self.limits = limits or Limits()
        self.tables: dict[str, Live] = {}
        self.clients = 0
        self.tasks: set[asyncio.Task[None]] = set()

    # ---- tables on disk ----------------------------------------------------------------------

    def resume(self) -> int:
        """Load every unfinished table of the folder; returns how many."""
        for table, path in load_tables(self.folder):
            live = self._add(table, path)
            if table.match is not None:
                self._absent(live)
        return len(self.tables)

    def _add(self, table: Table, path: Path) -> Live:
        live = Live(table, path)
        self.tables[table.code] = live
        live.driver = self._spawn(self._drive(live))
        live.wake.set()
        return live

    async def _save(self, live: Live) -> None:
        await save_table(live, self.folder, self.limits.durable)

    # ---- connections -------------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        """Serve one connection until it closes."""
        if self.clients >= self.limits.connections:
            await ws.close(1013, "too many connections")
            return
        self.clients += 1
        client = Client(ws, allowance=self.limits.burst)
        idle = asyncio.get_running_loop().call_later(self.limits.idle_s, self._idle, client)
        try:
            async for data in ws:
                await self._receive(client, data)
        except ConnectionClosed:
            pass
        finally:
            self.clients -= 1
            idle.cancel()
            self._gone(client)

    def _idle(self, client: Client) -> None:
        if client.table is None:  # a connection that never sat down is not kept
            self._spawn(client.ws.close(1008, "no table was opened or joined in time"))

    async def _receive(self, client: Client, data: str | bytes) -> None:
        if not client.allow(self.limits):
            await self._error(client, "too many messages: slow down")
            return
        try:
            message = protocol.parse(data)
            await getattr(self, "_on_" + message["type"])(client, message)
        except BadMessage as e:
            await self._error(client, str(e))
        except Exception as e:  # a defect here must not take the server down: one log line
            log.error("a message could not be handled: %s: %s", type(e).__name__, e)
            await self._error(client, "the server could not handle that message")
        if client.wrong > self.limits.wrong_secrets:
            await client.ws.close(1008, "too many wrong codes or tokens")

    async def _error(self, client: Client, text: str) -> None:
        await self._send(client, protocol.error(text))

    async def _send(self, client: Client, message: dict[str, Any] | str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await client.ws.send(message if isinstance(message, str) else protocol.dump(message))

    def _find(self, client: Client, code: str) -> Live:
        """The table a seatless connection asks to sit at."""
        if client.seat is not None:
            raise BadMessage("this connection already sits at a table")
        live = self.tables.get(code)
        if live is None:
            client.wrong += 1
            raise BadMessage("no table has this code")
        if client.table not in (None, live):
            raise BadMessage("this connection is at another table")
        if sum(1 for c in live.clients if c is not client) >= self.limits.per_table:
            raise BadMessage("this table has too many connections")
        return live

    async def _on_open(self, client: Client, message: dict[str, Any]) -> None:
        if client.table is not None:
            raise BadMessage("this connection is already at a table")
        if len(self.tables) >= self.limits.tables:
            raise BadMessage("this server holds all the tables it can")
        try:
            table = Table.invite(new_code(self.folder, self.tables), message)
        except (SetupError, KeyError) as e:
            raise BadMessage(f"open: {e}") from None
        live = self._add(table, self.folder / "tables" / f"{table.code}.json")
        async with live.lock:
            await self._save(live)
        self._attach(client, live, None)
        client.host, tokens = True, table.tokens()
        reply = {"type": protocol.OPENED, "table": table.code, "host_token": table.host_token}
        await self._send(client, {**reply, "tokens": tokens})
        await self._broadcast(live)

    async def _on_look(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"])  # a wrong code counts, as for join
        await self._send(client, protocol.looked(live.table.update(None, 0, seat_states(live))))

    async def _on_join(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"])
        table, seat = live.table, message["seat"]
        token = table.sit(seat, message["name"])
        async with live.lock:
            await self._save(live)
        self._attach(client, live, seat)
        await self._send(client, {"type": protocol.JOINED, "table": table.code, "seat": seat})
        await self._send(client, {"type": protocol.WELCOME, "seat": seat, "token": token})
        await self._broadcast(live)

    async def _on_hello(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"])
        token = message["token"]
        if secrets.compare_digest(token.encode(), live.table.host_token.encode()):
            self._attach(client, live, None)
            client.host, client.sent = True, message["last"]
            await self._send(client, {"type": protocol.WELCOME, "seat": None, "token": token})
            await self._send(client, self._update_for(live, client))
            return
        seat = live.table.seat_of(token)
        if seat is None:
            client.wrong += 1
            raise BadMessage("hello: no seat of this table has this token")
        for other in [c for c in live.clients if c.seat == seat]:
            other.seat = None  # the seat's new connection replaces the old one
            live.clients.remove(other)
            await other.ws.close(4000, "this seat was taken over by a new connection")
        self._attach(client, live, seat)
        host = message.get("host_token", "")
        client.host = secrets.compare_digest(host.encode(), live.table.host_token.encode())
        client.sent = message["last"]
        await self._send(client, {"type": protocol.WELCOME, "seat": seat, "token": token})
        await self._send(client, self._update_for(live, client))
        timer = live.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        if seat in live.away:
            live.away.discard(seat)
            await self._notice(live, protocol.BACK, seat)
        await self._broadcast(live, but=client)

    def _attach(self, client: Client, live: Live, seat: int | None) -> None:
        client.table, client.seat = live, seat
        if client not in live.clients:
            live.clients.append(client)

    async def _on_start(self, client: Client, message: dict[str, Any]) -> None:
        live = client.table
        if live is None or not client.host:
            raise BadMessage("start: only the host starts the match")
        async with live.lock:
            if live.table.match is not None:
                raise BadMessage("start: the match has already started")
            live.table.start(live.rng)
            await self._save(live)
        self._absent(live)
        live.wake.set()
        await self._broadcast(live)

    async def _on_act(self, client: Client, message: dict[str, Any]) -> None:
        live, seat = client.table, client.seat
        if live is None or seat is None:
            raise BadMessage("act: this connection sits at no table")
        async with live.lock:
            legal = live.table.check_act(
                seat, message["event"], message["action"], seat in live.away
            )
            live.table.apply(legal)
            await self._save(live)
        live.wake.set()
        await self._broadcast(live)

    # ---- faults ------------------------------------------------------------------------------

    def _gone(self, client: Client) -> None:
        live, seat = client.table, client.seat
        if live is None or client not in live.clients:
            return
        live.clients.remove(client)
        match = live.table.match
        if not live.clients and match is not None and match.outcome() is not None:
            self.tables.pop(live.table.code, None)  # finished and left: its file is in history/
            if live.driver is not None:
                live.driver.cancel()
            return
        if seat is not None and match is not None:
            self._left(live, seat)
            self._spawn(self._notice(live, protocol.LEFT, seat))
        self._spawn(self._broadcast(live))  # the seat panels show who is connected

    def _absent(self, live: Live) -> None:
        """Every person's seat without a connection waits, then a computer plays for it."""
        for seat, s in enumerate(live.table.seats):
            if s.kind in (HUMAN, REMOTE) and not any(c.seat == seat for c in live.clients):
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
            self._spawn(self._notice(live, protocol.AWAY, seat))
            self._spawn(self._broadcast(live))

        loop = asyncio.get_running_loop()
        live.timers[seat] = loop.call_later(self.limits.away_s, take_over)

    def _spawn(self, work: Any) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    async def _notice(self, live: Live, kind: str, seat: int) -> None:
        message = notice(live, kind, seat)
        for client in list(live.clients):
            await self._send(client, message)

    async def _drive(self, live: Live) -> None:
        """Deal, and play the computers' turns, whenever the table changed."""
        while True:
            await live.wake.wait()
            live.wake.clear()
            try:
                while await step(live, self._save):
                    await self._broadcast(live)
            except Exception as e:  # one line in the log; the table waits for the next change
                log.error(
                    "table %s could not move on: %s: %s", live.table.code, type(e).__name__, e
                )

    async def _broadcast(self, live: Live, but: Client | None = None) -> None:
        """Send every connection of the table its update with what it has not been sent."""
        for client in list(live.clients):
            if client is but:
                continue
            await self._send(client, self._update_for(live, client))

    def _update_for(self, live: Live, client: Client) -> dict[str, Any]:
        message = live.table.update(client.seat, client.sent, seat_states(live))
        client.sent = live.table.events
        return message
