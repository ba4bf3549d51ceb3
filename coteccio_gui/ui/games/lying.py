"""What lies on the table besides the trick, as cards: the monte, the stock and the cards
drawn from it, the combinations a buon gioco showed.

The table and the hand history draw the ``Spread``s a game's presentation finds on its board
(which lags the match by the events not shown yet) and the game; a card is face up only where
every seat may see it (the engine's rules: a monte turned up, a drawn card, a declaration
shown), else it is ``None`` and drawn face down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.board.spreads import Spread, paint, place


def paint_lying(
    surface: pygame.Surface,
    lay: TableLayout,
    found: Sequence[Spread],
    look: tuple[str, bool, float],
    hide: Callable[[Card], bool] | None = None,
) -> None:
    """Draw what lies on the table (``found``: a presentation's ``spreads``; ``look``: the
    faces, four colours, the scale); a card ``hide`` names lies face down (one a network seat
    never saw, in its history)."""
    faces, four, s = look
    if hide is not None:
        found = [
            replace(sp, cards=tuple(None if c is None or hide(c) else c for c in sp.cards))
            for sp in found
        ]
    placed = place(lay, found, s)
    paint(surface, placed, faces, four, s)


def monte_spread(
    cards: Sequence[Card | None], taker: str | None = None, whole: bool = False, pile: bool = False
) -> Spread:
    """The monte in the middle of the table (``None``: a card face down), labelled with the
    name of whoever took it, if anyone has; ``whole``: turned up before the play, each card
    in sight; ``pile``: face down in one pile (beside a monte turned up)."""
    label = _("Monte") if taker is None else _("Monte: {name}").format(name=taker)
    return Spread(tuple(cards), label, stacked=pile, whole=whole)
