"""Zifuli's bidding actions (deals and plays are the shared ``Deal`` and ``Play``).

A bid names a design (``call``), never a ``card`` field: the table tells card plays from
choices by that field.
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.games.cucco.cards import Design


class Bid(NamedTuple):
    """A seat bids by calling a design it holds."""

    seat: int
    call: Design


class Pass(NamedTuple):
    """A seat passes; it may not bid again this hand."""

    seat: int


ZifuliAction: TypeAlias = Deal | Play | Bid | Pass
"""Every action of a Zifuli match."""
