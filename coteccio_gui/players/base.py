"""The one interface every computer player offers the table, for every game."""

from __future__ import annotations

import random
from typing import Any, Protocol

from coteccio_gui.engine.game import Action


class Player(Protocol):
    """Decides for one seat from its view only; every random choice uses the ``rng`` given."""

    def decide(self, view: Any, rng: random.Random) -> Action:
        """The action to take now: one of the actions the game allows this seat."""
        ...
