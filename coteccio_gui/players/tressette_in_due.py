"""Tressette in due's computer players: the Tressette levels, for one player a side."""

from __future__ import annotations

from coteccio_gui.players.tressette import (
    FACTORIES,
    HIGHER_IS_BETTER,
    deal_for_duplicate,
    play_dealt_hand,
)

METRIC = "points of the seat"
"""What a tournament counts per seat and hand: card points and the last trick."""

__all__ = [
    "FACTORIES",
    "HIGHER_IS_BETTER",
    "METRIC",
    "deal_for_duplicate",
    "play_dealt_hand",
]
