"""What a table offers the parts that help it: its turns, its frames, its painter.

The table scene is the one thing that writes this state; the parts read it (and call its
methods) through this protocol, so none of them imports the scene.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core.anim import Animator
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.games.base import DialogSpec, Presentation
from coteccio_gui.ui.games.coach import PlayReviews
from coteccio_gui.ui.table.setup import TableSetup
from coteccio_gui.ui.table.show import TableShow
from coteccio_gui.ui.table.signals import SignalBar
from coteccio_gui.ui.table.source import Source


class Table(Protocol):
    """What a table offers the parts that help it (its turns, its frames, its painter)."""

    app: App
    setup: TableSetup

    @property
    def match(self) -> Game:
        """The match as this screen sees it."""
        ...

    source: Source
    """Where the match lives: here (the engine, the computers) or at a server."""
    hurry: bool
    """Skipping to the result: the computers play on at once, the table shows no time."""
    look: Presentation
    names: list[str]
    show: TableShow
    layout: TableLayout
    queue: deque[Event]
    anim: Animator
    coach: PlayReviews
    """Each person's plays reviewed (a Coteccio table; elsewhere it is off)."""
    clock: float
    ended: bool
    """Read only: the table writes its own state, the parts call its methods."""
    message: str
    message_left: float
    signals: SignalBar
    """The signal chosen for the person's next lead (Tressette), beside their hand."""

    @property
    def faces(self) -> str:
        """The faces the cards are drawn with."""
        ...

    def hand_rects(self) -> list[pygame.Rect]:
        """Where the bottom seat's cards are drawn now."""
        ...

    def is_human(self, seat: int) -> bool:
        """Whether a person decides for this seat."""
        ...

    def name(self, seat: int) -> str:
        """The name of a seat."""
        ...

    def act(self, actions: Action | Sequence[Action]) -> bool:
        """Apply an action (or several) of the seat to act."""
        ...

    def deal_out(self, events: list[Event]) -> None:
        """Queue the events of what was just done."""
        ...

    def say(self, message: str, seconds: float = 3.0) -> None:
        """A message above the hand for a while."""
        ...

    def quiet(self) -> None:
        """Stop showing the message."""
        ...

    def resized(self) -> None:
        """Lay the table out again."""
        ...

    def open_menu(self) -> None:
        """The game menu over the table."""
        ...

    def skip_rest(self) -> None:
        """Skip to the result: the computers play on at once."""
        ...

    def match_over(self) -> None:
        """The end-of-match dialog."""
        ...

    def dialog(self, spec: DialogSpec, on_choice: Any = None) -> Dialog:
        """A dialog the presentation described."""
        ...
