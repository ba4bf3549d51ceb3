"""The network table's Esc menu and its standings.

The menu is the local table's (``GameMenu``) with what a seat at a network table can do:
resume, read the rules, change the settings, or leave the table — which asks first, since a
guest's seat is then played by the computer and a host's table closes. The standings are
the update's scores, seat by seat, in a dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from coteccio_gui.i18n import _
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.widgets import Button
from coteccio_gui.ui.games.base import Presentation
from coteccio_gui.ui.screens.menu import GameMenu


class NetMenu(GameMenu):
    """Esc at a network table: resume, rules, settings, leave the table (asked first)."""

    def __init__(
        self, app: App, game: str, rules: Any, leave: Callable[[], None], host: bool
    ) -> None:
        self.leave = leave
        self.host = host
        """This window holds the server: leaving closes the table for every guest."""
        super().__init__(app, game, rules)

    def relabel(self) -> None:
        """The local menu's Resume, Rules and Settings, then Leave the table."""
        super().relabel()
        kept = self.group.buttons[:3]  # a match in play elsewhere is not this table's
        self.group.buttons = [*kept, Button(_("Leave the table"), self.ask)]
        self.group.focus = min(self.group.focus, len(self.group.buttons) - 1)
        self.resized()

    def ask(self) -> None:
        """Leaving is asked first; staying is the default."""
        if self.host:
            why = _("The table closes for everyone; the match is saved and can be hosted again.")
        else:
            why = _("The computer plays your seat until you join again.")
        choices = [Choice(_("Leave the table"), why, True), Choice(_("Stay"), "", False)]
        dialog = Dialog(
            self.app,
            _("Leave the table?"),
            [],
            choices,
            default=1,
            cancel=1,
            on_choice=self._answer,
        )
        self.app.push(dialog)

    def _answer(self, go: bool) -> None:
        if go:
            self.leave()


def standings_dialog(app: App, look: Presentation, state: dict[str, Any]) -> Dialog:
    """The scores of the update, best first as the game counts, in a dialog."""
    seats = state.get("seats") or []
    scores = state.get("scores") or []
    rows: list[tuple[str, ...]] = [(_("Seat"), look.score_name())]
    for seat, score in enumerate(scores):
        name = seats[seat]["name"] if seat < len(seats) else str(seat + 1)
        rows.append((name, str(score)))
    winners = (state.get("outcome") or {}).get("winners") or []
    lines = []
    if winners:
        names = [seats[w]["name"] for w in winners if 0 <= w < len(seats)]
        lines.append(_("The match is over: {names} won.").format(names=", ".join(names)))
    elif not scores:
        lines.append(_("The match has not started yet."))
    back = [Choice(_("Back to the table"), "")]
    return Dialog(app, _("Score sheet"), lines, back, rows, cancel=0)
