"""Rovescino's actions (one per record event) and the events only Rovescino has.

Dealing, playing and taking tricks use the shared events of ``engine.events``
(``HandDealt``, ``CardPlayed``, ``TrickWon`` with a ``Trick`` whose points are in thirds
of a point), so the table animates them as in any game. The rest is here: small named
tuples of numbers and cards, never text.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon


class Phase(StrEnum):
    """What the match waits for."""

    DEAL = "deal"
    PLAY = "play"
    FINISHED = "finished"


class Deal(NamedTuple):
    """The dealer deals: one hand per seat (empty for a seat out of the match) and the monte."""

    hands: tuple[tuple[Card, ...], ...]
    monte: tuple[Card, ...]


class Play(NamedTuple):
    """A seat plays a card."""

    seat: int
    card: Card


class MonteLaid(NamedTuple):
    """After the deal: the cards left over lie face down as the monte (``size`` may be 0)."""

    size: int


class MonteTaken(NamedTuple):
    """The winner of the last trick takes the monte, turned face up, with its card points."""

    seat: int
    cards: tuple[Card, ...]
    thirds: int


class HandScored(NamedTuple):
    """A hand ended: what each seat took and the penalty points it scores.

    ``thirds[s]`` is the card points seat s took, in thirds of a point, with the last trick
    (3) and the monte; ``points[s]`` the whole penalty points it scores after the rounding;
    ``dropped`` the thirds nobody scores (the fractions on the floor); ``cappotto`` the seat
    that took all 11 points (it scores 0, the others 11) or -1; ``scores`` the match scores now.
    """

    thirds: tuple[int, ...]
    points: tuple[int, ...]
    dropped: int
    last_trick: int
    cappotto: int
    scores: tuple[int, ...]


class SeatEliminated(NamedTuple):
    """With elimination: a seat reached the target and drops out of the match."""

    seat: int
    score: int


class TieForLowest(NamedTuple):
    """The match would end, but these seats share the lowest score: another hand is dealt."""

    seats: tuple[int, ...]
    score: int


class MatchOver(NamedTuple):
    """The match is over: ``winners`` have the lowest score, ``losers`` reached the target."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[int, ...]


Action: TypeAlias = Deal | Play
"""Every action of a Rovescino match."""
Event: TypeAlias = (
    HandDealt
    | CardPlayed
    | TrickWon
    | MonteLaid
    | MonteTaken
    | HandScored
    | SeatEliminated
    | TieForLowest
    | MatchOver
)
"""Every event of a Rovescino match."""
