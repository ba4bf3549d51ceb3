"""The game's own moments said at a network table, as the hand history tells them.

The local table says a capotto offered, a life lost, a contract, a monte taken… as the
presentation reads the engine's events. A network table holds its seat's events as JSON: each
is read back into the game's own event (``net.reader``) and told in the presentation's words
(``narrate_event``, the hand history's sentences), one at a time above the hand, the cards
waiting a moment so each can be read (not after the person's own, nor when the update asks
them to decide: that would hold them up). An event this seat was not shown whole (another's
discards) is left to the view, as is a line this window cannot make.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from coteccio_gui.net.reader import Reader

if TYPE_CHECKING:
    from coteccio_gui.ui.net.part import NetTable

TOLD_S = 4.0
"""How long a moment's line stays above the hand."""
JOIN_S = 2.0
"""A line that follows the one before within this many seconds joins it (two lines at most),
so a bid and the pass that answers it at once are both read."""
READ_S = 1.4
"""How long the cards wait after it at normal speed (the settings' speed scales it)."""


class Teller:
    """Says the game's own events of a network table (``NetShow`` asks as each is shown)."""

    def __init__(self, table: NetTable) -> None:
        self.t = table
        self.reader: Reader | None = None
        self.said = self.line = ""
        """What was last put above the hand, and the last line in it."""

    def __call__(self, data: dict[str, Any]) -> float:
        """Say ``data`` if it is a moment of the game's own; how long the cards wait after it
        at normal speed (0: nothing said)."""
        t = self.t
        if self.reader is None:
            self.reader = Reader(t.seating.spec, t.seating.count(t.state))
        event = self.reader.event(data)
        if event is None:
            return 0.0
        try:
            line = t.look.narrate_event(event, t.names, t.faces)
        except (IndexError, KeyError, ValueError, TypeError):
            return 0.0  # a seat or a value the table does not have: the view tells the rest
        if not line:
            return 0.0
        said = line
        if t.message == self.said and t.message_left > TOLD_S - JOIN_S:
            said = f"{self.line} {line}"  # the one before is still being read: both, in order
        t.say(said, TOLD_S)
        self.said, self.line = said, line
        whose = getattr(event, "seat", getattr(event, "soloist", None))
        mine = whose == t.bottom or bool(t.state.get("legal"))  # theirs, or they act next
        return 0.0 if mine else READ_S
