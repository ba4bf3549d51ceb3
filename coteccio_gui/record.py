"""The match record of RECORD.md: read and check it against the rules, and write it.

A record is the house rules, the seats, the first dealer and every action in
order; replaying the actions through the engine rebuilds the match exactly.
Every problem becomes a :class:`RecordError` whose message is one line,
``record: …`` for the header or ``event K: …`` for the first bad event.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine import IllegalAction
from coteccio_gui.engine.codec import is_int as _is_int
from coteccio_gui.engine.codec import show as _show
from coteccio_gui.engine.game import BadEvent, Game, GameSpec

FORMAT = "coteccio-record"
VERSION = 1
MAX_NAME = 32
_HEADER_KEYS = ("format", "version", "game", "players", "rules", "first_dealer", "events", "meta")
_REQUIRED = ("format", "version", "players", "first_dealer", "events")


class RecordError(ValueError):
    """A record that breaks the format or the rules; ``event`` is the index of the bad event."""

    def __init__(self, message: str, event: int | None = None) -> None:
        where = "record" if event is None else f"event {event}"
        super().__init__(f"{where}: {message}")
        self.event = event


@dataclass
class Record:
    """A match with the names of its seats and the free-form ``meta`` of its record."""

    players: list[str]
    match: Game
    meta: Any = field(default=None)

    @property
    def game(self) -> str:
        """The name of the game the record is of."""
        return self.match.name


class _Object(dict[str, Any]):
    """A JSON object that remembers a key it saw twice."""

    duplicate: str | None = None


def _object_hook(pairs: list[tuple[str, Any]]) -> _Object:
    obj = _Object()
    for key, value in pairs:
        if key in obj and obj.duplicate is None:
            obj.duplicate = key
        obj[key] = value
    return obj


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def _keys(obj: _Object, allowed: tuple[str, ...] | frozenset[str], event: int | None) -> None:
    if obj.duplicate is not None:
        raise RecordError(f"the key {_show(obj.duplicate)} appears twice", event)
    for key in obj:
        if key not in allowed:
            raise RecordError(f"unknown key {_show(key)}", event)


def parse_json(data: bytes | str) -> Any:
    """The JSON value in ``data``; ``RecordError`` if it is not UTF-8 JSON."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("not UTF-8 text") from None
    try:
        return json.loads(data, object_pairs_hook=_object_hook, parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON (line {e.lineno}, column {e.colno})") from None
    except (ValueError, RecursionError):
        raise RecordError("not valid JSON") from None


def read_record(data: bytes | str) -> Record:
    """Read and check a record, replaying its events; raises ``RecordError``."""
    top = parse_json(data)
    if not isinstance(top, _Object):
        raise RecordError("a record is a JSON object")
    _keys(top, _HEADER_KEYS, None)
    for key in _REQUIRED:
        if key not in top:
            raise RecordError(f"{key} is missing")
    if top["format"] != FORMAT:
        raise RecordError(f'format must be "{FORMAT}"')
    if not _is_int(top["version"]) or top["version"] != VERSION:
        raise RecordError(f"unknown version {_show(top['version'])}; this game reads version 1")
    spec = _read_game(top.get("game", games.DEFAULT))
    players = top["players"]
    if (
        not isinstance(players, list)
        or not spec.min_players <= len(players) <= spec.max_players
        or not all(isinstance(p, str) and 1 <= len(p) <= MAX_NAME for p in players)
    ):
        raise RecordError(
            f"players must be a list of {spec.min_players} to {spec.max_players} names "
            f"of 1 to {MAX_NAME} characters"
        )
    rules = _read_rules(spec, top.get("rules", _Object()))
    first = top["first_dealer"]
    if not _is_int(first) or not 0 <= first < len(players):
        raise RecordError(f"first_dealer must be a seat from 0 to {len(players) - 1}")
    events = top["events"]
    if not isinstance(events, list):
        raise RecordError("events must be a list")
    try:
        match = spec.start(len(players), rules, first)
    except ValueError as e:
        raise RecordError(str(e)) from None
    for k, event in enumerate(events):
        if not isinstance(event, _Object):
            raise RecordError("an event is a JSON object", k)
        if event.duplicate is not None:
            raise RecordError(f"the key {_show(event.duplicate)} appears twice", k)
        try:
            action = spec.read_action(event, len(players))
            match.apply(action)
        except (BadEvent, IllegalAction) as e:
            raise RecordError(str(e), k) from None
    return Record(list(players), match, top.get("meta"))


def _read_game(name: Any) -> GameSpec:
    try:
        return games.spec(name)
    except games.UnknownGame:
        raise RecordError(
            f"unknown game {_show(name)}; this table plays {', '.join(games.NAMES)}"
        ) from None


def _read_rules(spec: GameSpec, rules: Any) -> Any:
    if not isinstance(rules, _Object):
        raise RecordError("rules must be an object")
    if rules.duplicate is not None:
        raise RecordError(f"the rule {_show(rules.duplicate)} appears twice")
    try:
        return spec.rules_from_dict(dict(rules))
    except ValueError as e:
        raise RecordError(str(e)) from None


def record_dict(players: list[str], match: Game, meta: Any = None) -> dict[str, Any]:
    """The record of ``match`` as a JSON-ready object (Coteccio's without a ``game`` key)."""
    spec = games.spec(match.name)
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if spec.name != games.DEFAULT:
        out["game"] = spec.name
    out.update(
        {
            "players": list(players),
            "rules": match.rules.to_dict(),
            "first_dealer": match.first_dealer,
            "events": [spec.write_action(a) for a in match.actions],
        }
    )
    if meta is not None:
        out["meta"] = meta
    return out


def dumps_record(players: list[str], match: Game, meta: Any = None) -> str:
    """The record of ``match`` as JSON text, one event a line so diffs and bug reports read well."""
    rec = record_dict(players, match, meta)
    events = rec.pop("events")
    head = json.dumps(rec, ensure_ascii=False)[:-1]
    lines = ",\n  ".join(json.dumps(e, ensure_ascii=False) for e in events)
    return f'{head}, "events": [\n  {lines}\n]}}\n' if events else f'{head}, "events": []}}\n'


def seat_kinds(meta: object, players: int) -> list[str] | None:
    """The seat kinds a record's meta names (``meta["seats"]``), or None if it names none."""
    kinds = meta.get("seats") if isinstance(meta, dict) else None
    if isinstance(kinds, list) and len(kinds) == players and all(isinstance(k, str) for k in kinds):
        return list(kinds)
    return None
