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
        self.at = self.before = -1
        """The actions :attr:`view` is after, and those the view before it was after."""
        self.changes: str | None = None
        """The fields of :attr:`view` that differ from the view before it, as a JSON object's
        text (None if a field was dropped: only the whole view says that)."""
        self.history: list[str] = []
        """What the seat was shown action by action, each entry as JSON text."""
        self._parts: dict[str, tuple[Any, str]] = {}

    def view_is(
        self, written: dict[str, Any], at: int, common: dict[Any, tuple[Any, str]] | None = None
    ) -> None:
        """The seat's view after ``at`` actions is ``written``: a field whose value is the very
        object written last time keeps its text; ``common`` holds the texts of this action's
        other seats (a value their views shared)."""
        parts, out, changed = self._parts, [], []
        for key, value in written.items():
            part = parts.get(key)
            if part is None or part[0] is not value:
                hit = None if common is None else common.get((key, id(value)))
                if hit is None or hit[0] is not value:
                    hit = (value, f'"{key}":{dump(value)}')
                    if common is not None:
                        common[(key, id(value))] = hit
                if part is None or part[1] != hit[1]:
                    changed.append(hit[1])
                part = parts[key] = hit
            out.append(part[1])
        dropped = len(parts) != len(written)
        if dropped:
            self._parts = {k: parts[k] for k in written}
        self.view, self.before, self.at = "{" + ",".join(out) + "}", self.at, at
        self.changes = None if dropped else "{" + ",".join(changed) + "}"

    def view_text(self, held: int) -> tuple[str, str]:
        """The view for a connection that holds the view after ``held`` actions (-1: none, or
        it takes only whole views): ``("view", whole)`` or ``("view_changes", its changes)``."""
        if held == self.at:
            return "view_changes", "{}"
        if held == self.before and held >= 0 and self.changes is not None:
            return "view_changes", self.changes
        return "view", self.view


def joined(head: dict[str, Any], **texts: str) -> str:
    """The message ``head`` (a dict) with each of ``texts`` (JSON text) as a field more."""
    tail = "".join(f',"{key}":{text}' for key, text in texts.items())
    return dump(head)[:-1] + tail + "}"
