"""The games of this table, by name.

Each game is a module with ``SPEC``, its :class:`~coteccio_gui.engine.game.GameSpec`, and
its rules behind the :class:`~coteccio_gui.engine.game.Game` interface. The computer players
of a game live in ``coteccio_gui.players.<name>`` and its look at the table in
``coteccio_gui.ui.games.<name>``: adding a game is adding its modules, a loader and a line here.
Modules are imported when a game is first used (a plain import statement in its loader), so
start-up loads only what it shows.
"""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.game import GameSpec

GAMES: tuple[str, ...] = (
    "coteccio",
    "rovescino",
    "coch",
    "zifuli",
    "tressette",
    "tressette-in-due",
    "terziglio",
    "stovkahra",
)
"""Every game by its name in records and on the command line, Coteccio first."""
DEFAULT = "coteccio"


class UnknownGame(ValueError):
    """A game name this table does not know."""

    def __init__(self, name: object) -> None:
        super().__init__(f"unknown game {name!r}; this table plays {', '.join(GAMES)}")
        self.name = name


def spec(name: str) -> GameSpec:
    """The spec of the game called ``name``; ``UnknownGame`` if there is none."""
    if not isinstance(name, str) or name not in GAMES:
        raise UnknownGame(name)
    return _spec(name)


def _spec(game: str) -> GameSpec:
    """The spec of a known game, its module imported the first time it is asked for.

    Each spec is a ``GameSpec`` of its own game's actions, events and rules; from here on it
    is any game's, whose actions, events and rules are passed back only to that same game.
    """
    found: object
    if game == "coteccio":
        from coteccio_gui.games.coteccio import SPEC as found
    elif game == "rovescino":
        from coteccio_gui.games.rovescino import SPEC as found
    elif game == "coch":
        from coteccio_gui.games.coch import SPEC as found
    elif game == "zifuli":
        from coteccio_gui.games.zifuli import SPEC as found
    elif game == "tressette":
        from coteccio_gui.games.tressette import SPEC as found
    elif game == "tressette-in-due":
        from coteccio_gui.games.tressette_in_due import SPEC as found
    elif game == "terziglio":
        from coteccio_gui.games.terziglio import SPEC as found
    elif game == "stovkahra":
        from coteccio_gui.games.stovkahra import SPEC as found
    else:
        raise KeyError(game)
    return cast(GameSpec, found)
