"""Statistics per player name and the ledger of the pool, kept in ``stats.json``.

Every finished match counts once (its record's hash is remembered): matches, wins,
lives lost, capottos made and saved, doctor calls, and the chips each name paid into
the pool and took out of it. A file that cannot be read is moved aside and the
statistics start again from zero, with a message.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from coteccio_gui.engine import (
    DoctorCalled,
    HandOutcome,
    HandScored,
    LifeLost,
    Match,
    MatchWon,
)
from coteccio_gui.i18n import _

STATS = "stats.json"
FORMAT = "coteccio-stats"
VERSION = 1
MAX_LEDGER = 1000
MAX_COUNTED = 2000

log = logging.getLogger("coteccio.stats")


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


@dataclass
class Stats:
    """Every player's statistics and the ledger, newest pool last."""

    players: dict[str, PlayerStats] = field(default_factory=dict)
    ledger: list[LedgerEntry] = field(default_factory=list)
    counted: list[str] = field(default_factory=list)
    """Hashes of the records already counted, so no match counts twice."""

    def add(self, players: list[str], match: Match, key: str, when: str | None = None) -> bool:
        """Count a finished match; False if it was counted before (or is not finished)."""
        if key in self.counted or match.winner is None:
            return False
        per_seat, paid = _replay(match)
        for name in dict.fromkeys(players):
            self.players.setdefault(name, PlayerStats()).matches += 1
        for seat, counts in enumerate(per_seat):
            p = self.players[players[seat]]
            p.lives_lost += counts["lives_lost"]
            p.capottos_made += counts["capottos_made"]
            p.capottos_saved += counts["capottos_saved"]
            p.doctor_calls += counts["doctor_calls"]
            p.paid += paid[seat]
        winner = players[match.winner]
        self.players[winner].wins += 1
        self.players[winner].won += match.pool
        ledger_paid: dict[str, int] = {}
        for seat, chips in enumerate(paid):
            ledger_paid[players[seat]] = ledger_paid.get(players[seat], 0) + chips
        self.ledger.append(
            LedgerEntry(when or time.strftime("%Y-%m-%d %H:%M"), ledger_paid, winner, match.pool)
        )
        self.ledger = self.ledger[-MAX_LEDGER:]
        self.counted = [*self.counted, key][-MAX_COUNTED:]
        return True

    def ranking(self) -> list[tuple[str, PlayerStats]]:
        """Players by wins, then matches, then name."""
        return sorted(self.players.items(), key=lambda kv: (-kv[1].wins, -kv[1].matches, kv[0]))

    def to_json(self) -> str:
        """The ``stats.json`` text."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "players": {name: asdict(p) for name, p in self.players.items()},
            "ledger": [asdict(e) for e in self.ledger],
            "counted": self.counted,
        }
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _replay(match: Match) -> tuple[list[dict[str, int]], list[int]]:
    """Replay a match's actions: per seat counts, and chips each seat paid into the pool."""
    n = match.players
    fresh = Match(n, match.rules, match.first_dealer)
    counts = [dict.fromkeys(("lives_lost", "capottos_made", "capottos_saved", "doctor_calls"), 0)
              for _ in range(n)]  # fmt: skip
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


# ---- the file ------------------------------------------------------------------------------


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
    stats = Stats(counted=list(counted))
    names = {f.name for f in fields(PlayerStats)}
    for name, values in players.items():
        if not isinstance(values, dict) or not set(values) <= names:
            raise StatsError(f"the statistics of {name!r} are not readable")
        stats.players[name] = PlayerStats(
            **{k: _count(v, f"{name}: {k}") for k, v in values.items()}
        )
    for i, e in enumerate(ledger):
        if not isinstance(e, dict) or set(e) != {"when", "paid", "winner", "pool"}:
            raise StatsError(f"ledger entry {i} is not readable")
        paid = e["paid"]
        if not isinstance(e["when"], str) or not isinstance(e["winner"], str):
            raise StatsError(f"ledger entry {i} is not readable")
        if not isinstance(paid, dict):
            raise StatsError(f"ledger entry {i} is not readable")
        chips = {str(k): _count(v, f"ledger entry {i}") for k, v in paid.items()}
        stats.ledger.append(LedgerEntry(e["when"], chips, e["winner"], _count(e["pool"], "pool")))
    return stats


def load_stats(folder: Path) -> tuple[Stats, str]:
    """The statistics in ``folder`` and a message: empty, or why the file was moved aside."""
    path = folder / STATS
    if not path.exists():
        return Stats(), ""
    try:
        return parse_stats(path.read_text("utf-8")), ""
    except (StatsError, OSError, UnicodeDecodeError) as e:
        reason = str(e) if isinstance(e, StatsError) else (type(e).__name__)
    from coteccio_gui.autosave import move_aside

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
    from coteccio_gui.autosave import write_atomic

    write_atomic(folder / STATS, stats.to_json())


def count_match(
    folder: Path, players: list[str], match: Match, text: str, kinds: list[str] | None = None
) -> str:
    """Count a finished match once; returns a message if the old file had to be moved aside."""
    stats, message = load_stats(folder)
    if stats.add(players, match, record_key(text)):
        save_stats(folder, stats)
    return message


def reset_stats(folder: Path) -> None:
    """Forget every statistic and the ledger."""
    save_stats(folder, Stats())
