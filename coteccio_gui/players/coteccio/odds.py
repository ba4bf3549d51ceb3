"""The chance of winning the match from the lives on the table: a search over the rest of it.

A hand is modelled as one alive seat, each as likely, losing a life; a seat that reaches
0 calls the doctor while calls are left and two others are alive (its lives become the
fewest of the others'); the last seat alive wins. Exact over that model (memoised on the
sorted lives), cheap enough for every capotto and doctor choice. Seats of equal skill are
what the model assumes: it weighs a life won or lost against the others', not who plays
better.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

MAX_LIVES = 5
"""Lives above this count as this many: more lives change the odds little and cost time."""
MAX_CALLS = 3
"""Doctor calls above this count as this many, for the same reason."""


def win_chances(lives: Sequence[int], calls_left: int) -> tuple[float, ...]:
    """Per seat, the chance of winning the match from ``lives`` (0 = out) with doctor calls left."""
    capped = [min(max(x, 0), MAX_LIVES) for x in lives]
    order = sorted(range(len(capped)), key=lambda s: -capped[s])
    chances = _sorted_odds(tuple(capped[s] for s in order), min(max(0, calls_left), MAX_CALLS))
    out = [0.0] * len(capped)
    for i, s in enumerate(order):
        out[s] = chances[i]
    return tuple(out)


def after_losses(
    lives: Sequence[int], lost: Sequence[int], calls_left: int
) -> tuple[list[int], int]:
    """The lives after a hand where each seat lost ``lost[s]`` (negative: gained), doctors called.

    Seats reaching 0 call the doctor in seat order while calls are left and two others live.
    """
    after = [max(0, x - d) if x > 0 else 0 for x, d in zip(lives, lost, strict=True)]
    for s, x in enumerate(after):
        if x == 0 and lives[s] > 0 and calls_left > 0:
            others = [y for t, y in enumerate(after) if t != s and y > 0]
            if len(others) >= 2:
                after[s] = min(others)
                calls_left -= 1
    return after, calls_left


@lru_cache(maxsize=200_000)
def _sorted_odds(lives: tuple[int, ...], calls: int) -> tuple[float, ...]:
    """``win_chances`` for lives sorted from most to fewest."""
    n = len(lives)
    alive = [s for s in range(n) if lives[s] > 0]
    if len(alive) <= 1:
        return tuple(1.0 if s in alive else 0.0 for s in range(n))
    share = 1.0 / len(alive)
    total = [0.0] * n
    for s in alive:
        lost = [0] * n
        lost[s] = 1
        after, left = after_losses(lives, lost, calls)
        for t, p in enumerate(win_chances(after, left)):
            total[t] += share * p
    return tuple(total)
