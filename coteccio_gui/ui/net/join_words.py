"""What the join window says about a table: its game, who sits where, the free seats, or why
there is no seat to take."""

from __future__ import annotations

from typing import Any

from coteccio_gui.i18n import _
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.net.seats import seat_role


def table_words(looked: dict[str, Any]) -> str:
    """What ``look`` showed in a player's words: the game, who sits where, the free seats."""
    try:
        game = presentation(str(looked["game"])).title()
    except (KeyError, ValueError):
        game = str(looked.get("game", "?"))
    free = looked.get("free", [])
    seats = looked.get("seats", [])
    seated = [
        _("{name} ({how})").format(name=seat["name"], how=seat_role(i, seats))
        for i, seat in enumerate(seats)
        if seat["seat"] not in free
    ]
    line = _("{game} — {seated}").format(game=game, seated=", ".join(seated))
    if not free:
        return line
    places = ", ".join(_("seat {n}").format(n=n + 1) for n in free)
    return line + "; " + _("free: {seats}").format(seats=places)


def no_seat_words(looked: dict[str, Any]) -> str:
    """Why a table ``look`` showed has no free seat: the match started, or every seat is taken."""
    if looked.get("status") != "waiting":
        return _(
            "The match at this table has already started: no seat is free. "
            "Go back to type another code."
        )
    return _("Every seat at this table is taken. Go back to type another code.")
