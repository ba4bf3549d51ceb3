"""Screening a setting of Coteccio's expert at one field, deal by deal, resumable.

    python tools/field_screen.py run SPEC --field sampler-shed --deals 600 --seed 5001 --out a.jsonl
    python tools/field_screen.py report a.jsonl [b.jsonl]

``--first D`` plays only deals D and on (the same deals as a whole run: a run split in two
processes, its files put together before ``report``).

``run`` plays what ``coteccio tournament --seats expert,F,F,F --field F --hands N --seed S``
plays (the same deals, leaders and per-hand seeds, each deal once per seat rotation and once at
the field's own table), with the expert set by ``SPEC`` (``base`` for the expert as shipped, or
the settings of ``tools/expert_pair.py``), and appends one JSON line per deal to ``--out``: the
lives the expert lost and its net lives (lost less gained) in each rotation, and the field's own
table's. It resumes a file cut short, and ``--refs`` takes the field's tables from an earlier
file of the same field and seed instead of playing them again.

``--seeded`` gives every decision a seed of its own (``Seeded``) instead of one random stream
per hand: a change that leaves a decision as it was then leaves the rest of the hand as it was,
so a paired difference holds only the hands a change really changed. With ``--base`` (a seeded
file of the expert as shipped) and ``--same-after T``, a hand whose first T tricks were played
as in the base file is taken from it whole, not played again: for settings that change only
the decisions of the first T tricks (``redeal=K`` with ``redeal_tricks=T``).

``report`` prints the tournament's JSON figures for the expert (``duplicate.expert`` of
``coteccio tournament --json`` on those deals, key for key) and, given a second file of the
same field and seed, the paired difference per hand (first less second), for lives and net
lives, with 95 % intervals over deals. The issue's screening protocol: 600 deals × 4 rotations.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from coteccio_gui.engine import Play
from coteccio_gui.players import make_player
from coteccio_gui.players.base import Player
from coteccio_gui.players.coteccio import DUPLICATE, FIELD_LEVELS
from coteccio_gui.players.duplicate import deal_for_duplicate
from coteccio_gui.players.stats import mean_ci, ratio_ci


def _pair_tool() -> ModuleType:
    path = Path(__file__).with_name("expert_pair.py")
    spec = importlib.util.spec_from_file_location("expert_pair", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def field_player(name: str) -> Player:
    """The field's player by its tournament name."""
    return FIELD_LEVELS[name]() if name in FIELD_LEVELS else make_player(name)


def _done(path: Path) -> dict[int, dict[str, Any]]:
    if not path.exists():
        return {}
    rows = {}
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            rows[row["d"]] = row
    return rows


class Seeded:
    """A player whose every decision draws from a seed of its own: the hand's key, the seat,
    how many cards the hand has seen played and the phase. A change that leaves a decision as
    it was then leaves the rest of the hand as it was too (with one random stream for the whole
    hand, as the tournament plays it, any change in how many numbers one decision drew would
    change every later decision of every seat)."""

    def __init__(self, player: Player, key: str) -> None:
        self.player, self.key = player, key

    def decide(self, view: Any, rng: random.Random) -> Any:
        """The player's decision, from its own seed."""
        done = sum(len(t.plays) for t in view.tricks) + len(view.trick)
        return self.player.decide(
            view, random.Random(f"{self.key}/{view.seat}/{done}/{view.phase.name}")
        )


def _code(action: Any) -> Any:
    return action.card if isinstance(action, Play) else f"capotto:{action.choice.name}"


def _hand(
    table: list[Any],
    cards: list[list[int]],
    leader: int,
    rng: random.Random,
    base: list[Any] | None = None,
    same_after: int = 0,
) -> tuple[tuple[list[int], list[int]] | None, list[Any]]:
    """Lives lost and net lives of each seat, and the actions played; ``None`` for the lives
    once ``same_after`` tricks were played exactly as in ``base`` (the rest is base's)."""
    m, events = DUPLICATE.start(len(table), cards, leader)
    acts: list[Any] = []
    while not DUPLICATE.over(m, events):
        if base is not None and len(m.tricks) >= same_after and acts == base[: len(acts)]:
            return None, acts
        action = table[m.controller(m.turn)].decide(m.view(m.turn), rng)
        acts.append(_code(action))
        events += m.apply(action)
    assert DUPLICATE.net is not None
    lost = [int(x) for x in DUPLICATE.result(m, events)]  # Coteccio counts whole lives
    return (lost, [int(x) for x in DUPLICATE.net(m, events)]), acts


