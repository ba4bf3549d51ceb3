"""``coteccio tournament``: levels against each other on duplicate deals, so luck cancels.

Every deal is played once per rotation of the seat assignment (each level holds each
seat's cards), and once by an all-normal table for a paired comparison. Whole matches,
fewer and with a separate seed, give the share of matches each level wins.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from coteccio_gui.engine.rules import MAX_PLAYERS, MIN_PLAYERS
from coteccio_gui.players import ALL_LEVELS, make_player
from coteccio_gui.players.arena import deal_cards, play_dealt_hand, play_match
from coteccio_gui.players.base import Player
from coteccio_gui.players.stats import mean_ci, ratio_ci, wilson


def parse_level(spec: str) -> Player:
    """A player from ``level`` or ``expert:MS`` (the expert with MS milliseconds per card)."""
    name, _, budget = spec.partition(":")
    if name not in ALL_LEVELS or (budget and name != "expert"):
        raise ValueError(f"unknown level {spec!r}; choose from {', '.join(ALL_LEVELS)}")
    if not budget:
        return make_player(name)
    try:
        ms = float(budget)
    except ValueError:
        raise ValueError(f"expert:{budget} needs a time budget in milliseconds") from None
    if not ms > 0:
        raise ValueError("the expert's time budget must be above 0 ms")
    return make_player(name, time_budget_s=ms / 1000)


def _rotate(seats: list[str], r: int) -> list[str]:
    n = len(seats)
    return [seats[(s - r) % n] for s in range(n)]


def duplicate(players: int, seats: list[str], hands: int, seed: int) -> dict[str, Any]:
    """Life-loss per hand of each level and its paired comparison with an all-normal table."""
    bots = {spec: parse_level(spec) for spec in {*seats, "normal"}}
    deal_rng = random.Random(seed)
    levels = list(dict.fromkeys(seats))
    mixed: dict[str, list[float]] = {lv: [] for lv in levels}
    base: dict[str, list[float]] = {lv: [] for lv in levels}
    normals = [bots["normal"]] * players
    for d in range(hands):
        cards = deal_cards(players, deal_rng)
        leader = d % players
        ref = play_dealt_hand(normals, cards, leader, random.Random(f"{seed}/{d}/n"))
        sums = {lv: [0.0, 0.0, 0] for lv in levels}
        for r in range(players):
            names = _rotate(seats, r)
            table = [bots[name] for name in names]
            lost = play_dealt_hand(table, cards, leader, random.Random(f"{seed}/{d}/{r}"))
            for s, name in enumerate(names):
                acc = sums[name]
                acc[0] += lost[s]
                acc[1] += ref[s]
                acc[2] += 1
        for lv, (x, y, k) in sums.items():
            mixed[lv].append(x / k)
            base[lv].append(y / k)
    out: dict[str, Any] = {}
    for lv in levels:
        diffs = [x - y for x, y in zip(mixed[lv], base[lv], strict=True)]
        out[lv] = {
            "seats": seats.count(lv),
            "loss_rate": list(mean_ci(mixed[lv])),
            "all_normal_loss_rate": list(mean_ci(base[lv])),
            "paired_difference": list(mean_ci(diffs)),
            "ratio_to_all_normal": list(ratio_ci(mixed[lv], base[lv])),
        }
    return out


def whole_matches(players: int, seats: list[str], matches: int, seed: int) -> dict[str, Any]:
    """The share of whole matches won by each level (seat assignment rotated match by match)."""
    bots = {spec: parse_level(spec) for spec in set(seats)}
    rng = random.Random(seed)
    wins = dict.fromkeys(seats, 0)
    for k in range(matches):
        names = _rotate(seats, k % players)
        m = play_match([bots[name] for name in names], rng)
        if m.winner is not None:
            wins[names[m.winner]] += 1
    return {
        lv: {
            "seats": seats.count(lv),
            "fair_share": seats.count(lv) / players,
            "wins": w,
            "win_share": list(wilson(w, matches)),
        }
        for lv, w in wins.items()
    }


def _fmt(t: list[float], digits: int = 4) -> str:
    m, lo, hi = t
    return f"{m:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"


def _print(report: dict[str, Any]) -> None:
    p, h = report["players"], report["hands"]
    print(
        f"tournament: {p} players, seats {','.join(report['seats'])}, seed {report['seed']}\n"
        f"duplicate deals: {h} deals x {p} seat rotations = {h * p} hands, "
        f"plus the same {h} deals at an all-normal table"
    )
    print("life-loss rate = lives lost per seat per hand, mean [95% CI over deals]")
    for lv, r in report["duplicate"].items():
        print(f"  {lv:<10} {_fmt(r['loss_rate'])}   ({r['seats']} seat(s))")
    print("paired vs all-normal (same deals, same seats): difference, ratio [95% CI]")
    for lv, r in report["duplicate"].items():
        print(
            f"  {lv:<10} diff {_fmt(r['paired_difference'])}  "
            f"ratio {_fmt(r['ratio_to_all_normal'], 3)}  "
            f"(all-normal rate {r['all_normal_loss_rate'][0]:.4f})"
        )
    mt = report["matches"]
    print(
        f"whole matches: {mt} matches, seed {report['match_seed']}; "
        "share of matches won by the level [Wilson 95% CI], vs its fair share"
    )
    for lv, r in report["whole_matches"].items():
        print(
            f"  {lv:<10} {_fmt(r['win_share'], 3)}  fair {r['fair_share']:.3f}  "
            f"({r['wins']} wins, {r['seats']} seat(s))"
        )


def run_tournament(players: int, seats: list[str], hands: int, seed: int, as_json: bool) -> int:
    """Run a tournament and print it (``as_json``: one JSON object); returns the exit status."""
    try:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}")
        if len(seats) != players:
            raise ValueError(f"--seats names {len(seats)} levels for {players} players")
        for spec in seats:
            parse_level(spec)
        if hands < 1:
            raise ValueError("--hands must be at least 1")
    except ValueError as e:
        print(f"coteccio tournament: {e}", file=sys.stderr)
        return 2
    matches = max(players, hands // 20)
    report: dict[str, Any] = {
        "players": players,
        "seats": seats,
        "hands": hands,
        "seed": seed,
        "rotations": players,
        "matches": matches,
        "match_seed": seed + 1,
        "duplicate": duplicate(players, seats, hands, seed),
        "whole_matches": whole_matches(players, seats, matches, seed + 1),
    }
    if as_json:
        print(json.dumps(report))
    else:
        _print(report)
    return 0
