"""Limits per address, not per connection: wrong codes (each past the free ones making the
address wait longer), connections, tables opened; tables nobody uses closed; a started table
with nobody connected paused. Time moves by hand (an injected clock), never by sleeping."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from coteccio_gui.net.limits import FLAGS, Addresses, Limits, address_key
from coteccio_gui.net.tables import IDLE
from tests.net.support import ROOT, Clock, close_all, connect_from, server_here, setup


def test_wrong_codes_of_an_address_wait_longer_each_time_and_are_forgiven() -> None:
    clock = Clock()
    book = Addresses(Limits(wrong_free=3, wrong_delay_s=0.5, wrong_delay_max_s=4.0), clock)
    for _ in range(3):
        assert book.wait("10.0.0.1") == 0
        book.wrong("10.0.0.1")
    assert book.wait("10.0.0.1") == 0  # three free wrong tries
    waits = []
    for _ in range(6):
        book.wrong("10.0.0.1")
        waits.append(book.wait("10.0.0.1"))
        clock.now += waits[-1]  # the address waits its turn, then tries (wrongly) again
    assert waits == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]  # doubled, up to the longest wait
    assert book.wait("10.0.0.2") == 0  # another address is not held up
    clock.now += 60 * 3  # three minutes forgive three wrong tries: still past the free ones
    book.wrong("10.0.0.1")
    assert book.wait("10.0.0.1") > 0
    clock.now += 60 * 10  # ten more: all forgiven
    book.wrong("10.0.0.1")
    assert book.wait("10.0.0.1") == 0
    clock.now += 3600
    book.sweep()
    assert "10.0.0.1" not in book.book  # nothing left to hold against it


def test_connections_and_tables_opened_are_counted_per_address() -> None:
    clock = Clock()
    book = Addresses(Limits(per_address=2, opens_per_address=2), clock)
    assert book.connect("a") and book.connect("a") and not book.connect("a")
    assert book.connect("b")
    book.disconnect("a")
    assert book.connect("a")
    assert book.open("a") and book.open("a") and not book.open("a")
    assert book.open("b")
    clock.now += 1800  # half an hour gives back one of the two an hour
    assert book.open("a") and not book.open("a")
    assert address_key("::ffff:10.1.2.3") == "10.1.2.3"
    assert address_key("2001:db8:1:2:3:4:5:6") == "2001:db8:1:2::/64"  # one home, one count


def test_wrong_codes_hold_up_their_address_and_no_other(tmp_path: Path) -> None:
    clock = Clock()

    async def main():
        async with server_here(tmp_path, clock=clock, wrong_free=5, wrong_delay_s=2.0) as (url, _):
            host = await connect_from(url, "127.0.0.1")
            code = await host.open(setup("coteccio", guests=1))
            guesser = await connect_from(url, "127.0.0.2")
            for k in range(6):  # five free, the sixth makes the address wait
                with pytest.raises(ValueError, match="no table has this code"):
                    await guesser.look(f"ZZZZZ{k}")
            # even the right code waits: the address must not learn anything meanwhile
            again = await connect_from(url, "127.0.0.2")  # a new connection does not help
            with pytest.raises(ValueError, match="from this address: try again in 2 s"):
                await again.look(code)
            neighbour = await connect_from(url, "127.0.0.3")
            assert (await neighbour.look(code))["free"] == [1]
            clock.now += 2.0
            assert (await again.look(code))["free"] == [1]
            # a hello finds no code by itself, so it is never held up (a guest coming back)
            await host.close()
            back = await connect_from(url, "127.0.0.2")
            for k in range(3):
                await back.send({"type": "hello", "table": f"Q{k}QQQQ", "token": "x", "last": 0})
            await back.wait_for(lambda c: len(c.errors) == 3)
            assert set(back.errors) == {"no table has this code (with this token)"}
            await close_all([guesser, again, neighbour, back])

    asyncio.run(main())


def test_an_address_holds_so_many_connections_and_opens_so_many_tables(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, per_address=2, opens_per_address=1) as (url, server):
            a1, a2 = [await connect_from(url, "127.0.0.2") for _ in range(2)]
            with pytest.raises(InvalidStatus):  # refused before the handshake: 503
                async with connect(url, local_addr=("127.0.0.2", 0)):
                    pass
            b = await connect_from(url, "127.0.0.3")
            await a1.open(setup("coch"))
            with pytest.raises(ValueError, match="opened all the tables it may"):
                await a2.open(setup("coch"))
            await b.open(setup("coch"))
            assert len(server.tables) == 2
            await close_all([a1, a2, b])

    asyncio.run(main())


def test_a_table_not_started_with_nobody_there_is_closed_after_a_while(tmp_path: Path) -> None:
    clock = Clock()

    async def main():
        async with server_here(tmp_path, clock=clock, reap_waiting_s=300.0) as (url, server):
            host = await connect_from(url, "127.0.0.1")
            code = await host.open(setup("coteccio", guests=1))
            door = tmp_path / "tables" / f"{code}.json"
            assert door.exists() and server.store.known(code) == "open"
            clock.now += 1000
            server.sweep()
            assert code in server.tables  # someone is there
            await host.close()
            await asyncio.sleep(0)
            while server.tables[code].clients:
                await asyncio.sleep(0.01)
            clock.now += 299
            server.sweep()
            assert code in server.tables  # not yet
            clock.now += 1
            server.sweep()
            assert code not in server.tables and not door.exists()
            while server.store.known(code) is not None:
                await asyncio.sleep(0.01)
            late = await connect_from(url, "127.0.0.3")
            with pytest.raises(ValueError, match="no table has this code"):
                await late.look(code)
            await late.close()

    asyncio.run(main())


def test_a_started_table_with_nobody_connected_is_paused(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, away_s=0.05, unseated_pace_s=0.01) as (url, server):
            host = await connect_from(url, "127.0.0.1")
            invitation = {**setup("coteccio", guests=0), "rules": {"starting_lives": 3}}
            code = await host.open(invitation)
            await host.start()
            live = server.tables[code]
            await host.wait_for(lambda c: c.my_turn)
            await host.close()
            while live.clients or 0 not in live.away:
                await asyncio.sleep(0.01)
            # the computer would play the host's seat now, but nobody is there: it waits
            before = live.table.events
            assert await server._step(live) == IDLE
            assert live.table.events == before
            back = await connect_from(url, "127.0.0.1")  # the host looks in, not sitting
            await back.hello(code, host.host_token)
            await back.wait_for(lambda c: c.state["event"] > before)  # it moves on again
            await back.close()

    asyncio.run(main())


def test_serve_help_names_every_limit_with_its_number() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "serve", "--help"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "200"},
        check=True,
    )
    docs = (ROOT / "docs" / "network.md").read_text("utf-8")
    options = " ".join(done.stdout.split()).split(" --")  # one piece per option
    for flag, name, _words in FLAGS:
        default = getattr(Limits, name)
        said = next(x for x in options if x.startswith(flag[2:] + " "))
        assert f"(default: {default})" in said, said
        assert f"`{flag}`" in docs, flag