def run(
    spec: str,
    field: str,
    deals: int,
    seed: int,
    out: Path,
    refs: Path | None = None,
    seeded: bool = False,
    base: Path | None = None,
    same_after: int = 0,
    players: int = 4,
    first: int = 0,
) -> int:
    """Play the deals not yet in ``out``; returns how many were played now. ``seeded``: every
    decision from its own seed (``Seeded``); with ``base`` (a seeded file of the same field and
    seed) and ``same_after``, a hand whose first ``same_after`` tricks went as in ``base`` is
    base's hand (for a setting that changes only decisions of those tricks)."""
    expert = _pair_tool().expert(spec)
    others = field_player(field)
    done, known = _done(out), _done(refs) if refs else {}
    before = _done(base) if base else {}
    if before and (not seeded or same_after < 1):
        raise ValueError("--base needs --seeded and --same-after of at least 1")
    deal_rng = random.Random(seed)
    played = 0
    for d in range(deals):
        cards = deal_for_duplicate(DUPLICATE, players, deal_rng)
        if d in done or d < first:
            continue
        leader = d % players
        row: dict[str, Any] = {"d": d, "spec": spec, "field": field, "seed": seed}
        row["mode"] = "seeded" if seeded else "tournament"
        if d in known:
            row["ref"], row["ref_net"] = known[d]["ref"], known[d]["ref_net"]
        else:
            key = f"{seed}/{d}/n"
            table = [Seeded(others, key) if seeded else others] * players
            got, _ = _hand(table, cards, leader, random.Random(key))
            assert got is not None
            row["ref"], row["ref_net"] = got
        row["lost"], row["net"], row["acts"] = [], [], []
        for r in range(players):
            key = f"{seed}/{d}/{r}"
            table = [expert if s == r else others for s in range(players)]
            if seeded:
                table = [Seeded(p, key) for p in table]
            prior = before[d]["acts"][r] if d in before else None
            got, acts = _hand(table, cards, leader, random.Random(key), prior, same_after)
            if got is None:  # as in the base file from here on
                assert prior is not None
                lost, net, acts = before[d]["lost"][r], before[d]["net"][r], prior
            else:
                lost, net = got[0][r], got[1][r]
            row["lost"].append(lost)
            row["net"].append(net)
            row["acts"].append(acts)
        with out.open("a") as f:
            f.write(json.dumps(row) + "\n")
        played += 1
    return played


def figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The tournament's figures for the expert's seat (``duplicate.expert`` of its JSON)."""
    n = len(rows[0]["lost"])
    mixed = [sum(r["lost"]) / n for r in rows]
    base = [sum(r["ref"]) / n for r in rows]
    net_mixed = [sum(r["net"]) / n for r in rows]
    net_base = [sum(r["ref_net"]) / n for r in rows]
    return {
        "seats": 1,
        "loss_rate": list(mean_ci(mixed)),
        "all_normal_loss_rate": list(mean_ci(base)),
        "paired_difference": list(mean_ci([x - y for x, y in zip(mixed, base, strict=True)])),
        "ratio_to_all_normal": list(ratio_ci(mixed, base)),
        "net": {
            "loss_rate": list(mean_ci(net_mixed)),
            "all_normal_loss_rate": list(mean_ci(net_base)),
            "ratio_to_all_normal": list(ratio_ci(net_mixed, net_base)),
        },
    }


def report(a: Path, b: Path | None = None) -> dict[str, Any]:
    """``a``'s figures; with ``b`` (the same field and seed), ``a`` less ``b`` on the deals both
    have played."""
    rows_a = _done(a)
    out: dict[str, Any] = {"deals": len(rows_a), "expert": figures(list(rows_a.values()))}
    if b is not None:
        rows_b = _done(b)
        both = sorted(set(rows_a) & set(rows_b))
        for d in both:
            same = rows_a[d].get("mode") == rows_b[d].get("mode")
            if not same or rows_a[d]["ref"] != rows_b[d]["ref"]:
                raise ValueError(f"deal {d}: the two files are not of the same field and seed")
        n = len(rows_a[both[0]]["lost"])
        for key in ("lost", "net"):
            diffs = [(sum(rows_a[d][key]) - sum(rows_b[d][key])) / n for d in both]
            out[f"paired_{key}"] = list(mean_ci(diffs))
        out["paired_deals"] = len(both)
        out["lives"] = [sum(sum(rows[d]["lost"]) for d in both) for rows in (rows_a, rows_b)]
        out["field_lives"] = sum(sum(rows_a[d]["ref"]) for d in both)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("spec")
    r.add_argument("--field", required=True)
    r.add_argument("--deals", type=int, required=True)
    r.add_argument("--seed", type=int, required=True)
    r.add_argument("--out", type=Path, required=True)
    r.add_argument("--refs", type=Path)
    r.add_argument("--seeded", action="store_true")
    r.add_argument("--base", type=Path)
    r.add_argument("--same-after", type=int, default=0)
    r.add_argument("--first", type=int, default=0, help="from this deal on (to split a run)")
    p = sub.add_parser("report")
    p.add_argument("a", type=Path)
    p.add_argument("b", type=Path, nargs="?")
    args = ap.parse_args(argv)
    try:
        if args.command == "run":
            if args.field not in FIELD_LEVELS and args.field not in ("easy", "normal", "hard"):
                raise ValueError(f"unknown field {args.field!r}")
            played = run(
                args.spec,
                args.field,
                args.deals,
                args.seed,
                args.out,
                args.refs,
                args.seeded,
                args.base,
                args.same_after,
                first=args.first,
            )
            print(f"played {played} deals")
        else:
            print(json.dumps(report(args.a, args.b)))
    except ValueError as e:
        print(f"field_screen: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
