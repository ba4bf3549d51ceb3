"""Never lose a match: the record written after every action, read back on launch.

The autosave is the match record (RECORD.md) in the player's data folder, written
atomically (a temporary file in the same folder, flushed and fsynced, renamed over
the old one, then the folder fsynced), so a killed process or a dead battery leaves
either the old record or the new one, never half of one. A finished match moves to
``history/`` (the hand history lists it) and counts in the statistics; a match that
a new one replaces moves there too, unfinished. A save that cannot be read is moved
aside (``autosave.broken-<time>.json``) with a one-line message, and the game goes on.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from coteccio_gui.i18n import _
from coteccio_gui.storage import (
    free_name,
    move_aside,
    replace,
    save_folder,
    stamp,
    sync_folder,
    write_atomic,
)

if TYPE_CHECKING:
    from coteccio_gui.live import LiveMatch
    from coteccio_gui.record import Record, RecordError

AUTOSAVE = "autosave.json"
HISTORY = "history"
EXPORTS = "exports"
MAX_RECORD_BYTES = 20_000_000
"""A record larger than this is not a record (a long match is well under 1 MB)."""
STALE_TEMP_S = 60.0

log = logging.getLogger("coteccio.autosave")


# ---- files ---------------------------------------------------------------------------------


def load_record_file(path: Path) -> Record:
    """The record in ``path``; ``RecordError`` with one line if it cannot be read or is wrong."""
    # The record reader needs the engine: loaded when a record is read, not before the title.
    from coteccio_gui.record import RecordError, read_record

    try:
        size = path.stat().st_size
        if size > MAX_RECORD_BYTES:
            raise RecordError(f"the file is too large for a record ({size // 1_000_000} MB)")
        data = path.read_bytes()
    except OSError as e:
        raise RecordError(f"cannot read the file: {e.strerror or type(e).__name__}") from None
    try:
        return read_record(data)
    except RecordError:
        raise
    except Exception as e:  # whatever the bytes, never a traceback
        raise RecordError(f"could not be read ({type(e).__name__})") from None


RECORD_FORMAT = "coteccio-record"


def is_other_file(path: Path) -> bool:
    """Whether ``path`` holds JSON that is not a match record at all (settings, statistics,
    anything else), as opposed to a record that is broken or does not follow the rules."""
    try:
        if path.stat().st_size > MAX_RECORD_BYTES:
            return False
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return False
    return not (isinstance(data, dict) and data.get("format") == RECORD_FORMAT)


def reason(error: RecordError) -> str:
    """The part of a record error a player reads: ``event 12: …``, or the problem alone."""
    text = str(error)
    return text.removeprefix("record: ")


def history_folder(folder: Path) -> Path:
    """Past matches: finished ones, and unfinished ones a new match replaced."""
    return folder / HISTORY


def exports_folder(folder: Path) -> Path:
    """Records the player exported (for a bug report)."""
    return folder / EXPORTS


def export_record(folder: Path, text: str) -> Path:
    """Write a record into ``exports/`` under a fresh name; returns where."""
    target = free_name(exports_folder(folder), f"coteccio-record-{stamp()}")
    write_atomic(target, text)
    return target


def archive(folder: Path, path: Path) -> Path:
    """Move a record file into ``history/`` under a fresh name; returns where."""
    history = history_folder(folder)
    history.mkdir(parents=True, exist_ok=True)
    target = free_name(history, f"match-{stamp()}")
    replace(path, target)
    sync_folder(history)
    sync_folder(path.parent)
    return target


# ---- launch --------------------------------------------------------------------------------


@dataclass
class Resumable:
    """What the title finds: a match to continue, and a message if a save had to be moved."""

    record: Record | None = None
    message: str = ""


def check_autosave(folder: Path) -> Resumable:
    """Look at the autosave: a match to continue, nothing, or a broken file moved aside."""
    _clean_temporaries(folder)
    path = folder / AUTOSAVE
    if not path.exists():
        return Resumable()
    from coteccio_gui.record import RecordError, seat_kinds

    try:
        record = load_record_file(path)
    except RecordError as e:
        why = reason(e)
        try:
            moved = move_aside(path)
        except OSError as oe:
            log.warning("could not move the broken autosave aside: %s", oe)
            return Resumable(
                message=_("Your saved match could not be read ({reason}).").format(reason=why)
            )
        log.warning("broken autosave %s moved to %s: %s", path, moved, e)
        return Resumable(
            message=_(
                "Your saved match could not be read ({reason}); it was moved to {path}."
            ).format(reason=why, path=moved)
        )
    if record.match.outcome() is not None:
        # The process stopped between the last action and filing the match away: file it now.
        kinds = seat_kinds(record.meta, len(record.players))
        text = path.read_text("utf-8")
        message = finish_match(folder, record.players, record.match, text, kinds)
        return Resumable(message=message)
    return Resumable(record)


def _clean_temporaries(folder: Path) -> None:
    """Remove temporary files a killed process left behind (not one being written now)."""
    now = time.time()
    for tmp in folder.glob(f"{AUTOSAVE}.*.tmp"):
        with suppress(OSError):
            if now - tmp.stat().st_mtime > STALE_TEMP_S:
                tmp.unlink()


def finish_match(
    folder: Path, players: list[str], match: Any, text: str, kinds: list[str] | None = None
) -> str:
    """Count a finished match in the statistics and move its autosave to the history.

    ``kinds`` says which seats were people and which computers (None: not known).
    Returns a message for the player if the statistics file had to be moved aside.
    """
    from coteccio_gui.stats import count_match  # not needed before the first frame

    message = count_match(folder, players, match, text, kinds)
    path = folder / AUTOSAVE
    if path.exists():
        archive(folder, path)
    return message


# ---- during a match ------------------------------------------------------------------------


def _same_match(old_text: str, new_text: str) -> bool:
    """Whether the new record continues the old one (same header, old events a prefix)."""
    try:
        old, new = json.loads(old_text), json.loads(new_text)
        head = ("players", "rules", "first_dealer")
        if any(old.get(k) != new.get(k) for k in head):
            return False
        events = old["events"]
        return isinstance(events, list) and new["events"][: len(events)] == events
    except (ValueError, TypeError, KeyError, AttributeError):
        return False


def in_play(folder: Path, text: str) -> bool:
    """Whether ``text`` records the match in the autosave (the one "Continue" resumes), at any
    point of it: the saved match itself, an export of it, or an older copy."""
    try:
        saved = (folder / AUTOSAVE).read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return _same_match(text, saved) or _same_match(saved, text)


class AutoSaver:
    """The match hook that writes the autosave after every action of a live match."""

    def __init__(
        self,
        folder: Callable[[], Path | None],
        notify: Callable[[str], None],
        announce: bool = False,
        durable: bool = True,
    ) -> None:
        self.folder = folder
        """Where to save: the player's data folder when it gives None."""
        self.notify = notify
        """Tells the player something that happened to their files."""
        self.announce = announce
        """Print ``saved N`` after every durable save (the kill test reads it)."""
        self.durable = durable
        """fsync every save (off only for the self-test's throwaway folder)."""
        self.table: int | None = None
        """The table whose match the autosave holds."""
        self.filed: int | None = None
        """The table whose finished match went to the history (it is not filed twice)."""
        self.error = ""

    def __call__(self, live: LiveMatch) -> str | None:
        """Save the match's record; file it away once it is over. Returns a message to show
        at the table when the save failed (once per reason)."""
        if live.table == self.filed:
            return None
        text = live.record_text()
        path = Path(AUTOSAVE)
        try:
            folder = save_folder(self.folder())
            path = folder / AUTOSAVE
            if live.table != self.table:
                self._keep_other_match(folder, path, text)
                self.table = live.table
            write_atomic(path, text, self.durable)
            if self.announce:
                print(f"saved {len(live.match.actions)}", flush=True)
            if live.match.outcome() is not None:
                message = finish_match(folder, list(live.players), live.match, text, live.kinds)
                self.filed = live.table
                if message:
                    self.notify(message)
            self.error = ""
        except OSError as e:
            reason = e.strerror or type(e).__name__
            log.error("the autosave could not be written to %s: %s", path, reason)
            if reason != self.error:
                self.error = reason
                return _("The match could not be saved: {reason}").format(reason=reason)
        return None

    def _keep_other_match(self, folder: Path, path: Path, text: str) -> None:
        """A new match is about to overwrite another one's autosave: file that one away first."""
        if not path.exists():
            return
        try:
            old = path.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            move_aside(path)
            return
        if not _same_match(old, text):
            where = archive(folder, path)
            log.info("the previous unfinished match was moved to %s", where)
            self.notify(_("Your unfinished match was kept in the History."))
