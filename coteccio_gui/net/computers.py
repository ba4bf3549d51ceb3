"""The computer players' decisions, apart from the people's: a bounded pool, a fair share each.

A computer's search never runs on the event loop (which reads people's actions and sends
updates) nor on the store's thread (which saves them). It runs in its own executor: worker
processes under ``coteccio serve`` (started at a lower priority, so the machine serves the
people's work first), threads in a host's window. At most ``workers`` decisions run at once.
Tables waiting for one are served in turn by the worker time they have used (start-time fair
queuing): a table of four expert searches gets no more of the pool than a table of one easy
player. Tables where a person is seated go first, and tables without one may hold all but one
worker, so one always stays free for the people's tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import multiprocessing
import os
import random
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from coteccio_gui.players import Player, make_player

TIME_BUDGET_S = 1.0
"""The longest an expert searches for one decision."""
_PLAYERS: dict[tuple[str, str], Player] = {}
"""A worker's players by game and level (a player keeps no state between decisions)."""


def decide(game: str, level: str, view: Any, seed: int) -> Any:
    """One computer decision (in a worker): the action of ``level`` for this view."""
    player = _PLAYERS.get((game, level))
    if player is None:
        player = _PLAYERS[game, level] = make_player(level, game=game, time_budget_s=TIME_BUDGET_S)
    return player.decide(view, random.Random(seed))


def _lower_priority() -> None:
    """A worker process yields the cores to the server's own work."""
    with contextlib.suppress(AttributeError, OSError):  # not on every system
        os.nice(10)


class Computers:
    """The pool that decides for every table's computers, fairly."""

    def __init__(self, workers: int = 2, processes: bool = False) -> None:
        self.workers = max(1, workers)
        self.processes = processes
        self.executor = self._executor()
        self.busy = 0
        self.busy_unseated = 0
        self.used: dict[str, float] = {}
        """Worker seconds each table has used (its place in the fair queue)."""
        self.floor = 0.0
        """The used time of the last table served: a table new to the queue starts there."""
        self._queue: list[tuple[int, float, int, str, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def _executor(self) -> Executor:
        if self.processes:
            spawn = multiprocessing.get_context("spawn")  # no copy of a window's threads
            return ProcessPoolExecutor(self.workers, spawn, _lower_priority)
        return ThreadPoolExecutor(self.workers, "coteccio-computer")

    async def decide(
        self, table: str, seated: bool, game: str, level: str, view: Any, seed: int
    ) -> Any:
        """The action of a computer at ``table`` (``seated``: a person sits there), decided
        from ``seed`` (the table's own chance) when its turn in the pool comes."""
        await self._turn(table, seated)
        start = time.perf_counter()
        try:
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(self.executor, decide, game, level, view, seed)
            except BrokenProcessPool:  # a worker died (killed, out of memory): start anew
                self.executor = self._executor()
                raise
        finally:
            self.used[table] = self.used.get(table, self.floor) + time.perf_counter() - start
            self._release(seated)

    def _release(self, seated: bool) -> None:
        self.busy -= 1
        self.busy_unseated -= 0 if seated else 1
        self._next()

    async def _turn(self, table: str, seated: bool) -> None:
        waiting = asyncio.get_running_loop().create_future()
        used = max(self.used.get(table, self.floor), self.floor)
        heapq.heappush(self._queue, (0 if seated else 1, used, next(self._order), table, waiting))
        self._next()
        try:
            await waiting
        except asyncio.CancelledError:
            if waiting.done() and not waiting.cancelled():  # handed a worker, then cancelled
                self._release(seated)
            raise

    def _next(self) -> None:
        """Give free workers to the waiting tables, people's tables first, least used first."""
        held: list[tuple[int, float, int, str, asyncio.Future[None]]] = []
        free = self.workers - self.busy
        while self._queue and free > 0:
            entry = heapq.heappop(self._queue)
            kind, used, _n, _table, waiting = entry
            if waiting.done():  # cancelled meanwhile
                continue
            if kind == 1 and self.busy_unseated + 1 >= self.workers > 1:
                held.append(entry)  # one worker stays free for the people's tables
                continue
            self.floor = max(self.floor, used)
            waiting.set_result(None)
            self.busy += 1  # counted when handed, so no worker is handed twice
            self.busy_unseated += kind
            free -= 1
        for entry in held:
            heapq.heappush(self._queue, entry)

    def forget(self, table: str) -> None:
        """A table closed: its share is no longer kept."""
        self.used.pop(table, None)

    def close(self) -> None:
        """Stop the workers (decisions under way are dropped)."""
        self.executor.shutdown(wait=False, cancel_futures=True)
