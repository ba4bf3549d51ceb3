"""Decision time of every level at 4 and 7 seats, and of the coach's hint: no one waits on a bot.

Prints ``decide_ms_p50_<level>_<n>p`` and ``decide_ms_p95_<level>_<n>p`` (wall-clock ms per
card choice, over the decisions of whole hands where the level holds every seat), then
``hint_ms_p50_<n>p`` and ``hint_ms_p95_<n>p`` (the coach's ``hint`` for the seat to play,
over the same kind of hands, played by normal players). The search levels do a fixed
amount of work per decision, so these figures say how long that work takes here and now;
``decide_cpu_ms_p95_*`` and ``hint_cpu_ms_p95_*`` give the thinking thread's own CPU time,
which other programs on a busy machine do not stretch.
"""

from __future__ import annotations

import random
import time

from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players import LEVELS, make_player
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.coach import hint

HANDS = {"easy": 300, "normal": 300, "hard": 60, "expert": 12}
HINT_HANDS = 12


def decision_times(
    level: str, players: int, rng: random.Random, cpu: list[float] | None = None
) -> list[float]:
    """Milliseconds per card choice over whole hands at a table of this level (``cpu``
    receives the thread's CPU milliseconds of each: what the machine's load does not change)."""
    bot = make_player(level)
    times: list[float] = []
    cpu = cpu if cpu is not None else []
    for h in range(HANDS[level]):
        m = Match(players, None, h % players)
        m.deal_hands(deal_cards(players, rng))
        while m.phase is Phase.PLAY:
            view = seat_view(m, m.turn)
            start, start_cpu = time.perf_counter(), time.thread_time()
            action = bot.decide(view, rng)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            m.apply(action)
    return sorted(times)


def hint_times(players: int, rng: random.Random, cpu: list[float] | None = None) -> list[float]:
    """Milliseconds per hint over whole hands of normal players (a hint at every card)."""
    bot = make_player("normal")
    times: list[float] = []
    cpu = cpu if cpu is not None else []
    for h in range(HINT_HANDS):
        m = Match(players, None, h % players)
        m.deal_hands(deal_cards(players, rng))
        while m.phase is Phase.PLAY:
            view = seat_view(m, m.turn)
            start, start_cpu = time.perf_counter(), time.thread_time()
            hint(view, random.Random(h))
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            m.apply(bot.decide(view, rng))
    return sorted(times)


def percentile(sorted_times: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, nearest rank."""
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))]


if __name__ == "__main__":
    rng = random.Random(2026)
    for players in (4, 7):
        for level in LEVELS:
            cpu: list[float] = []
            t = decision_times(level, players, rng, cpu)
            cpu.sort()
            print(f"decide_ms_p50_{level}_{players}p {percentile(t, 0.50):.3f} ms")
            print(f"decide_ms_p95_{level}_{players}p {percentile(t, 0.95):.3f} ms")
            print(f"decide_cpu_ms_p95_{level}_{players}p {percentile(cpu, 0.95):.3f} ms")
        cpu = []
        t = hint_times(players, rng, cpu)
        cpu.sort()
        print(f"hint_ms_p50_{players}p {percentile(t, 0.50):.3f} ms")
        print(f"hint_ms_p95_{players}p {percentile(t, 0.95):.3f} ms")
        print(f"hint_cpu_ms_p95_{players}p {percentile(cpu, 0.95):.3f} ms")
