"""``coteccio tournament``: levels against each other on duplicate deals, so luck cancels.

Every deal is played once per rotation of the seat assignment (each level holds each
seat's cards), and once by a table of the ``field`` level (normal unless asked) for a
paired comparison. Whole matches, fewer and with a separate seed, give the share of
matches each level wins. Any game: its players module says how a hand is dealt, played
and counted (``DUPLICATE``, see ``players.duplicate``; ``METRIC``, lower is better unless the
module says ``HIGHER_IS_BETTER``: then the report also holds ``versus``: each level's rate over
another's at the same tables, which for partners is one team's points over the other's). A
game whose ``DUPLICATE`` has a ``net`` count and whose module gives ``NET_METRIC`` (Coteccio:
lives lost less lives gained) gets a ``net`` figure beside each level.
"""

from __future__ import annotations

import json
import math
import random
import sys
from types import ModuleType
from typing import Any

from coteccio_gui import games
from coteccio_gui.players import ALL_LEVELS, make_player, play_match, players_of
from coteccio_gui.players.base import Player
from coteccio_gui.players.duplicate import Duplicate, deal_for_duplicate, play_dealt_hand_net
from coteccio_gui.players.stats import mean_ci, ratio_ci, wilson


def parse_level(spec: str, game: str = games.DEFAULT) -> Player:
    """A player from ``level`` or ``expert:MS`` (the expert with MS milliseconds per card), or
    a tournament-only field level of the game's module (``FIELD_LEVELS``, never offered to
    people: Coteccio's ``sampler``)."""
    name, _, budget = spec.partition(":")
    field_only = getattr(players_of(game), "FIELD_LEVELS", {})
    if name in field_only and not budget:
        return field_only[name]()  # type: ignore[no-any-return]
    if name not in ALL_LEVELS or (budget and name != "expert"):
        known = ", ".join([*ALL_LEVELS, *field_only])
        raise ValueError(f"unknown level {spec!r}; choose from {known}")
    if not budget:
        return make_player(name, game=game)
    try:
        ms = float(budget)
    except ValueError:
        raise ValueError(f"expert:{budget} needs a time budget in milliseconds") from None
    if not ms > 0:
        raise ValueError("the expert's time budget must be above 0 ms")
    return make_player(name, game=game, time_budget_s=ms / 1000)


def _rotate(seats: list[str], r: int) -> list[str]:
    n = len(seats)
    return [seats[(s - r) % n] for s in range(n)]


def duplicate(
    players: int,
    seats: list[str],
    hands: int,
    seed: int,
    game: str = games.DEFAULT,
    field: str = "normal",
) -> dict[str, Any]:
    """Cost per hand of each level, and its paired comparison with a table of ``field``."""
    module = players_of(game)
    bots = {spec: parse_level(spec, game) for spec in {*seats, field}}
    deal_rng = random.Random(seed)
    levels = list(dict.fromkeys(seats))
    mixed: dict[str, list[float]] = {lv: [] for lv in levels}
    base: dict[str, list[float]] = {lv: [] for lv in levels}
    net_mixed: dict[str, list[float]] = {lv: [] for lv in levels}
    net_base: dict[str, list[float]] = {lv: [] for lv in levels}
    normals = [bots[field]] * players
    way: Duplicate = module.DUPLICATE
    with_net = way.net is not None

    for d in range(hands):
        cards = deal_for_duplicate(way, players, deal_rng)
        leader = d % players
        ref, ref_net = play_dealt_hand_net(
            way, normals, cards, leader, random.Random(f"{seed}/{d}/n")
        )
        sums = {lv: [0.0, 0.0, 0, 0.0, 0.0] for lv in levels}
        for r in range(players):
            names = _rotate(seats, r)
            table = [bots[name] for name in names]
            lost, net = play_dealt_hand_net(
                way, table, cards, leader, random.Random(f"{seed}/{d}/{r}")
            )
            for s, name in enumerate(names):
                acc = sums[name]
                acc[0] += lost[s]
                acc[1] += ref[s]
                acc[2] += 1
                acc[3] += net[s]
                acc[4] += ref_net[s]
        for lv, (x, y, k, xn, yn) in sums.items():
            mixed[lv].append(x / k)
            base[lv].append(y / k)
            net_mixed[lv].append(xn / k)
            net_base[lv].append(yn / k)
    out: dict[str, Any] = {}
    if getattr(module, "HIGHER_IS_BETTER", False):
        out["versus"] = {
            f"{a} / {b}": list(ratio_ci(mixed[a], mixed[b]))
            for i, a in enumerate(levels)
            for b in levels[i + 1 :]
        }
    for lv in levels:
        diffs = [x - y for x, y in zip(mixed[lv], base[lv], strict=True)]
        out[lv] = {
            "seats": seats.count(lv),
            "loss_rate": list(mean_ci(mixed[lv])),
            "all_normal_loss_rate": list(mean_ci(base[lv])),
            "paired_difference": list(mean_ci(diffs)),
            "ratio_to_all_normal": _finite(ratio_ci(mixed[lv], base[lv])),
        }
        if with_net:
            out[lv]["net"] = {
                "loss_rate": list(mean_ci(net_mixed[lv])),
                "all_normal_loss_rate": list(mean_ci(net_base[lv])),
                "ratio_to_all_normal": _finite(ratio_ci(net_mixed[lv], net_base[lv])),
            }
    return out


