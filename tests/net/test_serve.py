"""``coteccio serve``: TLS with a certificate, many tables at once, and the limits it keeps."""

from __future__ import annotations

import asyncio
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage

from coteccio_gui.net.client import TableClient
from tests.net.support import (
    ROOT,
    ServerProcess,
    certificate,
    close_all,
    server_here,
    setup,
    table_of,
)


def test_serve_speaks_tls_with_a_certificate_and_holds_several_tables(tmp_path: Path) -> None:
    cert, key = certificate(tmp_path)
    server = ServerProcess(tmp_path, extra=("--cert", str(cert), "--key", str(key)))
    url = server.start()
    assert url.startswith("wss://")
    trust = ssl.create_default_context(cafile=str(cert))

    async def main():
        hosts = [TableClient(url, tls=trust) for _ in range(3)]
        codes = []
        for host in hosts:
            await host.connect()
            codes.append(await host.open(setup("coch")))
        # plain ws:// does not get in
        with pytest.raises((OSError, InvalidHandshake, ConnectionClosed, InvalidMessage)):
            async with connect(url.replace("wss://", "ws://"), open_timeout=10):
                pass
        await close_all(hosts)
        return codes

    try:
        codes = asyncio.run(main())
    finally:
        server.stop()
    assert len(set(codes)) == 3 and all(len(c) == 6 for c in codes)


def test_serve_refuses_a_bad_certificate_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "bad.pem").write_text("not a certificate")
    proc = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "serve", "--port", "0"]
        + ["--cert", str(tmp_path / "bad.pem"), "--key", str(tmp_path / "bad.pem")]
        + ["--folder", str(tmp_path)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "certificate" in proc.stderr


def test_the_limits_hold_rate_and_connections_per_table(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, rate=5.0, burst=10.0, per_table=4) as (url, _):
            code, people = await table_of(url, "coteccio", keep_raw=False)
            guest = people[1]
            # a burst beyond the allowance: the rest is refused, nothing else happens
            errors = len(guest.errors)
            for _ in range(30):
                await guest.send({"type": "start"})
            await guest.wait_for(lambda c, n=errors: len(c.errors) >= n + 30)
            refused = guest.errors[errors:]
            assert refused.count("too many messages: slow down") >= 15
            # a table takes so many connections, no more
            extra = [TableClient(url) for _ in range(3)]
            hello = {"type": "hello", "table": code, "token": people[0].host_token, "last": 0}
            for c in extra:
                await c.connect()
                await c.send(hello)
                await c.wait_for(lambda c: bool(c.errors or c.replies))
            # three sit already, a fourth may: the others are refused
            assert [bool(c.replies) for c in extra] == [True, False, False]
            assert extra[1].errors == ["this table has too many connections"]
            assert people[0].state["status"] == "waiting"
            await close_all(people + extra)

    asyncio.run(main())
