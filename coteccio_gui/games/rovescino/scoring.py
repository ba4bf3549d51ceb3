"""The end of a hand of Rovescino: card points to penalty points, then the end of the match.

Points are kept in thirds of a point until the hand is scored, so nothing is lost before
the rounding the rules ask for.

>>> rules = RovescinoRules()
>>> hand_points([10, 10, 10, 5], (0, 1, 2, 3), 3, rules)  # 3 1/3 each; seat 3 won the last
([3, 3, 3, 2], 2, -1)
>>> hand_points([10, 10, 10, 5], (0, 1, 2, 3), 3, RovescinoRules(fractions="floor"))
([3, 3, 3, 1], 5, -1)
>>> hand_points([35, 0, 0, 0], (0, 1, 2, 3), 0, rules)  # cappotto
([0, 11, 11, 11], 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.games.rovescino.events import (
    MatchOver,
    Phase,
    SeatEliminated,
    TieForLowest,
)
from coteccio_gui.games.rovescino.rules import Fractions, LowestTie, RovescinoRules
from coteccio_gui.games.rovescino.state import RovescinoState

TOTAL_THIRDS = 35
"""10 2/3 card points in the pack and 1 for the last trick, in thirds."""
HAND_POINTS = 11
"""The whole points a hand deals out: 11 2/3 rounded down."""
LAST_TRICK_THIRDS = 3
FINAL_THREE = 3
"""With elimination, seats drop out until this many remain."""


def hand_points(
    thirds: Sequence[int], order: Sequence[int], last: int, rules: RovescinoRules
) -> tuple[list[int], int, int]:
    """Penalty points per seat, the thirds nobody scores, and the cappotto seat (or -1)."""
    points = [0] * len(thirds)
    if rules.cappotto:
        for s in order:
            if thirds[s] == TOTAL_THIRDS:
                for other in order:
                    if other != s:
                        points[other] = HAND_POINTS
                return points, 0, s
    for s in order:
        points[s] = thirds[s] // 3
    if rules.fractions is Fractions.LAST_TRICK:
        points[last] = HAND_POINTS - (sum(points) - points[last])
    return points, TOTAL_THIRDS - 3 * sum(points), -1


def settle(m: RovescinoState) -> list[TieForLowest | SeatEliminated | MatchOver]:
    """After a hand is scored: eliminations, the end of the match, or the next dealer."""
    totals = m.totals
    in_play = [s for s in range(m.players) if not m.out[s]]
    reached = [s for s in in_play if totals[s] >= m.rules.target]
    if not reached:
        _rotate(m)
        return []
    if m.rules.elimination and len(in_play) - len(reached) >= FINAL_THREE:
        for s in reached:
            m.out[s] = True
        _rotate(m)
        return [SeatEliminated(s, totals[s]) for s in reached]
    low = min(totals[s] for s in in_play)
    lowest = tuple(s for s in in_play if totals[s] == low)
    if len(lowest) > 1 and m.rules.lowest_tie is LowestTie.PLAY_ON:
        _rotate(m)
        return [TieForLowest(lowest, low)]
    m.winners = lowest
    m.losers = tuple(s for s in reached if s not in lowest)
    m.phase = Phase.FINISHED
    return [MatchOver(lowest, m.losers, tuple(totals))]


def _rotate(m: RovescinoState) -> None:
    """The deal passes to the right: the next seat in play deals, the one after it leads."""
    m.dealer = m.next_in_play(m.dealer)
    m.leader = m.next_in_play(m.dealer)