def whole_matches(
    players: int, seats: list[str], matches: int, seed: int, game: str = games.DEFAULT
) -> dict[str, Any]:
    """The share of whole matches won by each level (seat assignment rotated match by match).

    A match won by a team counts once for each level in the winning team.
    """
    bots = {spec: parse_level(spec, game) for spec in set(seats)}
    rng = random.Random(seed)
    wins = dict.fromkeys(seats, 0)
    for k in range(matches):
        names = _rotate(seats, k % players)
        m = play_match(game, [bots[name] for name in names], rng)
        outcome = m.outcome()
        for level in {names[s] for s in (outcome.winners if outcome else ())}:
            wins[level] += 1
    return {
        lv: {
            "seats": seats.count(lv),
            "fair_share": seats.count(lv) / players,
            "wins": w,
            "win_share": list(wilson(w, matches)),
        }
        for lv, w in wins.items()
    }


def _finite(t: tuple[float, float, float]) -> list[float | None]:
    """The figures, with ``None`` for one that is not a number (a ratio to a zero rate: the
    all-normal rate of a zero-sum game such as Zifuli's stakes is 0)."""
    return [None if math.isnan(x) else x for x in t]


def _fmt(t: list[float | None], digits: int = 4) -> str:
    if any(x is None for x in t):
        return "n/a"
    m, lo, hi = t
    return f"{m:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"


def _print(report: dict[str, Any], metric: str, higher_is_better: bool = False) -> None:
    p = report["players"]
    game = "" if report["game"] == games.DEFAULT else f"{report['game']}, "
    print(
        f"tournament: {game}{p} players, seats {','.join(report['seats'])}, seed {report['seed']}"
    )
    if report["hands"]:
        _print_duplicate(report, metric, higher_is_better)
    _print_matches(report)


def _print_duplicate(report: dict[str, Any], metric: str, higher_is_better: bool) -> None:
    p, h, field = report["players"], report["hands"], report["field"]
    duplicate = report["duplicate"]
    print(
        f"duplicate deals: {h} deals x {p} seat rotations = {h * p} hands, "
        f"plus the same {h} deals at an all-{field} table"
    )
    rate = "rate" if higher_is_better else "loss rate"
    better = " (higher is better)" if higher_is_better else ""
    print(f"{rate} = {metric} per seat per hand{better}, mean [95% CI over deals]")
    for lv, r in duplicate.items():
        print(f"  {lv:<10} {_fmt(r['loss_rate'])}   ({r['seats']} seat(s))")
    for pair, ratio in report.get("versus", {}).items():
        print(f"  {pair} at the same tables: ratio {_fmt(ratio, 3)}")
    print(f"paired vs all-{field} (same deals, same seats): difference, ratio [95% CI]")
    for lv, r in duplicate.items():
        print(
            f"  {lv:<10} diff {_fmt(r['paired_difference'])}  "
            f"ratio {_fmt(r['ratio_to_all_normal'], 3)}  "
            f"(all-{field} rate {r['all_normal_loss_rate'][0]:.4f})"
        )
    nets = {lv: r["net"] for lv, r in duplicate.items() if "net" in r}
    if nets:
        print(f"{report['net_metric']} per seat per hand, and its ratio to all-{field}:")
        for lv, r in nets.items():
            print(
                f"  {lv:<10} {_fmt(r['loss_rate'])}  ratio {_fmt(r['ratio_to_all_normal'], 3)}  "
                f"(all-{field} {r['all_normal_loss_rate'][0]:.4f})"
            )


def _print_matches(report: dict[str, Any]) -> None:
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


def run_tournament(
    players: int,
    seats: list[str],
    hands: int,
    seed: int,
    as_json: bool,
    game: str = games.DEFAULT,
    field: str = "normal",
    matches: int | None = None,
) -> int:
    """Run a tournament and print it (``as_json``: one JSON object); returns the exit status.

    ``matches``: how many whole matches (default: one per 20 deals, at least one per seat);
    with ``hands`` 0 only whole matches are played.
    """
    try:
        spec = games.spec(game)
        if not spec.players_allowed(players):
            raise ValueError(
                f"players must be {spec.min_players} to {spec.max_players}, not {players}"
            )
        if len(seats) != players:
            raise ValueError(f"--seats names {len(seats)} levels for {players} players")
        for level in [*seats, field]:
            parse_level(level, game)
        if hands < 0 or (hands == 0 and not matches):
            raise ValueError("--hands must be at least 1 (0 only with --matches)")
        if matches is not None and matches < 1:
            raise ValueError("--matches must be at least 1")
        module: ModuleType = players_of(game)
    except ValueError as e:
        print(f"coteccio tournament: {e}", file=sys.stderr)
        return 2
    if matches is None:
        matches = max(players, hands // 20)
    report: dict[str, Any] = {
        "game": game,
        "field": field,
        "players": players,
        "seats": seats,
        "hands": hands,
        "seed": seed,
        "rotations": players,
        "matches": matches,
        "match_seed": seed + 1,
        "duplicate": duplicate(players, seats, hands, seed, game, field) if hands else {},
        "whole_matches": whole_matches(players, seats, matches, seed + 1, game),
    }
    if hasattr(module, "NET_METRIC") and hands:
        report["net_metric"] = module.NET_METRIC
    versus = report["duplicate"].pop("versus", None)
    if versus is not None:
        report["versus"] = versus
    if as_json:
        print(json.dumps(report))
    else:
        _print(report, module.METRIC, getattr(module, "HIGHER_IS_BETTER", False))
    return 0
