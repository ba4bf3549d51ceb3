"""The dialogs a presentation describes, made for the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.board.spreads import trick_rects
from coteccio_gui.ui.core import keys
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.table.card_choice import CardDialog, Look
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.table_dialog import OwnKey, TableDialog


def spec_dialog(
    app: App,
    spec: DialogSpec,
    on_choice: Callable[[Any], None] | None,
    hand: Callable[[], list[pygame.Rect]],
    own_key: OwnKey | None = None,
    panels: Callable[[], list[pygame.Rect]] | None = None,
    on_table: Callable[[], list[pygame.Rect]] | None = None,
    look: Look | None = None,
) -> Dialog:
    """The dialog ``spec`` describes; it stays clear of the cards of the person's ``hand``
    (where they are drawn now) if it asks to, and then of the seats' ``panels`` too if it
    fits between them (and of the cards ``on_table`` too if it fits beside those). Choices
    that are cards are drawn as the cards, in the faces ``look`` gives as it is drawn."""

    def cards() -> pygame.Rect | None:
        rects = hand()
        return rects[0].unionall(rects[1:]) if rects else None

    kwargs: dict[str, Any] = {
        "default": spec.default,
        "highlight": spec.highlight,
        "room": spec.room,
        "on_choice": on_choice,
        "clear_of": cards if spec.hand else None,
        "beside": panels if spec.hand else None,
        "on_table": on_table if spec.hand else None,
        "own_key": own_key,
    }
    if look is not None and any(c is not None for c in spec.cards):
        return CardDialog(app, spec.title, spec.lines, spec.choices, spec.rows, **kwargs,
                          cards=spec.cards, places=spec.places, look=look)  # fmt: skip
    return TableDialog(app, spec.title, spec.lines, spec.choices, spec.rows, **kwargs)


def table_dialog(t: Table, spec: DialogSpec, on_choice: Any, own_key: OwnKey) -> Dialog:
    """The dialog ``spec`` describes over table ``t``: what was said before it is not said
    again after it, and it keeps clear of the hand, the panels and the cards on the table."""
    t.quiet()

    def own(event: pygame.event.Event) -> bool:
        if own_key(event):
            return True
        if keys.intent(event) != keys.HINT or t.coach.coach is None or not t.app.settings.coach:
            return False
        t.app.notices.add(_("The coach helps with the card to play, not with this choice."))
        return True  # H answered: a question has no hint, and says so

    return spec_dialog(
        t.app,
        spec,
        on_choice,
        t.hand_rects,  # the bottom seat may change
        own,
        lambda: [spot.panel for spot in t.layout.spots],
        lambda: [trick_rects(t.layout)[s] for s, _c in t.show.trick],
        lambda: (t.faces, t.app.settings.four_colour),  # a switch of faces shows at once
    )
