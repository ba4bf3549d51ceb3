"""The table's first-match tips, shown once the table is still."""

from __future__ import annotations

from collections.abc import Callable

from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import Presentation


class TableTips:
    """Tips waiting to be shown: a tip never freezes a card in the air or a trick half
    gathered, so the table asks for one only when it is still."""

    def __init__(self, app: App, look: Presentation, layout: Callable[[], TableLayout]) -> None:
        self.app, self.look, self.layout = app, look, layout
        self.pending: list[str] = []

    def want(self, name: str) -> None:
        """Show tip ``name`` once the table is still (if it was not seen yet)."""
        if name not in self.pending:
            self.pending.append(name)

    def show(self) -> bool:
        """Show the first waiting tip still to be seen; True if one is showing now."""
        st = self.app.settings
        while self.pending:
            name = self.pending.pop(0)
            if not st.tips or name in st.tips_seen or self.app.self_test:
                continue
            if self.look.tip_text(name, st.faces) and not self.app.nav.showing("tip"):
                lay = self.layout()
                s = theme.ui_scale(lay.size)
                # Just above the hand, over the bottom seat's place in the trick: the cards
                # already played and the other seats stay in sight.
                above = lay.message[1] - int(30 * s)
                self.app.nav.push("tip", name=name, text=self._words(name), above=above)
                return True
        return False

    def _words(self, name: str) -> Callable[[], str]:
        return lambda: self.look.tip_text(name, self.app.settings.faces)
