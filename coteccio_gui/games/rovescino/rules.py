"""Rovescino's house rules: the target, elimination, the fractions, cappotto and ties.

Every rule has a default (docs/rules.md, *Rovescino*) and is checked when the rules are
made; a rule out of range is a :class:`HouseRuleError` naming it.

>>> RovescinoRules().target
21
>>> RovescinoRules(target=15)
Traceback (most recent call last):
...
coteccio_gui.engine.errors.HouseRuleError: target must be a whole number from 21 to 101
>>> RovescinoRules.from_dict({"fractions": "floor"}).fractions
<Fractions.FLOOR: 'floor'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coteccio_gui.engine.house_rules import (
    RecordRules,
    check_choice,
    check_true_or_false,
    check_whole_number,
)

MIN_PLAYERS = 3
MAX_PLAYERS = 8
TARGET_RANGE = (21, 101)
"""The penalty score that ends the match (inclusive range; 21 as in the source)."""


class Fractions(StrEnum):
    """What happens to the thirds of a point that do not make a whole point."""

    LAST_TRICK = "last_trick"
    """Each seat's total is rounded down, and the winner of the last trick is charged what
    the others' rounding leaves of the 11 points: every hand deals out exactly 11."""
    FLOOR = "floor"
    """Each seat's total is rounded down and the fractions drop on the floor."""


class LowestTie(StrEnum):
    """What happens when the match ends with several seats on the lowest score."""

    SHARE = "share"
    """They share the win."""
    PLAY_ON = "play_on"
    """Another hand is dealt, as often as needed, until one seat alone has the lowest score."""


@dataclass(frozen=True, slots=True)
class RovescinoRules(RecordRules):
    """The house rules of one match of Rovescino, validated on creation."""

    target: int = 21
    """A seat that reaches this many penalty points loses (or drops out, with elimination)."""
    elimination: bool = False
    """With 4 or more seats: each seat that reaches the target drops out until three remain."""
    fractions: Fractions = Fractions.LAST_TRICK
    cappotto: bool = True
    """A seat that takes all 11 points scores 0 and every other seat in the hand scores 11."""
    lowest_tie: LowestTie = LowestTie.SHARE

    def __post_init__(self) -> None:
        check_whole_number(self, "target", *TARGET_RANGE)
        for name in ("elimination", "cappotto"):
            check_true_or_false(self, name)
        check_choice(self, "fractions", Fractions)
        check_choice(self, "lowest_tie", LowestTie)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record writes them (every key)."""
        return {
            "target": self.target,
            "elimination": self.elimination,
            "fractions": self.fractions.value,
            "cappotto": self.cappotto,
            "lowest_tie": self.lowest_tie.value,
        }


PRESETS: dict[str, RovescinoRules] = {
    "classic": RovescinoRules(),
    "elimination": RovescinoRules(elimination=True),
    "long": RovescinoRules(target=31),
}
"""Named presets offered by the set-up: the defaults first."""
