"""The one interface every computer player offers the table, for every game."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

if TYPE_CHECKING:
    from typing_extensions import TypeVar
else:
    from coteccio_gui.engine.game import TypeVar

ActionT_co = TypeVar("ActionT_co", covariant=True, default=object)
"""The actions a player gives: its game's (``object`` for a player of any game)."""


class Player(Protocol[ActionT_co]):
    """Decides for one seat from its view only; every random choice uses the ``rng`` given."""

    def decide(self, view: Any, rng: random.Random) -> ActionT_co:
        """The action to take now: one of the actions the game allows this seat."""
        ...


Factory: TypeAlias = Callable[[float | None], Player]
"""How a level's player is made, given the expert's time budget in seconds (None: its own)."""


def plain(make: Callable[[], Player]) -> Factory:
    """The factory of a level that has no time budget to take."""
    return lambda _time_budget_s: make()
