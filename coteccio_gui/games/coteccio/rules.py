"""Coteccio's house rules: the choices a table makes before a match, as RULES.md sets them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coteccio_gui.engine.house_rules import RecordRules, check_choice, check_whole_number

MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 5
"""Cards dealt to each seat."""
LAST_TRICK_POINTS = 6
"""The points of the last trick, to the seat that wins it."""


class DoctorLimitPer(StrEnum):
    """Whether the doctor limit counts calls of the whole table or of each player."""

    MATCH = "match"
    PLAYER = "player"


RANGES: dict[str, tuple[int, int]] = {
    "starting_lives": (1, 9),
    "stake": (0, 1000),
    "doctor_fee": (0, 1000),
    "doctor_limit": (0, 99),
}
"""Inclusive ranges of the numeric house rules."""


@dataclass(frozen=True, slots=True)
class HouseRules(RecordRules):
    """The house rules of one match, validated on creation.

    >>> HouseRules().starting_lives
    4
    >>> HouseRules(starting_lives=0)
    Traceback (most recent call last):
    ...
    coteccio_gui.engine.errors.HouseRuleError: starting_lives must be a whole number from 1 to 9
    """

    starting_lives: int = 4
    stake: int = 10
    doctor_fee: int = 5
    doctor_limit: int = 3
    doctor_limit_per: DoctorLimitPer = DoctorLimitPer.MATCH

    def __post_init__(self) -> None:
        for name, (low, high) in RANGES.items():
            check_whole_number(self, name, low, high)
        check_choice(self, "doctor_limit_per", DoctorLimitPer)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record writes them."""
        return {
            "starting_lives": self.starting_lives,
            "stake": self.stake,
            "doctor_fee": self.doctor_fee,
            "doctor_limit": self.doctor_limit,
            "doctor_limit_per": self.doctor_limit_per.value,
        }


PRESETS: dict[str, HouseRules] = {
    "trieste": HouseRules(starting_lives=4),
    "quick": HouseRules(starting_lives=3),
    "long": HouseRules(starting_lives=5),
}
"""Named presets offered by the new-match screen."""
