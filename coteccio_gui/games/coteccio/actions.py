"""Coteccio's actions: a deal, a play, and the capotto and doctor choices; one record event each."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.actions import Deal, Play


class CapottoChoice(StrEnum):
    """The four-trick seat's choice before the fifth trick."""

    ANNUL = "annul"
    PLAY = "play"


class Capotto(NamedTuple):
    """The seat that won the first four tricks annuls the hand or plays on."""

    seat: int
    choice: CapottoChoice


class Doctor(NamedTuple):
    """A seat at 0 lives calls the doctor (``call=True``) or goes out."""

    seat: int
    call: bool


Action: TypeAlias = Deal | Play | Capotto | Doctor

__all__ = ["Action", "Capotto", "CapottoChoice", "Deal", "Doctor", "Play"]
