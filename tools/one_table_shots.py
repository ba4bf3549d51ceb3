"""Screenshots of one match at a local table and at a network table, side by side.

The same deal (one seed, the same plays: every computer and every friend plays its first
legal action, the person too) is played at a local table and at a table hosted over a real
loopback server; at the person's ``--at`` turns (and at each dialog) both windows are saved
and joined, local on the left, network on the right, as ``OUT/<game>-<n>.png``.

    python tools/one_table_shots.py --game zifuli --players 5 --at 1,4 --out /tmp/shots
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402
import pytest  # noqa: E402

from coteccio_gui.ui.core.dialogs import Dialog  # noqa: E402
from tests.ui.net_support import seeded, table_of  # noqa: E402
from tests.ui.one_table_support import (  # noqa: E402
    first_legal_computers,
    local_table,
    network_table,
    pilot,
    settled,
)


def moments(p, t, wanted: set[int], deadline_s: float = 600.0) -> list[pygame.Surface]:
    """Play the match through as the one-table test does; the screens at the wanted steps."""
    shots, step = [], 0
    end = time.monotonic() + deadline_s
    while time.monotonic() < end and len(shots) < len(wanted):
        p.step()
        if not settled(p, t):
            time.sleep(0.002)
            continue
        top = p.top
        acting = isinstance(top, Dialog) and top is not t
        acting = acting or (top is t and t.waiting_for_bottom())
        if not acting:
            time.sleep(0.002)
            continue
        step += 1
        if step in wanted:
            p.app.dirty = True
            p.step()
            shots.append(p.app.screen.copy())
        if isinstance(top, Dialog) and top is not t:
            if t.ended:
                break
            p.key(pygame.K_RETURN)
        else:
            seat = t.turns.active_seat()
            legal = {c for a in t.match.legal_actions() if (c := t.look.hand_card(a)) is not None}
            index = next(i for i, c in enumerate(t.show.cards[seat]) if c in legal)
            t.turns.input.try_play(index)
    return shots


def main() -> None:
    """Play, save, join."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--at", default="1,3")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--out", type=Path, default=Path("/tmp/one-table-shots"))
    a = ap.parse_args()
    wanted = {int(x) for x in a.at.split(",")}
    a.out.mkdir(parents=True, exist_ok=True)
    mp = pytest.MonkeyPatch()
    first_legal_computers(mp)
    seeded(mp, a.seed)
    folder = Path(tempfile.mkdtemp())
    here = pilot(folder / "local")
    local = moments(here, local_table(here, a.game, a.players, a.seed), wanted)
    there = pilot(folder / "network")
    session, friends = network_table(there, folder / "network", a.game, a.players)
    try:
        net = moments(there, table_of(there), wanted)
    finally:
        friends.stop()
        session.close()
    for n, (left, right) in enumerate(zip(local, net, strict=False), 1):
        w, h = left.get_size()
        both = pygame.Surface((2 * w + 8, h))
        both.fill((0, 0, 0))
        both.blit(left, (0, 0))
        both.blit(right, (w + 8, 0))
        path = a.out / f"{a.game}-{n}.png"
        pygame.image.save(both, str(path))
        print(path)


if __name__ == "__main__":
    main()
