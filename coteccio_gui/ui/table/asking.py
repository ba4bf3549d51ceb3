"""The dialogs a presentation describes, made for the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import DialogSpec


def spec_dialog(
    app: App,
    spec: DialogSpec,
    on_choice: Callable[[Any], None] | None,
    hand: Callable[[], list[pygame.Rect]],
) -> Dialog:
    """The dialog ``spec`` describes; it stays clear of the cards of the person's ``hand``
    (where they are drawn now) if it asks to."""

    def cards() -> pygame.Rect | None:
        rects = hand()
        return rects[0].unionall(rects[1:]) if rects else None

    return Dialog(app, spec.title, spec.lines, spec.choices, spec.rows, default=spec.default,
                  highlight=spec.highlight, room=spec.room, on_choice=on_choice,
                  clear_of=cards if spec.hand else None)  # fmt: skip
