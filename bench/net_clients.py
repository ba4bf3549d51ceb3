"""The clients of ``bench/net.py``, run in processes of their own (apart from the server).

:func:`people` seats some tables of four scripted people in one process and plays them, at
once or at a person's pace (a random 0.5–3 s after each turn comes), noting when each client
first holds each event. :func:`abuser` is the bad neighbour: wrong codes at a steady rate from
one address, and tables of expert computers opened, started and left.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import gc
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import connect  # noqa: E402

from coteccio_gui.net.client import TableClient  # noqa: E402

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


class Timed(TableClient):
    """A client that notes when it first holds each new event number."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.arrivals: list[tuple[int, float]] = []

    async def _receive(self, data: str | bytes) -> None:
        await super()._receive(data)
        event = self.state.get("event", -1)
        if not self.arrivals or event > self.arrivals[-1][0]:
            self.arrivals.append((event, time.perf_counter()))


def held(client: Timed, event: int) -> float | None:
    """When ``client`` first held an update past ``event``."""
    i = bisect.bisect_right(client.arrivals, (event, float("inf")))
    return client.arrivals[i][1] if i < len(client.arrivals) else None


async def connected(url: str) -> Timed:
    """A client connected (tried again while a busy server lets the handshake time out)."""
    for _ in range(20):
        client = Timed(url)
        try:
            await client.connect(60)
            return client
        except (OSError, TimeoutError):
            await client.close()
            await asyncio.sleep(0.5)
    raise TimeoutError("the server never let this client in")


async def table(url: str, lives: int) -> list[Timed]:
    """One table of four scripted people, opened and seated (not started)."""
    host = await connected(url)
    setup = {"game": "coteccio", "players": NAMES, "seats": ["human"] + ["remote"] * 3}
    code = await host.open({**setup, "rules": {"starting_lives": lives}})
    people = [host]
    for seat in (1, 2, 3):
        guest = await connected(url)
        await guest.join(code, seat, NAMES[seat])
        people.append(guest)
    return people


async def person(
    client: Timed, rng: random.Random, sent: dict[int, float], pace: bool, until: float
) -> None:
    """Answer every turn (at once, or after a person's pause) to the end or the deadline."""
    while time.perf_counter() < until:
        left = max(0.1, until - time.perf_counter())
        try:
            await client.wait_for(lambda c: c.finished or c.my_turn, left)
        except TimeoutError:
            return
        if client.finished:
            return
        if pace:
            await asyncio.sleep(rng.uniform(0.5, 3.0))
            if time.perf_counter() >= until:
                return
        event = client.state["event"]
        sent[event] = time.perf_counter()
        await client.act(rng.choice(client.state["legal"]))
        await client.wait_for(lambda c, e=event: c.state["event"] != e or bool(c.errors), 600)


async def _people(job: dict[str, Any], ready: Any, go: Any) -> dict[str, Any]:
    url, first, count = job["url"], job["first"], job["count"]
    seated: list[list[Timed]] = []
    for start in range(0, count, 10):  # a few tables at a time: the server takes them in turn
        batch = range(start, min(count, start + 10))
        seated += await asyncio.gather(*(table(url, job["lives"]) for _ in batch))
    ready.set()
    while not go.is_set():
        await asyncio.sleep(0.05)
    begin = time.perf_counter()
    until = begin + job["seconds"]
    sents: list[dict[int, float]] = [{} for _ in seated]
    events0 = [0] * len(seated)
    for people in seated:
        await people[0].start()
    await asyncio.gather(
        *(
            person(c, random.Random((first + t) * 10 + i), sents[t], job["human"], until)
            for t, people in enumerate(seated)
            for i, c in enumerate(people)
        )
    )
    elapsed = time.perf_counter() - begin
    latencies = []
    for sent, people in zip(sents, seated, strict=True):
        for event, t0 in sent.items():
            times = [held(c, event) for c in people]
            if None not in times:
                latencies.append((max(t for t in times if t is not None) - t0) * 1000)
    events = sum(p[0].state["event"] - e for p, e in zip(seated, events0, strict=True))
    for people in seated:
        await asyncio.gather(*(c.close() for c in people))
    return {
        "latencies": latencies,
        "events": events,
        "elapsed": elapsed,
        "cpu": time.process_time(),
    }


def people(job: dict[str, Any], ready: Any, go: Any, out: Any) -> None:
    """A client process: seat ``job["count"]`` tables, wait for ``go``, play, report."""
    # A thousand people's computers are not one process: with Python's thresholds this one's
    # full collections (over its 1,000 connections) held every update it was sent for up to
    # 0.4 s, and the bench measured its own pauses, not the server's.
    gc.set_threshold(50_000, 20, 100)
    out.put(asyncio.run(_people(job, ready, go)))


async def _wrong_codes(url: str, source: str, per_s: float, until: float, tally: list[int]) -> None:
    """Look at random codes at ``per_s`` from ``source``, reconnecting when shown the door."""
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    rng = random.Random(5)
    while time.perf_counter() < until:
        try:
            async with connect(url, local_addr=(source, 0), open_timeout=30) as ws:

                async def drain(ws: Any = ws) -> None:
                    with contextlib.suppress(Exception):  # shown the door: the loop sees it
                        async for _ in ws:
                            tally[1] += 1

                reader = asyncio.create_task(drain())
                while time.perf_counter() < until and not reader.done():
                    code = "".join(rng.choice(letters) for _ in range(6))
                    await ws.send(json.dumps({"type": "look", "table": code}))
                    tally[0] += 1
                    await asyncio.sleep(1 / per_s)
                reader.cancel()
        except Exception:  # shown the door, refused: come back
            tally[2] += 1
            await asyncio.sleep(0.05)


async def _computer_table(url: str, source: str) -> int:
    """Open a table of four expert Tressette players, start it and leave (1 if opened)."""
    async with connect(url, local_addr=(source, 0), open_timeout=60) as ws:
        setup = {"game": "tressette", "players": NAMES, "seats": ["expert"] * 4}
        await ws.send(json.dumps({"type": "open", **setup}))
        reply = await ws.recv()
        if '"opened"' not in str(reply):
            return 0
        await ws.send('{"type":"start"}')
        await ws.recv()
        return 1


async def _abuse(job: dict[str, Any]) -> dict[str, Any]:
    count = job["computer_tables"]
    tables = asyncio.gather(*(_computer_table(job["url"], "127.0.0.3") for _ in range(count)))
    until = time.perf_counter() + job["seconds"]
    tally = [0, 0, 0]
    per_link = job["wrong_per_s"] / 50
    start = time.perf_counter()
    links = [
        asyncio.create_task(_wrong_codes(job["url"], "127.0.0.2", per_link, until, tally))
        for _ in range(50)
    ]
    await asyncio.wait(links, timeout=max(0.0, until - time.perf_counter()))
    elapsed = time.perf_counter() - start
    for link in links:  # the deadline: gone at once, as a bad neighbour would go
        link.cancel()
    opened = sum(await tables)
    return {
        "opened": opened,
        "tries": tally[0],
        "answers": tally[1],
        "doors": tally[2],
        "s": elapsed,
        "cpu": time.process_time(),
    }


def abuser(job: dict[str, Any], out: Any) -> None:
    """The bad neighbour's process (see the module's docstring)."""
    out.put(asyncio.run(_abuse(job)))
