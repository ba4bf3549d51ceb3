"""The tables a server holds, apart from the messages: stored, moved on, sent out, closed.

Each change is stored before anyone hears of it: a table's set-up when it changes, each action
appended once (:mod:`coteccio_gui.net.store`, group commit). The computers' turns are asked of
the pool (:mod:`coteccio_gui.net.computers`) and applied only if the table has not moved
meanwhile. Each seat's update is made and serialized once per change and sent to every
connection of that seat; the finished match's record once per connection. Every few seconds
:meth:`Tables.sweep` closes the tables nobody uses: one not started with nobody there for
``reap_waiting_s``, one finished once its players had ``keep_finished_s`` to fetch the record.
A started table with nobody connected is paused: its computers wait for someone to come back.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from coteccio_gui.net.computers import Computers
from coteccio_gui.net.limits import Addresses, Limits
from coteccio_gui.net.live import (
    Live,
    is_computer,
    level_of,
    person_seated,
)
from coteccio_gui.net.presence import Presence
from coteccio_gui.net.store import FINISHED, Statement, Store
from coteccio_gui.net.table import Table
from coteccio_gui.storage import free_name, replace, write_atomic

log = logging.getLogger("coteccio.net")
CHANGED, AGAIN, IDLE = "changed", "again", ""


def head_key(table: Table) -> Any:
    """What of a table's set-up the store keeps: a change to it is stored again."""
    return tuple((s.name, s.kind, s.token) for s in table.seats), table.match is not None


