"""The interface every game of this table offers: one match as a state machine over actions.

A game is pure (no pygame, no files, no clock; chance enters only through the
``random.Random`` given to ``deal``). The table, the records, the statistics, the computer
players and the commands reach a game only through :class:`Game` and its :class:`GameSpec`,
so a new game is a new module behind these two, never a change to them.

The flow is the same for every game: while ``needs_deal()`` the dealer deals (``deal(rng)``);
otherwise ``turn`` names the seat to act and ``legal_actions()`` lists everything it may do
(card plays and choices alike); ``apply(action)`` returns the events that happened, which the
table animates and narrates; ``outcome()`` is set once the match is over.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, Self, TypeAlias

from coteccio_gui.engine.cards import ITALIAN, Card, Pack
from coteccio_gui.engine.events import Trick

if TYPE_CHECKING:
    # Type variables with defaults (PEP 696; in ``typing`` from Python 3.13): a bare ``Game``
    # is a game of any actions, events and views, ``Game[object, object, object]``.
    from typing_extensions import TypeVar
else:
    from typing import TypeVar as _TypeVar

    def TypeVar(name, *, default=None, **kwargs):
        """A ``typing.TypeVar`` on Pythons whose own takes no ``default`` (only mypy reads it)."""
        return _TypeVar(name, **kwargs)


Seat: TypeAlias = int
"""A seat number, ``0 … players-1``, in the order of play."""
Action: TypeAlias = object
"""An action of a game not known here: a small immutable value (a NamedTuple) with a ``seat``."""
Event: TypeAlias = object
"""An event of a game not known here: a small immutable value saying what happened."""
JSON: TypeAlias = str | int | float | bool | None | list["JSON"] | dict[str, "JSON"]
"""A value of a record as ``json`` reads and writes it."""

ActionT = TypeVar("ActionT", default=object)
"""The actions of one game (the union of its action types); ``object`` for any game's."""
EventT = TypeVar("EventT", default=object)
"""The events of one game (the union of its event types); ``object`` for any game's."""
ViewT_co = TypeVar("ViewT_co", covariant=True, default=object)
"""What one seat of a game may see (its view type); ``object`` for any game's."""
RulesT = TypeVar("RulesT", bound="Rules", default="Rules")
"""The house rules of one game; :class:`Rules` for any game's."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished match ended: who won (one seat, a team, or nobody) and what they took."""

    winners: tuple[Seat, ...]
    """The seats that won the match; empty when nobody did (a tie the rules leave drawn)."""
    pool: int = 0
    """The chips the winners take from the pool (0 in games without one)."""


@dataclass(frozen=True, slots=True)
class Pile:
    """Cards lying on the table outside the trick: a stock, a monte, a discard."""

    name: str
    """What the pile is, in the game's words: ``stock``, ``monte``…"""
    cards: tuple[Card | None, ...]
    """Its cards, top last: a card every seat may see, or ``None`` for one face down."""


@dataclass(frozen=True, slots=True)
class RuleField:
    """One house rule as the set-up offers it: a whole number in a range, or one of options."""

    key: str
    """Its key in the rules object and the record."""
    low: int = 0
    high: int = 0
    step: int = 1
    """How far one press of Left or Right moves a whole number."""
    options: tuple[str | int | bool, ...] = ()
    """The values to choose among (a choice, or ``(False, True)``); empty for a number."""


class Rules(Protocol):
    """A game's house rules: a value that writes itself into a record."""

    def to_dict(self) -> dict[str, JSON]:
        """The rules as the record's ``rules`` object."""
        ...

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        """The rules of a record's ``rules`` object; ``ValueError`` naming a bad rule."""
        ...


