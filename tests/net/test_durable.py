"""``kill -9`` under load at a person's pace (sped up): every action a client was told of is in
the store, as it was played, and the restarted server resumes every table where it stood."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from websockets.exceptions import ConnectionClosed

from coteccio_gui.net.client import TableClient
from coteccio_gui.net.store import saved_files
from tests.net.support import ServerProcess, close_all, table_of

TABLES = 8


async def paced(client: TableClient, seed: int, acked: list[tuple[int, dict]]) -> None:
    """A person a little quicker than one (0.02–0.15 s a turn), noting each action the server
    acknowledged (sent an update past it)."""
    rng = random.Random(seed)
    while not client.finished:
        await client.wait_for(lambda c: c.finished or c.my_turn, 120)
        if client.finished:
            return
        await asyncio.sleep(rng.uniform(0.02, 0.15))
        event, action = client.state["event"], rng.choice(client.state["legal"])
        try:
            await client.act(action)
        except (ConnectionError, ConnectionClosed):
            await client.wait_for(lambda c: c.synced, 120)
            continue
        await client.wait_for(lambda c, e=event: c.state["event"] != e or not c.synced, 120)
        if client.synced and client.state["event"] > event:
            acked.append((event, action))


def test_kill_9_under_load_loses_no_acknowledged_action(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path, away=30.0, durable=True)
    url = server.start()

    async def main():
        tables = []
        for _ in range(TABLES):
            rules = {"starting_lives": 4}
            code, people = await table_of(url, "coteccio", keep_raw=False, rules=rules)
            tables.append((code, people, [[] for _ in people]))
        for _code, people, _acked in tables:
            await people[0].start()
        loops = [
            asyncio.create_task(paced(c, t * 10 + i, acked[i]))
            for t, (_code, people, acked) in enumerate(tables)
            for i, c in enumerate(people)
        ]
        everyone = [c for _code, people, _a in tables for c in people]
        # kill it in the middle of the traffic, actions under way
        await everyone[0].wait_for(lambda c: c.state["event"] >= 30, 120)
        server.kill()
        told = {code: max(c.state["event"] for c in people) for code, people, _a in tables}
        kept = {t["code"]: t["record"]["events"] for t in saved_files(tmp_path / "srv")}
        for code, _people, acked in tables:
            assert len(kept[code]) >= told[code], (code, len(kept[code]), told[code])
            for seat_acked in acked:
                for event, action in seat_acked:
                    assert kept[code][event] == action, (code, event)
        assert sum(len(a) for _c, _p, acks in tables for a in acks) > 20
        # started again on the same folder: every table resumes, every client comes back
        await asyncio.gather(*(c.wait_for(lambda c: not c.connected, 60) for c in everyone))
        server.start()
        await asyncio.gather(*(c.wait_for(lambda c: c.synced, 120) for c in everyone))
        for code, people, _acked in tables:
            for c in people:
                assert c.state["event"] >= told[code]
                assert [h["n"] for h in c.history] == list(range(c.state["event"]))
        for loop in loops:
            loop.cancel()
        await close_all(everyone)

    try:
        asyncio.run(main())
    finally:
        server.stop()
    assert "Traceback" not in server.log.read_text()
