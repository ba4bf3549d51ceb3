"""Zifuli's coach and levels in a player's words: what the coach's numbers mean, and each
level's measured strength (``coteccio tournament`` on duplicate deals: docs/computer-players.md)."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.coach_words import FEW, MANY, Figures
from coteccio_gui.ui.games.measure import Measure

_BOLD = N_(
    "Easy: plays like normal, with a careless card about one time in three, and bids boldly."
)
_PAYS = N_("Among normal players it pays about {x} stakes a hand.")
_WINS = N_("Among normal players it wins about {x} stakes a hand.")

MEASURE = Measure(
    N_("{card}: your stakes come to {a} on average over the deals I tried; {other}: {b}."),
    N_("Coach: the expert's card was {card}, stakes {a} on average; yours {b}."),
    N_("Coach: the expert's card was {card}, stakes {a} on average; {name}'s {b}."),
    spec="+.2f",
)
"""What the coach's numbers mean in this game."""
LEVEL_FIGURES: Figures = {
    "easy": (_BOLD, _PAYS, 0.13),
    "hard": (FEW, _WINS, 0.20),
    "expert": (MANY, _WINS, 0.36),
}
"""Each level's words and figure, as measured (docs/computer-players.md)."""
