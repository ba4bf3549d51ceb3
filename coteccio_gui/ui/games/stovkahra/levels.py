"""Stovkahra's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals, team against team:
docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, Figures
from coteccio_gui.ui.games.measure import Measure

_SIDE = N_("Its side takes about {x} times the points of a normal side.")
_SLIPS = N_("Easy: plays like normal, with a careless card about one time in two.")

MEASURE = Measure(
    N_(
        "{card}: your side gains {a} points on the opponents over the rest of the deal, on "
        "average over the deals I tried; {other}: {b}."
    ),
    N_("Coach: the expert's card was {card}, {a} points for your side on average; yours {b}."),
    N_(
        "Coach: the expert's card was {card}, {a} points for {name}'s side on average; "
        "{name}'s {b}."
    ),
    spec="+.1f",
)
"""What the coach's numbers mean in this game: points gained on the opponents."""
LEVEL_FIGURES: Figures = {
    "easy": (_SLIPS, _SIDE, 0.90),
    "hard": (FEW, _SIDE, 1.15),
    "expert": (MANY, _SIDE, 1.24),
}
"""Each level's words and figure, as measured (easy 0.901, hard 1.151, expert 1.239 of a normal
side's points: docs/computer-players.md)."""
