"""Faults over real sockets: a guest dropped and back, the server killed -9 and restarted."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from websockets.asyncio.client import connect

from coteccio_gui.net.client import TableClient
from coteccio_gui.net.table import Table
from coteccio_gui.record import read_record
from tests.net.support import ServerProcess, close_all, play, server_here, table_of


def _seat_played(client: TableClient, seat: int, after: int) -> bool:
    """Whether ``client`` was shown ``seat`` playing a card in an action from ``after`` on."""
    return any(
        e.get("kind") == "CardPlayed" and e.get("seat") == seat
        for h in client.history
        if h["n"] >= after
        for e in h["events"]
    )


def test_a_dropped_guest_keeps_the_seat_a_computer_plays_for_it_and_it_comes_back(
    tmp_path: Path,
) -> None:
    async def main():
        async with server_here(tmp_path, away_s=0.2) as (url, server):
            code, (host, carla, other) = await table_of(
                url, "coteccio", keep_raw=False, rules={"starting_lives": 3}
            )
            await host.start()
            everyone = [host, carla, other]
            # Carla plays a few actions, then her connection drops without a goodbye.
            loops = [asyncio.create_task(play(c, i)) for i, c in enumerate([host, other], 7)]
            await play(carla, 1, stop=lambda c: c.state["event"] >= 12)
            carla.drop()
            dropped_at = host.state["event"]
            # Everyone is told, in words a screen can show, and the computer plays for her.
            await host.wait_for(lambda c: any(n["kind"] == "away" for n in c.notices))
            away = next(n for n in host.notices if n["kind"] == "away")
            assert away["seat"] == 1 and away["name"] == "Bruno"
            assert away["text"] == "Bruno is away — the computer plays in their place"
            assert any(n["kind"] == "away" for n in other.notices)
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "away")
            await host.wait_for(lambda c: _seat_played(c, 1, dropped_at))
            # She comes back with her token and takes the seat over.
            carla.come_back()
            await carla.wait_for(lambda c: c.synced and c.connections == 2)
            await host.wait_for(lambda c: any(n["kind"] == "back" for n in c.notices))
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "connected")
            await play(carla, 2)
            await asyncio.gather(*loops)
            await close_all(everyone)
            return code, carla, host

    code, carla, host = asyncio.run(main())
    [path] = (tmp_path / "history").glob(f"table-{code}*.json")
    record = read_record(json.dumps(json.loads(path.read_text())["record"]))
    n = len(record.match.actions)
    # nothing missed, nothing twice: her History holds every action once, as the host's does
    assert [h["n"] for h in carla.history] == list(range(n))
    assert [h["n"] for h in host.history] == list(range(n))
    assert carla.state["outcome"] == host.state["outcome"] is not None


def test_the_server_killed_mid_match_resumes_and_the_clients_come_back_by_themselves(
    tmp_path: Path,
) -> None:
    server = ServerProcess(tmp_path, away=30.0)
    url = server.start()

    async def main():
        code, people = await table_of(url, "rovescino", keep_raw=False)
        await people[0].start()
        loops = [asyncio.create_task(play(c, i)) for i, c in enumerate(people)]
        for kill_at in (15, 60):
            await people[0].wait_for(lambda c, k=kill_at: c.state["event"] >= k)
            server.kill()
            await asyncio.gather(*(p.wait_for(lambda c: not c.connected) for p in people))
            server.start()  # same port: the clients reconnect by themselves
            await asyncio.gather(*(p.wait_for(lambda c: c.synced) for p in people))
        await asyncio.gather(*loops)
        await close_all(people)
        return code, people

    try:
        code, people = asyncio.run(main())
    finally:
        server.stop()
    [path] = (tmp_path / "srv" / "history").glob(f"table-{code}*.json")
    data = json.loads(path.read_text())
    record = read_record(json.dumps(data["record"]))
    n = len(record.match.actions)
    assert record.match.outcome() is not None and n > 60
    # a local replay of the final record shows each seat exactly what its client received,
    # across two kills: nothing lost, nothing twice, nothing different
    replayed = Table.from_file(data)
    for seat, person in enumerate(people):
        assert person.connections == 3
        assert person.state["event"] == n
        assert [h["n"] for h in person.history] == list(range(n))
        assert person.history == replayed.history[seat]
    assert "Traceback" not in server.log.read_text()


def test_a_guest_gone_before_the_start_is_played_by_the_computer_after_the_wait(
    tmp_path: Path,
) -> None:
    async def main():
        async with server_here(tmp_path, away_s=0.2) as (url, _):
            code, (host, gone, other) = await table_of(url, "coch", keep_raw=False)
            await gone.close()
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "waiting")
            await host.start()
            await host.wait_for(lambda c: c.state["seats"][1]["state"] == "away")
            await asyncio.gather(play(host, 1), play(other, 2))
            assert any(n["kind"] == "away" and n["seat"] == 1 for n in host.notices)
            assert _seat_played(host, 1, 0)
            await close_all([host, other])

    asyncio.run(main())


def test_a_connection_that_never_sits_down_is_closed(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, idle_s=0.2) as (url, _), connect(url) as ws:
            await ws.wait_closed()
            assert ws.close_code == 1008

    asyncio.run(main())
