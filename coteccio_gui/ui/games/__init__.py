"""How each game looks at the table: one presentation per game, found by its name.

``coteccio_gui.ui.games.<name>`` (a dash in the name is an underscore in the module) has
``PRESENTATION``; adding a game adds its module here, nothing else.
"""

from __future__ import annotations

import importlib
import importlib.util

from coteccio_gui import games
from coteccio_gui.ui.games.base import Presentation


def presentation(game: str) -> Presentation:
    """The presentation of ``game``."""
    module = importlib.import_module(module_name(game))
    found: Presentation = module.PRESENTATION
    return found


def module_name(game: str) -> str:
    """The module of ``game``'s presentation."""
    return f"coteccio_gui.ui.games.{game.replace('-', '_')}"


def playable() -> list[str]:
    """The games the table can present, in the registry's order (Coteccio first)."""
    return [g for g in games.GAMES if importlib.util.find_spec(module_name(g)) is not None]
