"""House rules of the Tressette family: what a table agrees before the first deal.

Every game reads its rules the same strict way (``read_rules``): a missing key takes its
default, an unknown key or a bad value is a ``HouseRuleError`` naming the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from coteccio_gui.engine.errors import HouseRuleError

TARGETS = (21, 31, 51)
"""The scores a game may be played to."""
MAX_STAKE = 1000


def _target(name: str, value: Any) -> int:
    if type(value) is not int or value not in TARGETS:
        raise HouseRuleError(name, f"{name} must be 21, 31 or 51")
    return value


def _flag(name: str, value: Any) -> bool:
    if type(value) is not bool:
        raise HouseRuleError(name, f"{name} must be true or false")
    return value


def _stake(name: str, value: Any) -> int:
    if type(value) is not int or not 1 <= value <= MAX_STAKE:
        raise HouseRuleError(name, f"{name} must be a whole number from 1 to {MAX_STAKE}")
    return value


Reader = Callable[[str, Any], Any]


def read_rules(data: Mapping[str, Any], readers: Mapping[str, Reader]) -> dict[str, Any]:
    """The checked values of ``data`` (only keys that are present); unknown keys refused."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        reader = readers.get(key)
        if reader is None:
            raise HouseRuleError(str(key), f"unknown rule {key!r}")
        out[key] = reader(key, value)
    return out


@dataclass(frozen=True, slots=True)
class TressetteRules:
    """Tressette's house rules (four players)."""

    KEYS: ClassVar[tuple[str, ...]] = (
        "target", "declarations", "claiming", "striscio", "chiamata", "stake",
    )  # fmt: skip
    target: int = 31
    """The score that wins the game: 21, 31 or 51 (21 by default without declarations)."""
    declarations: bool = True
    """Buon gioco: fours, threes and napoletane are declared and scored."""
    claiming: bool = True
    """A side may claim to have reached the target ("we have 31"); off: every hand is played out."""
    striscio: bool = True
    """The third signal, *striscio* ("my best suit"), is admitted (four players only)."""
    chiamata: bool = False
    """*Con la chiamata del Tre*: eldest calls a Three and its holder is his secret partner."""
    stake: int = 1
    """What a game is worth; a cappotto wins it twice, a collatondrione sixteen times."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The rules of a record's ``rules`` object; missing keys take the defaults."""
        readers: dict[str, Reader] = {
            "target": _target,
            "declarations": _flag,
            "claiming": _flag,
            "striscio": _flag,
            "chiamata": _flag,
            "stake": _stake,
        }
        values = read_rules(data, {k: readers[k] for k in cls.KEYS})
        if values.get("chiamata"):
            if values.get("declarations"):
                raise HouseRuleError(
                    "declarations", "declarations cannot be played with the chiamata del Tre"
                )
            values["declarations"] = False
        if "target" not in values and not values.get("declarations", True):
            values["target"] = 21
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """Every rule of this game, as a record writes it."""
        return {k: getattr(self, k) for k in self.KEYS}


@dataclass(frozen=True, slots=True)
class DueRules(TressetteRules):
    """Tressette in due's house rules: no partner, so no signals and no chiamata."""

    KEYS: ClassVar[tuple[str, ...]] = ("target", "declarations", "claiming", "stake")
    striscio: bool = False


PRESETS: dict[str, TressetteRules] = {
    "classic": TressetteRules(),
    "senza accusi": TressetteRules(target=21, declarations=False),
    "chiamata": TressetteRules(target=21, declarations=False, chiamata=True),
    "to the end": TressetteRules(claiming=False),
}
"""The set-up's presets for four players, the first being the default."""
DUE_PRESETS: dict[str, DueRules] = {
    "classic": DueRules(),
    "senza accusi": DueRules(target=21, declarations=False),
    "to the end": DueRules(claiming=False),
}
"""The set-up's presets for two players."""
