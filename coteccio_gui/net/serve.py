"""``coteccio serve``: the server without a window, for a club's machine or a test.

It resumes the tables left in its folder, listens (TLS when given a certificate and its key),
prints ``listening on ws://HOST:PORT`` (``wss://`` with TLS) once it accepts connections, and
runs until interrupted. Problems with a client are logged as one line, never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
import ssl
import sys
from pathlib import Path

from websockets.asyncio.server import serve

from coteccio_gui.net import protocol
from coteccio_gui.net.computers import Computers
from coteccio_gui.net.limits import Limits
from coteccio_gui.net.presence import SEND_BUFFER
from coteccio_gui.net.server import Server
from coteccio_gui.paths import data_dir

PING_S = 30.0
"""Each connection is pinged this often, and dropped if no answer comes in as long: a closed
connection is seen at once, one that went silent within a minute. (Every 10 s, the pings of
4,000 idle connections took a tenth of a core.)"""


async def run_server(
    folder: Path,
    host: str,
    port: int,
    limits: Limits,
    tls: ssl.SSLContext | None = None,
) -> None:
    """Serve until cancelled; prints the address once listening."""
    # The computers decide in worker processes (in a frozen program, threads: its executable
    # is the game, not a Python to start workers with).
    frozen = bool(getattr(sys, "frozen", False))
    server = Server(folder, limits, computers=Computers(limits.computers, processes=not frozen))
    try:
        resumed = server.resume()
        async with serve(
            server.handler,
            host or None,
            port,
            ssl=tls,
            max_size=protocol.MAX_FRAME,
            compression=None,
            ping_interval=PING_S,
            ping_timeout=PING_S,
            write_limit=SEND_BUFFER,
            process_request=server.process_request,
            logger=logging.getLogger("coteccio.net.ws"),
        ) as ws_server:
            sockets = ws_server.sockets
            bound = sockets[0].getsockname()[1] if sockets else port
            scheme = "wss" if tls else "ws"
            print(f"listening on {scheme}://{host or '0.0.0.0'}:{bound}", flush=True)
            if resumed:
                print(f"resumed {resumed} tables", flush=True)
            stop = asyncio.Event()  # SIGTERM (systemd's stop) ends it cleanly
            with contextlib.suppress(NotImplementedError):  # not on Windows
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
            await stop.wait()
    finally:
        server.close()


YOUNG_OBJECTS = 50_000
"""The cycle collector's first generation is looked through after this many new objects, not
Python's 700; the older ones about a hundred times less often. A server's objects are few kinds
held long (tables, seats, connections) and its garbage almost never forms cycles (929 objects in
cycles in a minute of 1,000 tables), yet with Python's thresholds the collector took 15 % of the
server's CPU there and its full passes over half a million objects paused every table for up to
0.4 s (``bench/net.py --pace human --tables 1000``, ``docs/network.md``)."""


def _quiet_collector() -> None:
    """Collect cycles rarely, and never look again at what start-up made."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, 20, 100)


def _more_files() -> None:
    """As many open files as the system allows this process (a connection is one)."""
    try:
        import resource
    except ImportError:  # not on Windows
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = max(soft, 65536) if hard == resource.RLIM_INFINITY else hard
    if soft < want:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))


def run_serve(
    port: int,
    host: str = "",
    cert: str | None = None,
    key: str | None = None,
    folder: str | None = None,
    limits: Limits | None = None,
) -> int:
    """The ``serve`` command; returns the exit status (2 for a bad certificate or folder)."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    tls = None
    if cert or key:
        if not (cert and key):
            print("coteccio serve: --cert and --key go together", file=sys.stderr)
            return 2
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            tls.load_cert_chain(cert, key)
        except (OSError, ssl.SSLError) as e:
            print(f"coteccio serve: cannot use the certificate: {e}", file=sys.stderr)
            return 2
    where = Path(folder) if folder else data_dir() / "server"
    try:
        (where / "tables").mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(f"coteccio serve: cannot use the folder {where}: {e.strerror}", file=sys.stderr)
        return 2
    _more_files()
    _quiet_collector()
    try:
        asyncio.run(run_server(where, host, port, limits or Limits(), tls))
    except KeyboardInterrupt:
        return 130
    except OSError as e:
        print(f"coteccio serve: cannot listen on port {port}: {e.strerror}", file=sys.stderr)
        return 2
    return 0
