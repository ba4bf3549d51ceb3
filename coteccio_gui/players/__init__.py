"""Who decides: the computer players, from the seat view only, behind one ``Player`` protocol."""

from __future__ import annotations

from coteccio_gui.players.base import Player
from coteccio_gui.players.heuristic import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels offered to people, weakest first."""
ALL_LEVELS = ("random", *LEVELS)
"""Every level, with ``random`` for tests and tournaments."""


def make_player(level: str, *, time_budget_s: float | None = None) -> Player:
    """A computer player of this level; ``time_budget_s`` bounds the expert's thinking per card."""
    if level == "random":
        return RandomPlayer()
    if level == "easy":
        return EasyPlayer()
    if level == "normal":
        return NormalPlayer()
    if level == "hard":
        return HardPlayer()
    if level == "expert":
        from coteccio_gui.players.expert import ExpertPlayer

        return ExpertPlayer() if time_budget_s is None else ExpertPlayer(time_budget_s)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ALL_LEVELS)}")


__all__ = ["ALL_LEVELS", "LEVELS", "Player", "make_player"]
