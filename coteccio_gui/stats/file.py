"""``stats.json``: reading it (a file that cannot be read is moved aside, with a message),
writing it atomically, and counting a finished match into it."""

from __future__ import annotations

import json
import logging
from dataclasses import fields
from pathlib import Path
from typing import Any

from coteccio_gui.engine.game import Game
from coteccio_gui.game_stats import GameRow
from coteccio_gui.i18n import _
from coteccio_gui.stats.book import (
    FORMAT,
    STATS,
    VERSION,
    LedgerEntry,
    PlayerStats,
    Stats,
    Who,
    record_key,
    was_undone,
)
from coteccio_gui.storage import move_aside, write_atomic

log = logging.getLogger("coteccio.stats")


class StatsError(ValueError):
    """``stats.json`` is not a statistics file this game can read."""


def _count(value: Any, where: str) -> int:
    if type(value) is not int or value < 0:
        raise StatsError(f"{where} must be a whole number of 0 or more")
    return value


def parse_stats(text: str) -> Stats:
    """Read ``stats.json`` text; ``StatsError`` with one line if it is wrong."""
    try:
        data = json.loads(text)
    except ValueError:
        raise StatsError("not valid JSON") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError(f'format must be "{FORMAT}"')
    if data.get("version") != VERSION:
        raise StatsError(f"unknown version {data.get('version')!r}; this game reads version 1")
    players = data.get("players", {})
    ledger = data.get("ledger", [])
    counted = data.get("counted", [])
    if not isinstance(players, dict) or not isinstance(ledger, list):
        raise StatsError("players must be an object and ledger a list")
    if not isinstance(counted, list) or not all(isinstance(k, str) for k in counted):
        raise StatsError("counted must be a list of strings")
    computers = data.get("computers", {})
    if not isinstance(computers, dict) or not all(isinstance(v, dict) for v in computers.values()):
        raise StatsError("computers must be an object of levels")
    stats = Stats(counted=list(counted))
    stats.players = _rows(players)
    stats.computers = {str(level): _rows(names) for level, names in computers.items()}
    stats.games = _game_rows(data.get("games", {}))
    for i, e in enumerate(ledger):
        if not isinstance(e, dict) or not {"when", "paid", "winner", "pool"} <= set(e) <= {
            "when",
            "paid",
            "winner",
            "pool",
            "computers",
        }:
            raise StatsError(f"ledger entry {i} is not readable")
        paid, bots = e["paid"], e.get("computers", {})
        if not isinstance(e["when"], str) or not isinstance(e["winner"], str):
            raise StatsError(f"ledger entry {i} is not readable")
        if not isinstance(paid, dict) or not isinstance(bots, dict):
            raise StatsError(f"ledger entry {i} is not readable")
        chips = {str(k): _count(v, f"ledger entry {i}") for k, v in paid.items()}
        levels = {str(k): str(v) for k, v in bots.items()}
        pool = _count(e["pool"], "pool")
        stats.ledger.append(LedgerEntry(e["when"], chips, e["winner"], pool, levels))
    return stats


def _game_rows(data: Any) -> dict[str, dict[Who, GameRow]]:
    """The other games' rows of ``stats.json``."""
    if not isinstance(data, dict):
        raise StatsError("games must be an object of games")
    out: dict[str, dict[Who, GameRow]] = {}
    for game, rows in data.items():
        if not isinstance(rows, list):
            raise StatsError(f"the statistics of {game!r} are not readable")
        table = out.setdefault(str(game), {})
        for row in rows:
            if not isinstance(row, dict) or set(row) != {
                "name",
                "level",
                "matches",
                "wins",
                "counts",
            }:
                raise StatsError(f"the statistics of {game!r} are not readable")
            name, level, counts = row["name"], row["level"], row["counts"]
            if not isinstance(name, str) or not (level is None or isinstance(level, str)):
                raise StatsError(f"the statistics of {game!r} are not readable")
            if not isinstance(counts, dict):
                raise StatsError(f"the statistics of {game!r} are not readable")
            table[Who(name, level)] = GameRow(
                _count(row["matches"], f"{game}: {name}: matches"),
                _count(row["wins"], f"{game}: {name}: wins"),
                {str(k): _count(v, f"{game}: {name}: {k}") for k, v in counts.items()},
            )
    return out


def _rows(players: dict[str, Any]) -> dict[str, PlayerStats]:
    names = {f.name for f in fields(PlayerStats)}
    rows: dict[str, PlayerStats] = {}
    for name, values in players.items():
        if not isinstance(values, dict) or not set(values) <= names:
            raise StatsError(f"the statistics of {name!r} are not readable")
        rows[name] = PlayerStats(**{k: _count(v, f"{name}: {k}") for k, v in values.items()})
    return rows


def load_stats(folder: Path) -> tuple[Stats, str]:
    """The statistics in ``folder`` and a message: empty, or why the file was moved aside."""
    path = folder / STATS
    if not path.exists():
        return Stats(), ""
    try:
        return parse_stats(path.read_text("utf-8")), ""
    except (StatsError, OSError, UnicodeDecodeError) as e:
        reason = str(e) if isinstance(e, StatsError) else (type(e).__name__)
    try:
        moved = move_aside(path)
    except OSError as oe:
        log.warning("could not move the broken statistics aside: %s", oe)
        return Stats(), _("Your statistics could not be read ({reason}).").format(reason=reason)
    log.warning("broken statistics %s moved to %s: %s", path, moved, reason)
    return Stats(), _(
        "Your statistics could not be read ({reason}); they start again from zero "
        "and the old file was moved to {path}."
    ).format(reason=reason, path=moved)


def save_stats(folder: Path, stats: Stats) -> None:
    """Write ``stats.json`` atomically."""
    write_atomic(folder / STATS, stats.to_json())


def count_match(
    folder: Path, players: list[str], match: Game, text: str, kinds: list[str] | None = None
) -> str:
    """Count a finished match once; returns a message if the old file had to be moved aside."""
    stats, message = load_stats(folder)
    if stats.add(players, match, record_key(text), kinds=kinds, undone=was_undone(text)):
        save_stats(folder, stats)
    return message


def reset_stats(folder: Path) -> None:
    """Forget every statistic and the ledger."""
    save_stats(folder, Stats())
