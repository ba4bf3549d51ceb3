"""The messages of a network table: JSON objects over a WebSocket, one per frame.

Every message is an object with a ``type``. A client sends (docs/network.md has examples):

- ``open``  — the host's invitation: ``game``, ``players`` (names), ``seats`` (``human``,
  ``remote`` or a computer level per seat), optional ``rules`` and ``away_level``. Answer:
  ``opened`` with the table ``code``, the ``host_token`` and a ``tokens`` object (seat → token)
  for the ``human`` seats.
- ``look``  — ``table`` (the code). Answer: ``table`` with the ``game``, the ``players`` (names),
  each seat's ``seat``, ``name``, ``kind`` and ``state``, the ``free`` seats a guest may take and
  the ``status`` (no token, no card). A wrong code counts as a wrong ``join`` does.
- ``join``  — ``table`` (the code), ``seat`` (a free remote seat) and ``name``. Answer:
  ``joined`` with the seat's ``token``; the connection now sits there.
- ``hello`` — ``table``, ``token`` (a seat's or the host's), ``last`` (the first action the
  client has not seen) and, for a host who sits too, ``host_token``: the connection (again)
  sits there; answer ``welcome``.
- ``start`` — from the host: the match begins; computers take the remote seats nobody joined.
- ``act``   — ``event`` (the record's event number the action follows: no action is applied
  twice or lost) and ``action`` (the action as its record event, RECORD.md).

The server sends ``update`` after every change (the seat's view, its legal actions, what it
was shown since ``last``, every seat's name and state), ``notice`` (someone left, is away and
played by the computer, is back: ``kind``, ``seat``, ``name`` and ``text`` in the server's
language) and ``error`` (one line; the message it answers changed nothing). A client that
connects with ``?changes=1`` (:data:`CHANGES`) is sent, once it holds the seat's view, only
the view's fields that changed (``view_changes``, from the view after ``view_from`` actions).
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any
from urllib.parse import urlsplit, urlunsplit

OPEN, LOOK, JOIN, HELLO, START, ACT = "open", "look", "join", "hello", "start", "act"
OPENED, TABLE, JOINED, WELCOME, UPDATE, NOTICE, ERROR = (
    "opened",
    "table",
    "joined",
    "welcome",
    "update",
    "notice",
    "error",
)
AWAY, BACK, LEFT = "away", "back", "left"
"""Notice kinds: played by the computer, back at the seat, connection lost (still waited for)."""

MAX_MESSAGE = 4096
"""The longest message a client may send, in bytes (an action is under 200)."""
MAX_FRAME = 65536
"""Longer frames than this close the connection (the WebSocket library's own limit)."""
CODE_LENGTH = 6
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Table codes: no 0/O or 1/I to mix up when read aloud."""

_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    OPEN: {"game": str, "players": list, "seats": list},
    LOOK: {"table": str},
    JOIN: {"table": str, "seat": int, "name": str},
    HELLO: {"table": str, "token": str, "last": int},
    START: {},
    ACT: {"event": int, "action": dict},
}
_OPTIONAL: dict[str, dict[str, type | tuple[type, ...]]] = {
    OPEN: {"rules": dict, "away_level": str},
    HELLO: {"host_token": str},
}


class BadMessage(ValueError):
    """A message that is not one of the protocol's; its text is the one-line error sent back."""


def parse(data: str | bytes) -> dict[str, Any]:
    """A client's message checked for size and shape; ``BadMessage`` saying what is wrong."""
    if isinstance(data, bytes):
        raise BadMessage("messages are JSON text, not binary frames")
    if len(data.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise BadMessage(f"message too long (at most {MAX_MESSAGE} bytes)")
    try:
        message = json.loads(data, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise BadMessage("not a JSON message") from None
    if not isinstance(message, dict):
        raise BadMessage("a message is a JSON object")
    try:  # "\\ud800" is valid JSON but no text: refused before it reaches a table
        json.dumps(message, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise BadMessage("a message is UTF-8 text: this one holds a lone surrogate") from None
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise BadMessage(f"unknown message type; one of {', '.join(_FIELDS)}")
    wanted, optional = _FIELDS[kind], _OPTIONAL.get(kind, {})
    for key, value in message.items():
        if key == "type":
            continue
        expected = wanted.get(key) or optional.get(key)
        if expected is None:
            raise BadMessage(f"{kind}: unknown key {_short(key)}")
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            raise BadMessage(f"{kind}: {key} has the wrong type")
    for key in wanted:
        if key not in message:
            raise BadMessage(f"{kind}: {key} is missing")
    return message


BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Characters that turn the writing direction of what follows (a name could hide another)."""


def clean_name(name: str, longest: int) -> str:
    """A person's name trimmed (and composed, NFC); ``ValueError`` saying why it cannot be one:
    empty or too long, or holding a control (a new line, a tab, NUL), bidi-override or
    invisible (zero-width) character."""
    name = unicodedata.normalize("NFC", name.strip())
    if not 1 <= len(name) <= longest:
        raise ValueError(f"a name has 1 to {longest} characters")
    for c in name:
        kind = unicodedata.category(c)
        if kind in ("Cc", "Zl", "Zp"):
            raise ValueError("a name cannot hold control characters (a new line, a tab…)")
        if c in BIDI_CONTROLS:
            raise ValueError("a name cannot hold characters that turn the writing direction")
        if kind == "Cf":  # zero-width spaces and joiners, soft hyphens, word joiners…
            raise ValueError("a name cannot hold invisible characters (zero-width…)")
        if kind == "Cs":
            raise ValueError("a name is text: it cannot hold a lone surrogate")
    return name


CHANGES = "changes=1"
"""In the query of the address a client connects to: it takes each update's view as the fields
that changed since the view it holds (``view_changes``, ``view_from``), which it applies. A
server that does not know it ignores it, and one without it sends whole views."""


def asks_changes(path: str) -> bool:
    """Whether a connection's request path asks for views as changes (:data:`CHANGES`)."""
    return CHANGES in urlsplit(path).query.split("&")


def with_changes(url: str) -> str:
    """``url`` asking for views as changes (:data:`CHANGES`)."""
    parts = urlsplit(url)
    query = f"{parts.query}&{CHANGES}" if parts.query else CHANGES
    return urlunsplit(parts._replace(path=parts.path or "/", query=query))


def _no_constant(name: str) -> None:
    raise ValueError(name)


def _short(text: str) -> str:
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return repr(text if len(text) <= 24 else text[:21] + "...")


def looked(update: dict[str, Any]) -> dict[str, Any]:
    """The answer to ``look`` from the table's seatless ``update``: the game, who sits where and
    the seats a guest may take, and nothing else (no token, no card, no score)."""
    seats = [
        {"seat": i, "name": s["name"], "kind": s["kind"], "state": s["state"]}
        for i, s in enumerate(update["seats"])
    ]
    waiting = update["status"] == "waiting"
    return {
        "type": TABLE,
        "table": update["table"],
        "game": update["game"],
        "status": update["status"],
        "players": [s["name"] for s in seats],
        "seats": seats,
        "free": [s["seat"] for s in seats if waiting and s["state"] == "free"],
    }


def error(message: str) -> str:
    """The ``error`` message as text: one line, at most 200 characters."""
    line = " ".join(str(message).split())[:200]
    return dump({"type": ERROR, "message": line})


def dump(message: dict[str, Any]) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
