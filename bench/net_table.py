"""The server's own work per action, in one process and without sockets: whole matches of
Coteccio at a table of four connected people, each action applied (``Table.apply``: every
seat's view and events) and every seat's update made as the server sends it
(``Presence._update_text``). Prints ``name value unit`` lines:

- ``net_table_us_per_action``: CPU time per action (the best of ``--repeats`` runs);
- ``net_table_us_per_action_first`` / ``_last``: the same over the first and the last quarter
  of the matches' actions (work that grows with the match shows as last > first);
- ``net_table_update_bytes``: the mean size of one seat's update (views as changes unless
  ``--whole``).

``--root DIR`` runs the code of another checkout (the figures before a change).

    python bench/net_table.py [--matches 6] [--lives 3] [--repeats 5] [--whole] [--root DIR]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def match(seed: int, lives: int, whole: bool) -> tuple[list[float], int, int]:
    """One whole match: each action's CPU seconds, the bytes sent, the updates made."""
    from coteccio_gui.net.live import Client, Live, seat_states
    from coteccio_gui.net.presence import Presence
    from coteccio_gui.net.protocol import dump
    from coteccio_gui.net.table import Table

    rng = random.Random(seed)
    setup = {"game": "coteccio", "players": NAMES, "seats": ["human"] + ["remote"] * 3}
    table = Table.invite("BENCH1", {**setup, "rules": {"starting_lives": lives}})
    for seat in (1, 2, 3):
        table.sit(seat, NAMES[seat])
    live, presence = Live(table), Presence()
    live.clients = [Client(None, seat=s) for s in range(4)]  # type: ignore[arg-type]
    for client in live.clients:
        client.changes = not whole  # (an older server has no such field: ignored there)
    text = hasattr(Table, "update_text")  # an older server takes the seats as a list
    table.start(rng)
    m: Any = table.match
    times, size, updates = [], 0, 0
    while m.outcome() is None:
        action = None if m.needs_deal() else rng.choice(m.legal_actions())
        t0 = time.process_time()
        table.apply(action, rng if action is None else None)
        seats: Any = seat_states(live)
        seats = dump(seats) if text else seats  # type: ignore[arg-type]
        made: dict[Any, bytes] = {}
        sent = [presence._update_text(live, c, seats, made) for c in live.clients]
        times.append(time.process_time() - t0)
        size, updates = size + sum(len(s) for s in sent), updates + len(sent)
    return times, size, updates


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=6)
    p.add_argument("--lives", type=int, default=3)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--whole", action="store_true", help="views whole, not as changes")
    p.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    args = p.parse_args()
    sys.path.insert(0, str(Path(args.root).resolve()))
    best: list[float] | None = None
    for _ in range(args.repeats):
        runs = [match(seed, args.lives, args.whole) for seed in range(args.matches)]
        if best is None or sum(sum(r[0]) for r in runs) < sum(best):
            best = [t for r in runs for t in r[0]]
            quarters = [(r[0][: len(r[0]) // 4], r[0][-(len(r[0]) // 4) :]) for r in runs]
            size, updates = sum(r[1] for r in runs), sum(r[2] for r in runs)
    assert best is not None
    first = [t for q in quarters for t in q[0]]
    last = [t for q in quarters for t in q[1]]
    print(f"net_table_actions {len(best)} actions")
    print(f"net_table_us_per_action {sum(best) / len(best) * 1e6:.1f} us")
    print(f"net_table_us_per_action_first {sum(first) / len(first) * 1e6:.1f} us")
    print(f"net_table_us_per_action_last {sum(last) / len(last) * 1e6:.1f} us")
    print(f"net_table_update_bytes {size / updates:.0f} B")


if __name__ == "__main__":
    main()
