"""The server's refusals in a player's words."""

from __future__ import annotations

from coteccio_gui.i18n import _
from coteccio_gui.ui.net.session import say


def act_words(line: str) -> str:
    """The server's answer refusing an action, in a player's words (nothing was changed: the
    person may act again)."""
    if "not your turn" in line:
        return _("It is not your turn: wait for the table.")
    if "not allowed" in line:
        return _("You cannot play that card now: choose a raised card.")
    if "is not the table's" in line:
        return _("The table had moved on: look again and play.")
    if "slow down" in line:
        return _("Too many clicks at once: wait a moment.")
    return say(line)
