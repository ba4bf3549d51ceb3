"""The person's choices at their turn besides a card (buon gioco, annulling, a claim…): the game
offers some by itself at its moments; C or the Choices button asks for them at any turn."""

from __future__ import annotations

from coteccio_gui.engine.game import Action
from coteccio_gui.i18n import _
from coteccio_gui.ui.core.dialogs import Choice
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
        dialog = t.dialog(spec, on_choice=lambda value: chosen(t, value))
        back = [i for i, c in enumerate(spec.choices) if c.value is None]
        dialog.cancel = back[-1] if back else None  # Esc goes back to the cards
        t.app.push(dialog)
    return spec is not None


def chosen(t: Table, value: Action | list[Action] | None) -> None:
    """A choice of a dialog opened at the person's turn: an action, or back to the cards. An
    action that would lose the game at once (a claim short of the target) is asked about
    first, "no" being the default."""
    t.app.dirty = True
    if value is None:
        return
    question = None if isinstance(value, list) else t.look.confirm(t.match, value)
    if question is None:
        t.act(value)
        return
    choices = [Choice(_("Yes"), "", value), Choice(_("No"), "", None)]
    spec = DialogSpec(question, [], choices, default=1)
    sure = t.dialog(spec, on_choice=_sure(t))
    sure.cancel = 1  # Esc answers "no"
    t.app.push(sure)


def _sure(t: Table):  # type: ignore[no-untyped-def]
    return lambda value: t.act(value) if value is not None else None
