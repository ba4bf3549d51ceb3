"""A seat's events read back from JSON into the game's own classes (what ``codec.Writer`` wrote).

A window at a network table holds its seat's events as the record writes them. To tell them
in a player's words it hands them to the game's presentation, which reads the game's own
event classes. The walk follows each class's annotations as the writer did: a card code
where it says ``Card``, an enum by its name, a record by its fields. An event this seat was
not shown whole (a card written as ``null``), or of a kind the game does not have, reads as
None: the window tells what it can and leaves the rest to the view.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import dataclasses
import enum
import importlib
import sys
from collections.abc import Callable
from typing import Any

from coteccio_gui.engine import events as engine_events
from coteccio_gui.engine.game import GameSpec
from coteccio_gui.net.codec import card_reader, fields_of


class Hidden(ValueError):
    """A card of the event was not shown to this seat."""


def event_classes(spec: GameSpec, players: int) -> dict[str, type]:
    """Every event class a game may send, by name: the engine's, then its own package's."""
    match = spec.start(players, None, 0)
    package = type(match).__module__.rpartition(".")[0]
    with contextlib.suppress(ModuleNotFoundError):  # some games keep them beside their actions
        importlib.import_module(f"{package}.events")
    found = {n: c for n, c in vars(engine_events).items() if hasattr(c, "_fields")}
    for name, module in list(sys.modules.items()):
        if name == package or name.startswith(package + "."):
            for key, value in vars(module).items():
                record = hasattr(value, "_fields") or dataclasses.is_dataclass(value)
                if isinstance(value, type) and record and value.__module__ == name:
                    found[key] = value
    return found


class Reader:
    """Reads one game's JSON events (``{"kind": name, field: value…}``) back."""

    def __init__(self, spec: GameSpec, players: int) -> None:
        self.classes = event_classes(spec, players)
        self.card: Callable[[str], int] = card_reader(spec)

    def event(self, data: dict[str, Any]) -> Any | None:
        """The event ``data`` writes, or None (a hidden card, an unknown kind, a bad value)."""
        cls = self.classes.get(str(data.get("kind")))
        if cls is None:
            return None
        try:
            return self.record(cls, data)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            return None

    def record(self, cls: type, data: dict[str, Any]) -> Any:
        names = vars(sys.modules[cls.__module__])
        values = {n: self.value(data[n], note, names) for n, note in fields_of(cls)}
        return cls(**values)

    def value(self, value: Any, note: ast.expr | None, names: dict[str, Any]) -> Any:
        """``value`` as the annotation ``note`` (read in the class's module) describes it."""
        if isinstance(note, ast.Name) and note.id == "Card":
            if value is None:
                raise Hidden("a card this seat was not shown")
            return self.card(value)
        if value is None:
            return None
        if isinstance(value, dict) and value.get("kind") in self.classes:
            return self.record(self.classes[value["kind"]], value)
        if isinstance(note, ast.Name):
            kind = names.get(note.id, getattr(builtins, note.id, None))
            if isinstance(kind, type) and issubclass(kind, enum.Enum):
                return kind[str(value).upper()]
            if isinstance(kind, type) and isinstance(value, dict):
                return self.record(kind, value)
            return value
        if isinstance(note, ast.BinOp):  # X | None
            part = note.left if not _is_none(note.left) else note.right
            return self.value(value, part, names)
        if isinstance(note, ast.Subscript) and isinstance(value, list):
            inner = note.slice
            parts = inner.elts if isinstance(inner, ast.Tuple) else [inner]
            if len(parts) == 2 and isinstance(parts[1], ast.Constant):  # tuple[X, ...]
                return tuple(self.value(v, parts[0], names) for v in value)
            if len(parts) == len(value) and len(parts) > 1:
                return tuple(self.value(v, n, names) for v, n in zip(value, parts, strict=True))
            return tuple(self.value(v, parts[0], names) for v in value)
        return value


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None
