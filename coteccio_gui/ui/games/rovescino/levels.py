"""Rovescino's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, SLIPS, Figures
from coteccio_gui.ui.games.measure import Measure

_PENALTY = N_("Against normal players it takes about {x} times their penalty points.")

MEASURE = Measure(
    N_("{card}: {a} penalty points on average over the deals I tried; {other}: {b}."),
    N_("Coach: the expert's card was {card}, {a} penalty points on average; yours {b}."),
    N_("Coach: the expert's card was {card}, {a} penalty points on average; {name}'s {b}."),
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (SLIPS, _PENALTY, 1.16),
    "hard": (FEW, _PENALTY, 0.80),
    "expert": (MANY, _PENALTY, 0.70),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
