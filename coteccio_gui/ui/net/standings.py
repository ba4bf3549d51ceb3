"""The network table's score sheet: the update's scores, seat by seat, in a dialog."""

from __future__ import annotations

from typing import Any

from coteccio_gui.i18n import _
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import Presentation


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
