"""Terziglio's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, Figures
from coteccio_gui.ui.games.measure import Measure

_GAME_POINTS = N_("At a table of normal players it scores about {x} times their game points.")
_SHY = N_(
    "Easy: plays like normal, with a careless card about one time in three, "
    "and dares to bid only its strongest hands."
)

MEASURE = Measure(
    N_("{card}: you score {a} game points on average over the deals I tried; {other}: {b}."),
    N_("Coach: the expert's card was {card}, {a} game points on average; yours {b}."),
    N_("Coach: the expert's card was {card}, {a} game points on average; {name}'s {b}."),
    spec="+.2f",
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (_SHY, _GAME_POINTS, 0.84),
    "hard": (FEW, _GAME_POINTS, 1.78),
    "expert": (MANY, _GAME_POINTS, 2.36),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
