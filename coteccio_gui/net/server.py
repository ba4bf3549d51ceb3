"""The server: many tables over WebSockets (asyncio + ``websockets``), each match held here.

Every message is checked at the edge (UTF-8 text JSON of the protocol's shape, names without
control, bidi or invisible characters), then for the event number, the turn and legality,
before anything changes. An action is applied through the game interface, stored durably and
only then sent, each seat getting what it may see (:mod:`coteccio_gui.net.table`). Limits
count per network address (:mod:`coteccio_gui.net.limits`): connections, tables opened, and
wrong codes or tokens, each past the first few waiting longer. Computers play their seats and,
``away_s`` seconds after a guest dropped, the guest's until it says ``hello`` again
(:mod:`coteccio_gui.net.tables`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from coteccio_gui.net import protocol
from coteccio_gui.net.limits import address_key
from coteccio_gui.net.live import Client, Live, notice, seat_states
from coteccio_gui.net.news import dump
from coteccio_gui.net.protocol import BadMessage
from coteccio_gui.net.seats import SetupError
from coteccio_gui.net.store import FINISHED
from coteccio_gui.net.table import Table
from coteccio_gui.net.tables import Tables

log = logging.getLogger("coteccio.net")
__all__ = ["Server", "notice"]
NO_SEAT = "no table has this code (with this token)"
"""The answer to a ``hello`` whose code or token is wrong (the same for both)."""


class Wait(BadMessage):
    """A code or token from an address that must wait: refused unread, and the connection's
    next message is not read before the wait is over (a guesser's flood costs nothing)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"too many wrong codes from this address: try again in {seconds:.0f} s")
        self.seconds = seconds


class Server(Tables):
    """The tables of one ``coteccio serve`` (or of a host's program), kept in ``folder``."""

    clients = 0

    # ---- connections -------------------------------------------------------------------------

    def process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """Refuse a connection over the server's or its address's limit before the handshake."""
        over = self.clients >= self.limits.connections
        book = self.addresses.book.get(_address(ws))
        if over or (book is not None and book.connections >= self.limits.per_address):
            return ws.respond(HTTPStatus.SERVICE_UNAVAILABLE, "too many connections\n")
        return None

    async def handler(self, ws: ServerConnection) -> None:
        """Serve one connection until it closes."""
        address = _address(ws)
        if self.clients >= self.limits.connections or not self.addresses.connect(address):
            await ws.close(1013, "too many connections")
            return
        self.clients += 1
        client = Client(ws, address, allowance=self.limits.burst)
        client.changes = ws.request is not None and protocol.asks_changes(ws.request.path)
        idle = asyncio.get_running_loop().call_later(self.limits.idle_s, self._idle, client)
        try:
            async for data in ws:
                await self._receive(client, data)
        except ConnectionClosed:
            pass
        finally:
            self.clients -= 1
            self.addresses.disconnect(address)
            idle.cancel()
            self._gone(client)

    def _idle(self, client: Client) -> None:
        if client.table is None:  # a connection that never sat down is not kept
            self._spawn(client.ws.close(1008, "no table was opened or joined in time"))

    async def _receive(self, client: Client, data: str | bytes) -> None:
        if not client.allow(self.limits):
            self._error(client, "too many messages: slow down")
            return
        try:
            message = protocol.parse(data)
            await getattr(self, "_on_" + message["type"])(client, message)
        except Wait as e:  # refused at once; the connection's next message waits its turn
            self._error(client, str(e))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(client.ws.wait_closed(), e.seconds)
        except BadMessage as e:
            self._error(client, str(e))
        except Exception as e:  # a defect here must not take the server down: one log line
            log.error("a message could not be handled: %s: %s", type(e).__name__, e)
            self._error(client, "the server could not handle that message")
        if client.wrong > self.limits.wrong_secrets:
            await asyncio.sleep(0)  # the error goes out first (sends are tasks of their own)
            await client.ws.close(1008, "too many wrong codes or tokens")

    def _error(self, client: Client, text: str) -> None:
        self._send(client, protocol.error(text))

    def _find(self, client: Client, code: str, hello: bool = False) -> Live:
        """The table a seatless connection asks to sit at. A wrong code counts against the
        connection and its address; an address with many wrong tries must wait before its
        next ``look`` or ``join``. A ``hello`` needs the seat's token too, so it finds no code
        by itself (a wrong code or a wrong token get the same answer) and never waits: a
        guest coming back is not kept out by a neighbour behind the same address."""
        if client.seat is not None:
            raise BadMessage("this connection already sits at a table")
        wait = 0.0 if hello else self.addresses.wait(client.address)
        if wait > 0:
            raise Wait(wait)
        live = self.tables.get(code)
        if live is None:
            if self.store.known(code) == FINISHED:
                raise BadMessage("the match at this table is over")
            self._wrong(client)
            raise BadMessage(NO_SEAT if hello else "no table has this code")
        if client.table not in (None, live):
            raise BadMessage("this connection is at another table")
        if sum(1 for c in live.clients if c is not client) >= self.limits.per_table:
            raise BadMessage("this table has too many connections")
        return live

    def _wrong(self, client: Client) -> None:
        client.wrong += 1
        self.addresses.wrong(client.address)

    # ---- messages ----------------------------------------------------------------------------

    async def _on_open(self, client: Client, message: dict[str, Any]) -> None:
        if client.table is not None:
            raise BadMessage("this connection is already at a table")
        if len(self.tables) >= self.limits.tables:
            raise BadMessage("this server holds all the tables it can")
        code = self._new_code()
        try:
            table = Table.invite(code, message)
        except (SetupError, KeyError) as e:
            raise BadMessage(f"open: {e}") from None
        if not self.addresses.open(client.address):
            raise BadMessage("this address has opened all the tables it may for now")
        live = self._add(table)
        async with live.lock:
            await self._save(live)
        self._attach(client, live, None)
        client.host = True
        reply = {"type": protocol.OPENED, "table": table.code, "host_token": table.host_token}
        self._send(client, {**reply, "tokens": table.tokens()})
        self._broadcast(live)

    def _new_code(self) -> str:
        """A table code no table in play or in the store has."""
        while True:
            letters = (secrets.choice(protocol.CODE_LETTERS) for _ in range(protocol.CODE_LENGTH))
            code = "".join(letters)
            if code not in self.tables and self.store.known(code) is None:
                return code

    async def _on_look(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"])  # a wrong code counts, as for join
        self._send(client, protocol.looked(live.table.update(None, 0, seat_states(live))))

    async def _on_join(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"])
        table, seat = live.table, message["seat"]
        async with live.lock:
            token = table.sit(seat, message["name"])
            await self._save(live)
        self._attach(client, live, seat)
        self._send(client, {"type": protocol.JOINED, "table": table.code, "seat": seat})
        self._send(client, {"type": protocol.WELCOME, "seat": seat, "token": token})
        self._broadcast(live)

    async def _on_hello(self, client: Client, message: dict[str, Any]) -> None:
        live = self._find(client, message["table"], hello=True)
        token = message["token"]
        if secrets.compare_digest(token.encode(), live.table.host_token.encode()):
            self._attach(client, live, None)
            client.host, client.sent = True, message["last"]
            self._send(client, {"type": protocol.WELCOME, "seat": None, "token": token})
            self._send(client, self._update_text(live, client, dump(seat_states(live))))
            return
        seat = live.table.seat_of(token)
        if seat is None:
            self._wrong(client)
            raise BadMessage(NO_SEAT)
        for other in [c for c in live.clients if c.seat == seat]:
            other.seat = None  # the seat's new connection replaces the old one
            live.clients.remove(other)
            self._spawn(other.ws.close(4000, "this seat was taken over by a new connection"))
        self._attach(client, live, seat)
        host = message.get("host_token", "")
        client.host = secrets.compare_digest(host.encode(), live.table.host_token.encode())
        client.sent = message["last"]
        self._send(client, {"type": protocol.WELCOME, "seat": seat, "token": token})
        self._send(client, self._update_text(live, client, dump(seat_states(live))))
        timer = live.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        if seat in live.away:
            live.away.discard(seat)
            self._notice(live, protocol.BACK, seat)
        self._broadcast(live, but=client)

    def _attach(self, client: Client, live: Live, seat: int | None) -> None:
        client.table, client.seat = live, seat
        if client not in live.clients:
            live.clients.append(client)
        live.wake.set()  # a paused table moves on again

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
        self._broadcast(live)

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
        self._broadcast(live)


def _address(ws: ServerConnection) -> str:
    """The address a connection counts under."""
    remote = ws.remote_address
    host = remote[0] if isinstance(remote, tuple) and remote else str(remote)
    return address_key(str(host))
