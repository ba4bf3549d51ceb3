"""Player settings: one typed object passed to the UI."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Speed(StrEnum):
    """How fast cards move."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


SPEED_FACTOR = {Speed.SLOW: 1.7, Speed.NORMAL: 1.0, Speed.FAST: 0.45, Speed.INSTANT: 0.0}
"""Multiplier of every animation's duration."""


@dataclass
class Settings:
    """What a player can change: card faces, animation speed."""

    faces: str = "triestine"
    four_colour: bool = False
    speed: Speed = Speed.NORMAL

    @property
    def speed_factor(self) -> float:
        """Multiplier of every animation's duration."""
        return SPEED_FACTOR[self.speed]
