"""Where a server keeps its tables: one SQLite database in WAL mode, each action appended once.

``tables.sqlite3`` in the server's folder has one row per table (its set-up, the *head*: the
seats, their names and tokens, the rules, the first dealer once started) and one row per
action of its match (the action as its record event, RECORD.md). An action is an ``INSERT`` of
a few dozen bytes: nothing is rewritten as the match grows. A finished table's record goes to
``history/`` as a file and its actions leave the database; its code stays, so a late
``hello`` is told the match is over.

One writer thread owns the connection. Whatever was asked while it was committing goes into
its next transaction, so the actions of every table that arrived within a few milliseconds
share one fsync (group commit); each caller's ``await`` returns only once its transaction is
on disk (``synchronous=FULL``): what the server acknowledges survives ``kill -9`` and a power
cut. :func:`saved_files` reads the database from another thread or process (WAL lets it).

Beside it, ``tables/<CODE>.json`` names each open table with its head (no record): written
when the set-up changes (opened, joined, started), never for an action, and gone with the
table. It is the door sign a host's window looks for to offer the table again, and a host who
cancels a table removes it: a table in the database without its sign is not resumed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from coteccio_gui.record import FORMAT as RECORD_FORMAT
from coteccio_gui.record import VERSION as RECORD_VERSION

FILE = "tables.sqlite3"
OPEN, FINISHED = "open", "finished"
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, head TEXT NOT NULL,"
    " status TEXT NOT NULL) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS actions (code TEXT NOT NULL, n INTEGER NOT NULL,"
    " event TEXT NOT NULL, PRIMARY KEY (code, n)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS opened (code TEXT PRIMARY KEY, rank INTEGER NOT NULL)"
    " WITHOUT ROWID",
)
Statement = tuple[str, tuple[Any, ...]]
_Done = Callable[[BaseException | None], None]
_Job = tuple[list[Statement], _Done]


def connect(folder: Path, durable: bool = True) -> sqlite3.Connection:
    """The database of ``folder`` (made if new), in WAL mode."""
    db = sqlite3.connect(folder / FILE, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute(f"PRAGMA synchronous={'FULL' if durable else 'OFF'}")
    db.execute("PRAGMA busy_timeout=5000")
    for statement in SCHEMA:
        db.execute(statement)
    return db


class Store:
    """The tables of one server folder, written by one thread with group commit."""

    def __init__(self, folder: Path, durable: bool = True) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.db = connect(folder, durable)
        self.reader = connect(folder, durable)
        self.commits = 0
        """Transactions committed (each one fsync): fewer than the writes, under load."""
        self.writes = 0
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._write, name="coteccio-store", daemon=True)
        self._thread.start()

    # ---- reading (at start, before any write) ------------------------------------------------

    def load(self) -> Iterator[dict[str, Any]]:
        """Every open table as its file would hold it (:func:`table_file`), oldest first."""
        yield from _open_tables(self.db)

    def known(self, code: str) -> str | None:
        """The status of the table ``code`` (open, finished) or None if there is none."""
        row = self.reader.execute("SELECT status FROM tables WHERE code = ?", (code,)).fetchone()
        return None if row is None else str(row[0])

    # ---- writing -----------------------------------------------------------------------------

    @staticmethod
    def head(code: str, head: dict[str, Any], new: bool = False) -> list[Statement]:
        """The statements that keep a table's head (a new table is also ranked, for order)."""
        text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))
        out: list[Statement] = [
            ("INSERT OR REPLACE INTO tables VALUES (?, ?, ?)", (code, text, OPEN))
        ]
        if new:
            out.append(
                (
                    "INSERT OR REPLACE INTO opened VALUES"
                    " (?, (SELECT COALESCE(MAX(rank), 0) + 1 FROM opened))",
                    (code,),
                )
            )
        return out

    @staticmethod
    def action(code: str, n: int, event: dict[str, Any]) -> Statement:
        """The statement that appends action ``n`` of a table."""
        text = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
        return ("INSERT INTO actions VALUES (?, ?, ?)", (code, n, text))

    @staticmethod
    def finished(code: str) -> list[Statement]:
        """A finished table (its record is in ``history/``): its code stays, nothing else."""
        return [
            ("UPDATE tables SET status = ?, head = '{}' WHERE code = ?", (FINISHED, code)),
            ("DELETE FROM actions WHERE code = ?", (code,)),
            ("DELETE FROM opened WHERE code = ?", (code,)),
        ]

    @staticmethod
    def dropped(code: str) -> list[Statement]:
        """A table closed before its match: nothing of it stays."""
        return [
            (f"DELETE FROM {name} WHERE code = ?", (code,))
            for name in ("tables", "actions", "opened")
        ]

    async def write(self, statements: list[Statement]) -> None:
        """Run these statements in the next transaction; returns once it is on disk."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def settle(error: BaseException | None) -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                loop.call_soon_threadsafe(_settle, done, error)

        self._jobs.put((statements, settle))
        await done

    def write_now(self, statements: list[Statement]) -> None:
        """The same, from a thread without an event loop (a window's cancel, a test)."""
        done = threading.Event()
        failed: list[BaseException] = []

        def settle(error: BaseException | None) -> None:
            failed.extend([error] if error else [])
            done.set()

        self._jobs.put((statements, settle))
        done.wait()
        if failed:
            raise failed[0]

    def _write(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            batch = [job]
            while True:  # everything asked meanwhile: one transaction, one fsync
                try:
                    more = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self._jobs.put(None)
                    break
                batch.append(more)
            error = self._commit([s for statements, _d in batch for s in statements])
            for _s, settle in batch:
                settle(error)

    def _commit(self, statements: list[Statement]) -> BaseException | None:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            for sql, params in statements:
                self.db.execute(sql, params)
            self.db.execute("COMMIT")
        except sqlite3.Error as e:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            return e
        self.commits += 1
        self.writes += len(statements)
        return None

    def close(self) -> None:
        """Finish the writes asked, then close the database."""
        self._jobs.put(None)
        self._thread.join(30)
        self.db.close()
        self.reader.close()


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    if done.done():
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)


def table_file(head: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """A table as one JSON object (``Table.to_file``'s shape): its head, and once started the
    match record (RECORD.md) of its actions."""
    data = {k: v for k, v in head.items() if k != "first_dealer"}
    data["record"] = None
    if head.get("first_dealer") is not None:
        data["record"] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": head["game"],
            "players": [s["name"] for s in head["seats"]],
            "rules": head["rules"],
            "first_dealer": head["first_dealer"],
            "events": events,
        }
    return data


def _open_tables(db: sqlite3.Connection) -> Iterator[dict[str, Any]]:
    rows = db.execute(
        "SELECT t.code, t.head FROM tables t LEFT JOIN opened o ON o.code = t.code"
        " WHERE t.status = ? ORDER BY o.rank",
        (OPEN,),
    ).fetchall()
    for code, head in rows:
        events = db.execute("SELECT event FROM actions WHERE code = ? ORDER BY n", (code,))
        yield table_file(json.loads(head), [json.loads(e) for (e,) in events.fetchall()])


def saved_files(folder: Path) -> list[dict[str, Any]]:
    """The open tables kept in ``folder`` as :func:`table_file` gives them, oldest first (read
    only: another thread or process may be writing)."""
    if not (folder / FILE).exists():
        return []
    db = sqlite3.connect(folder / FILE, isolation_level=None)
    try:
        return list(_open_tables(db))
    except sqlite3.Error:
        return []
    finally:
        db.close()
