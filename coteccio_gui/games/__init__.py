"""The games of this table: one list that names each game once, and where its parts live.

A game is three packages of one name, one in each layer: its rules in
``coteccio_gui.games.<package>`` (``SPEC``, the game's
:class:`~coteccio_gui.engine.game.GameSpec` with its pack, and ``WIRE``, its view and events
as JSON), its computer players in ``coteccio_gui.players.<package>`` (``FACTORIES`` and what
a tournament and the coach need) and its look at the table in
``coteccio_gui.ui.games.<package>`` (``PRESENTATION``: its words, panels, dialogs, coach's
words, hand order, what lies on the table). Each layer finds its own part through
:data:`GAMES` and imports it the first time the game is used, so start-up loads only what it
shows. Adding a game is its three packages and one line in :data:`GAMES`; nothing else names
a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

from coteccio_gui.engine.game import GameSpec
from coteccio_gui.engine.wire import Wire


@dataclass(frozen=True, slots=True)
class Listed:
    """One game of the list: its name and the name of its package in every layer."""

    name: str
    """The game's name in records, settings and on the command line."""
    package: str = ""
    """The name of its package in each layer (the name, if it is a Python name)."""

    def part(self, layer: str) -> ModuleType:
        """The game's package in ``layer`` (a package of this program: ``coteccio_gui.players``…),
        imported the first time it is asked for."""
        return import_module(f"{layer}.{self.package or self.name}")


GAMES: tuple[Listed, ...] = (
    Listed("coteccio"),
    Listed("rovescino"),
    Listed("coch"),
    Listed("zifuli"),
    Listed("tressette"),
    Listed("tressette-in-due", "tressette_in_due"),
    Listed("terziglio"),
    Listed("stovkahra"),
)
"""Every game of this table, Coteccio first (the order of every list of games shown)."""
NAMES: tuple[str, ...] = tuple(g.name for g in GAMES)
"""Every game's name, in the list's order."""
DEFAULT = GAMES[0].name
"""The game a new player starts with."""


class UnknownGame(ValueError):
    """A game name this table does not know."""

    def __init__(self, name: object) -> None:
        super().__init__(f"unknown game {name!r}; this table plays {', '.join(NAMES)}")
        self.name = name


_BY_NAME = {g.name: g for g in GAMES}


def listed(name: object) -> Listed:
    """The list's entry of the game called ``name``; ``UnknownGame`` if there is none."""
    found = _BY_NAME.get(name) if isinstance(name, str) else None
    if found is None:
        raise UnknownGame(name)
    return found


def spec(name: object) -> GameSpec:
    """The spec of the game called ``name``; ``UnknownGame`` if there is none."""
    found = listed(name).part(__name__).SPEC
    if not isinstance(found, GameSpec):
        raise TypeError(f"{__name__}.{listed(name).package}.SPEC is not a GameSpec")
    return found


def wire(name: object) -> Wire:
    """The wire of the game called ``name``: its view and events as JSON (``UnknownGame`` if
    there is none)."""
    found = listed(name).part(__name__).WIRE
    if not isinstance(found, Wire):
        raise TypeError(f"{__name__}.{listed(name).package}.WIRE is not a Wire")
    return found
