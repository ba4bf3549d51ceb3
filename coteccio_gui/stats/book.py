"""Statistics per player and the ledger of the pool, as values (the file is ``stats.file``).

Every finished match counts once (its record's hash is remembered): matches, wins,
lives lost, capottos made and saved, doctor calls, and the chips each player paid into
the pool and took out of it. People are counted by name; a computer is counted by its
level and name, apart from any person of the same name. A file that cannot be read is
moved aside and the statistics start again from zero, with a message.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import asdict, dataclass, field
from typing import NamedTuple

from coteccio_gui.engine.game import Game
from coteccio_gui.game_stats import GameRow, owners, seat_counts
from coteccio_gui.games.coteccio import (
    DoctorCalled,
    HandOutcome,
    HandScored,
    LifeLost,
    Match,
    MatchWon,
)

STATS = "stats.json"
FORMAT = "coteccio-stats"
VERSION = 1
MAX_LEDGER = 1000
MAX_COUNTED = 2000


@dataclass
class PlayerStats:
    """What one player name has done over every finished match."""

    matches: int = 0
    wins: int = 0
    lives_lost: int = 0
    capottos_made: int = 0
    capottos_saved: int = 0
    doctor_calls: int = 0
    paid: int = 0
    """Chips paid into pools: stakes and doctor's fees."""
    won: int = 0
    """Chips taken out of pools by winning."""
    undone: int = 0
    """Matches in which this person took a move back (undo)."""

    @property
    def balance(self) -> int:
        """Chips won minus chips paid."""
        return self.won - self.paid


@dataclass
class LedgerEntry:
    """One pool: when, who paid how much in, who took it."""

    when: str
    paid: dict[str, int]
    winner: str
    pool: int
    computers: dict[str, str] = field(default_factory=dict)
    """The names in this entry that were computers, with their level."""


class Who(NamedTuple):
    """A row of the statistics: a person's name, or a computer's name and level."""

    name: str
    level: str | None = None
    """None for a person."""


HUMAN = "human"


