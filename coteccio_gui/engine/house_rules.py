"""House rules as every game keeps them: a frozen dataclass, checked when it is made and read
from a record's ``rules`` object, a bad rule being a :class:`HouseRuleError` that names it.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Rules(RecordRules):
...     target: int = 2
...     def __post_init__(self) -> None:
...         check_whole_number(self, "target", 1, 9)
>>> Rules.from_dict({"target": 3})
Rules(target=3)
>>> Rules.from_dict({"targte": 3})
Traceback (most recent call last):
...
coteccio_gui.engine.errors.HouseRuleError: unknown rule 'targte'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from enum import StrEnum
from typing import Any, Self, cast

from coteccio_gui.engine.errors import HouseRuleError


class RecordRules:
    """The base of a game's rules dataclass: ``from_dict`` reads a record's ``rules`` object."""

    __slots__ = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rules from a record's ``rules`` object; missing keys take the defaults."""
        known = {f.name for f in fields(cast(Any, cls))}
        for key in data:
            if key not in known:
                raise HouseRuleError(key, f"unknown rule {key!r}")
        return cls(**data)


def check_whole_number(rules: object, name: str, low: int, high: int) -> None:
    """``HouseRuleError`` unless the rule ``name`` is a whole number from ``low`` to ``high``."""
    value = getattr(rules, name)
    if type(value) is not int or not low <= value <= high:
        raise HouseRuleError(name, f"{name} must be a whole number from {low} to {high}")


def check_true_or_false(rules: object, name: str) -> None:
    """``HouseRuleError`` unless the rule ``name`` is true or false."""
    if type(getattr(rules, name)) is not bool:
        raise HouseRuleError(name, f"{name} must be true or false")


def check_choice(rules: object, name: str, kind: type[StrEnum]) -> None:
    """Make the rule ``name`` a member of ``kind`` (a record gives it as its string value),
    in place on the frozen ``rules``; ``HouseRuleError`` naming the choices if it is none."""
    value = getattr(rules, name)
    if isinstance(value, kind):
        return
    allowed = [m.value for m in kind]
    if not isinstance(value, str) or value not in allowed:
        choices = " or ".join(f'"{v}"' for v in allowed)
        raise HouseRuleError(name, f"{name} must be {choices}")
    object.__setattr__(rules, name, kind(value))
