"""A guest's client over TLS: ``wss://`` checked as a browser checks it (the system's trust store,
plus ``COTECCIO_CA_FILE``), a certificate that does not check refused at once (not retried until
a timeout), and a dropped guest coming back over ``wss://`` again."""

from __future__ import annotations

import asyncio
import ssl
from pathlib import Path

import pytest

from coteccio_gui.net.client import CA_FILE, TableClient
from tests.net.support import certificate, close_all, server_here, setup


def served(folder: Path) -> tuple[ssl.SSLContext, Path]:
    """A server's TLS context with a self-signed certificate made now, and that certificate."""
    cert, key = certificate(folder)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context, cert


def test_a_guest_trusting_the_clubs_certificate_looks_joins_and_comes_back_over_wss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tls, cert = served(tmp_path)
    monkeypatch.setenv(CA_FILE, str(cert))

    async def main():
        async with server_here(tmp_path, tls) as (url, server):
            assert url.startswith("wss://")
            host, guest = TableClient(url), TableClient(url)
            for c in (host, guest):
                await c.connect()
            code = await host.open(setup("coteccio", guests=1))
            assert (await guest.look(code))["free"] == [1]
            await guest.join(code, 1, "Bruno")
            token = guest.token
            guest.drop(come_back=True)  # the network goes; the client comes back by itself
            await guest.wait_for(lambda c: c.connections == 2 and c.synced)
            assert guest.url.startswith("wss://") and guest.token == token and guest.seat == 1
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "connected")
            assert all(c.ws.request is not None for c in server.tables[code].clients)
            await close_all([host, guest])

    asyncio.run(main())


def test_a_certificate_that_does_not_check_is_refused_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tls, _cert = served(tmp_path)
    monkeypatch.delenv(CA_FILE, raising=False)

    async def main():
        async with server_here(tmp_path, tls) as (url, _):
            stranger = TableClient(url)  # the system's trust store knows no self-signed cert
            with pytest.raises(ssl.SSLCertVerificationError):
                await stranger.connect(timeout=60)
            assert not stranger.connected and stranger.connections == 0
            await stranger.close()
        async with server_here(tmp_path / "plain") as (url, _):
            mistaken = TableClient(url.replace("ws://", "wss://"))  # TLS to a plain server
            with pytest.raises(ConnectionError):  # hung up on at once, not a timeout
                await mistaken.connect(timeout=60)
            await mistaken.close()

    asyncio.run(main())
