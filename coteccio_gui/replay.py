"""``coteccio replay FILE|-``: check a match record and print the state after its last event."""

from __future__ import annotations

import json
import sys
from typing import Any

from coteccio_gui.engine import Match, Phase, code
from coteccio_gui.record import RecordError, read_record


def state_dict(m: Match) -> dict[str, Any]:
    """The state of a match as RECORD.md's replay prints it."""
    nxt: dict[str, Any] | None
    if m.phase is Phase.FINISHED:
        nxt = None
    elif m.phase is Phase.DEAL:
        nxt = {"action": "deal", "dealer": m.dealer}
    elif m.phase is Phase.PLAY:
        nxt = {"seat": m.turn, "action": "play", "legal": [code(c) for c in m.legal_plays(m.turn)]}
    else:
        nxt = {"seat": m.turn, "action": m.phase.value}
    return {
        "status": "finished" if m.phase is Phase.FINISHED else "playing",
        "next": nxt,
        "lives": list(m.lives),
        "pool": m.pool,
        "doctor_calls": list(m.doctor_calls),
        "dealer": m.dealer,
        "leader": m.leader,
        "hands_played": m.hands_played,
        "hands_annulled": m.hands_annulled,
        "restarts": m.restarts,
        "winner": m.winner,
    }


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
