"""How a game's coach says a card's numbers: the game's own measure, in a player's words."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Measure:
    """How a game's coach says a card's numbers (the messages are translated when said)."""

    best: str
    """The expert's card and the next best, with ``{card} {a} {other} {b}``."""
    review: str
    """A play that was not the expert's card: ``{card}`` the expert's, ``{a}`` its number,
    ``{b}`` the number of the card played."""
    named: str
    """The same of a person named ``{name}`` (a match more than one person played)."""
    spec: str = ".1f"
    """How a number is written (``decimal``), unless it is a percentage."""
    percent: bool = False
