"""Tressette's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, SLIPS, Figures
from coteccio_gui.ui.games.measure import Measure

_SIDE = N_("Its side takes about {x} times the points of a normal side.")

MEASURE = Measure(
    N_("{card}: your side takes {a} points on average over the deals I tried; {other}: {b}."),
    N_("Coach: the expert's card was {card}, {a} points for your side on average; yours {b}."),
    N_(
        "Coach: the expert's card was {card}, {a} points for {name}'s side on average; "
        "{name}'s {b}."
    ),
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (SLIPS, _SIDE, 0.82),
    "hard": (FEW, _SIDE, 1.26),
    "expert": (MANY, _SIDE, 1.57),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
