"""Tressette in due at the table: Tressette's words, two players and the stock."""

from __future__ import annotations

from coteccio_gui.i18n import _
from coteccio_gui.ui.games.tressette import TressettePresentation


class TressetteInDuePresentation(TressettePresentation):
    """Tressette in due's words and values at the table."""

    name = "tressette-in-due"
    two = True

    def title(self) -> str:
        """The name of the game."""
        return _("Tressette in due")

    def summary(self) -> str:
        """What Tressette in due is, in one line."""
        return _("2 players and a stock: draw after every trick, be the first to reach 31.")

    def stats_columns(self) -> list[tuple[str, str]]:
        """Claims right and wrong, points declared, cappotti and stramazzi."""
        return super().stats_columns()


PRESENTATION = TressetteInDuePresentation()
