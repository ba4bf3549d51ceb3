"""Terziglio's house rules, actions and events: one action, one record event.

Card plays are NamedTuples with a ``card``. Every other choice (a bid, a call, the card
given in exchange, a discard, the opponents' share of a scegliete monte) is a frozen
dataclass: its equality checks its type, and it has no ``card`` field, so the table does
not take it for a card played to the trick.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.games.tressette.rules import _flag, _target, read_rules


class Contract(Enum):
    """The bids, lowest first; ``value`` is the record's word, ``stake`` what the hand is worth."""

    CHIAMO = "chiamo"
    """Call a card one lacks, take the monte, discard four."""
    SOLO = "solo"
    """Take the monte and discard four."""
    SOLISSIMO = "solissimo"
    """Play the twelve cards dealt; the monte stays face down."""
    DIVIDETE = "dividete"
    """Solissimo aggravato: each opponent takes two monte cards unseen and discards two."""
    SCEGLIETE = "scegliete"
    """Solissimo aggravato: the opponents share the monte face up as they choose."""

    @property
    def stake(self) -> int:
        """What winning (or losing) this contract is worth: 1, 2, 4, 8 or 16."""
        return 1 << ORDER.index(self)


ORDER: tuple[Contract, ...] = tuple(Contract)
"""The contracts from the lowest to the highest."""


class Phase(Enum):
    """What the match waits for."""

    DEAL = "deal"
    BID = "bid"
    CALL = "call"
    GIVE = "give"
    """The soloist gives the holder of the called card a card in exchange."""
    SPLIT = "take"
    """Scegliete: the first opponent says which monte cards he takes (the other the rest)."""
    DISCARD = "discard"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class TerziglioRules:
    """Terziglio's house rules."""

    target: int = 21
    """The score that wins: 21, 31 or 51."""
    pass_out: bool = False
    """If all pass: the same dealer redeals the hands unshuffled (the monte stays) and the
    lowest bid is solo; off: the next dealer deals afresh."""
    solissimo_leads: bool = False
    """The soloist leads the first trick in a solissimo (aggravato too); off: eldest leads."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TerziglioRules:
        """The rules of a record's ``rules`` object; missing keys take the defaults."""
        readers = {"target": _target, "pass_out": _flag, "solissimo_leads": _flag}
        return cls(**read_rules(data, readers))

    def to_dict(self) -> dict[str, Any]:
        """Every rule, as a record writes it."""
        return {"target": self.target, "pass_out": self.pass_out,
                "solissimo_leads": self.solissimo_leads}  # fmt: skip


PRESETS: dict[str, TerziglioRules] = {
    "classic": TerziglioRules(),
    "pass-out": TerziglioRules(pass_out=True),
    "long": TerziglioRules(target=31),
}
"""The set-up's presets, the first being the default."""


class Deal(NamedTuple):
    """The dealer deals twelve cards a seat and the monte of four (in its order)."""

    hands: tuple[tuple[Card, ...], ...]
    monte: tuple[Card, ...]


class Play(NamedTuple):
    """A seat plays a card to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Bid:
    """A seat bids a contract, or passes (``contract`` None): a pass is final."""

    seat: int
    contract: Contract | None


@dataclass(frozen=True, slots=True)
class Call:
    """Chiamo: the soloist names a card he lacks."""

    seat: int
    called: Card


@dataclass(frozen=True, slots=True)
class Give:
    """Chiamo: the soloist gives the holder of the called card this card in exchange."""

    seat: int
    given: Card


@dataclass(frozen=True, slots=True)
class Discard:
    """A seat lays a card face down into the new monte (one action a card)."""

    seat: int
    discarded: Card


@dataclass(frozen=True, slots=True)
class Take:
    """Scegliete: the first opponent takes these monte cards, the other opponent the rest."""

    seat: int
    taken: tuple[Card, ...]


Action: TypeAlias = Deal | Play | Bid | Call | Give | Discard | Take


class Bidded(NamedTuple):
    """A seat bid (or passed, ``contract`` None)."""

    seat: int
    contract: Contract | None


class PassedOut(NamedTuple):
    """Everyone passed: ``redealt`` if the same dealer dealt again unshuffled (lowest bid solo)."""

    dealer: int
    redealt: bool


class Contracted(NamedTuple):
    """The auction is over: ``soloist`` plays ``contract`` against the other two."""

    soloist: int
    contract: Contract


class CardCalled(NamedTuple):
    """Chiamo: the soloist called ``card``; ``holder`` has it (-1: it is in the monte)."""

    soloist: int
    card: Card
    holder: int


class Exchanged(NamedTuple):
    """The holder gave the called card and got ``given`` (seen by those two only)."""

    soloist: int
    holder: int
    called: Card
    given: Card


class MonteShown(NamedTuple):
    """The monte is turned face up for all to see (chiamo, solo, scegliete)."""

    cards: tuple[Card, ...]


class MonteTaken(NamedTuple):
    """A seat took ``number`` monte cards (``cards`` shown only if the monte was face up)."""

    seat: int
    number: int
    cards: tuple[Card, ...]


class Discarded(NamedTuple):
    """A seat discarded a card face down (which one only that seat knows)."""

    seat: int


class HandScored(NamedTuple):
    """The hand is over: the soloist's whole points, whether he made it, and the scores won."""

    soloist: int
    contract: Contract
    points: int
    made: bool
    multiplier: int
    """1, 2 for every trick to the winning side, 3 for all 11 points without every trick."""
    gained: tuple[int, ...]
    monte: tuple[Card, ...]
    """The monte that went with the last trick, shown at the end."""


class GameOver(NamedTuple):
    """A seat reached the target: the winners (the highest score, ties sharing)."""

    winners: tuple[int, ...]


Event: TypeAlias = (
    HandDealt
    | CardPlayed
    | TrickWon
    | Bidded
    | PassedOut
    | Contracted
    | CardCalled
    | Exchanged
    | MonteShown
    | MonteTaken
    | Discarded
    | HandScored
    | GameOver
)
"""Every event of a Terziglio match."""
