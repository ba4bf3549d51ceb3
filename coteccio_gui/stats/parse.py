"""Reading ``stats.json`` text: this version, and version 1 moved into it with nothing lost.

Version 2 keeps every game alike under ``games``: each game's players' rows and its ledger.
Version 1 kept the first game's rows at the top (``players``, ``computers``: lives, capottos,
the doctor, the chips, moves taken back) with one ledger, and every other game's rows under
``games``; it is read into version 2's shape, each figure under the same counter name.
"""

from __future__ import annotations

import json
from typing import Any

from coteccio_gui.game_stats import GameRow
from coteccio_gui.stats.book import FORMAT, VERSION, LedgerEntry, Stats, Who

V1_GAME = "coteccio"
"""The game whose rows and ledger version 1 kept at the top of the file (it came first)."""
V1_FIELDS: tuple[str, ...] = ("lives_lost", "capottos_made", "capottos_saved", "doctor_calls")
V1_FIELDS += ("paid", "won", "undone")
"""Version 1's figures of a player beside matches and wins: each is a counter of that name."""
_ROW = {"name", "level", "matches", "wins", "counts"}
_ENTRY = {"when", "paid", "pool"}


class StatsError(ValueError):
    """``stats.json`` is not a statistics file this game can read."""


def _count(value: Any, where: str) -> int:
    if type(value) is not int or value < 0:
        raise StatsError(f"{where} must be a whole number of 0 or more")
    return value


def parse_stats(text: str) -> Stats:
    """Read ``stats.json`` text of either version; ``StatsError`` with one line if it is wrong."""
    try:
        data = json.loads(text)
    except ValueError:
        raise StatsError("not valid JSON") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError(f'format must be "{FORMAT}"')
    version = data.get("version")
    if type(version) is not int or version not in (1, VERSION):
        raise StatsError(f"unknown version {version!r}; this game reads versions 1 and {VERSION}")
    counted = data.get("counted", [])
    if not isinstance(counted, list) or not all(isinstance(k, str) for k in counted):
        raise StatsError("counted must be a list of strings")
    stats = Stats(counted=list(counted))
    if version == 1:
        _read_v1(data, stats)
        return stats
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise StatsError("games must be an object of games")
    for game, kept in games.items():
        if not isinstance(kept, dict) or not set(kept) <= {"players", "ledger"}:
            raise StatsError(f"the statistics of {game!r} are not readable")
        stats.games[str(game)] = _rows(str(game), kept.get("players", []))
        ledger = _ledger(kept.get("ledger", []), "winners")
        if ledger:
            stats.ledgers[str(game)] = ledger
    return stats


def _rows(game: str, rows: Any) -> dict[Who, GameRow]:
    """One game's players' rows."""
    if not isinstance(rows, list):
        raise StatsError(f"the statistics of {game!r} are not readable")
    table: dict[Who, GameRow] = {}
    for row in rows:
        if not isinstance(row, dict) or set(row) != _ROW:
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
    return table


def _ledger(entries: Any, winners: str) -> list[LedgerEntry]:
    """A ledger's entries; ``winners`` names their key (version 1 had one ``winner``)."""
    if not isinstance(entries, list):
        raise StatsError("a ledger must be a list")
    out = []
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or not {*_ENTRY, winners} <= set(e) <= {
            *_ENTRY,
            winners,
            "computers",
        }:
            raise StatsError(f"ledger entry {i} is not readable")
        paid, bots, took = e["paid"], e.get("computers", {}), e[winners]
        took = [took] if winners == "winner" else took
        if not isinstance(e["when"], str):
            raise StatsError(f"ledger entry {i} is not readable")
        if not isinstance(took, list) or not all(isinstance(w, str) for w in took):
            raise StatsError(f"ledger entry {i} is not readable")
        if not isinstance(paid, dict) or not isinstance(bots, dict):
            raise StatsError(f"ledger entry {i} is not readable")
        chips = {str(k): _count(v, f"ledger entry {i}") for k, v in paid.items()}
        levels = {str(k): str(v) for k, v in bots.items()}
        pool = _count(e["pool"], "pool")
        out.append(LedgerEntry(e["when"], chips, took, pool, levels))
    return out


def _read_v1(data: dict[str, Any], stats: Stats) -> None:
    """Version 1 into ``stats``: its top rows and ledger become the first game's."""
    players, computers = data.get("players", {}), data.get("computers", {})
    if not isinstance(players, dict) or not isinstance(data.get("ledger", []), list):
        raise StatsError("players must be an object and ledger a list")
    if not isinstance(computers, dict) or not all(isinstance(v, dict) for v in computers.values()):
        raise StatsError("computers must be an object of levels")
    rows = {Who(name): row for name, row in _v1_rows(players).items()}
    for level, names in computers.items():
        rows |= {Who(name, str(level)): row for name, row in _v1_rows(names).items()}
    if rows:
        stats.games[V1_GAME] = rows
    ledger = _ledger(data.get("ledger", []), "winner")
    if ledger:
        stats.ledgers[V1_GAME] = ledger
    others = data.get("games", {})
    if not isinstance(others, dict):
        raise StatsError("games must be an object of games")
    for game, kept in others.items():
        stats.games[str(game)] = _rows(str(game), kept)


def _v1_rows(players: dict[str, Any]) -> dict[str, GameRow]:
    """Version 1's rows of the first game, by name."""
    rows: dict[str, GameRow] = {}
    for name, values in players.items():
        if not isinstance(values, dict) or not set(values) <= {"matches", "wins", *V1_FIELDS}:
            raise StatsError(f"the statistics of {name!r} are not readable")
        figures = {k: _count(v, f"{name}: {k}") for k, v in values.items()}
        row = GameRow(figures.pop("matches", 0), figures.pop("wins", 0))
        for key, amount in figures.items():
            row.add(key, amount)
        rows[name] = row
    return rows
