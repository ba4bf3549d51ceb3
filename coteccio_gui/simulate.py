"""``coteccio simulate``: random legal matches of any game, and a summary of what happened."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from coteccio_gui import games
from coteccio_gui.engine.game import Event, Game, GameSpec
from coteccio_gui.record import dumps_record

MAX_ACTIONS = 200_000
"""A safety stop: no game of this table needs so many actions for one match."""


def random_match(
    players: int,
    rng: random.Random,
    counts: Counter[str],
    game: str = games.DEFAULT,
) -> Game:
    """Play one match to the end with random legal choices, counting what happens."""
    spec = games.spec(game)
    m = spec.new_match(players, spec.rules_from_dict({}), rng)
    while m.outcome() is None and len(m.actions) < MAX_ACTIONS:
        events = m.deal(rng) if m.needs_deal() else m.apply(rng.choice(m.legal_actions()))
        tally(spec, events, counts)
    return m


def tally(spec: GameSpec, events: list[Event], counts: Counter[str]) -> None:
    """Count the events that a summary reports."""
    for e in events:
        for key in spec.tally(e):
            counts[key] += 1


def run_simulate(
    players: int, matches: int, seed: int, out: str | None, game: str = games.DEFAULT
) -> int:
    """Play ``matches`` random matches, write their records to ``out`` if given, print a summary."""
    try:
        spec = games.spec(game)
    except games.UnknownGame as e:
        return _fail(str(e))
    if not spec.players_allowed(players):
        return _fail(f"--players must be from {spec.min_players} to {spec.max_players}")
    if matches < 1:
        return _fail("--matches must be at least 1")
    folder = Path(out) if out else None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return _fail(f"cannot make the folder {out!r}: {e.strerror}")
    rng = random.Random(seed)
    names = [f"Seat {s}" for s in range(players)]
    counts: Counter[str] = Counter()
    wins = [0] * players
    done: list[Game] = []
    for i in range(matches):
        m = random_match(players, rng, counts, game)
        done.append(m)
        outcome = m.outcome()
        for s in outcome.winners if outcome else ():
            wins[s] += 1
        if folder is not None:
            meta = {"app": "coteccio simulate", "seed": seed, "match": i}
            try:
                (folder / f"match-{i + 1:05d}.json").write_text(
                    dumps_record(names, m, meta), encoding="utf-8"
                )
            except OSError as e:
                return _fail(f"cannot write into {out!r}: {e.strerror}")
    head = f"matches {matches}, players {players}, seed {seed}"
    print(head if game == games.DEFAULT else f"{head}, game {game}")
    for line in spec.summary(done, counts):
        print(line)
    print("wins by seat " + ", ".join(f"{s}: {w}" for s, w in enumerate(wins)))
    if folder is not None:
        print(f"records written to {folder}")
    return 0


def _fail(message: str) -> int:
    print(f"coteccio simulate: {message}", file=sys.stderr)
    return 2
