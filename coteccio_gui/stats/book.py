"""Statistics per game and player, and each game's ledger of pools, as values (the file is
``stats.file``).

Every finished match counts once (its record's hash is remembered), in its game's rows and
the same way for every game (``game_stats``): matches, wins, the game's own counters, the
chips paid into pools and taken out of them. People are counted by name; a computer is
counted by its level and name, apart from any person of the same name.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from coteccio_gui.engine.game import Game
from coteccio_gui.game_stats import PAID, UNDONE, WON, GameRow, match_counts, owners, shares

STATS = "stats.json"
FORMAT = "coteccio-stats"
VERSION = 2
"""Every game's rows and ledger under ``games`` (version 1 kept Coteccio's apart)."""
MAX_LEDGER = 1000
"""The newest pools each game's ledger keeps."""
MAX_COUNTED = 2000
HUMAN = "human"


class Who(NamedTuple):
    """A row of the statistics: a person's name, or a computer's name and level."""

    name: str
    level: str | None = None
    """None for a person."""


@dataclass
class LedgerEntry:
    """One pool: when, who paid how much in, who took it."""

    when: str
    paid: dict[str, int]
    winners: list[str]
    """Who took the pool (one name in every game so far)."""
    pool: int
    computers: dict[str, str] = field(default_factory=dict)
    """The names in this entry that were computers, with their level."""

    def to_dict(self) -> dict[str, Any]:
        """As ``stats.json`` keeps it."""
        return {
            "when": self.when,
            "paid": dict(self.paid),
            "winners": list(self.winners),
            "pool": self.pool,
            "computers": dict(self.computers),
        }


@dataclass
class Stats:
    """Every game's rows (people and computers apart) and ledger, newest pool last."""

    games: dict[str, dict[Who, GameRow]] = field(default_factory=dict)
    """Each game's rows, by game and then player."""
    ledgers: dict[str, list[LedgerEntry]] = field(default_factory=dict)
    """Each game's pools, newest last (a game whose matches have no pool has none)."""
    counted: list[str] = field(default_factory=list)
    """Hashes of the records already counted, so no match counts twice."""

    def row(self, game: str, who: Who) -> GameRow:
        """The statistics of ``who`` at ``game`` (made empty if new)."""
        return self.games.setdefault(game, {}).setdefault(who, GameRow())

    def played(self, game: str) -> bool:
        """Whether ``game`` has a finished match counted."""
        return bool(self.games.get(game))

    def ledger(self, game: str) -> list[LedgerEntry]:
        """``game``'s pools, newest last."""
        return self.ledgers.get(game, [])

    def has_pool(self, game: str) -> bool:
        """Whether any counted match of ``game`` had a pool (its statistics show the chips)."""
        rows = self.games.get(game, {}).values()
        return bool(self.ledger(game)) or any(r.count(PAID) or r.count(WON) for r in rows)

    def add(
        self,
        players: list[str],
        match: Game,
        key: str,
        when: str | None = None,
        kinds: list[str] | None = None,
        undone: bool = False,
    ) -> bool:
        """Count a finished match; False if it was counted before (or is not finished).

        ``kinds`` (``human`` or a computer level per seat) keeps computers apart from people;
        without it every seat counts as a person. ``undone``: a person took a move back in it
        (each person of the match counts one match with an undo).
        """
        outcome = match.outcome()
        if key in self.counted or outcome is None:
            return False
        counted = match_counts(match)
        assert counted is not None
        whos = [
            Who(name, None if kinds is None or kinds[i] == HUMAN else kinds[i])
            for i, name in enumerate(players)
        ]
        own = [whos[i] for i in owners(match, len(players))]
        for who in dict.fromkeys(whos):
            self.row(match.name, who).matches += 1
        for seat, counts in enumerate(counted.seats):
            for name, amount in counts.items():
                self.row(match.name, own[seat]).add(name, amount)
        winners = list(dict.fromkeys(own[w] for w in outcome.winners))
        for who in winners:
            self.row(match.name, who).wins += 1
        for who in _people(players, kinds) if undone else []:
            self.row(match.name, who).add(UNDONE, 1)
        if counted.pool and winners:
            for who, chips in zip(winners, shares(counted.pool, len(winners)), strict=True):
                self.row(match.name, who).add(WON, chips)
            paid: dict[str, int] = {}
            for seat, counts in enumerate(counted.seats):
                paid[own[seat].name] = paid.get(own[seat].name, 0) + counts.get(PAID, 0)
            computers = {w.name: w.level for w in whos if w.level is not None}
            at = when or time.strftime("%Y-%m-%d %H:%M")
            entry = LedgerEntry(at, paid, [w.name for w in winners], counted.pool, computers)
            self.ledgers[match.name] = [*self.ledger(match.name), entry][-MAX_LEDGER:]
        self.counted = [*self.counted, key][-MAX_COUNTED:]
        return True

    def ranking(self, game: str) -> list[tuple[Who, GameRow]]:
        """The rows of ``game`` by wins, then matches, then name (people first on a tie)."""
        rows = list(self.games.get(game, {}).items())
        return sorted(
            rows, key=lambda r: (-r[1].wins, -r[1].matches, r[0].name, r[0].level is not None)
        )

    def to_json(self) -> str:
        """The ``stats.json`` text."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "games": {
                game: {
                    "players": [
                        {"name": who.name, "level": who.level, **row.to_dict()}
                        for who, row in self.games.get(game, {}).items()
                    ],
                    "ledger": [e.to_dict() for e in self.ledger(game)],
                }
                for game in dict.fromkeys([*self.games, *self.ledgers])
            },
            "counted": self.counted,
        }
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _people(players: list[str], kinds: list[str] | None) -> list[Who]:
    """The people of a match (every seat when the kinds are not known), once each."""
    people = [name for i, name in enumerate(players) if kinds is None or kinds[i] == HUMAN]
    return [Who(name) for name in dict.fromkeys(people)]


def was_undone(text: str) -> bool:
    """Whether a record's meta says a move was taken back in its match (``undone``)."""
    try:
        meta = json.loads(text).get("meta")
    except (ValueError, AttributeError):
        return False
    return isinstance(meta, dict) and bool(meta.get("undone"))


def record_key(text: str) -> str:
    """The hash that identifies a record's match."""
    try:
        data = json.loads(text)
        canonical = json.dumps(
            [data.get("players"), data.get("rules"), data.get("first_dealer"), data.get("events")],
            sort_keys=True,
        )
    except (ValueError, AttributeError):
        canonical = text
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]
