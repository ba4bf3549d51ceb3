"""A decision depends on the seed and the view only: not on the clock, not on a busy machine."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from coteccio_gui.games.coteccio import Phase, SeatView, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.coteccio.coach import coach_player, hint
from tests.players.helpers import played_match


def _views(count: int) -> list[SeatView]:
    rng = random.Random(77)
    views: list[SeatView] = []
    while len(views) < count:
        players = rng.choice([3, 4, 5])
        m = played_match(players, rng.randrange(0, players * 3), rng)
        if m.phase is Phase.PLAY and len(m.legal_plays(m.turn)) > 1:
            views.append(seat_view(m, m.turn))
    return views


@contextmanager
def _busy_core() -> Iterator[None]:
    """Another thread spinning all along: it takes the interpreter half of the time."""
    stop = threading.Event()

    def spin() -> None:
        x = 0
        while not stop.is_set():
            x = (x * 31 + 7) % 1_000_003

    t = threading.Thread(target=spin, daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join()


def _decisions(
    decide: Callable[[SeatView, random.Random], object], views: list[SeatView]
) -> list[object]:
    return [decide(v, random.Random(f"seed/{i}")) for i, v in enumerate(views)]


def test_the_same_seed_gives_the_same_play_while_a_core_is_busy() -> None:
    views = _views(8)
    for level in ("hard", "expert"):
        bot = make_player(level)  # as the table makes it: the default budget
        quiet = _decisions(bot.decide, views)
        with _busy_core():
            busy = _decisions(bot.decide, views)
        assert busy == quiet, level


def test_the_same_seed_gives_the_same_hint_while_a_core_is_busy() -> None:
    views = _views(4)
    quiet = _decisions(hint, views)
    with _busy_core():
        busy = _decisions(hint, views)
    assert busy == quiet
    coach = coach_player()  # every hint tried all the deals its view calls for, none cut short
    assert [h.deals for h in quiet] == [coach.samples_at(v) for v in views]  # type: ignore[attr-defined]
