"""Decision time of every level at 4 and 7 seats: the table must never wait on a computer.

Prints ``decide_ms_p50_<level>_<n>p`` and ``decide_ms_p95_<level>_<n>p`` (wall-clock ms per
card choice, over the decisions of whole hands where the level holds every seat).
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine import Match, Phase, seat_view
from coteccio_gui.players import LEVELS, make_player
from coteccio_gui.players.arena import deal_cards

HANDS = {"easy": 300, "normal": 300, "hard": 300, "expert": 12}


def decision_times(level: str, players: int, rng: random.Random) -> list[float]:
    """Milliseconds per card choice over whole hands at a table of this level."""
    bot = make_player(level)
    times: list[float] = []
    for h in range(HANDS[level]):
        m = Match(players, None, h % players)
        m.deal_hands(deal_cards(players, rng))
        while m.phase is Phase.PLAY:
            view = seat_view(m, m.turn)
            start = time.perf_counter()
            c = bot.choose_card(view, rng)
            times.append((time.perf_counter() - start) * 1000)
            m.play(m.turn, c)
    return sorted(times)


def percentile(sorted_times: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, nearest rank."""
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))]


if __name__ == "__main__":
    rng = random.Random(2026)
    for players in (4, 7):
        for level in LEVELS:
            t = decision_times(level, players, rng)
            print(f"decide_ms_p50_{level}_{players}p {percentile(t, 0.50):.3f} ms")
            print(f"decide_ms_p95_{level}_{players}p {percentile(t, 0.95):.3f} ms")
