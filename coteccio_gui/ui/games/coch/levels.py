"""Cöch's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, SLIPS, Figures
from coteccio_gui.ui.games.measure import Measure

_HANDS_LOST = N_("Against a normal side it loses about {x} of the hands.")

MEASURE = Measure(
    N_("{card}: the chance of losing the hand over the deals I tried: {a}; {other}: {b}."),
    N_("Coach: the expert's card was {card}, the chance of losing the hand {a}; yours {b}."),
    N_("Coach: the expert's card was {card}, the chance of losing the hand {a}; {name}'s {b}."),
    percent=True,
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (SLIPS, _HANDS_LOST, 0.58),
    "hard": (FEW, _HANDS_LOST, 0.36),
    "expert": (MANY, _HANDS_LOST, 0.27),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
