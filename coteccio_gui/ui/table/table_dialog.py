"""A dialog that asks the person at the table: the table's own keys still work in it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from coteccio_gui.ui.core import keys
from coteccio_gui.ui.core.dialogs import Dialog

OwnKey = Callable[[pygame.event.Event], bool]
"""A key of the table's own that works in its dialogs too (Ctrl+Z): whether it was taken."""


class TableDialog(Dialog):
    """A dialog that asks the person at the table: the table's own keys still work in it."""

    def __init__(self, *args: Any, own_key: OwnKey | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.own_key = own_key
        self.on_back: Callable[[], None] | None = None
        """Esc where no choice is the way back: the table's menu (as at the table itself)."""

    def handle(self, event: pygame.event.Event) -> None:
        """The table's own key first (an undo closes the dialog), then the dialog's."""
        if self.own_key is not None and self.own_key(event):
            return
        if self.on_back is not None and self.cancel is None and keys.intent(event) == keys.BACK:
            self.on_back()
            return
        super().handle(event)
