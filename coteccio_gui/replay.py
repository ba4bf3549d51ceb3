"""``coteccio replay FILE|-``: check a match record and print the state after its last event."""

from __future__ import annotations

import json
import sys
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Game
from coteccio_gui.record import RecordError, read_record


def state_dict(m: Game) -> dict[str, Any]:
    """The state of a match as its game's replay prints it (RECORD.md, docs/records.md)."""
    return games.spec(m.name).state(m)


def _read_input(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        reason = e.strerror or type(e).__name__
        raise RecordError(f"cannot read {path!r}: {reason}") from None


def run_replay(path: str) -> int:
    """Print the state after the record at ``path`` (``-`` for stdin); 2 and one line if bad."""
    try:
        state = state_dict(read_record(_read_input(path)).match)
    except RecordError as e:
        return _fail(str(e))
    except Exception as e:  # never a traceback, whatever the bytes
        return _fail(f"record: could not be read ({type(e).__name__})")
    print(json.dumps(state))
    return 0


def _fail(message: str) -> int:
    line = " ".join(message.split())
    sys.stderr.write(line.encode("ascii", "backslashreplace").decode("ascii") + "\n")
    return 2
