"""``coteccio simulate``: random legal matches, and a summary of what happened in them."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from coteccio_gui.engine import (
    CapottoChoice,
    DoctorCalled,
    HandOutcome,
    HandScored,
    Match,
    Phase,
)
from coteccio_gui.engine.rules import MAX_PLAYERS, MIN_PLAYERS
from coteccio_gui.record import dumps_record


def random_match(players: int, rng: random.Random, counts: Counter[str]) -> Match:
    """Play one match to the end with random legal choices, counting what happens."""
    m = Match.new(players, None, rng)
    while m.phase is not Phase.FINISHED:
        if m.phase is Phase.DEAL:
            events = m.deal(rng)
        elif m.phase is Phase.PLAY:
            events = m.play(m.turn, rng.choice(m.legal_plays(m.turn)))
        elif m.phase is Phase.CAPOTTO:
            events = m.decide_capotto(m.turn, rng.choice(list(CapottoChoice)))
        else:
            events = m.decide_doctor(m.turn, rng.random() < 0.5)
        for e in events:
            if isinstance(e, HandScored):
                counts[e.outcome.value] += 1
            elif isinstance(e, DoctorCalled):
                counts["doctor"] += 1
    return m


def run_simulate(players: int, matches: int, seed: int, out: str | None) -> int:
    """Play ``matches`` random matches, write their records to ``out`` if given, print a summary."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return _fail(f"--players must be from {MIN_PLAYERS} to {MAX_PLAYERS}")
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
    hands = annulled = restarts = 0
    for i in range(matches):
        m = random_match(players, rng, counts)
        hands += m.hands_played
        annulled += m.hands_annulled
        restarts += m.restarts
        assert m.winner is not None
        wins[m.winner] += 1
        if folder is not None:
            meta = {"app": "coteccio simulate", "seed": seed, "match": i}
            try:
                (folder / f"match-{i + 1:05d}.json").write_text(
                    dumps_record(names, m, meta), encoding="utf-8"
                )
            except OSError as e:
                return _fail(f"cannot write into {out!r}: {e.strerror}")
    print(f"matches {matches}, players {players}, seed {seed}")
    print(f"hands {hands} scored, {annulled} annulled")
    made, saved = counts[HandOutcome.CAPOTTO_MADE.value], counts[HandOutcome.CAPOTTO_SAVED.value]
    print(f"capottos {made} made, {saved} saved")
    print(f"doctor calls {counts['doctor']}")
    print(f"restarts {restarts}")
    print("wins by seat " + ", ".join(f"{s}: {w}" for s, w in enumerate(wins)))
    if folder is not None:
        print(f"records written to {folder}")
    return 0


def _fail(message: str) -> int:
    print(f"coteccio simulate: {message}", file=sys.stderr)
    return 2
