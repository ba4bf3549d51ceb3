"""How each game looks at the table: one presentation per game, found through the one list.

``coteccio_gui.ui.games.<package>`` (the package the list of games names) offers
``PRESENTATION``, the game's :class:`~coteccio_gui.ui.games.base.Presentation`; it is imported the
first time its game is shown.
"""

from __future__ import annotations

from coteccio_gui import games
from coteccio_gui.ui.games.base import Presentation


def presentation(game: str) -> Presentation:
    """The presentation of ``game`` (``UnknownGame`` if there is none)."""
    found = games.listed(game).part(__name__).PRESENTATION
    if not isinstance(found, Presentation):
        raise TypeError(f"{game}'s PRESENTATION is not a Presentation")
    return found


def playable() -> list[str]:
    """The games the table can present, in the list's order (Coteccio first)."""
    return list(games.NAMES)
