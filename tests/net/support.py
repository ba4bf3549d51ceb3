"""What the network tests share: a server on loopback, scripted people, short matches."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import ssl
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from coteccio_gui import games
from coteccio_gui.net import protocol
from coteccio_gui.net.client import TableClient
from coteccio_gui.net.live import Limits
from coteccio_gui.net.server import Server

ROOT = Path(__file__).resolve().parent.parent.parent
SHORT_RULES: dict[str, dict[str, Any]] = {
    "coteccio": {"starting_lives": 1},
    "rovescino": {"target": 21},
    "coch": {"target": 1},
    "zifuli": {"rounds": 1},
    "tressette": {"target": 21, "claiming": False},
    "tressette-in-due": {"target": 21, "claiming": False},
    "terziglio": {"target": 21},
    "stovkahra": {"series": 10},
}
"""House rules that keep a whole match short."""
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina", "Ivo"]


def setup(game: str, guests: int = 2, level: str = "easy") -> dict[str, Any]:
    """A host at seat 0, ``guests`` remote seats, computers at ``level`` in the rest."""
    n = games.spec(game).default_players
    guests = min(guests, n - 1)
    seats = ["human"] + ["remote"] * guests + [level] * (n - 1 - guests)
    return {"game": game, "players": NAMES[:n], "seats": seats, "rules": SHORT_RULES[game]}


def certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, made now with ``openssl``."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.fail("the TLS tests make their certificate with openssl: install it (.ci/run does)")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
        + ["-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost"]
        + ["-addext", "subjectAltName=IP:127.0.0.1"],
        check=True,
        capture_output=True,
    )
    return cert, key


@contextlib.asynccontextmanager
async def server_here(
    folder: Path, tls: ssl.SSLContext | None = None, clock: Any = None, **limits: Any
) -> AsyncIterator[tuple[str, Server]]:
    """A server in this process, on a free loopback port (``wss://`` with ``tls``); its time
    from ``clock`` when given (a test moves it by hand)."""
    server = Server(
        folder,
        Limits(**{"away_s": 0.3, "durable": False, "rate": 1000.0, "burst": 1000.0, **limits}),
        **({"clock": clock} if clock else {}),
    )
    server.resume()
    async with serve(
        server.handler,
        "127.0.0.1",
        0,
        max_size=protocol.MAX_FRAME,
        compression=None,
        ssl=tls,
        process_request=server.process_request,
    ) as ws:
        port = ws.sockets[0].getsockname()[1]
        try:
            yield f"{'wss' if tls else 'ws'}://127.0.0.1:{port}", server
        finally:
            server.close()


class Clock:
    """A clock a test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def connect_from(url: str, source: str) -> TableClient:
    """A client whose connection comes from ``source`` (another loopback address: 127.0.0.2…),
    so limits per address tell it apart."""
    client = TableClient(url, source=source)
    await client.connect()
    return client


class ServerProcess:
    """``coteccio serve`` in a child process, its standard error kept in a file."""

    def __init__(
        self,
        folder: Path,
        port: int = 0,
        away: float = 0.3,
        extra: tuple[str, ...] = (),
        durable: bool = False,
    ) -> None:
        self.folder, self.port, self.away, self.extra = folder, port, away, extra
        self.durable = durable
        self.log = folder / "server.log"
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> str:
        """Start it; returns its address once it listens."""
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        args = [sys.executable, "-m", "coteccio_gui", "serve", "--host", "127.0.0.1"]
        args += ["--port", str(self.port), "--folder", str(self.folder / "srv")]
        args += ["--away", str(self.away), "--rate", "10000", *self.extra]
        args += [] if self.durable else ["--no-fsync"]
        with self.log.open("a") as err:
            self.proc = subprocess.Popen(
                args, stdout=subprocess.PIPE, stderr=err, text=True, env=env
            )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line.startswith("listening on ws"), (line, self.log.read_text())
        self.port = int(line.rsplit(":", 1)[1])
        return f"{line.split(':')[0].split()[-1]}://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL, as a power cut or a crash would stop it."""
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait()

    def stop(self) -> None:
        """Stop it if it runs."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()


async def play(client: TableClient, seed: int, stop: Any = None) -> None:
    """A scripted person: a random legal action whenever it is this seat's turn, to the end
    (or until ``stop(client)`` holds). A dropped connection is waited out, not an error."""
    rng = random.Random(seed)
    while True:
        await client.wait_for(lambda c: c.finished or c.my_turn or bool(stop and stop(c)), 120)
        if client.finished or (stop and stop(client)):
            return
        event, errors = client.state["event"], len(client.errors)
        action = rng.choice(client.state["legal"])
        try:
            await client.act(action)
        except (ConnectionError, ConnectionClosed):
            continue
        await client.wait_for(
            lambda c, e=event, n=errors: c.state["event"] != e or not c.synced or len(c.errors) > n,
            60,
        )
        # an error is only allowed if the connection dropped meanwhile (the table moved on)
        assert len(client.errors) == errors or client.connections > 1, (action, client.errors)


async def table_of(url: str, game: str, guests: int = 2, keep_raw: bool = True, rules: Any = None):
    """A host and its guests connected and seated at a new table (not started)."""
    host = TableClient(url, keep_raw=keep_raw)
    await host.connect()
    code = await host.open({**setup(game, guests), **({"rules": rules} if rules else {})})
    people = [host]
    for seat in range(1, 1 + min(guests, games.spec(game).default_players - 1)):
        guest = TableClient(url, keep_raw=keep_raw)
        await guest.connect()
        await guest.join(code, seat, NAMES[seat])
        people.append(guest)
    return code, people


async def close_all(clients: list[TableClient]) -> None:
    """Close every client."""
    await asyncio.gather(*(c.close() for c in clients))


def designs(value: object) -> object:
    """``value`` with every Cucco card by its design: the wire marks a design's second copy
    (``F5'``), which a match read back from its record (design codes) cannot know."""
    if isinstance(value, str):
        return value.rstrip("'")
    if isinstance(value, list):
        return [designs(v) for v in value]
    if isinstance(value, dict):
        return {k: designs(v) for k, v in value.items()}
    return value
