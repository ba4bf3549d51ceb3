"""The coach at the table: the card the expert would play for the person at the screen."""

from __future__ import annotations

from coteccio_gui.i18n import _
from coteccio_gui.ui.games.coteccio_coach import can_coach, hint_for, why_line
from coteccio_gui.ui.table.part import Table


def coach_hint(t: Table, seat: int | None) -> int | None:
    """Say the expert's card for ``seat`` with one line of why; its index in the hand shown.

    Only for the seat whose cards the person at the screen plays now (``seat``, else None):
    in hot-seat, behind that person's own curtain; the search sees that person's view and
    nothing else.
    """
    if not (t.coach.on and t.app.settings.coach):
        return None
    view = t.match.view(seat) if seat is not None else None
    if seat is None or not can_coach(view):
        t.say(_("The coach helps when it is your turn to play a card."))
        return None
    h = hint_for(view, len(t.match.actions))
    t.say(why_line(h, t.faces), 10.0)
    cards = t.show.cards[seat]
    return cards.index(h.card) if h.card in cards else None
