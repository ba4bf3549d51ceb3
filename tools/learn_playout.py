"""Fit Coteccio's learned playout policy (``players/coteccio/learned.py``) by expert iteration.

    python tools/learn_playout.py record OUT.jsonl --hands 800 --seed 1 [--table TABLE]
    python tools/learn_playout.py fit OUT.jsonl [MORE.jsonl ...]

``record`` plays hands at a table (``--table``, levels joined by commas: expert,expert,hard,hard
unless told; the seats rotate every hand) of the project's own levels and writes, for every choice
of a searching seat (expert or hard) with more than one legal card, the position as the
seat sees it and the card its search chose. ``fit`` fits a conditional logit (a softmax
over the legal cards of a linear score, per kind of choice) with numpy and rewrites
``players/coteccio/learned_weights.py``. It never sees the tournament's ``sampler``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from coteccio_gui.games.coteccio import Phase, SeatView
from coteccio_gui.players import make_player
from coteccio_gui.players.base import Player
from coteccio_gui.players.coteccio import DUPLICATE
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.learned import FOLLOW, features, kind
from coteccio_gui.players.coteccio.rollout import COUNT, policy_card
from coteccio_gui.players.coteccio.searcher import base_world
from coteccio_gui.players.duplicate import play_dealt_hand_net
from coteccio_gui.players.masks import FULL

WEIGHTS = Path(__file__).parent.parent / "coteccio_gui/players/coteccio/learned_weights.py"


class Recorder:
    """Wraps a player and writes each of its card choices with the position."""

    def __init__(self, player: Player, rows: list[dict[str, object]]) -> None:
        self.player = player
        self.rows = rows

    def decide(self, view: SeatView, rng: random.Random) -> object:
        action = self.player.decide(view, rng)
        card = getattr(action, "card", None)
        if view.phase is Phase.PLAY and len(view.legal) > 1 and card in view.legal:
            w = base_world(view)
            hand = w.hands[view.seat]
            self.rows.append(
                {
                    "hand": hand,
                    "trick": list(w.trick),
                    "best": w.best,
                    "out": FULL & ~hand & ~w.played,
                    "rule": policy_card(w, view.seat, COUNT),
                    "seats": len(view.order),
                    "card": card,
                }
            )
        return action

    def __getattr__(self, name: str) -> object:
        return getattr(self.player, name)


def record(out: str, hands: int, seed: int, table: list[str]) -> None:
    rows: list[dict[str, object]] = []
    n = len(table)
    players = [
        Recorder(make_player(t), rows) if t in ("expert", "hard") else make_player(t) for t in table
    ]
    rng = random.Random(seed)
    with open(out, "a") as f:
        for h in range(hands):
            cards = deal_cards(n, rng)
            rot = h % n
            seated = players[rot:] + players[:rot]
            play_dealt_hand_net(DUPLICATE, seated, cards, h % n, random.Random(f"{seed}/{h}"))
            for r in rows:
                f.write(json.dumps(r) + "\n")
            rows.clear()
            f.flush()


def fit(paths: Sequence[str]) -> None:
    import numpy as np

    data: list[list[tuple[list[list[float]], int]]] = [[], [], []]
    for p in paths:
        with open(p) as lines:
            records = [json.loads(line) for line in lines]
        for r in records:
            hand, best = r["hand"], r["best"]
            k = kind(hand, best)
            legal = hand & (((1 << 10) - 1) << (10 * (best // 10))) if k == FOLLOW else hand
            cards = [c for c in range(40) if legal >> c & 1]
            x = [
                features(c, hand, r["trick"], best, r["out"], r["rule"], r.get("seats", 4))
                for c in cards
            ]
            data[k].append((x, cards.index(r["card"])))
    weights = []
    for k, rows in enumerate(data):
        n, f = len(rows), len(rows[0][0][0])
        width = max(len(x) for x, _ in rows)
        xs = np.zeros((n, width, f))
        legal_mask = np.zeros((n, width), dtype=bool)
        ys = np.array([y for _, y in rows])
        for i, (x, _) in enumerate(rows):
            xs[i, : len(x)] = x
            legal_mask[i, : len(x)] = True
        chosen = xs[np.arange(n), ys]
        w = np.zeros(f)
        w[0] = 1.0
        m = np.zeros_like(w)
        v = np.zeros_like(w)
        for it in range(1, 3001):
            s = np.where(legal_mask, xs @ w, -np.inf)
            p = np.exp(s - s.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            g = (np.einsum("nc,ncf->f", p, xs) - chosen.sum(axis=0)) / n + 0.001 * w
            m = 0.9 * m + 0.1 * g
            v = 0.999 * v + 0.001 * g * g
            w -= 0.02 * (m / (1 - 0.9**it)) / (np.sqrt(v / (1 - 0.999**it)) + 1e-8)
        pick = np.argmax(np.where(legal_mask, xs @ w, -np.inf), axis=1)
        acc = float(np.mean(pick == ys))
        rule = float(np.mean(chosen[:, 0] == 1.0))
        print(f"kind {k}: {n} choices, learned agrees {acc:.3f}, rule {rule:.3f}")
        weights.append(tuple(round(float(x), 4) for x in w))
    body = ",\n".join(f"    {t}" for t in weights)
    text = WEIGHTS.read_text()
    head, _, rest = text.partition("WEIGHTS")
    doc = rest[rest.index('"""') :]
    WEIGHTS.write_text(f"{head}WEIGHTS: tuple[tuple[float, ...], ...] = (\n{body},\n)\n{doc}")
    print(f"wrote {WEIGHTS} (run ruff format on it)")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out")
    r.add_argument("--hands", type=int, default=300)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--table", default="expert,expert,hard,hard")
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    args = ap.parse_args(argv)
    if args.cmd == "record":
        record(args.out, args.hands, args.seed, args.table.split(","))
    else:
        fit(args.paths)
    return 0


if __name__ == "__main__":
    sys.exit(main())
