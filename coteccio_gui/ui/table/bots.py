"""The computers at the table: each decides in a worker thread, from its seat's view only.

A decision is asked for, then collected once it is ready and a short beat has passed (so
people can follow the play); the window stays responsive meanwhile.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from coteccio_gui.engine.game import Action
from coteccio_gui.players import Player

BEAT_S = 0.5
"""The least time a computer takes over a decision at normal speed, so people can follow."""
THINK_WAIT_S = 0.004
"""How long a frame waits for a thinking computer before drawing again."""


class Bots:
    """The thread the computers think in, and the decision under way."""

    def __init__(self) -> None:
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coteccio-bot")
        self.future: Future[Action] | None = None
        self.asked_at = 0.0

    @property
    def thinking(self) -> bool:
        """Whether a decision is under way."""
        return self.future is not None

    def ask(self, player: Player, view: Any, rng: random.Random, now: float) -> None:
        """Start ``player`` deciding on ``view``."""
        self.future = self.executor.submit(player.decide, view, rng)
        self.asked_at = now

    def answer(self, now: float, speed: float) -> Action | None:
        """The decision, once it is ready and the beat is over (``speed`` 0: no beat, when
        skipping to the result); ``None`` until then."""
        future = self.future
        if future is None:
            return None
        if not future.done():
            # Wait a moment with the GIL released: a loop that never sleeps (the self-test)
            # would otherwise starve the thinking thread. 4 ms keeps the window responsive.
            wait([future], timeout=THINK_WAIT_S)
        if not future.done() or now - self.asked_at < BEAT_S * speed:
            return None
        self.future = None
        return future.result()

    def forget(self) -> None:
        """Drop a decision under way (the table changed under it)."""
        self.future = None

    def close(self) -> None:
        """Stop the worker."""
        self.executor.shutdown(wait=False, cancel_futures=True)
