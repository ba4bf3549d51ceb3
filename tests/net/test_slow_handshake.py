"""A host's computer slow to answer the opening handshake (busy with its own table, or a slow
link) does not turn a friend away: the client waits seconds for it, as long as it answered."""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import ServerConnection, serve

from coteccio_gui.net.client import TableClient

SLOW_S = 6.0
"""Longer than the 5 s the client used to allow the handshake (the flake of a loaded CI)."""


def test_a_handshake_that_takes_seconds_still_connects() -> None:
    async def main() -> bool:
        async def slow(_connection: ServerConnection, _request: object) -> None:
            await asyncio.sleep(SLOW_S)  # the host's program answers late, then as usual

        async def echo(ws: ServerConnection) -> None:
            await ws.wait_closed()

        async with serve(echo, "127.0.0.1", 0, process_request=slow) as server:
            port = server.sockets[0].getsockname()[1]
            client = TableClient(f"ws://127.0.0.1:{port}")
            try:
                await client.connect()
                return client.connected
            finally:
                await client.close()

    assert asyncio.run(main())