class Game(Protocol[ActionT, EventT, ViewT_co]):
    """One match of a game, from the first deal to its outcome.

    A game's match is a ``Game[its actions, its events, its view]``. Code for any game takes a
    plain ``Game``, ``Game[object, object, object]``: what it passes on it need not know.
    """

    name: ClassVar[str]
    """The game's name in records and on the command line: ``coteccio``, ``rovescino``…"""
    players: int
    first_dealer: Seat

    @property
    def rules(self) -> Rules:
        """The house rules of the match (an object with ``to_dict()``)."""
        ...

    actions: list[ActionT]
    """Every action applied, in order: with the header, the match record."""
    turn: Seat
    """The seat whose action is awaited; -1 while a deal is awaited or the match is over."""
    trick: list[tuple[Seat, Card]]
    """The cards on the table now: (seat, card) in the order played."""
    tricks: list[Trick]
    """The finished tricks of the hand in play (they lie face up: every seat may see them)."""

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        ...

    def deal(self, rng: random.Random) -> list[EventT]:
        """Shuffle with ``rng`` and deal; returns the events (the first is a hand dealt)."""
        ...

    def legal_actions(self) -> list[ActionT]:
        """Everything the seat to act may do now; empty while a deal is awaited or at the end."""
        ...

    def apply(self, action: ActionT) -> list[EventT]:
        """Apply any action (a deal included); ``IllegalAction`` if the rules forbid it."""
        ...

    def view(self, seat: Seat) -> ViewT_co:
        """Everything ``seat`` may know now, and nothing more: what its players are given."""
        ...

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now (for the table to show to that seat's person only)."""
        ...

    def cards_held(self, seat: Seat) -> int:
        """How many cards ``seat`` holds (everyone may know it)."""
        ...

    def controller(self, seat: Seat) -> Seat:
        """The seat whose player decides for ``seat`` (itself, but for a dummy hand)."""
        ...

    def face_up_hands(self) -> tuple[Seat, ...]:
        """The seats whose hands lie face up for everyone (a dummy's); usually none."""
        ...

    def piles(self) -> tuple[Pile, ...]:
        """The cards on the table outside the trick (a stock, a monte); usually none."""
        ...

    def teams(self) -> tuple[tuple[Seat, ...], ...]:
        """The partnerships every seat knows now (none in a game without partners).

        A partnership that is still secret (a called card not yet played) is not here.
        """
        ...

    def scores(self) -> tuple[int, ...]:
        """The match score of each seat as this game counts it (lives, points…)."""
        ...

    def outcome(self) -> Outcome | None:
        """How the match ended, or ``None`` while it goes on."""
        ...

    def copy(self) -> Self:
        """An independent copy of the match."""
        ...


class GameBase:
    """The parts of :class:`Game` most games answer the same way; a game may override them."""

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now (each game's own)."""
        raise NotImplementedError

    def cards_held(self, seat: Seat) -> int:
        """How many cards ``seat`` holds."""
        return len(self.hand(seat))

    def controller(self, seat: Seat) -> Seat:
        """Every seat decides for itself."""
        return seat

    def face_up_hands(self) -> tuple[Seat, ...]:
        """No hand lies face up."""
        return ()

    def piles(self) -> tuple[Pile, ...]:
        """No cards lie outside the trick."""
        return ()

    def teams(self) -> tuple[tuple[Seat, ...], ...]:
        """No partnerships."""
        return ()


class BadEvent(ValueError):
    """An event of a record that is not an action of this game (its shape, not its legality)."""


class GameSpec(Generic[ActionT, EventT, RulesT]):
    """What the rest of the program needs to know about a game besides a match in play.

    One instance per game, in the game's module as ``SPEC``, a ``GameSpec[its actions, its
    events, its rules]``; the registry in :mod:`coteccio_gui.games` names them. Everything
    here is pure.
    """

    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 7
    default_players: ClassVar[int] = 4
    pack: ClassVar[Pack] = ITALIAN
    """The pack the game is played with (the 40-card Italian pack unless the game says)."""

    def players_allowed(self, players: int) -> bool:
        """Whether a match of this game can have ``players`` seats."""
        return self.min_players <= players <= self.max_players

    rules_type: type[RulesT]
    """The class of the game's house rules."""
    rule_presets: Mapping[str, RulesT]
    """Named sets of house rules, the default first (each game's spec says which)."""

    def rules_from_dict(self, data: Mapping[str, JSON]) -> RulesT:
        """The house rules of a record's ``rules`` object; ``ValueError`` naming a bad rule."""
        return self.rules_type.from_dict(data)

    def presets(self) -> Mapping[str, RulesT]:
        """Named sets of house rules offered by the set-up, the first being the default."""
        return dict(self.rule_presets)

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The house rules the set-up lets a table change, in the order it shows them."""
        return ()

    def start(
        self, players: int, rules: RulesT | None, first_dealer: Seat
    ) -> Game[ActionT, EventT, object]:
        """A new match with this first dealer (``ValueError`` if the seats do not fit)."""
        raise NotImplementedError

    def new_match(
        self, players: int, rules: RulesT | None, rng: random.Random
    ) -> Game[ActionT, EventT, object]:
        """A new match whose first dealer is drawn with ``rng``."""
        return self.start(players, rules, rng.randrange(players))

    def read_action(self, event: Mapping[str, JSON], players: int) -> ActionT:
        """The action of one record event; ``BadEvent`` if its keys or values are not one."""
        raise NotImplementedError

    def write_action(self, action: ActionT) -> dict[str, JSON]:
        """One record event for ``action``."""
        raise NotImplementedError

    def state(self, game: Game[ActionT, EventT, object]) -> dict[str, JSON]:
        """The state after a record, as ``coteccio replay`` prints it (see docs/records.md)."""
        raise NotImplementedError

    def seat_tally(self, event: EventT) -> Iterable[tuple[Seat, str, int]]:
        """What the statistics count for this event: (seat, counter, amount) for each seat it
        touched — the counters a game's presentation names in its statistics columns."""
        return ()

    def tally(self, event: EventT) -> Iterable[str]:
        """What ``coteccio simulate`` counts for this event (nothing by default)."""
        return ()

    def summary(
        self, matches: Sequence[Game[ActionT, EventT, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """The lines ``coteccio simulate`` prints about these matches and the counts tallied."""
        hands = sum(1 for m in matches for a in m.actions if type(a).__name__ == "Deal")
        return [f"hands {hands} dealt"] + [f"{k} {v}" for k, v in sorted(counts.items())]
