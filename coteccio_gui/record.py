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

from coteccio_gui.engine import (
    CODES,
    Action,
    Capotto,
    CapottoChoice,
    Deal,
    Doctor,
    HouseRuleError,
    HouseRules,
    IllegalAction,
    Match,
    Play,
    card_from_code,
    code,
)
from coteccio_gui.engine.rules import MAX_PLAYERS, MIN_PLAYERS

FORMAT = "coteccio-record"
VERSION = 1
MAX_NAME = 32
_HEADER_KEYS = ("format", "version", "players", "rules", "first_dealer", "events", "meta")
_REQUIRED = ("format", "version", "players", "first_dealer", "events")
_EVENT_KINDS = {
    frozenset({"deal"}): "deal",
    frozenset({"seat", "play"}): "play",
    frozenset({"seat", "capotto"}): "capotto",
    frozenset({"seat", "doctor"}): "doctor",
}


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
    match: Match
    meta: Any = field(default=None)


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


def _show(value: Any) -> str:
    """A short, one-line picture of a JSON value for a message."""
    text = json.dumps(value, ensure_ascii=True) if not isinstance(value, str) else repr(value)
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: Any) -> bool:
    return type(value) is int


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
    players = top["players"]
    if (
        not isinstance(players, list)
        or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS
        or not all(isinstance(p, str) and 1 <= len(p) <= MAX_NAME for p in players)
    ):
        raise RecordError(
            f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names "
            f"of 1 to {MAX_NAME} characters"
        )
    rules = _read_rules(top.get("rules", _Object()))
    first = top["first_dealer"]
    if not _is_int(first) or not 0 <= first < len(players):
        raise RecordError(f"first_dealer must be a seat from 0 to {len(players) - 1}")
    events = top["events"]
    if not isinstance(events, list):
        raise RecordError("events must be a list")
    match = Match(len(players), rules, first)
    for k, event in enumerate(events):
        action = _read_action(event, k, len(players))
        try:
            match.apply(action)
        except IllegalAction as e:
            raise RecordError(str(e), k) from None
    return Record(list(players), match, top.get("meta"))


def _read_rules(rules: Any) -> HouseRules:
    if not isinstance(rules, _Object):
        raise RecordError("rules must be an object")
    if rules.duplicate is not None:
        raise RecordError(f"the rule {_show(rules.duplicate)} appears twice")
    try:
        return HouseRules.from_dict(dict(rules))
    except HouseRuleError as e:
        raise RecordError(str(e)) from None


def _read_action(event: Any, k: int, players: int) -> Action:
    if not isinstance(event, _Object):
        raise RecordError("an event is a JSON object", k)
    kind = _EVENT_KINDS.get(frozenset(event))
    if kind is None:
        _keys(event, ("deal", "seat", "play", "capotto", "doctor"), k)
        raise RecordError("not a deal, play, capotto or doctor event", k)
    _keys(event, tuple(event), k)
    if kind == "deal":
        return Deal(_read_hands(event["deal"], k, players))
    seat = event["seat"]
    if not _is_int(seat) or not 0 <= seat < players:
        raise RecordError(f"seat must be a seat from 0 to {players - 1}, not {_show(seat)}", k)
    if kind == "play":
        return Play(seat, _read_card(event["play"], k))
    if kind == "capotto":
        if event["capotto"] not in ("annul", "play"):
            raise RecordError('capotto must be "annul" or "play"', k)
        return Capotto(seat, CapottoChoice(event["capotto"]))
    if type(event["doctor"]) is not bool:
        raise RecordError("doctor must be true or false", k)
    return Doctor(seat, event["doctor"])


def _read_hands(hands: Any, k: int, players: int) -> tuple[tuple[int, ...], ...]:
    if not isinstance(hands, list) or len(hands) != players:
        raise RecordError(f"a deal lists {players} hands, one per seat", k)
    if not all(isinstance(h, list) for h in hands):
        raise RecordError("each hand in a deal is a list of cards", k)
    return tuple(tuple(_read_card(c, k) for c in h) for h in hands)


def _read_card(text: Any, k: int) -> int:
    if not isinstance(text, str) or text not in CODES:
        raise RecordError(f"{_show(text)} is not a card", k)
    return card_from_code(text)


def record_dict(players: list[str], match: Match, meta: Any = None) -> dict[str, Any]:
    """The record of ``match`` as a JSON-ready object."""
    events: list[dict[str, Any]] = []
    for a in match.actions:
        if isinstance(a, Deal):
            events.append({"deal": [[code(c) for c in h] for h in a.hands]})
        elif isinstance(a, Play):
            events.append({"seat": a.seat, "play": code(a.card)})
        elif isinstance(a, Capotto):
            events.append({"seat": a.seat, "capotto": a.choice.value})
        else:
            events.append({"seat": a.seat, "doctor": a.call})
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "players": list(players),
        "rules": match.rules.to_dict(),
        "first_dealer": match.first_dealer,
        "events": events,
    }
    if meta is not None:
        out["meta"] = meta
    return out


def dumps_record(players: list[str], match: Match, meta: Any = None) -> str:
    """The record of ``match`` as JSON text, one event a line so diffs and bug reports read well."""
    rec = record_dict(players, match, meta)
    events = rec.pop("events")
    head = json.dumps(rec, ensure_ascii=False)[:-1]
    lines = ",\n  ".join(json.dumps(e, ensure_ascii=False) for e in events)
    return f'{head}, "events": [\n  {lines}\n]}}\n' if events else f'{head}, "events": []}}\n'
