"""A network match a guest left before its end, kept in their History as far as they saw it.

The guest's program never holds the match record (the server sends it once the match is over):
it holds what its seat was shown, action by action — the events, every seat's score after each,
and the seat's view after each (:attr:`~coteccio_gui.net.client.TableClient.views`). When the
guest leaves (the menu, the window closed, the connection given up) that is written to
``history/`` as a *seat record* (:func:`keep_left`), which holds no card the seat was not shown.
History reads it back (:func:`load_kept`) as a :class:`SeatRecord`: the seat's match after each
action, as the seat saw it then. Values in, files out: nothing here knows a screen.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from coteccio_gui import games
from coteccio_gui.autosave import MAX_RECORD_BYTES, history_folder, load_record_file
from coteccio_gui.record import Record, RecordError, parse_json
from coteccio_gui.seat_match import SeatMatch
from coteccio_gui.storage import write_atomic

SEAT_FORMAT = "coteccio-seat-record"
"""The format of a kept seat record (not a match record: it cannot be replayed or played on)."""
log = logging.getLogger("coteccio.net")


@dataclass
class SeatRecord(Record):
    """A network match as one seat saw it until its person left: ``match`` is the seat's match
    at the last action it saw."""

    steps: list[dict[str, Any]] = field(default_factory=list)
    """What the seat was shown of each action: ``n``, ``events``, ``scores``, ``over``, and
    ``view`` (the seat's view after it, or null where the program was not sent one)."""
    head: dict[str, Any] = field(default_factory=dict)
    """The table as the seat last saw it: ``table``, ``seat``, ``seats``, ``rules``."""
    text: str = ""
    """The file's text (what an export writes)."""

    def match_after(self, k: int) -> SeatMatch:
        """The seat's match after ``k`` of its steps (0: before the first deal)."""
        return seat_match(self.head, self.steps, k)


def seat_match(head: Mapping[str, Any], steps: Sequence[Mapping[str, Any]], k: int) -> SeatMatch:
    """The seat's match after ``k`` of its ``steps``, from the view of the last of them that
    has one (a step the program was sent no view for shows the table as it last saw it)."""
    view = next((s["view"] for s in reversed(steps[:k]) if s.get("view")), None)
    scores = steps[k - 1].get("scores") if k else None
    update = {**head, "view": view, "event": k, "scores": scores or []}
    return SeatMatch(str(head["game"]), update)


def left_path(folder: Path, code: str, seat: int) -> Path:
    """Where the match a guest left at table ``code`` is kept (one file: leaving again after
    coming back keeps the longer one)."""
    safe = "".join(c for c in code if c.isalnum())[:12]
    return history_folder(folder) / f"net-{safe}-seat{seat}-left.json"


def keep_left(
    folder: Path,
    update: Mapping[str, Any],
    history: Sequence[Mapping[str, Any]],
    views: Mapping[int, Any],
) -> Path | None:
    """Keep the match of a seat's latest ``update`` as far as the seat saw it (its ``history``
    and its ``views`` by event number) when it is left unfinished; returns where (None:
    nothing seen yet, the match is over, or the file could not be written)."""
    seat, code = update.get("seat"), str(update.get("table", ""))
    if update.get("status") != "playing" or type(seat) is not int or not history:
        return None
    seats = list(update.get("seats") or [])
    path = left_path(folder, code, seat)
    before = _views_kept(path)  # left before, then came back: the views seen then stay
    steps = []
    for entry in history:
        n = int(entry["n"])
        steps.append({**entry, "view": views.get(n + 1) or before.get(n)})
    data = {
        "format": SEAT_FORMAT,
        "version": 1,
        "game": update.get("game"),
        "table": code,
        "seat": seat,
        "players": [str(s.get("name", "")) for s in seats],
        "seats": [{"name": s.get("name"), "kind": s.get("kind")} for s in seats],
        "rules": update.get("rules") or {},
        "steps": steps,
    }
    try:
        write_atomic(path, json.dumps(data, ensure_ascii=False))
    except OSError as e:
        log.error("the network match left could not be kept in %s: %s", folder, e)
        return None
    return path


def _views_kept(path: Path) -> dict[int, Any]:
    """The views a seat record kept at ``path`` holds, by action (none if there is none)."""
    try:
        steps = json.loads(path.read_text("utf-8"))["steps"]
        return {int(s["n"]): s["view"] for s in steps if s.get("view")}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def read_left(data: bytes | str) -> SeatRecord:
    """The seat record in ``data``; ``RecordError`` with one line if it is not one."""
    top = parse_json(data)
    if not isinstance(top, dict) or top.get("format") != SEAT_FORMAT:
        raise RecordError(f'format must be "{SEAT_FORMAT}"')
    try:
        game = games.spec(str(top["game"])).name
        seat, players = int(top["seat"]), [str(p) for p in top["players"]]
        steps = [dict(s) for s in top["steps"]]
        if not 0 <= seat < len(players) or not all(isinstance(s["n"], int) for s in steps):
            raise ValueError("no such seat")
        kinds = [_kind(s.get("kind")) for s in top["seats"]]
        head = {"game": game, "table": str(top["table"]), "seat": seat, "rules": top["rules"]}
        head["seats"] = [{"name": p, "kind": k} for p, k in zip(players, kinds, strict=True)]
        meta = {"app": "coteccio", "seats": kinds, "net": {"table": head["table"], "seat": seat}}
        match: Any = seat_match(head, steps, len(steps))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise RecordError(f"a seat record that cannot be read ({type(e).__name__})") from None
    text = data if isinstance(data, str) else data.decode("utf-8")
    return SeatRecord(players, match, meta, steps, head, text)


def _kind(kind: object) -> str:
    """A seat's kind as a record's meta names it: a person, or a computer's level."""
    return "human" if kind in ("human", "remote", None) else str(kind)


def load_kept(path: Path) -> Record:
    """The record in ``path``: a match record, or a seat record a guest kept on leaving;
    ``RecordError`` with one line if it is neither."""
    try:
        return load_record_file(path)
    except RecordError as e:
        try:
            if (
                path.stat().st_size > MAX_RECORD_BYTES
                or SEAT_FORMAT not in path.read_text("utf-8", "replace")[:200]
            ):
                raise
            return read_left(path.read_bytes())
        except OSError:
            raise e from None
