"""A game's values as JSON, field by field: the codecs each game's wire is written with.

Each game declares, once and by hand, how its seat view and each of its events are written
(``games/<game>/wire.py``: a :class:`Wire` of :func:`record` codecs, one per class, naming
every field and its codec). The server writes a seat's view and events with it, the seat's
program reads them back into the game's own classes, and a seat's kept history is read the
same way. Nothing is found by reflection: a field not declared is not written, and a test
compares each class's fields with its declaration.

A card is written as its pack's code, or as ``null`` where the :class:`Writing` hides it (a
card the seat was not shown): it reads back as ``None``. Every card written is noted in
:attr:`Writing.cards`, which is how a seat's view says which cards it shows.

>>> from coteccio_gui.engine.cards import ITALIAN
>>> from coteccio_gui.engine.events import CardPlayed
>>> played = record(CardPlayed, seat=INT, card=CARD)
>>> w = Writing(ITALIAN)
>>> played.write(CardPlayed(2, 0), w), w.cards
({'seat': 2, 'card': 'Ac'}, {0})
>>> played.write(CardPlayed(2, 0), Writing(ITALIAN, lambda c: True))
{'seat': 2, 'card': None}
>>> played.read({"seat": 2, "card": "Ac"}, ITALIAN)
CardPlayed(seat=2, card=0)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, TypeVar, cast

from coteccio_gui.engine.cards import Card, Pack
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import JSON, Outcome, Rules

T = TypeVar("T")
E = TypeVar("E", bound=Enum)
R = TypeVar("R", bound=Rules)


class WireError(ValueError):
    """JSON that is not a value of the codec reading it (a message names what)."""


@dataclass
class Writing:
    """One writing's context: the pack, the cards to hide, and every card written so far."""

    pack: Pack
    hide: Callable[[Card], bool] = lambda c: False
    cards: set[Card] = field(default_factory=set)
    """Every card written (hidden or not)."""


class Codec(Generic[T]):
    """How one kind of value is written to JSON and read back."""

    def __init__(
        self, write: Callable[[T, Writing], JSON], read: Callable[[JSON, Pack], T], name: str
    ) -> None:
        self._write, self._read, self.name = write, read, name

    def write(self, value: T, w: Writing) -> JSON:
        """``value`` as JSON."""
        return self._write(value, w)

    def read(self, data: JSON, pack: Pack) -> T:
        """The value ``data`` writes (``WireError`` if it is not one)."""
        return self._read(data, pack)


def _plain(kind: type[T], name: str) -> Codec[T]:
    def read(data: JSON, pack: Pack) -> T:
        if type(data) is not kind and not (kind is float and type(data) is int):
            raise WireError(f"{name} expected, not {type(data).__name__}")
        return kind(data)  # type: ignore[call-arg]

    return Codec(lambda v, w: cast(JSON, v), read, name)


INT: Codec[int] = _plain(int, "a whole number")
BOOL: Codec[bool] = _plain(bool, "true or false")
STR: Codec[str] = _plain(str, "a text")
FLOAT: Codec[float] = _plain(float, "a number")


def _write_card(card: Card, w: Writing) -> JSON:
    w.cards.add(card)
    return None if w.hide(card) else w.pack.code(card)


def _read_card(data: JSON, pack: Pack) -> Card:
    if data is None:  # a card this seat was not shown
        return cast(Card, None)
    if not isinstance(data, str) or not pack.is_code(data):
        raise WireError(f"not a card of the {pack.name} pack: {data!r:.20}")
    return pack.card_from_code(data)


CARD: Codec[Card] = Codec(_write_card, _read_card, "a card")
"""A card by its pack's code; a hidden card is ``null``, and reads back as ``None``."""


