"""The network table's Esc menu (the scene ``net_menu``: the table reaches it by name).

The menu is the local table's (``GameMenu``) with what a seat at a network table can do:
resume, read the rules, change the settings, or leave the table — which asks first, since a
guest's seat is then played by the computer and a host's table closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.widgets import Button
from coteccio_gui.ui.screens.menu import GameMenu


class NetMenu(GameMenu):
    """Esc at a network table: resume, rules, settings, leave the table (asked first)."""

    heading = N_("Menu")
    """Not "Paused": the others play on meanwhile, and a friend's turn does not wait for it."""

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
            why = _("the table closes for everyone; the match is saved and can be hosted again.")
        else:
            why = _(
                "the computer plays your seat until you join again; History keeps the match as "
                "far as you saw it."
            )
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
