"""The table's first-match tips, shown once the table is still, and its dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from coteccio_gui.engine.game import Game
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import DialogSpec, Presentation
from coteccio_gui.ui.games.coteccio_coach import PlayReviews
from coteccio_gui.ui.table.setup import TableSetup


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


def ending_dialog(
    app: App,
    look: Presentation,
    match: Game,
    names: list[str],
    setup: TableSetup,
    coach: PlayReviews | None = None,
) -> Dialog:
    """Who won (and how often each person played the coach's card), then play again or back
    to the title."""
    title, lines = look.match_end(match, names)
    if coach is not None and coach.on and app.settings.coach:
        lines = [*lines, *coach.agreement_lines(names)]
    choices = [
        Choice(_("Play again"), "", "again"),
        Choice(_("Back to the title"), "", "title"),
    ]

    def after(choice: str) -> None:
        if choice == "again":
            app.nav.replace("table", setup=setup.again())
        else:
            app.nav.replace("title")

    dialog = Dialog(app, title, lines, choices, on_choice=after)
    if app.self_test:

        def done() -> None:
            outcome = match.outcome()
            winner = outcome.winners[0] if outcome and outcome.winners else -1
            app.result = {"winner": winner, "hands": getattr(match, "hands_played", 0)}
            app.quit()

        dialog.autopilot = done  # type: ignore[method-assign]
    return dialog


def spec_dialog(app: App, spec: DialogSpec, on_choice: Any = None) -> Dialog:
    """A dialog a presentation described; its choice goes to ``on_choice``."""
    return Dialog(
        app,
        spec.title,
        spec.lines,
        spec.choices,
        spec.rows,
        default=spec.default,
        highlight=spec.highlight,
        room=spec.room,
        on_choice=on_choice,
    )
