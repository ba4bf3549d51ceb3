"""Zifuli's house rules and fixed numbers: five players, eight cards, the stakes of the text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.errors import HouseRuleError

PLAYERS = 5
HAND_SIZE = 8
BATCH = 4
STAKE_PAIR = (2, 1, 1)
"""With a partner: the bidder wins or pays 2, the partner 1, each opponent pays or wins 1."""
STAKE_ALONE = (8, 2)
"""Alone: the bidder wins or pays 8, each opponent pays or wins 2."""
ROUNDS_RANGE = (1, 9)


@dataclass(frozen=True, slots=True)
class ZifuliRules:
    """The house rules of one match, validated on creation.

    >>> ZifuliRules().rounds
    2
    >>> ZifuliRules(rounds=True)
    Traceback (most recent call last):
    ...
    coteccio_gui.engine.errors.HouseRuleError: rounds must be a whole number from 1 to 9
    """

    rounds: int = 2
    """How many times each player deals: a match is ``rounds`` × 5 hands (hands thrown in
    when everyone passes count too)."""

    def __post_init__(self) -> None:
        low, high = ROUNDS_RANGE
        if type(self.rounds) is not int or not low <= self.rounds <= high:
            raise HouseRuleError("rounds", f"rounds must be a whole number from {low} to {high}")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ZifuliRules:
        """Rules from a record's ``rules`` object; missing keys take the defaults."""
        for key in data:
            if key != "rounds":
                raise HouseRuleError(key, f"unknown rule {key!r}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record writes them."""
        return {"rounds": self.rounds}

    @property
    def hands(self) -> int:
        """The hands of a match."""
        return self.rounds * PLAYERS


PRESETS: dict[str, ZifuliRules] = {
    "two_rounds": ZifuliRules(rounds=2),
    "one_round": ZifuliRules(rounds=1),
    "four_rounds": ZifuliRules(rounds=4),
}
"""Named presets for the set-up, the default first."""
