"""Zifuli's house rules and fixed numbers: five players, eight cards, the stakes of the text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.house_rules import RecordRules, check_true_or_false, check_whole_number

PLAYERS = 5
HAND_SIZE = 8
BATCH = 4
STAKE_PAIR = (2, 1, 1)
"""With a partner: the bidder wins or pays 2, the partner 1, each opponent pays or wins 1."""
STAKE_ALONE = (8, 2)
"""Alone: the bidder wins or pays 8, each opponent pays or wins 2."""
ROUNDS_RANGE = (1, 9)


@dataclass(frozen=True, slots=True)
class ZifuliRules(RecordRules):
    """The house rules of one match, validated on creation.

    >>> ZifuliRules().rounds
    2
    >>> ZifuliRules(rounds=True)
    Traceback (most recent call last):
    ...
    coteccio_gui.engine.errors.HouseRuleError: rounds must be a whole number from 1 to 9
    """

    rounds: int = 2
    """How many rounds of deals: a match is ``rounds`` × 5 hands."""
    thrown_in_counts: bool = True
    """Whether a hand thrown in (everyone passed) counts as one of the match's hands. Records
    without the rule keep counting them (as the first release did); a new match from the
    set-up plays every hand of the match (``False``: see ``PRESETS``)."""

    def __post_init__(self) -> None:
        check_whole_number(self, "rounds", *ROUNDS_RANGE)
        check_true_or_false(self, "thrown_in_counts")

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record writes them."""
        out: dict[str, Any] = {"rounds": self.rounds}
        if not self.thrown_in_counts:  # a record of the first release's rule stays as it was
            out["thrown_in_counts"] = False
        return out

    @property
    def hands(self) -> int:
        """The hands of a match."""
        return self.rounds * PLAYERS


PRESETS: dict[str, ZifuliRules] = {
    "two_rounds": ZifuliRules(rounds=2, thrown_in_counts=False),
    "one_round": ZifuliRules(rounds=1, thrown_in_counts=False),
    "four_rounds": ZifuliRules(rounds=4, thrown_in_counts=False),
}
"""Named presets for the set-up, the default first."""
