"""Statistics per game and player, and each game's ledger of pools, kept in ``stats.json``.

Every finished match counts once (its record's hash is remembered), the same way for every
game: matches, wins, the game's own counters (its spec's ``seat_tally``), and the chips each
player paid into a pool and took out of it where the game's matches have one. People are
counted by name; a computer is counted by its level and name, apart from any person of the
same name. A file that cannot be read is moved aside and the statistics start again from
zero, with a message; a file of version 1 is read into this version with nothing lost.

The values are ``stats.book``; reading the text, ``stats.parse``; the file, ``stats.file``.
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
    Stats,
    Who,
    record_key,
    was_undone,
)
from coteccio_gui.stats.file import count_match, load_stats, reset_stats, save_stats
from coteccio_gui.stats.parse import StatsError, parse_stats

__all__ = [
    "FORMAT",
    "HUMAN",
    "MAX_COUNTED",
    "MAX_LEDGER",
    "STATS",
    "VERSION",
    "LedgerEntry",
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
