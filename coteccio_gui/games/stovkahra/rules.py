"""Stovkahra's fixed numbers and its house rules: where the sources leave a choice that tables
could reasonably make the other way, a rule with the brief's choice as its default
(STOVKAHRA.md §7 and §9; one sentence each on the rules screen, docs/rules.md).

>>> StovkahraRules().series, StovkahraRules.from_dict({"deal_end": "higher_total"}).deal_end
(10, <DealEnd.HIGHER_TOTAL: 'higher_total'>)
>>> StovkahraRules(series=15)
Traceback (most recent call last):
...
coteccio_gui.engine.errors.HouseRuleError: series must be 10 or 20
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coteccio_gui.engine.errors import HouseRuleError
from coteccio_gui.engine.house_rules import RecordRules, check_choice, check_true_or_false

PLAYERS = 4
HAND = 8
"""Cards a seat: 3, then 2, then 3."""
BATCHES = (3, 2, 3)
FACE_UP = 3
"""The first batch of the dealer's left (eldest) is dealt face up."""
GAME = 100
"""The points that win a game."""
LOSERS_LINE = 50
"""Losers with this many points or more pay 1 brčko; with fewer, 2."""
WRONG_DOST = 2
"""The brčka the opponents win on a wrong "dost"."""
LAST_TRICK = 6
SEVEN_FIRST = 52
SEVEN_MIDDLE = 10
SEVEN_LAST = 20
"""A Seven taking the last trick: 20 more, 26 with the last trick's 6."""
SERIES = (10, 20)


class DealEnd(StrEnum):
    """Who wins a game when a deal is played out without "dost" and a side has 100."""

    FIRST_TO_100 = "first_to_100"
    """The first side to reach 100, counting event by event (the brief's choice)."""
    HIGHER_TOTAL = "higher_total"
    """The side with more points (the first to reach 100 on equal totals)."""


class Shuffle(StrEnum):
    """When the pack is shuffled; every other deal is gathered and cut."""

    EACH_GAME = "each_game"
    """Before the first deal of each game ([P], the brief's choice)."""
    ONCE = "once"
    """Only before the first deal of the series ([PB]'s "only at start of play")."""


@dataclass(frozen=True, slots=True)
class StovkahraRules(RecordRules):
    """The house rules of one series, validated on creation."""

    deal_end: DealEnd = DealEnd.FIRST_TO_100
    """Who wins when a deal ends without "dost" and a side has reached 100."""
    series: int = 10
    """The brčka that win the series: 10, or 20 (the optional variant: two series, or a draw)."""
    shuffle: Shuffle = Shuffle.EACH_GAME
    """Before which deals the pack is shuffled."""
    beat_partner: bool = True
    """A follower must beat the card heading the trick even when it is its partner's."""
    underruff: bool = True
    """A seat that cannot follow nor overtrump must still play a lower trump."""

    def __post_init__(self) -> None:
        check_choice(self, "deal_end", DealEnd)
        if type(self.series) is not int or self.series not in SERIES:
            raise HouseRuleError("series", "series must be 10 or 20")
        check_choice(self, "shuffle", Shuffle)
        check_true_or_false(self, "beat_partner")
        check_true_or_false(self, "underruff")

    def to_dict(self) -> dict[str, Any]:
        """Every rule, as a record writes it."""
        return {
            "deal_end": self.deal_end.value,
            "series": self.series,
            "shuffle": self.shuffle.value,
            "beat_partner": self.beat_partner,
            "underruff": self.underruff,
        }


PRESETS: dict[str, StovkahraRules] = {
    "classic": StovkahraRules(),
    "to_twenty": StovkahraRules(series=20),
    "partners_spared": StovkahraRules(beat_partner=False, underruff=False),
}
"""The set-up's presets, the default first: the brief's rules; the series to 20; a gentler
play (partners need not beat each other, no forced underruff)."""
