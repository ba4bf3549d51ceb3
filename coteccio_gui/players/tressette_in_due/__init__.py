"""Tressette in due's computer players: the Tressette levels, for one player a side."""

from __future__ import annotations

from coteccio_gui.players.tressette import DUPLICATE, FACTORIES, HIGHER_IS_BETTER, coach_study

METRIC = "points of the seat"
"""What a tournament counts per seat and hand: card points and the last trick."""

__all__ = ["DUPLICATE", "FACTORIES", "HIGHER_IS_BETTER", "METRIC", "coach_study"]
