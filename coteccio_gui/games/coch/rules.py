"""Cöch's house rules: how long a match lasts (the source is silent; see docs/rules.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.house_rules import RecordRules, check_whole_number

MIN_PLAYERS = 2
MAX_PLAYERS = 4
SEATS = 4
"""Cöch is always played with four hands; with two or three people the absent hands lie face
up and are played by their partners."""
HAND_SIZE = 10
PACKET = 5
TARGET_RANGE = (1, 9)


@dataclass(frozen=True, slots=True)
class CochRules(RecordRules):
    """The house rules of one match, validated on creation.

    >>> CochRules().target
    2
    >>> CochRules(target=0)
    Traceback (most recent call last):
    ...
    coteccio_gui.engine.errors.HouseRuleError: target must be a whole number from 1 to 9
    """

    target: int = 2
    """Hands a side must win to win the match (2: the best of three, 'al meglio delle tre')."""

    def __post_init__(self) -> None:
        check_whole_number(self, "target", *TARGET_RANGE)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record writes them."""
        return {"target": self.target}


PRESETS: dict[str, CochRules] = {
    "best_of_three": CochRules(target=2),
    "one_hand": CochRules(target=1),
    "best_of_five": CochRules(target=3),
}
"""Named presets for the set-up, the default first."""
