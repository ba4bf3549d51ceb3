"""The server's store, measured against the other way to append: a log file of its own.

Appends ``--actions`` action rows (each a record event of a few dozen bytes) from ``--tables``
tables at once, with the same group commit both ways (whatever was asked while the last
fsync ran goes into the next one), fsync on:

- ``store_sqlite_*``: ``coteccio_gui.net.store.Store`` (SQLite in WAL mode, synchronous=FULL);
- ``store_log_*``: one append-only file, a line per action, ``os.fsync`` per batch.

Prints ``name value unit`` lines: appends a second, the loop's CPU time per append (what the
server pays where people's actions are read) and fsyncs (commits) per append.

    python bench/store.py [--actions 20000] [--tables 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import queue
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coteccio_gui.net.store import Store  # noqa: E402

EVENT = {"seat": 2, "play": "7d"}


class LogFile:
    """A log of its own: one line per action, a writer thread, one fsync per batch."""

    def __init__(self, path: Path) -> None:
        self.file = path.open("ab")
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.commits = 0
        threading.Thread(target=self._write, daemon=True).start()

    async def write(self, line: bytes) -> None:
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self.jobs.put((line, loop, done))
        await done

    def _write(self) -> None:
        while True:
            batch = [self.jobs.get()]
            while True:
                try:
                    batch.append(self.jobs.get_nowait())
                except queue.Empty:
                    break
            self.file.write(b"".join(line for line, _l, _d in batch))
            self.file.flush()
            os.fsync(self.file.fileno())
            self.commits += 1
            for _line, loop, done in batch:
                loop.call_soon_threadsafe(done.set_result, None)


async def tables_append(write, actions: int, tables: int) -> None:
    """``tables`` tables appending one action after another, each waiting for its own."""

    async def table(t: int) -> None:
        for n in range(actions // tables):
            await write(t, n)

    await asyncio.gather(*(table(t) for t in range(tables)))


def measure(name: str, run, commits, actions: int) -> None:
    cpu, start = time.thread_time(), time.perf_counter()
    run()
    elapsed, cpu = time.perf_counter() - start, time.thread_time() - cpu
    print(f"store_{name}_appends_per_s {actions / elapsed:.0f} appends/s")
    print(f"store_{name}_loop_cpu_us_per_append {cpu * 1e6 / actions:.1f} us")
    print(f"store_{name}_fsyncs_per_append {commits() / actions:.3f} fsyncs")


def main() -> int:
    """Run both; prints ``name value unit`` lines."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=20000)
    p.add_argument("--tables", type=int, default=200)
    args = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="coteccio-bench-store-") as folder:
        store = Store(Path(folder) / "sqlite", durable=True)

        async def sqlite(t: int, n: int) -> None:
            await store.write([Store.action(f"T{t:05d}", n, EVENT)])

        run = lambda: asyncio.run(tables_append(sqlite, args.actions, args.tables))  # noqa: E731
        measure("sqlite", run, lambda: store.commits, args.actions)
        store.close()
        log = LogFile(Path(folder) / "actions.log")

        async def own(t: int, n: int) -> None:
            line = json.dumps({"table": f"T{t:05d}", "n": n, "event": EVENT}) + "\n"
            await log.write(line.encode())

        run = lambda: asyncio.run(tables_append(own, args.actions, args.tables))  # noqa: E731
        measure("log", run, lambda: log.commits, args.actions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