class Tables(Presence):
    """The tables of one server folder, and the work of keeping them."""

    sleep: Callable[[float], Awaitable[None]] = staticmethod(asyncio.sleep)
    """How a table of computers waits between two of their actions (a test may hurry it)."""

    def __init__(
        self,
        folder: Path,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
        computers: Computers | None = None,
    ) -> None:
        self.folder = folder
        self.limits = limits or Limits()
        self.clock = clock
        self.tables: dict[str, Live] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self.store = Store(folder, self.limits.durable)
        (folder / "tables").mkdir(exist_ok=True)
        self.computers = computers or Computers(self.limits.computers)
        self.addresses = Addresses(self.limits, clock)
        self.resumed = self.closed = False

    # ---- start and stop ----------------------------------------------------------------------

    def resume(self) -> int:
        """Load every unfinished table of the folder (in an event loop); returns how many."""
        if self.resumed:
            return len(self.tables)
        self.resumed = True
        doors = {p.stem: p for p in sorted((self.folder / "tables").glob("*.json"))}
        for data in list(self.store.load()):
            code = str(data["code"])
            if doors.pop(code, None) is None:  # its host cancelled it
                self.store.write_now(Store.dropped(code))
                continue
            self._resume(data)
        for code, path in doors.items():
            if self.store.known(code) == FINISHED:  # filed, then stopped before its sign went
                path.unlink(missing_ok=True)
                continue
            try:  # a table kept whole in its file by an older server: into the store
                data = json.loads(path.read_text("utf-8"))
                self.store.write_now(self._statements(Table.from_file(data), None, 0))
            except Exception as e:  # whatever the file holds, a line in the log
                log.warning("table file %s cannot be read (%s): moved aside", path, e)
                replace(path, free_name(path.parent, path.stem + ".broken", ".bad"))
                continue
            live = self._resume(data)
            if live is not None:
                write_atomic(path, self._door(live.table), self.limits.durable)
        self._spawn(self._sweep_forever())
        return len(self.tables)

    def _resume(self, data: dict[str, Any]) -> Live | None:
        try:
            table = Table.from_file(data)
        except Exception as e:  # a line in the log, never a crash; the rows stay
            log.warning("table %s cannot be read back (%s)", data.get("code"), e)
            return None
        live = self._add(table)
        live.stored, live.head = table.events, head_key(table)
        m = table.match
        if m is not None and m.outcome() is not None:
            live.finished_at = self.clock()
            self._spawn(self._file(live))
        elif m is not None:
            self._absent(live)
        return live

    def close(self) -> None:
        """Stop every task, the computers and the store (what was asked is written first)."""
        if self.closed:
            return
        self.closed = True
        for task in list(self.tasks):
            task.cancel()
        for live in self.tables.values():
            for timer in live.timers.values():
                timer.cancel()
        self.computers.close()
        self.store.close()

    def _add(self, table: Table) -> Live:
        live = Live(table, quiet_since=self.clock())
        self.tables[table.code] = live
        live.driver = self._spawn(self._drive(live))
        live.wake.set()
        return live

    # ---- the store ---------------------------------------------------------------------------

    async def _save(self, live: Live) -> None:
        """Store what changed (the set-up, the actions not yet stored); returns once durable."""
        table = live.table
        key, events = head_key(table), table.events
        statements = self._statements(table, live.head, live.stored)
        if statements:
            await self.store.write(statements)
        if key != live.head:  # the door sign: opened, joined, started
            door, durable = self._door(table), self.limits.durable
            await asyncio.to_thread(write_atomic, self._door_path(table.code), door, durable)
        live.head, live.stored = key, events
        m = table.match
        if m is not None and m.outcome() is not None and live.finished_at is None:
            live.finished_at = self.clock()
            await self._file(live)  # in history/ before anyone is told it is over

    @staticmethod
    def _statements(table: Table, head: Any, stored: int) -> list[Statement]:
        """What to write for ``table``: its head if it is not ``head``, its actions from
        ``stored`` on."""
        code = table.code
        out = [] if head_key(table) == head else Store.head(code, table.head(), new=head is None)
        out += [Store.action(code, n, table.action_event(n)) for n in range(stored, table.events)]
        return out

    async def _file(self, live: Live) -> None:
        """A finished match goes to ``history/`` as a file; the store keeps only its code."""
        if live.filed:
            return
        live.filed = True
        text = json.dumps(live.table.to_file(), ensure_ascii=False)
        history, durable = self.folder / "history", self.limits.durable

        def write() -> None:
            history.mkdir(parents=True, exist_ok=True)
            write_atomic(free_name(history, f"table-{live.table.code}"), text, durable)

        await asyncio.to_thread(write)
        await self.store.write(Store.finished(live.table.code))
        self._door_path(live.table.code).unlink(missing_ok=True)

    def _door_path(self, code: str) -> Path:
        return self.folder / "tables" / f"{code}.json"

    @staticmethod
    def _door(table: Table) -> str:
        """The door sign of an open table: its set-up without the record (see the store)."""
        return json.dumps(table.to_file(record=False), ensure_ascii=False)

    # ---- the computers -----------------------------------------------------------------------

    async def _drive(self, live: Live) -> None:
        """Deal, and play the computers' turns, whenever the table changed."""
        while True:
            await live.wake.wait()
            live.wake.clear()
            try:
                while (moved := await self._step(live)) != IDLE:
                    if moved == CHANGED:
                        self._broadcast(live)
            except Exception as e:  # one line in the log; the table waits for the next change
                why = f"{type(e).__name__}: {e}"
                log.error("table %s could not move on: %s", live.table.code, why)

    async def _step(self, live: Live) -> str:
        """Deal, or play a computer's turn: CHANGED, AGAIN (look again) or IDLE."""
        table = live.table
        m = table.match
        if m is None or m.outcome() is not None or not live.clients:
            return IDLE  # not started, over, or paused: nobody is connected
        if m.needs_deal():
            async with live.lock:
                table.apply(None, live.rng)
                await self._save(live)
            return CHANGED
        seat = table.deciding()
        if seat is None or not is_computer(live, seat):
            return IDLE
        seated = person_seated(live)
        wait = live.last_computer + self.limits.unseated_pace_s - self.clock()
        if not seated and wait > 0:  # nobody plays here: the computers go at a walk
            await self.sleep(wait)
            return AGAIN
        event, view = table.events, m.view(m.turn)
        level = level_of(live, seat)
        seed = live.rng.randrange(2**32)  # the table's chance: a seeded table replays
        action = await self.computers.decide(table.code, seated, table.game, level, view, seed)
        async with live.lock:
            if table.events != event or not is_computer(live, seat):
                return AGAIN  # the guest came back or acted meanwhile
            table.apply(action)
            await self._save(live)
        live.last_computer = self.clock()
        return CHANGED

    def sweep(self) -> None:
        """Close the tables nobody uses any more (see the module's docstring)."""
        now, limits = self.clock(), self.limits
        for live in list(self.tables.values()):
            if live.clients:
                continue
            m = live.table.match
            if m is None and now - live.quiet_since >= limits.reap_waiting_s:
                self._close(live, drop=True)
            elif live.finished_at is not None and now - live.finished_at >= limits.keep_finished_s:
                self._close(live)
        self.addresses.sweep()

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_s)
            self.sweep()

    def _close(self, live: Live, drop: bool = False) -> None:
        """Take a table off the server (``drop``: out of the store too, never started)."""
        code = live.table.code
        if self.tables.get(code) is not live:
            return
        del self.tables[code]
        if live.driver is not None:
            live.driver.cancel()
        for timer in live.timers.values():
            timer.cancel()
        self.computers.forget(code)
        if drop:
            self._door_path(code).unlink(missing_ok=True)
            self._spawn(self.store.write(Store.dropped(code)))
