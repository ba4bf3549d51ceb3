"""Actions: what a seat (or the dealer) does. One action is one event of the match record."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card


class CapottoChoice(StrEnum):
    """The four-trick seat's choice before the fifth trick."""

    ANNUL = "annul"
    PLAY = "play"


class Deal(NamedTuple):
    """The dealer deals these hands: one per seat, empty for a seat that is out."""

    hands: tuple[tuple[Card, ...], ...]


class Play(NamedTuple):
    """A seat plays a card."""

    seat: int
    card: Card


class Capotto(NamedTuple):
    """The seat that won the first four tricks annuls the hand or plays on."""

    seat: int
    choice: CapottoChoice


class Doctor(NamedTuple):
    """A seat at 0 lives calls the doctor (``call=True``) or goes out."""

    seat: int
    call: bool


Action: TypeAlias = Deal | Play | Capotto | Doctor
