"""The games of this table, by name.

Each game is a module with ``SPEC``, its :class:`~coteccio_gui.engine.game.GameSpec`, and
its rules behind the :class:`~coteccio_gui.engine.game.Game` interface. The computer players
of a game live in ``coteccio_gui.players.<name>`` and its look at the table in
``coteccio_gui.ui.games.<name>``: adding a game is adding its modules and one line here.
Modules are imported when a game is first used, so start-up loads only what it shows.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coteccio_gui.engine.game import GameSpec

GAMES: dict[str, str] = {
    "coteccio": "coteccio_gui.games.coteccio",
    "rovescino": "coteccio_gui.games.rovescino",
    "coch": "coteccio_gui.games.coch",
    "zifuli": "coteccio_gui.games.zifuli",
    "tressette": "coteccio_gui.games.tressette",
    "tressette-in-due": "coteccio_gui.games.tressette_in_due",
    "terziglio": "coteccio_gui.games.terziglio",
}
"""Every game by its name in records and on the command line, Coteccio first."""
DEFAULT = "coteccio"


class UnknownGame(ValueError):
    """A game name this table does not know."""

    def __init__(self, name: object) -> None:
        super().__init__(f"unknown game {name!r}; this table plays {', '.join(GAMES)}")
        self.name = name


def spec(name: str) -> GameSpec:
    """The spec of the game called ``name``; ``UnknownGame`` if there is none."""
    module = GAMES.get(name) if isinstance(name, str) else None
    if module is None:
        raise UnknownGame(name)
    found: GameSpec = importlib.import_module(module).SPEC
    return found