def opt(codec: Codec[T]) -> Codec[T | None]:
    """``codec``'s value, or ``None``."""

    def write(v: T | None, w: Writing) -> JSON:
        return None if v is None else codec.write(v, w)

    def read(data: JSON, pack: Pack) -> T | None:
        return None if data is None else codec.read(data, pack)

    return Codec(write, read, f"{codec.name} or null")


def _list(data: JSON, name: str) -> list[JSON]:
    if not isinstance(data, list):
        raise WireError(f"a list of {name} expected")
    return data


def seq(codec: Codec[T]) -> Codec[tuple[T, ...]]:
    """A tuple of any length, each item by ``codec``."""

    def write(v: Sequence[T], w: Writing) -> JSON:
        return [codec.write(x, w) for x in v]

    def read(data: JSON, pack: Pack) -> tuple[T, ...]:
        return tuple(codec.read(x, pack) for x in _list(data, codec.name))

    out: Codec[tuple[T, ...]] = Codec(write, read, f"list of {codec.name}")
    out.item = codec  # type: ignore[attr-defined]  # a list grown at its end is written on
    return out


def row(*codecs: Codec[Any]) -> Codec[tuple[Any, ...]]:
    """A tuple of fixed length, each place by its own codec (``(seat, card)``…)."""

    def write(v: Sequence[Any], w: Writing) -> JSON:
        return [c.write(x, w) for c, x in zip(codecs, v, strict=True)]

    def read(data: JSON, pack: Pack) -> tuple[Any, ...]:
        items = _list(data, "values")
        if len(items) != len(codecs):
            raise WireError(f"{len(codecs)} values expected, not {len(items)}")
        return tuple(c.read(x, pack) for c, x in zip(codecs, items, strict=True))

    return Codec(write, read, f"row of {len(codecs)}")


def enum(kind: type[E]) -> Codec[E]:
    """A member of ``kind`` by its name in lower case (``capotto_made``)."""

    def read(data: JSON, pack: Pack) -> E:
        try:
            return kind[str(data).upper()]
        except KeyError:
            raise WireError(f"not a {kind.__name__}: {data!r:.20}") from None

    return Codec(lambda v, w: v.name.lower(), read, kind.__name__)


def mapping(key: Codec[Any], value: Codec[Any]) -> Codec[dict[Any, Any]]:
    """A dict with whole-number or text keys (written as text), each value by ``value``."""

    def write(v: Mapping[Any, Any], w: Writing) -> JSON:
        return {str(k): value.write(x, w) for k, x in v.items()}

    def read(data: JSON, pack: Pack) -> dict[Any, Any]:
        if not isinstance(data, dict):
            raise WireError("an object expected")
        keys = {k: int(k) if key is INT else k for k in data}
        return {keys[k]: value.read(x, pack) for k, x in data.items()}

    return Codec(write, read, f"map of {value.name}")


def record(cls: Callable[..., T], **fields: Codec[Any]) -> Codec[T]:
    """A named tuple or dataclass, every field by the codec declared for it, in order."""
    name = getattr(cls, "__name__", "record")

    def write(v: T, w: Writing) -> JSON:
        return {key: codec.write(getattr(v, key), w) for key, codec in fields.items()}

    def read(data: JSON, pack: Pack) -> T:
        if not isinstance(data, dict):
            raise WireError(f"{name}: an object expected")
        try:
            return cls(**{k: c.read(data[k], pack) for k, c in fields.items()})
        except KeyError as e:
            raise WireError(f"{name}: {e.args[0]} is missing") from None

    codec = Codec(write, read, name)
    codec.fields, codec.codecs, codec.cls = tuple(fields), dict(fields), cls  # type: ignore[attr-defined]
    return codec


