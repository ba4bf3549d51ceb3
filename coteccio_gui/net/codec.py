"""Any game's views, events and actions as JSON, each card by its code, hidden cards as null.

Cards are plain ints in the engine, so a card cannot be told from a seat or a score by its
value: the walk follows the annotations of each view and event class (``Card``,
``tuple[tuple[int, Card], ...]``, ``Contract | None``…) and writes a card's code only where
the annotation says ``Card``. One walker serves the seven games: a new game's classes are read
the same way, and a field whose annotation it cannot read is written from its value alone
(and named in :data:`UNREAD` so a test notices).

What a seat may see (:class:`Sight`): the cards its own views have shown it since the last
deal, plus the cards played face up to the table; any other card in an event is written as
``null`` for that seat (a deal's other hands become lists of nulls: the count is public).
"""

from __future__ import annotations

import ast
import dataclasses
import enum
from collections.abc import Callable, Iterable
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Action, GameSpec

CardCode = Callable[[int], str]
PUBLIC_EVENTS = frozenset({"CardPlayed", "TrickWon", "Signalled"})
"""Events whose cards lie face up on the table for everyone (a card played, a trick won)."""
UNREAD: set[str] = set()
"""Annotations the walker could not read (written from the value alone): a test keeps it empty."""


def card_code(spec: GameSpec) -> CardCode:
    """The code function of the pack ``spec`` plays with (Italian or Cucco)."""
    if spec.deck == "cucco":
        from coteccio_gui.games.cucco import cards as cucco

        return cucco.code
    from coteccio_gui.engine.cards import code

    return code


def card_reader(spec: GameSpec) -> Callable[[str], int]:
    """The code → card function of the pack ``spec`` plays with (what a window reads back)."""
    if spec.deck == "cucco":
        from coteccio_gui.games.cucco import cards as cucco

        return cucco.card_from_code
    from coteccio_gui.engine.cards import card_from_code

    return card_from_code


_FIELDS: dict[type, tuple[tuple[str, ast.expr | None], ...]] = {}


def fields_of(cls: type) -> tuple[tuple[str, ast.expr | None], ...]:
    """The fields of a view or event class with their annotations parsed (read once)."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = _read_fields(cls)
    return found


def _read_fields(cls: type) -> tuple[tuple[str, ast.expr | None], ...]:
    """The fields of a view or event class with their annotations parsed (None: unreadable)."""
    if dataclasses.is_dataclass(cls):
        pairs = [(f.name, f.type) for f in dataclasses.fields(cls)]
    else:
        notes: dict[str, Any] = {}
        for base in reversed(cls.__mro__):
            notes.update(getattr(base, "__annotations__", {}))
        pairs = [(name, notes.get(name)) for name in getattr(cls, "_fields", ())]
    out = []
    for name, note in pairs:
        text = getattr(note, "__forward_arg__", note)
        try:
            node = ast.parse(text, mode="eval").body if isinstance(text, str) else None
        except SyntaxError:
            node = None
        out.append((name, node))
    return tuple(out)


class Writer:
    """Writes one game's values as JSON; ``hide`` says which cards to write as null."""

    def __init__(self, spec: GameSpec, hide: Callable[[int], bool] = lambda c: False) -> None:
        self.spec = spec
        self.code = card_code(spec)
        self.hide = hide
        self.cards: set[int] = set()
        """Every card written (hidden or not): how a view tells what it shows."""

    def record(self, value: Any) -> dict[str, Any]:
        """A view or an event: ``{"kind": class name, field: value…}``."""
        out: dict[str, Any] = {"kind": type(value).__name__}
        for name, note in fields_of(type(value)):
            out[name] = self.value(getattr(value, name), note)
        return out

    def action(self, action: Action) -> dict[str, Any]:
        """An action as its record event (RECORD.md): the same shape a client sends back."""
        return self.spec.write_action(action)

    def value(self, value: Any, note: ast.expr | None) -> Any:
        """``value`` as its annotation ``note`` describes it."""
        if value is None:
            return None
        if isinstance(note, ast.Name):
            if note.id == "Card":
                self.cards.add(int(value))
                return None if self.hide(int(value)) else self.code(int(value))
            if note.id == "Action":
                return self.action(value)
        if isinstance(note, ast.BinOp):  # X | None
            return self.value(value, note.left if not _is_none(note.left) else note.right)
        if isinstance(note, ast.Subscript) and isinstance(value, tuple | list):
            return self._sequence(value, note)
        return self.plain(value, note)

    def _sequence(self, value: tuple[Any, ...] | list[Any], note: ast.Subscript) -> Any:
        head = note.value.id if isinstance(note.value, ast.Name) else ""
        inner = note.slice
        if hasattr(value, "_fields"):  # a named tuple under a generic name
            return self.record(value)
        if head in ("tuple", "Sequence", "list") and isinstance(inner, ast.Tuple):
            parts = inner.elts
            if len(parts) == 2 and isinstance(parts[1], ast.Constant):  # tuple[X, ...]
                return [self.value(v, parts[0]) for v in value]
            if len(parts) == len(value):
                return [self.value(v, n) for v, n in zip(value, parts, strict=True)]
        elif head in ("tuple", "Sequence", "list"):
            return [self.value(v, inner) for v in value]
        UNREAD.add(ast.unparse(note))
        return [self.plain(v, None) for v in value]

    def plain(self, value: Any, note: ast.expr | None) -> Any:
        """A value written from its own type: records, enums, numbers, text."""
        if isinstance(value, enum.Enum):
            return value.name.lower()
        if isinstance(value, bool | str | float) or value is None:
            return value
        if isinstance(value, int):
            return int(value)
        if hasattr(value, "_fields") or dataclasses.is_dataclass(value):
            return self.record(value)
        if isinstance(value, tuple | list | frozenset | set):
            if note is not None:
                UNREAD.add(ast.unparse(note))
            return [self.plain(v, None) for v in value]
        if isinstance(value, dict):
            return {str(k): self.plain(v, None) for k, v in value.items()}
        UNREAD.add(type(value).__name__)
        return str(value)


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


class Sight:
    """What one seat has seen of the hand in play: its views' cards, and the cards played."""

    def __init__(self) -> None:
        self.seen: set[int] = set()

    def new_hand(self) -> None:
        """A deal: the cards take new places, so what was seen no longer says where they are."""
        self.seen.clear()

    def show(self, cards: Iterable[int]) -> None:
        """The seat has been shown these cards."""
        self.seen.update(cards)

    def hidden(self, card: int) -> bool:
        """Whether ``card`` must be written as null for this seat."""
        return card not in self.seen

    def look(self, spec: GameSpec, view: Any, played: set[int], dealt: bool) -> dict[str, Any]:
        """After an action (a deal forgets the last hand): the seat is shown its ``view``
        (returned as written) and the cards ``played`` face up."""
        if dealt:
            self.new_hand()
        seen = Writer(spec)
        written = seen.record(view)
        self.show(seen.cards | played)
        return written


def public_cards(spec: GameSpec, events: Iterable[Any]) -> set[int]:
    """The cards these events put face up on the table for everyone."""
    writer = Writer(spec)
    for event in events:
        if type(event).__name__ in PUBLIC_EVENTS:
            writer.record(event)
    return writer.cards


def spec_of(name: str) -> GameSpec:
    """The spec of a game by name (``UnknownGame`` if there is none)."""
    return games.spec(name)
