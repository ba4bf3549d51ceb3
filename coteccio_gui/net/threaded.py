"""Network play for a program whose loop is not asyncio (the pygame window): threads around it.

:class:`ServerThread` runs a server inside the host's program (its own event loop in a daemon
thread) and says where it listens; :class:`ClientThread` runs a :class:`TableClient` the same
way and gives the window plain calls: a copy of the latest state, an action to send, a wait for
a state. :func:`addresses` lists where this computer may be reached, for the invitation.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import ssl
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.server import serve

from coteccio_gui.i18n import _
from coteccio_gui.net import protocol
from coteccio_gui.net.client import TableClient
from coteccio_gui.net.limits import Limits
from coteccio_gui.net.presence import SEND_BUFFER
from coteccio_gui.net.router import Opened, PortMap, RouterRefused, refused
from coteccio_gui.net.server import Server

T = TypeVar("T")
log = logging.getLogger("coteccio.net")
ROUTER_ASKING = "asking"


class _Loop:
    """An asyncio event loop in a daemon thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self.thread.start()

    def run(self, work: Coroutine[Any, Any, T], timeout: float | None = 30.0) -> T:
        """Run ``work`` on the loop and wait for its result."""
        future: Future[T] = asyncio.run_coroutine_threadsafe(work, self.loop)
        return future.result(timeout)

    def stop(self) -> None:
        """Stop the loop and its thread."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        if not self.thread.is_alive():
            self.loop.close()


class ServerThread(_Loop):
    """A server in the host's program: ``port`` once :meth:`start` returns."""

    def __init__(self, folder: Path, limits: Limits | None = None) -> None:
        super().__init__("coteccio-server")
        self.server = Server(folder, limits)
        self.port = 0
        self.router: Opened | str | None = None
        """The port opened on the home router, or why not (``ROUTER_ASKING`` meanwhile)."""
        self._map: PortMap | None = None
        self._asking: asyncio.Task[None] | None = None
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self, port: int = 0, host: str = "") -> int:
        """Resume the folder's tables and listen; returns the port."""
        ready: Future[int] = Future()

        def begin() -> None:
            self._task = self.loop.create_task(self._serve(host, port, ready))

        self.loop.call_soon_threadsafe(begin)
        self.port = ready.result(30)
        return self.port

    async def _serve(self, host: str, port: int, ready: Future[int]) -> None:
        self._stop = asyncio.Event()
        try:
            self.server.resume()
            async with serve(
                self.server.handler,
                host or None,
                port,
                max_size=protocol.MAX_FRAME,
                write_limit=SEND_BUFFER,
                process_request=self.server.process_request,
            ) as ws:
                ready.set_result(ws.sockets[0].getsockname()[1] if ws.sockets else port)
                await self._stop.wait()
        except Exception as e:  # the host's window says it cannot host, in one line
            if not ready.done():
                ready.set_exception(e)

    def open_router(self) -> None:
        """Ask the home router, in the background, to pass this port on to friends elsewhere
        (:mod:`~coteccio_gui.net.router`); :attr:`router` says how it went."""
        self.router = ROUTER_ASKING
        self._map = PortMap(self.port)

        def begin() -> None:
            self._asking = self.loop.create_task(self._open_router())

        self.loop.call_soon_threadsafe(begin)

    async def _open_router(self) -> None:
        assert self._map is not None
        try:
            self.router = await self._map.open()
        except RouterRefused as e:
            self.router = str(e)
        except Exception as e:  # whatever went wrong, the host is told in words, no trace
            self.router = str(refused(_("Your router could not be asked."), self.port))
            log.info("the router could not be asked: %s: %s", type(e).__name__, e)

    def router_words(self) -> str:
        """What the router did for friends elsewhere, in a player's words ("" if not asked)."""
        router = self.router
        if router is None:
            return ""
        if router == ROUTER_ASKING:
            return _("Asking your router to let friends elsewhere in…")
        if isinstance(router, Opened):
            return _("Friends elsewhere type: {address}").format(address=router.address)
        return router

    def stop(self) -> None:
        """Close every connection, stop listening, close the router's port, end the thread."""
        self.run(self._shutdown())
        super().stop()

    async def _shutdown(self) -> None:
        if self._asking is not None:  # still asking the router: the table closes first
            self._asking.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._asking
        if self._map is not None:
            await self._map.close()
        if self._stop is not None and self._task is not None:
            self._stop.set()
            await self._task
        self.server.close()


class ClientThread(_Loop):
    """A :class:`TableClient` for a window's loop: every call returns at once or waits for a
    state, never for a time."""

    def __init__(self, url: str, tls: ssl.SSLContext | None = None) -> None:
        super().__init__("coteccio-client")
        self.client = TableClient(url, tls=tls)
        try:
            self.run(self.client.connect())
        except BaseException:  # nothing to play through: the thread does not outlive it
            self.close()
            raise

    def call(self, method: Callable[..., Coroutine[Any, Any, T]], *args: Any) -> T:
        """Call a method of the client (``open``, ``join``, ``hello``, ``start``, ``act``)."""
        return self.run(method(*args))

    def state(self) -> dict[str, Any]:
        """The latest update (a copy made on the client's own thread)."""
        return self.run(self._copy())

    async def _copy(self) -> dict[str, Any]:
        return dict(self.client.state)

    def wait_for(self, ready: Callable[[TableClient], bool], timeout: float = 30.0) -> None:
        """Wait until ``ready(client)`` holds."""
        self.run(self.client.wait_for(ready, timeout), None)

    def close(self) -> None:
        """Leave and end the thread."""
        self.run(self.client.close())
        self.stop()


def addresses() -> list[str]:
    """This computer's addresses others may reach it at (the one a route out uses first)."""
    found: list[str] = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            found.append(probe.getsockname()[0])
        except OSError:
            pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and not address.startswith("127."):
                found.append(address)
    except OSError:
        pass
    return found or ["127.0.0.1"]