@dataclass
class Stats:
    """Every player's statistics and the ledger, newest pool last."""

    players: dict[str, PlayerStats] = field(default_factory=dict)
    """People, by name."""
    computers: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)
    """Computers, by level and then name: never merged with a person of the same name."""
    ledger: list[LedgerEntry] = field(default_factory=list)
    counted: list[str] = field(default_factory=list)
    """Hashes of the records already counted, so no match counts twice."""
    games: dict[str, dict[Who, GameRow]] = field(default_factory=dict)
    """Every other game's rows, by game and then player (people and computers apart)."""

    def row(self, who: Who) -> PlayerStats:
        """The statistics of ``who`` (made empty if new)."""
        table = self.players if who.level is None else self.computers.setdefault(who.level, {})
        return table.setdefault(who.name, PlayerStats())

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
        if not isinstance(match, Match):
            added = self._add_game(players, match, key, kinds)
            if added and undone:
                for who in _people(players, kinds):
                    row = self.games[match.name][who]
                    row.counts[UNDONE] = row.counts.get(UNDONE, 0) + 1
            return added
        if key in self.counted or match.winner is None:
            return False
        per_seat, paid = _replay(match)
        whos = [
            Who(name, None if kinds is None or kinds[seat] == HUMAN else kinds[seat])
            for seat, name in enumerate(players)
        ]
        for who in dict.fromkeys(whos):
            self.row(who).matches += 1
        for seat, counts in enumerate(per_seat):
            p = self.row(whos[seat])
            p.lives_lost += counts["lives_lost"]
            p.capottos_made += counts["capottos_made"]
            p.capottos_saved += counts["capottos_saved"]
            p.doctor_calls += counts["doctor_calls"]
            p.paid += paid[seat]
        for who in _people(players, kinds) if undone else []:
            self.row(who).undone += 1
        winner = self.row(whos[match.winner])
        winner.wins += 1
        winner.won += match.pool
        ledger_paid: dict[str, int] = {}
        for seat, chips in enumerate(paid):
            ledger_paid[players[seat]] = ledger_paid.get(players[seat], 0) + chips
        computers = {w.name: w.level for w in whos if w.level is not None}
        self.ledger.append(
            LedgerEntry(
                when or time.strftime("%Y-%m-%d %H:%M"),
                ledger_paid,
                players[match.winner],
                match.pool,
                computers,
            )
        )
        self.ledger = self.ledger[-MAX_LEDGER:]
        self.counted = [*self.counted, key][-MAX_COUNTED:]
        return True

    def _add_game(self, players: list[str], game: Game, key: str, kinds: list[str] | None) -> bool:
        """Count a finished match of a game other than Coteccio."""
        outcome = game.outcome()
        if key in self.counted or outcome is None:
            return False
        whos = [
            Who(name, None if kinds is None or kinds[i] == HUMAN else kinds[i])
            for i, name in enumerate(players)
        ]
        rows = self.games.setdefault(game.name, {})
        for who in dict.fromkeys(whos):
            rows.setdefault(who, GameRow()).matches += 1
        own = owners(game, len(players))
        for seat, counts in enumerate(seat_counts(game)):
            row = rows[whos[own[seat]]]
            for name, amount in counts.items():
                row.counts[name] = row.counts.get(name, 0) + amount
        for who in dict.fromkeys(whos[own[w]] for w in outcome.winners):
            rows[who].wins += 1
        self.counted = [*self.counted, key][-MAX_COUNTED:]
        return True

    def game_ranking(self, game: str) -> list[tuple[Who, GameRow]]:
        """The rows of ``game`` (not Coteccio) by wins, then matches, then name."""
        rows = list(self.games.get(game, {}).items())
        return sorted(
            rows, key=lambda r: (-r[1].wins, -r[1].matches, r[0].name, r[0].level is not None)
        )

    def ranking(self) -> list[tuple[Who, PlayerStats]]:
        """People and computers by wins, then matches, then name (people first on a tie)."""
        rows = [(Who(name), p) for name, p in self.players.items()]
        for level, names in self.computers.items():
            rows += [(Who(name, level), p) for name, p in names.items()]
        return sorted(
            rows,
            key=lambda r: (-r[1].wins, -r[1].matches, r[0].name, r[0].level is not None),
        )

    def to_json(self) -> str:
        """The ``stats.json`` text."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "players": {name: asdict(p) for name, p in self.players.items()},
            "computers": {
                level: {name: asdict(p) for name, p in names.items()}
                for level, names in self.computers.items()
            },
            "ledger": [asdict(e) for e in self.ledger],
            "counted": self.counted,
        }
        if self.games:  # a file of Coteccio only stays as it always was
            data["games"] = {
                game: [
                    {"name": who.name, "level": who.level, **row.to_dict()}
                    for who, row in rows.items()
                ]
                for game, rows in self.games.items()
            }
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _replay(match: Match) -> tuple[list[dict[str, int]], list[int]]:
    """Replay a match's actions: per seat counts, and chips each seat paid into the pool."""
    n = match.players
    fresh = Match(n, match.rules, match.first_dealer)
    counts = [
        dict.fromkeys(("lives_lost", "capottos_made", "capottos_saved", "doctor_calls"), 0)
        for _ in range(n)
    ]
    paid = [match.rules.stake] * n
    for action in match.actions:
        for e in fresh.apply(action):
            if isinstance(e, LifeLost):
                counts[e.seat]["lives_lost"] += 1
            elif isinstance(e, HandScored) and e.outcome is HandOutcome.CAPOTTO_MADE:
                counts[e.last_trick]["capottos_made"] += 1
            elif isinstance(e, HandScored) and e.outcome is HandOutcome.CAPOTTO_SAVED:
                counts[e.last_trick]["capottos_saved"] += 1
            elif isinstance(e, DoctorCalled):
                counts[e.seat]["doctor_calls"] += 1
                paid[e.seat] += e.fee
            elif isinstance(e, MatchWon):
                pass
    return counts, paid


UNDONE = "undone"
"""The count, in another game's row, of the matches in which the person took a move back."""


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
