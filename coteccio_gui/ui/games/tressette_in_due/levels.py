"""Tressette in due's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, SLIPS, Figures
from coteccio_gui.ui.games.measure import Measure

_POINTS = N_("It takes about {x} times the points of a normal player.")

MEASURE = Measure(
    N_("{card}: you take {a} points on average over the deals I tried; {other}: {b}."),
    N_("Coach: the expert's card was {card}, {a} points on average; yours {b}."),
    N_("Coach: the expert's card was {card}, {a} points on average; {name}'s {b}."),
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (SLIPS, _POINTS, 0.83),
    "hard": (FEW, _POINTS, 1.93),
    "expert": (MANY, _POINTS, 2.13),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
