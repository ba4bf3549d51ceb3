"""Statistics per player and the ledger of the pool, kept in ``stats.json``.

Every finished match counts once (its record's hash is remembered): matches, wins,
lives lost, capottos made and saved, doctor calls, and the chips each player paid into
the pool and took out of it. People are counted by name; a computer is counted by its
level and name, apart from any person of the same name. A file that cannot be read is
moved aside and the statistics start again from zero, with a message.

The values are ``stats.book``; reading and writing the file, ``stats.file``.
"""

from __future__ import annotations

from coteccio_gui.stats.book import (
    FORMAT,
    HUMAN,
    MAX_COUNTED,
    MAX_LEDGER,
    STATS,
    VERSION,
    LedgerEntry,
    PlayerStats,
    Stats,
    Who,
    record_key,
    was_undone,
)
from coteccio_gui.stats.file import (
    StatsError,
    count_match,
    load_stats,
    parse_stats,
    reset_stats,
    save_stats,
)

__all__ = [
    "FORMAT",
    "HUMAN",
    "MAX_COUNTED",
    "MAX_LEDGER",
    "STATS",
    "VERSION",
    "LedgerEntry",
    "PlayerStats",
    "Stats",
    "StatsError",
    "Who",
    "count_match",
    "load_stats",
    "parse_stats",
    "record_key",
    "reset_stats",
    "save_stats",
    "was_undone",
]
