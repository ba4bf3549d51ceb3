"""The local table's lead signals (``SignalBar``: busso, volo, striscio) at a network table.

The bar asks its table whose turn it is and which actions are legal, as engine actions. At a
network table both come from the update: the legal actions are read back from their record
form (``{"seat": 0, "play": "3c", "signal": "busso"}``) into the game's own, so the bar
offers the same buttons and the chosen lead goes back over the wire in the record's form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from coteccio_gui.engine.game import Action
from coteccio_gui.i18n import _

if TYPE_CHECKING:
    from coteccio_gui.ui.net.part import NetTable


class NetTurns:
    """Whose turn it is at a network table, as the signal bar asks it."""

    def __init__(self, table: NetTable) -> None:
        self.t = table
        self.tricks_view: int | None = None
        """The tricks shown over the table: None, -1 (every trick) or one seat's tricks."""

    def show_tricks(self, which: int | None = -1) -> None:
        """Show every trick (-1), one seat's tricks, or none; the same again closes them."""
        self.tricks_view = None if which is None or which == self.tricks_view else which
        self.t.app.dirty = True

    @property
    def bottom(self) -> int:
        """The person's seat, drawn at the bottom."""
        return self.t.seating.bottom(self.t.state)

    def active_seat(self) -> int | None:
        """The seat the person plays a card for now (their own or a dummy), else None."""
        if not self.t.plays() or self.t.moving():
            return None
        return self.t.acting()

    def waiting_for_card(self) -> bool:
        """Whether the table waits for the person to play a card (the moment of the tip that
        says how), with the table in front."""
        return self.active_seat() is not None and self.t.app.top is cast(object, self.t)


class NetLegal:
    """The legal actions of the update, read back into the game's own actions."""

    def __init__(self, table: NetTable) -> None:
        self.t = table
        self._read: tuple[int, list[Action]] = (-1, [])

    def legal_actions(self) -> list[Action]:
        """The actions the update offers the person (read once per update)."""
        event = self.t.state.get("event", -1)
        if self._read[0] != event:
            legal = self.t.state.get("legal") or []
            read = [self.t.seating.action(self.t.state, a) for a in legal]
            self._read = (event, [a for a in read if a is not None])
        return self._read[1]


def signal_word(table: NetTable, seat: int, code: str, signal: str) -> str:
    """A signal given with the lead of the card ``code``, in the player's words."""
    data: dict[str, Any] = {"seat": seat, "play": code, "signal": signal}
    action = table.seating.action(table.state, data)
    given = getattr(action, "signal", None)
    return table.seating.look.signal_label(given) if given is not None else signal


def say_signals(table: NetTable, said: int) -> int:
    """Say above the hand each signal another seat gave since the ``said`` first ones;
    returns how many have been said."""
    heard = table.moves.heard
    for seat, code, signal in heard[said:]:
        if seat != table.bottom and 0 <= seat < len(table.names):
            word = signal_word(table, seat, code, signal)
            table.say(_("{name} signals: {signal}").format(name=table.name(seat), signal=word))
    return len(heard)
