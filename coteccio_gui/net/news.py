"""What each seat of a table is sent, kept as JSON text between actions.

A seat's view is written again only where it changed (:class:`~coteccio_gui.engine.sight.Sight`),
and here each of its fields is turned into JSON text once, when it changed; an action's history
entry is written once for every seat that may see all of its cards (one text shared by them),
and apart only for a seat from which one of its cards is hidden (a deal's other hands). An
update is then put together from these texts: the work per action does not grow with the match.
"""

from __future__ import annotations

import json
from json import encoder
from typing import Any


def _no_default(value: Any) -> Any:
    raise TypeError(f"{type(value).__name__} is not JSON")


_MAKE = getattr(encoder, "c_make_encoder", None)
_ENCODE = (
    None
    if _MAKE is None
    else _MAKE(None, _no_default, encoder.encode_basestring, None, ":", ",", False, False, True)
)


def dump(value: Any) -> str:
    """A value as compact JSON text, as ``protocol.dump`` writes it: through the C encoder
    made once (``json.dumps`` makes an encoder at each call, most of its cost for a small
    value), or ``json.dumps`` where there is none."""
    if _ENCODE is None:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return "".join(_ENCODE(value, 0))


class SeatNews:
    """One seat's view and history as JSON text."""

    def __init__(self) -> None:
        self.view = "null"
        """The seat's view after the last action, as JSON text."""
        self.history: list[str] = []
        """What the seat was shown action by action, each entry as JSON text."""
        self._parts: dict[str, tuple[Any, str]] = {}

    def view_is(
        self, written: dict[str, Any], common: dict[Any, tuple[Any, str]] | None = None
    ) -> None:
        """The seat's view is now ``written``: a field whose value is the very object written
        last time keeps its text; ``common`` holds the texts of this action's other seats (a
        value their views shared)."""
        parts, out = self._parts, []
        for key, value in written.items():
            part = parts.get(key)
            if part is None or part[0] is not value:
                hit = None if common is None else common.get((key, id(value)))
                if hit is None or hit[0] is not value:
                    hit = (value, f'"{key}":{dump(value)}')
                    if common is not None:
                        common[(key, id(value))] = hit
                part = parts[key] = hit
            out.append(part[1])
        self.view = "{" + ",".join(out) + "}"


def joined(head: dict[str, Any], **texts: str) -> str:
    """The message ``head`` (a dict) with each of ``texts`` (JSON text) as a field more."""
    tail = "".join(f',"{key}":{text}' for key, text in texts.items())
    return dump(head)[:-1] + tail + "}"
