"""The frozen build still speaks TLS: its ``coteccio serve`` holds a table over ``wss://``
(OpenSSL, asyncio, websockets and the host-name codec are bundled, whatever was left out)."""

from __future__ import annotations

import asyncio
import os
import socket
import ssl
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage

from coteccio_gui.net.client import TableClient
from tests.net.support import certificate, close_all, setup

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="the frozen tests build the Linux folder"),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_frozen_server_holds_a_table_over_wss(
    package: ModuleType, dist: Path, tmp_path: Path
) -> None:
    cert, key = certificate(tmp_path)
    port = _free_port()
    # "localhost", a name and not an address: the server resolves it through the idna codec
    # (and unicodedata), as a guest's program resolves a club's host name.
    args = [package.executable(dist), "serve", "--host", "localhost", "--port", str(port),
            "--cert", cert, "--key", key, "--folder", tmp_path / "tables", "--no-fsync"]  # fmt: skip
    env = dict(os.environ, COTECCIO_HOME=str(tmp_path / "home"))
    with (tmp_path / "server.err").open("w") as err:
        server = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=err, text=True, env=env)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.strip() == f"listening on wss://localhost:{port}", (
            line + (tmp_path / "server.err").read_text()
        )
        url = f"wss://127.0.0.1:{port}"
        trust = ssl.create_default_context(cafile=str(cert))

        async def main() -> None:
            host, guest = TableClient(url, tls=trust), TableClient(url, tls=trust)
            for client in (host, guest):
                await client.connect()
            code = await host.open(setup("coteccio", guests=1))
            await guest.join(code, 1, "Bruno")
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "connected")
            with pytest.raises((OSError, InvalidHandshake, ConnectionClosed, InvalidMessage)):
                async with connect(f"ws://127.0.0.1:{port}", open_timeout=10):
                    pass  # plain ws:// does not get in
            await close_all([host, guest])

        asyncio.run(asyncio.wait_for(main(), 120))
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert "Traceback" not in (tmp_path / "server.err").read_text()
