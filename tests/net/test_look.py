"""``look``: a guest sees a table's game, who sits where and the free seats before sitting —
over real loopback sockets, with no token or card in the bytes, wrong codes counted as ``join``
counts them, and every malformed ``look`` refused in one line."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from coteccio_gui.net.client import TableClient
from tests.net.support import close_all, server_here, setup, table_of


async def answer(ws: ClientConnection, message: dict | str) -> dict:
    """Send one message on a bare connection and read the one answer."""
    await ws.send(message if isinstance(message, str) else json.dumps(message))
    return json.loads(await asyncio.wait_for(ws.recv(), 10))


def test_look_shows_the_game_who_sits_and_the_free_seats_and_no_secret(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, _):
            # Anna hosts, Bruno joined seat 1, seat 2 is still free, seat 3 is a computer
            host, bruno, guest = TableClient(url), TableClient(url), TableClient(url, keep_raw=True)
            for c in (host, bruno, guest):
                await c.connect()
            code = await host.open(setup("coteccio", guests=2))
            await bruno.join(code, 1, "Bruno")
            # a second table, with a remote seat of its own, must not show up in this one
            other = TableClient(url)
            await other.connect()
            await other.open(
                {"game": "coch", "players": ["Zeno", "Ugo"], "seats": ["human", "remote"]}
            )

            seen = await guest.look(code)
            assert seen["type"] == "table" and seen["table"] == code
            assert seen["game"] == "coteccio" and seen["status"] == "waiting"
            assert seen["players"][:2] == ["Anna", "Bruno"]
            assert [(s["seat"], s["kind"], s["state"]) for s in seen["seats"]] == [
                (0, "human", "connected"),
                (1, "remote", "connected"),
                (2, "remote", "free"),
                (3, "easy", "computer"),
            ]
            assert seen["free"] == [2]
            assert guest.seat is None and guest.token == ""  # looking is not sitting

            # the guest sits at the seat look offered
            await guest.join(code, 2, "Carla")
            assert guest.seat == 2
            again = TableClient(url)
            await again.connect()
            full = await again.look(code)
            assert full["free"] == [] and full["players"][2] == "Carla"

            # the match under way: nothing free, and no card in the answer
            await host.start()
            await host.wait_for(lambda c: c.state.get("status") == "playing" and c.state["view"])
            await bruno.wait_for(lambda c: bool(c.state.get("view") and c.state["view"]["hand"]))
            playing = await again.look(code)
            assert playing["status"] == "playing" and playing["free"] == []
            assert set(playing) == {"type", "table", "game", "status", "players", "seats", "free"}
            assert all(set(s) == {"seat", "name", "kind", "state"} for s in playing["seats"])

            # no token and no card went over the wire to the guest before it sat, nor after
            secrets = [host.token, host.host_token, bruno.token, guest.token]
            cards = {c for p in (host, bruno) for c in p.state["view"]["hand"]}
            looked = [t for t in guest.raw + [json.dumps(playing)] if '"type":"table"' in t]
            assert len(looked) == 1
            for text in looked + [json.dumps(playing)]:
                assert not any(s and s in text for s in secrets)
                assert not any(f'"{c}"' in text for c in cards)
            await close_all([host, bruno, guest, other, again])

    asyncio.run(main())


def test_wrong_codes_in_look_count_toward_the_limit_as_join_does(tmp_path: Path) -> None:
    async def main():
        # the connection's own limit (the address's waits are tested in test_limits.py)
        async with server_here(tmp_path, wrong_free=1000) as (url, _):
            code, people = await table_of(url, "coteccio", guests=1, keep_raw=False)
            async with connect(url) as ws:
                for i in range(10):  # five wrong looks and five wrong joins: the limit
                    kind = "look" if i % 2 else "join"
                    message = {"type": kind, "table": "ZZZZZZ"}
                    if kind == "join":
                        message |= {"seat": 1, "name": "X"}
                    reply = await answer(ws, message)
                    assert reply == {"type": "error", "message": "no table has this code"}
                reply = await answer(ws, {"type": "look", "table": code})  # the right one
                assert reply["type"] == "table" and reply["free"] == []
                await answer(ws, {"type": "look", "table": "YYYYYY"})  # the eleventh
                with pytest.raises(ConnectionClosed) as closed:
                    await asyncio.wait_for(ws.recv(), 10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            # a connection that tried fewer than ten wrong codes keeps looking
            async with connect(url) as ws:
                for _ in range(9):
                    await answer(ws, {"type": "look", "table": "ZZZZZZ"})
                assert (await answer(ws, {"type": "look", "table": code}))["table"] == code
            await close_all(people)

    asyncio.run(main())


def bad_look(rng: random.Random, code: str) -> str:
    """A ``look`` of the wrong shape or size (never a well-formed one with a wrong code)."""
    junk = [None, 7, 2.5, True, [], [code], {}, {"table": code}, "x" * rng.randrange(1, 40)]
    choice = rng.randrange(5)
    if choice == 0:
        message: dict = {"type": "look"}  # no table
    elif choice == 1:
        message = {"type": "look", "table": rng.choice(junk[:-1])}
    elif choice == 2:
        key = rng.choice(["seat", "name", "token", "last", "tables", "", "TABLE"])
        message = {"type": "look", "table": code, key: rng.choice(junk)}
    elif choice == 3:
        message = {"type": rng.choice(["Look", "looks", "peek"]), "table": code}
    else:
        return json.dumps({"type": "look", "table": code, "pad": "x" * rng.randrange(4100, 9000)})
    return json.dumps(message)


def test_malformed_looks_each_get_one_line_and_the_connection_still_looks(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, server):
            code, people = await table_of(url, "coteccio", guests=1, keep_raw=False)
            before = json.dumps(server.tables[code].table.to_file())
            rng = random.Random(36)
            async with connect(url) as ws:
                for _ in range(200):
                    reply = await answer(ws, bad_look(rng, code))
                    assert reply["type"] == "error", reply
                    assert "\n" not in reply["message"] and len(reply["message"]) <= 200
                seen = await answer(ws, {"type": "look", "table": code})
                assert seen["type"] == "table" and seen["seats"][1]["name"] == "Bruno"
            # a seated connection does not look at tables
            bruno = people[1]
            errors = len(bruno.errors)
            await bruno.send({"type": "look", "table": code})
            await bruno.wait_for(lambda c: len(c.errors) > errors)
            assert bruno.errors[-1] == "this connection already sits at a table"
            assert json.dumps(server.tables[code].table.to_file()) == before
            await close_all(people)

    asyncio.run(main())


def test_a_guest_who_takes_a_while_after_looking_still_sits(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, idle_s=0.3) as (url, _):
            host, guest = TableClient(url), TableClient(url)
            for c in (host, guest):
                await c.connect()
            code = await host.open(setup("coteccio", guests=1))
            assert (await guest.look(code))["free"] == [1]
            # the server closes a connection that sits nowhere for too long; the client
            # connects again by itself, and the seat it looked at is still there to take
            await guest.wait_for(lambda c: c.connections >= 2 and c.connected)
            await guest.join(code, 1, "Bruno")
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "connected")
            await close_all([host, guest])

    asyncio.run(main())
