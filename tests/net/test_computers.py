"""People before computers: the computers decide in their own bounded pool, a fair share per
table (the least served first, people's tables before computers-only ones, one worker always
left for the people's), and a person's action never waits on a computer's search."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from coteccio_gui.net import computers
from coteccio_gui.net.computers import Computers
from coteccio_gui.net.tables import AGAIN
from tests.net.support import NAMES, Clock, close_all, connect_from, play, server_here, table_of

ROBOTS = {"game": "coch", "players": NAMES[:4], "seats": ["easy"] * 4}
"""A table of computers only, opened by someone who only looks on."""


async def _order(pool: Computers, wanted: list[tuple[str, bool]]) -> list[str]:
    """Which table the pool serves first, one worker freed at a time, for these requests
    made while every worker is busy."""
    served: list[str] = []

    async def want(table: str, seated: bool) -> None:
        await pool._turn(table, seated)
        served.append(table)

    for _ in range(pool.workers):
        await pool._turn("busy", True)
    tasks = [asyncio.create_task(want(t, s)) for t, s in wanted]
    await asyncio.sleep(0)
    for table, seated in [("busy", True)] * pool.workers + wanted:
        pool._release(seated if table != "busy" else True)
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)
    return served


def test_the_pool_serves_the_least_served_table_first_and_people_before_computers() -> None:
    async def main():
        pool = Computers(workers=1)
        pool.used.update({"greedy": 5.0})
        fair = await _order(pool, [("greedy", True), ("a", True), ("b", True)])
        assert fair == ["a", "b", "greedy"]
        people = await _order(Computers(1), [("robots", False), ("people", True)])
        assert people == ["people", "robots"]
        pool.close()

    asyncio.run(main())


def test_tables_without_a_person_leave_one_worker_for_the_peoples() -> None:
    async def main():
        pool = Computers(workers=2)
        first, second = (
            asyncio.create_task(pool._turn("r1", False)),
            asyncio.create_task(pool._turn("r2", False)),
        )
        await asyncio.sleep(0)
        assert first.done() and not second.done()  # one worker kept back
        person = asyncio.create_task(pool._turn("people", True))
        await asyncio.sleep(0)
        assert person.done()  # the kept worker is the people's
        pool._release(False)
        await asyncio.sleep(0)
        assert second.done()
        pool.close()

    asyncio.run(main())


def test_a_table_with_no_person_seated_goes_at_a_walk(tmp_path: Path) -> None:
    clock = Clock()
    waits: list[float] = []

    async def main():
        async with server_here(tmp_path, clock=clock, unseated_pace_s=2.0) as (url, server):

            async def no_sleep(s: float) -> None:
                waits.append(s)

            server.sleep = no_sleep  # type: ignore[method-assign]
            host = await connect_from(url, "127.0.0.1")  # looks on: no person is seated
            code = await host.open({**ROBOTS, "game": "coteccio"}, sit=None)
            live = server.tables[code]
            live.driver.cancel()  # the test moves it by hand
            await host.start()
            await host.wait_for(lambda c: c.state.get("status") == "playing")
            while live.table.match.needs_deal():
                await server._step(live)
            before = live.table.events
            assert await server._step(live) == "changed"  # a first computer action at once
            assert await server._step(live) == AGAIN and waits == [2.0]  # then it waits
            clock.now += 2.0
            assert await server._step(live) == "changed"
            assert live.table.events == before + 2
            await close_all([host])

    asyncio.run(main())


def test_a_persons_action_does_not_wait_on_a_computers_search(tmp_path: Path, monkeypatch) -> None:
    searching, finish = threading.Event(), threading.Event()
    real = computers.decide

    def slow(*args):
        searching.set()
        finish.wait(20)
        return real(*args)

    monkeypatch.setattr(computers, "decide", slow)

    async def main():
        async with server_here(tmp_path, computers=1, unseated_pace_s=0.0) as (url, _):
            watcher = await connect_from(url, "127.0.0.1")
            await watcher.open(ROBOTS, sit=None)
            await watcher.start()  # a computer's search begins, and takes the only worker
            while not searching.is_set():
                await asyncio.sleep(0.01)
            code, people = await table_of(url, "tressette-in-due", guests=1, keep_raw=False)
            await people[0].start()
            await asyncio.gather(*(play(c, s) for s, c in enumerate(people)))  # a whole match
            assert all(c.finished for c in people) and not finish.is_set()
            finish.set()
            await close_all(people + [watcher])

    asyncio.run(main())
