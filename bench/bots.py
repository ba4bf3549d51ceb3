"""Decision time of every level of every game, and of the coach's hint: no one waits on a bot.

For each game, level (easy, normal, hard, expert) and seat count (Coteccio and Rovescino at 4
and 7, Cöch at 4, Zifuli at 5, Tressette at 4, Tressette in due at 2, Terziglio at 3, Stovkahra
at 4), whole hands are dealt and played by the game's tournament (``players.duplicate``: its
deal, its ``play_hand`` loop) with that level in every seat, and every decision is timed:
whatever the hand asks of a seat, not only cards — Coteccio's capotto choice (play on or annul),
Zifuli's bids and passes, Terziglio's bids, call, card given, discards and takes, Tressette's
(and Tressette in due's) declarations, annulments and the signals played with a card (busso,
volo, striscio), the dummy's cards a Cöch partner plays, Stovkahra's declarations and passes. (A
tournament hand leaves out what lies between hands or ends one early: Coteccio's doctor, the
Tressette games' claims, Stovkahra's settling.)
Then whole hands of normal players, with the coach's ``hint`` timed at every turn where the
coach speaks (a card to play).

Prints ``name value unit`` lines: for Coteccio, as before, ``decide_ms_p50_<level>_<n>p``,
``decide_ms_p95_<level>_<n>p`` (wall clock), ``decide_cpu_ms_p50_…``, ``decide_cpu_ms_p95_…``
(the thinking thread's own CPU time, which other programs on a busy machine do not stretch)
and ``hint_ms_p50_<n>p``, ``hint_ms_p95_<n>p``, ``hint_cpu_ms_p50_…``, ``hint_cpu_ms_p95_…``;
for every other game the same names after the game's (``rovescino_decide_ms_p95_expert_7p``,
``tressette_in_due_hint_cpu_ms_p95_2p``). ``decisions_<level>_<n>p`` (``hints_<n>p``) counts
what was timed. The search levels do a fixed amount of work per decision, so these figures say
how long that work takes here and now.

    python bench/bots.py [--game NAME ...] [--quick]

``--game`` (repeatable, or a comma list) picks games; ``--quick`` plays one hand of each.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from coteccio_gui import games
from coteccio_gui.players import LEVELS, make_player, players_of
from coteccio_gui.players.base import Player
from coteccio_gui.players.duplicate import Duplicate, deal_for_duplicate, play_hand

SEATS: dict[str, tuple[int, ...]] = {
    "coteccio": (4, 7),
    "rovescino": (4, 7),
    "coch": (4,),
    "zifuli": (5,),
    "tressette": (4,),
    "tressette-in-due": (2,),
    "terziglio": (3,),
    "stovkahra": (4,),
}
"""The seat counts each game is timed at."""
assert set(SEATS) == set(games.NAMES), "every game is timed"

DECISIONS = {"easy": 2000, "normal": 2000, "hard": 500, "expert": 400}
"""Decisions timed per game, level and seat count at least (whole hands are played)."""
HINTS = 300
"""Hints timed per game and seat count at least."""

Hint = Callable[[Any, random.Random], object]
"""The coach's hint for a view (``None`` from :func:`coach_of` where the coach is silent)."""


class Stopwatch:
    """Wall-clock and thread-CPU milliseconds of each thing timed."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, work: Callable[[], Any]) -> Any:
        """What ``work()`` returns, its times noted."""
        start, start_cpu = time.perf_counter(), time.thread_time()
        out = work()
        self.wall.append((time.perf_counter() - start) * 1000)
        self.cpu.append((time.thread_time() - start_cpu) * 1000)
        return out


class Timed:
    """A player whose every decision is timed."""

    def __init__(self, player: Player, watch: Stopwatch) -> None:
        self.player, self.watch = player, watch

    def decide(self, view: Any, rng: random.Random) -> Any:
        """The player's decision."""
        return self.watch.time(lambda: self.player.decide(view, rng))


