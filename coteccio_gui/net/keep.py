"""A finished network match, kept by each program that sat at it: History and statistics.

The server adds the whole match record to the updates of a finished match only (once it is
over nothing can be played on with it). The seat's program files it like a finished local
match: counted once in the statistics (by its record's hash, as every match), and written to
``history/`` with ``meta.net``: the table code and the seat this program played, so History
shows the match from that seat (:func:`seen_by`: the cards the seat saw, no other). Values
in, files out: nothing here knows a screen.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from coteccio_gui.autosave import history_folder
from coteccio_gui.record import RecordError, dumps_record, read_record, seat_kinds
from coteccio_gui.stats import count_match, record_key
from coteccio_gui.storage import write_atomic

log = logging.getLogger("coteccio.net")


def kept_path(folder: Path, code: str, seat: int, record: dict[str, Any]) -> Path:
    """Where the match of this record is kept for ``seat`` (the same name however often it
    arrives: a reconnect sends the final update again)."""
    key = record_key(json.dumps(record))[:12]
    safe = "".join(c for c in code if c.isalnum())[:12]
    return history_folder(folder) / f"net-{safe}-seat{seat}-{key}.json"


def keep_finished(
    folder: Path, update: dict[str, Any], notify: Callable[[str], None] = lambda _m: None
) -> Path | None:
    """File the finished match of a seat's ``update`` into History and the statistics, once;
    returns where it went (None: nothing to keep, or kept before). ``notify`` gets a message
    for the person if their statistics file had to be moved aside."""
    record, seat = update.get("record"), update.get("seat")
    if update.get("status") != "finished" or not isinstance(record, dict) or type(seat) is not int:
        return None
    code = str(update.get("table", ""))
    path = kept_path(folder, code, seat, record)
    if path.exists():
        return None
    try:
        kept = read_record(json.dumps(record))
    except RecordError as e:
        log.warning("the record of network table %s cannot be kept: %s", code, e)
        return None
    if kept.match.outcome() is None or not 0 <= seat < len(kept.players):
        return None
    kinds = seat_kinds(kept.meta, len(kept.players))
    meta = {"app": "coteccio", "seats": kinds, "net": {"table": code, "seat": seat}}
    text = dumps_record(kept.players, kept.match, meta)
    try:  # counted first: a crash before the file is written counts it once, on the resend
        message = count_match(folder, kept.players, kept.match, text, kinds)
        write_atomic(path, text)
    except OSError as e:
        log.error("the network match could not be kept in %s: %s", folder, e)
        return None
    if message:
        notify(message)
    return path
