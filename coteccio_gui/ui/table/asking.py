"""The dialogs a presentation describes, made for the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from coteccio_gui.ui.board.layout import SeatSpot
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import DialogSpec


def spec_dialog(
    app: App,
    spec: DialogSpec,
    on_choice: Callable[[Any], None] | None,
    bottom: Callable[[], SeatSpot],
) -> Dialog:
    """The dialog ``spec`` describes; it stays clear of the hand at the ``bottom`` of the
    table (its cards lifted as they are to play) if it asks to."""

    def hand() -> pygame.Rect:
        spot = bottom()
        lift = spot.card_height // 8 + spot.card_height // 16
        return spot.hand.inflate(0, 2 * lift).move(0, -lift)

    return Dialog(app, spec.title, spec.lines, spec.choices, spec.rows, default=spec.default,
                  highlight=spec.highlight, room=spec.room, on_choice=on_choice,
                  clear_of=hand if spec.hand else None)  # fmt: skip