class Coached:
    """A player, with the coach's hint timed at every turn where the coach would speak."""

    def __init__(self, player: Player, hint: Callable[[Any], Hint | None], watch: Stopwatch):
        self.player, self.hint, self.watch = player, hint, watch

    def decide(self, view: Any, rng: random.Random) -> Any:
        """The player's decision (the hint, seeded on its own, changes nothing)."""
        hint = self.hint(view)
        if hint is not None:
            seed = random.Random(len(self.watch.wall))
            self.watch.time(lambda: hint(view, seed))
        return self.player.decide(view, rng)


def coach_of(game: str) -> Callable[[Any], Hint | None]:
    """The coach's hint for a view of ``game``, or ``None`` where the coach is silent."""
    if game == "coteccio":
        from coteccio_gui.games.coteccio import Phase
        from coteccio_gui.players.coteccio import coach as coteccio_coach

        def coteccio_hint(view: Any) -> Hint | None:
            waits = view.phase is Phase.PLAY and view.turn == view.seat and bool(view.legal)
            return coteccio_coach.hint if waits else None

        return coteccio_hint
    from coteccio_gui.players import coach, study_of

    study = study_of(game)
    assert study is not None
    return lambda view: (lambda v, r: coach.hint(study, v, r)) if study.can_coach(view) else None


def hands_timed(
    game: str, players: int, table: Player, watch: Stopwatch, least: int, rng: random.Random
) -> int:
    """Whole hands of ``game`` played by ``table`` in every seat until ``watch`` holds at least
    ``least`` times: how many hands."""
    way: Duplicate = players_of(game).DUPLICATE
    hands = 0
    while len(watch.wall) < least or hands == 0:
        deal = deal_for_duplicate(way, players, rng)
        play_hand(way, [table] * players, deal, hands % players, rng)
        hands += 1
    return hands


def percentile(sorted_times: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, nearest rank."""
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))]


def _number(v: float) -> str:
    """Three decimals, or four significant digits for what is under a millisecond (so that the
    fast levels' microseconds do not print as 0)."""
    return f"{v:.3f}" if v >= 1 else f"{v:.4g}"


def lines(prefix: str, what: str, suffix: str, watch: Stopwatch) -> list[str]:
    """The ``name value unit`` lines of one stopwatch: p50 and p95, wall and CPU, and a count."""
    wall, cpu = sorted(watch.wall), sorted(watch.cpu)
    out = [f"{prefix}{what}s{suffix} {len(wall)} {what}s"]
    kind = "decide" if what == "decision" else "hint"
    for clock, times in (("", wall), ("cpu_", cpu)):
        for q in (50, 95):
            out.append(
                f"{prefix}{kind}_{clock}ms_p{q}{suffix} {_number(percentile(times, q / 100))} ms"
            )
    return out


def measure(game: str, quick: bool, rng: random.Random) -> list[str]:
    """Every line of ``game``: each level at each seat count, then the coach."""
    prefix = "" if game == "coteccio" else game.replace("-", "_") + "_"
    out: list[str] = []
    for players in SEATS[game]:
        for level in LEVELS:
            watch = Stopwatch()
            table = Timed(make_player(level, game=game), watch)
            hands_timed(game, players, table, watch, 1 if quick else DECISIONS[level], rng)
            out += lines(prefix, "decision", f"_{level}_{players}p", watch)
        watch = Stopwatch()
        coached = Coached(make_player("normal", game=game), coach_of(game), watch)
        hands_timed(game, players, coached, watch, 1 if quick else HINTS, rng)
        out += lines(prefix, "hint", f"_{players}p", watch)
    return out


def chosen_games(names: Sequence[str]) -> list[str]:
    """The games named (each once, in the table's order), every game if none."""
    wanted = {n.strip() for name in names for n in name.split(",") if n.strip()}
    for name in wanted:
        games.spec(name)  # an unknown name fails here, with the list of games
    return [g for g in games.NAMES if not wanted or g in wanted]


def main(argv: Sequence[str] | None = None) -> None:
    """Print the lines of the games asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", default=[], help="a game, or a comma list")
    parser.add_argument("--quick", action="store_true", help="one hand each (for a test)")
    args = parser.parse_args(argv)
    for game in chosen_games(args.game):
        for line in measure(game, args.quick, random.Random(f"bots/{game}")):
            print(line, flush=True)


if __name__ == "__main__":
    main()
