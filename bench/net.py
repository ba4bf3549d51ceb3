"""Network tables under load: one ``coteccio serve``, many tables of four scripted clients.

Starts ``coteccio serve`` on loopback (its own folder, fsync on as for a real club unless
``--no-fsync``), opens ``--tables`` tables of Coteccio (four remote people each: a host and
three guests, every one a client of this process over its own WebSocket), starts them all and
lets every client answer its turn at once with a random legal action until every match is over.
Prints ``name value unit`` lines:

- ``net_actions_per_s``: record events the server applied per second (actions and deals);
- ``net_action_to_all_ms_p50`` / ``_p95``: from a client sending its action to the moment the
  last of the table's four clients holds the update that shows it;
- ``net_memory_per_table_kb``: the server's resident memory grown per table (matches finished,
  their histories still held), and ``net_server_rss_mb``.

    python bench/net.py [--tables 100] [--lives 2] [--no-fsync]

The clients share the machine with the server: on a small machine they, not the server, may be
what limits the figures (``net_server_cpu_s`` and ``net_clients_cpu_s`` say how busy each was).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from coteccio_gui.net.client import TableClient  # noqa: E402


def rss_kb(pid: int) -> int:
    """The resident memory of a process (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """The CPU time a process has used (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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


async def table(url: str, lives: int) -> list[Timed]:
    """One table of four scripted people, opened and seated (not started)."""
    host = Timed(url)
    await host.connect()
    names = ["Anna", "Bruno", "Carla", "Dario"]
    code = await host.open(
        {
            "game": "coteccio",
            "players": names,
            "seats": ["human"] + ["remote"] * 3,
            "rules": {"starting_lives": lives},
        }
    )
    people = [host]
    for seat in (1, 2, 3):
        guest = Timed(url)
        await guest.connect()
        await guest.join(code, seat, names[seat])
        people.append(guest)
    return people


async def person(client: Timed, rng: random.Random, sent: dict[int, float]) -> None:
    """Answer every turn at once, to the end of the match."""
    while True:
        await client.wait_for(lambda c: c.finished or c.my_turn, 600)
        if client.finished:
            return
        event = client.state["event"]
        sent[event] = time.perf_counter()
        await client.act(rng.choice(client.state["legal"]))
        await client.wait_for(lambda c, e=event: c.state["event"] != e or bool(c.errors), 600)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(url: str, pid: int, tables: int, lives: int) -> dict[str, float]:
    """Open, seat, start and play every table; the figures."""
    base = rss_kb(pid)
    sents: list[dict[int, float]] = [{} for _ in range(tables)]
    seated = [await table(url, lives) for _ in range(tables)]
    cpu0, mine0 = cpu_s(pid), time.process_time()
    start = time.perf_counter()
    for people in seated:
        await people[0].start()
    await asyncio.gather(
        *(
            person(c, random.Random(t * 10 + i), sents[t])
            for t, people in enumerate(seated)
            for i, c in enumerate(people)
        )
    )
    elapsed = time.perf_counter() - start
    events = sum(people[0].state["event"] for people in seated)
    latencies = []
    for sent, people in zip(sents, seated, strict=True):
        for event, t0 in sent.items():
            times = [held(c, event) for c in people]
            if None not in times:
                latencies.append((max(t for t in times if t is not None) - t0) * 1000)
    grown = rss_kb(pid) - base
    for people in seated:
        await asyncio.gather(*(c.close() for c in people))
    return {
        "net_tables": tables,
        "net_actions": events,
        "net_actions_per_s": events / elapsed,
        "net_action_to_all_ms_p50": percentile(latencies, 0.50),
        "net_action_to_all_ms_p95": percentile(latencies, 0.95),
        "net_memory_per_table_kb": grown / tables,
        "net_server_rss_mb": rss_kb(pid) / 1024,
        "net_server_cpu_s": cpu_s(pid) - cpu0,
        "net_clients_cpu_s": time.process_time() - mine0,
        "net_elapsed_s": elapsed,
    }


UNITS = {
    "net_tables": "tables",
    "net_actions": "actions",
    "net_actions_per_s": "actions/s",
    "net_action_to_all_ms_p50": "ms",
    "net_action_to_all_ms_p95": "ms",
    "net_memory_per_table_kb": "kB",
    "net_server_rss_mb": "MB",
    "net_server_cpu_s": "s",
    "net_clients_cpu_s": "s",
    "net_elapsed_s": "s",
}


def main() -> int:
    """Run the bench; prints ``name value unit`` lines."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--lives", type=int, default=2, help="Coteccio's starting lives")
    p.add_argument("--no-fsync", action="store_true")
    args = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="coteccio-bench-net-") as folder:
        cmd = [sys.executable, "-m", "coteccio_gui", "serve", "--host", "127.0.0.1"]
        cmd += ["--port", "0", "--folder", folder, "--rate", "100000"]
        cmd += ["--no-fsync"] if args.no_fsync else []
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            url = "ws://127.0.0.1:" + line.rsplit(":", 1)[1].strip()
            figures = asyncio.run(run(url, server.pid, args.tables, args.lives))
        finally:
            server.terminate()
            server.wait()
    for name, value in figures.items():
        unit = UNITS[name]
        print(
            f"{name} {value:.3f} {unit}" if isinstance(value, float) else f"{name} {value} {unit}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
