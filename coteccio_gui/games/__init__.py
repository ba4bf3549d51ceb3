"""The games of this table, by name.

Each game is a module with ``SPEC``, its :class:`~coteccio_gui.engine.game.GameSpec`, and
its rules behind the :class:`~coteccio_gui.engine.game.Game` interface. The computer players
of a game live in ``coteccio_gui.players.<name>`` and its look at the table in
``coteccio_gui.ui.games.<name>``: adding a game is adding its modules, a loader and a line here.
Modules are imported when a game is first used (a plain import statement in its loader), so
start-up loads only what it shows.
"""

from __future__ import annotations

from collections.abc import Callable

from coteccio_gui.engine.game import GameSpec


def _coteccio() -> GameSpec:
    from coteccio_gui.games.coteccio import SPEC

    return SPEC


def _rovescino() -> GameSpec:
    from coteccio_gui.games.rovescino import SPEC

    return SPEC


def _coch() -> GameSpec:
    from coteccio_gui.games.coch import SPEC

    return SPEC


def _zifuli() -> GameSpec:
    from coteccio_gui.games.zifuli import SPEC

    return SPEC


def _tressette() -> GameSpec:
    from coteccio_gui.games.tressette import SPEC

    return SPEC


def _tressette_in_due() -> GameSpec:
    from coteccio_gui.games.tressette_in_due import SPEC

    return SPEC


def _terziglio() -> GameSpec:
    from coteccio_gui.games.terziglio import SPEC

    return SPEC


GAMES: dict[str, Callable[[], GameSpec]] = {
    "coteccio": _coteccio,
    "rovescino": _rovescino,
    "coch": _coch,
    "zifuli": _zifuli,
    "tressette": _tressette,
    "tressette-in-due": _tressette_in_due,
    "terziglio": _terziglio,
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
    load = GAMES.get(name) if isinstance(name, str) else None
    if load is None:
        raise UnknownGame(name)
    return load()
