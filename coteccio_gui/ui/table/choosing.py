"""The person's choices at their turn besides a card (buon gioco, annulling, a claim…): the game
offers some by itself at its moments; C or the Choices button asks for them at any turn."""

from __future__ import annotations

from coteccio_gui.engine.game import Action
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.table.part import Table


def turn_choices(t: Table, seat: int, asked: bool) -> DialogSpec | None:
    """The game's choices besides a card for ``seat`` now, if any (``asked``: the person asked
    for them; else only those the game offers by itself)."""
    return t.look.turn_choice(t.match, seat, t.match.legal_actions(), t.faces, asked)


def has_choices(t: Table, seat: int | None) -> bool:
    """Whether the Choices button shows: ``seat`` (the person's, at their turn; else None) has
    something to choose besides a card now — what C opens offers an action, not only "play a
    card" (a game that says "nothing to choose" when asked gets no button for it)."""
    if seat is None:
        return False
    spec = turn_choices(t, seat, asked=True)
    return spec is not None and any(c.value is not None for c in spec.choices)


def offer_choices(t: Table, seat: int, asked: bool) -> bool:
    """Open the dialog of the person's choices besides a card, if the game has one now;
    whether it opened."""
    spec = turn_choices(t, seat, asked)
    if spec is not None:
        t.app.push(t.dialog(spec, on_choice=lambda value: chosen(t, value)))
    return spec is not None


def chosen(t: Table, value: Action | list[Action] | None) -> None:
    """A choice of a dialog opened at the person's turn: an action, or back to the cards."""
    if value is not None:
        t.act(value)
    t.app.dirty = True
