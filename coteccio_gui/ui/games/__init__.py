"""How each game looks at the table: one presentation per game, found by its name.

``coteccio_gui.ui.games.<name>`` (a dash in the name is an underscore in the module) has
``PRESENTATION``; adding a game adds its module and one line here. Each module is imported the
first time its game is shown, by a plain import statement, so the layers can be read.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from coteccio_gui import games
from coteccio_gui.ui.games.base import Presentation


def presentation(game: str) -> Presentation:
    """The presentation of ``game``."""
    found: Presentation = presentation_module(game).PRESENTATION
    return found


def presentation_module(game: str) -> ModuleType:
    """The module of ``game``'s presentation (``PRESENTATION``, and maybe ``COACH``)."""
    return _MODULES[game]()


def playable() -> list[str]:
    """The games the table can present, in the registry's order (Coteccio first)."""
    return [g for g in games.GAMES if g in _MODULES]


def _coteccio() -> ModuleType:
    from coteccio_gui.ui.games import coteccio

    return coteccio


def _rovescino() -> ModuleType:
    from coteccio_gui.ui.games import rovescino

    return rovescino


def _coch() -> ModuleType:
    from coteccio_gui.ui.games import coch

    return coch


def _zifuli() -> ModuleType:
    from coteccio_gui.ui.games import zifuli

    return zifuli


def _tressette() -> ModuleType:
    from coteccio_gui.ui.games import tressette

    return tressette


def _tressette_in_due() -> ModuleType:
    from coteccio_gui.ui.games import tressette_in_due

    return tressette_in_due


def _terziglio() -> ModuleType:
    from coteccio_gui.ui.games import terziglio

    return terziglio


_MODULES: dict[str, Callable[[], ModuleType]] = {
    "coteccio": _coteccio,
    "rovescino": _rovescino,
    "coch": _coch,
    "zifuli": _zifuli,
    "tressette": _tressette,
    "tressette-in-due": _tressette_in_due,
    "terziglio": _terziglio,
}