def _object(data: JSON, name: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise WireError(f"{name}: an object expected")
    return data


def rules(kind: type[R]) -> Codec[R]:
    """A game's house rules, as the record writes them (``to_dict`` / ``from_dict``)."""

    def read(data: JSON, pack: Pack) -> R:
        try:
            return kind.from_dict(_object(data, "house rules"))
        except (ValueError, TypeError) as e:
            raise WireError(f"house rules: {e}") from None

    return Codec(lambda v, w: cast(JSON, v.to_dict()), read, "house rules")


def action(
    write: Callable[[Any], dict[str, Any]], read: Callable[[Mapping[str, Any], int], Any]
) -> Codec[Any]:
    """An action as its record event (the game spec's ``write_action`` / ``read_action``)."""

    def read_one(data: JSON, pack: Pack) -> Any:
        try:
            return read(_object(data, "an action"), MAX_SEATS)
        except (ValueError, KeyError, TypeError) as e:
            raise WireError(f"an action: {e}") from None

    return Codec(lambda v, w: cast(JSON, write(v)), read_one, "an action")


MAX_SEATS = 8
"""The most seats an action read from a view may name (the seat checks are the game's)."""

TRICK = record(Trick, leader=INT, plays=seq(row(INT, CARD)), winner=INT, points=INT)
"""A finished trick (every game's)."""
OUTCOME = record(Outcome, winners=seq(INT), pool=INT)
"""How a match ended (every game's)."""
HAND_DEALT = record(HandDealt, dealer=INT, leader=INT, hands=seq(seq(CARD)))
CARD_PLAYED = record(CardPlayed, seat=INT, card=CARD)
TRICK_WON = record(TrickWon, seat=INT, number=INT, trick=TRICK)
TRICK_EVENTS = (HAND_DEALT, CARD_PLAYED, TRICK_WON)
"""The events every trick game shares (the engine's)."""


class Wire:
    """One game's wire: its seat view, and each of its events tagged with its kind."""

    def __init__(
        self,
        pack: Pack,
        view: Codec[Any],
        events: Sequence[Codec[Any]],
        public: Sequence[Codec[Any]] = (CARD_PLAYED, TRICK_WON),
    ) -> None:
        self.pack = pack
        self.view = view
        self.view_fields: dict[str, Codec[Any]] | None = getattr(view, "codecs", None)
        """The view's codec by field: a view is written again where it changed (``Sight``)."""
        self.events: dict[str, Codec[Any]] = {c.name: c for c in events}
        """Each event's codec, by the event's kind (its class's name)."""
        self.public = frozenset(c.name for c in public)
        """The kinds of events whose cards lie face up for everyone (a card played, a trick)."""

    def shown(self, events: Sequence[Any]) -> set[Card]:
        """The cards these events put face up on the table for everyone."""
        w = Writing(self.pack)
        for event in events:
            if type(event).__name__ in self.public:
                self.write_event(event, w)
        return w.cards

    def whole(self, event: Any) -> bool:
        """Whether ``event`` (as a seat read it) holds every card it names: none was hidden."""
        w = Writing(self.pack)
        self.write_event(event, w)
        return None not in w.cards

    def write_view(self, view: Any, w: Writing) -> dict[str, JSON]:
        """A seat's view as JSON."""
        return cast(dict[str, JSON], self.view.write(view, w))

    def read_view(self, data: JSON) -> Any:
        """A seat's view read back (``WireError`` if ``data`` is not one)."""
        return self.view.read(data, self.pack)

    def write_event(self, event: Any, w: Writing) -> dict[str, JSON]:
        """An event as ``{"kind": its class's name, field: value…}``."""
        kind = type(event).__name__
        codec = self.events.get(kind)
        if codec is None:
            raise WireError(f"the wire has no event {kind}")
        return {"kind": kind, **cast(dict[str, JSON], codec.write(event, w))}

    def read_event(self, data: JSON) -> Any:
        """An event read back (``WireError`` for an unknown kind or a bad value)."""
        kind = data.get("kind") if isinstance(data, dict) else None
        codec = self.events.get(kind) if isinstance(kind, str) else None
        if codec is None:
            raise WireError(f"not an event of this game: {kind!r:.30}")
        return codec.read(data, self.pack)
