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
    tips: Any
    input: Any
    message: str
    message_left: float

    @property
    def state(self) -> dict[str, Any]:
        """The seat's latest update."""
        ...

    @property
    def show(self) -> TableShow:
        """What the table shows now."""
        ...

    @property
    def names(self) -> list[str]:
        """Every seat's name."""
        ...

    @property
    def bottom(self) -> int:
        """The person's seat, at the bottom."""
        ...

    @property
    def faces(self) -> str:
        """The faces the cards are drawn with."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name."""
        ...

    def code(self, card: Card) -> str:
        """A card's record code."""
        ...

    def plays(self) -> dict[str, dict[str, Any]]:
        """The cards the person may play now, by code, with their actions."""
        ...

    def choices(self) -> list[dict[str, Any]]:
        """The person's actions now that are not a card."""
        ...

    def acting(self) -> int:
        """The seat the person decides for now."""
        ...

    def playable(self, seat: int) -> set[Card]:
        """The cards of a seat the person may play now."""
        ...

    def moving(self) -> bool:
        """Whether cards are still moving."""
        ...

    def act(self, action: dict[str, Any]) -> None:
        """Send an action the update allows."""
        ...

    def say(self, message: str, seconds: float = 3.0) -> None:
        """Show a line above the hand for a while."""
        ...

    def leave(self) -> None:
        """Leave the table for the title."""
        ...

    def card_name(self, code: str) -> str:
        """A card's name in the player's words."""
        ...
