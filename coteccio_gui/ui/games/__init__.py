"""How each game looks at the table: one presentation per game, found by its name.

``coteccio_gui.ui.games.<name>`` (a dash in the name is an underscore in the module) has
``PRESENTATION``; adding a game adds its module and its branch in ``_module``. Each is imported the
first time its game is shown, by a plain import statement, so the layers can be read.
"""

from __future__ import annotations

from types import ModuleType

from coteccio_gui import games
from coteccio_gui.ui.games.base import Presentation


def presentation(game: str) -> Presentation:
    """The presentation of ``game``."""
    found: Presentation = _module(game).PRESENTATION
    return found


def playable() -> list[str]:
    """The games the table can present, in the registry's order (Coteccio first)."""
    return list(games.GAMES)


def _module(game: str) -> ModuleType:
    """The presentation module of a known game, imported the first time it is shown."""
    module: ModuleType
    if game == "coteccio":
        from coteccio_gui.ui.games import coteccio as module
    elif game == "rovescino":
        from coteccio_gui.ui.games import rovescino as module
    elif game == "coch":
        from coteccio_gui.ui.games import coch as module
    elif game == "zifuli":
        from coteccio_gui.ui.games import zifuli as module
    elif game == "tressette":
        from coteccio_gui.ui.games import tressette as module
    elif game == "tressette-in-due":
        from coteccio_gui.ui.games import tressette_in_due as module
    elif game == "terziglio":
        from coteccio_gui.ui.games import terziglio as module
    else:
        raise KeyError(game)
    return module
