"""Tressette in due at the table: Tressette's words, two players and the stock."""

from __future__ import annotations

from coteccio_gui.i18n import N_
from coteccio_gui.ui.games.tressette import TressettePresentation
from coteccio_gui.ui.games.tressette_in_due.levels import LEVEL_FIGURES, MEASURE


class TressetteInDuePresentation(TressettePresentation):
    """Tressette in due's words and values at the table."""

    name = "tressette-in-due"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    two = True
    title_text = N_("Tressette in due")
    summary_text = N_("2 players and a stock: draw after every trick, be the first to reach 31.")


PRESENTATION = TressetteInDuePresentation()
