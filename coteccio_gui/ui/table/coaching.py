"""The coach at the table: the card the expert would play for the person at the screen."""

from __future__ import annotations

from coteccio_gui.i18n import _
from coteccio_gui.ui.table.part import Table


def coach_hint(t: Table, seat: int | None) -> int | None:
    """Say the expert's card for ``seat`` with one line of why; its index in the hand shown.

    Only for the seat whose cards the person at the screen plays now (``seat``, else None):
    in hot-seat, behind that person's own curtain; the search sees that person's view and
    nothing else.
    """
    coach = t.coach.coach  # the game's coach, from its registry entry
    if coach is None or not t.app.settings.coach:
        return None
    if seat is None or not can_hint(t, seat):
        t.say(_("The coach helps when it is your turn to play a card."))
        return None
    card, why = coach.hint(t.match.view(seat), len(t.match.actions), t.faces)
    t.say(why, 10.0)
    cards = t.show.cards[seat]
    return cards.index(card) if card in cards else None


def can_hint(t: Table, seat: int | None) -> bool:
    """Whether the coach can help now: ``seat`` (the person's, at their turn to play a card;
    else None) waits for a card the coach can choose, with the coach on. The Hint button shows
    only then: not in a bid, not once the person is out of the match."""
    coach = t.coach.coach
    if coach is None or not t.app.settings.coach or seat is None:
        return False
    return coach.can_coach(t.match.view(seat))
