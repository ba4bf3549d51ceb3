"""What a network table offers the parts that help it (its frames, clicks and signals).

The scene is the one thing that writes this state; the parts read it and call its methods
through this protocol, so none of them imports the scene.
"""

from __future__ import annotations

from typing import Any, Protocol

from coteccio_gui.engine.cards import Card
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.widgets import ButtonGroup
from coteccio_gui.ui.games.base import Presentation
from coteccio_gui.ui.net.moves import NetShow
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.show import TableShow
from coteccio_gui.ui.table.signals import SignalBar


class NetTable(Protocol):
    """A network table, as its parts see it."""

    app: App
    session: Any
    seating: Seating
    look: Presentation
    moves: NetShow
    layout: TableLayout
    painter: TablePainter
    group: ButtonGroup
    signals: SignalBar
    turns: Any
    match: Any
    message: str
    message_left: float

    @property
    def state(self) -> dict[str, Any]: ...
    @property
    def show(self) -> TableShow: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def bottom(self) -> int: ...
    @property
    def faces(self) -> str: ...
    def name(self, seat: int) -> str: ...
    def code(self, card: Card) -> str: ...
    def plays(self) -> dict[str, dict[str, Any]]: ...
    def choices(self) -> list[dict[str, Any]]: ...
    def acting(self) -> int: ...
    def playable(self, seat: int) -> set[Card]: ...
    def moving(self) -> bool: ...
    def act(self, action: dict[str, Any]) -> None: ...
    def say(self, message: str, seconds: float = 3.0) -> None: ...
    def leave(self) -> None: ...
    def card_name(self, code: str) -> str: ...
