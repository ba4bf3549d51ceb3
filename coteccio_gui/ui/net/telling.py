"""The game's own moments said at a network table, as the hand history tells them.

The local table says a capotto offered, a life lost, a contract, a monte taken… as the
presentation reads the engine's events. A network table holds its seat's events as JSON: each
is read back into the game's own event (its wire) and told in the presentation's words
(``narrate_event``, the hand history's sentences), one at a time above the hand, the cards
waiting a moment so each can be read (not after the person's own, nor when the update asks
them to decide: that would hold them up). An event this seat was not shown whole (another's
discards) is left to the view, as is a line this window cannot make, and so is the person's
own doing while the update asks them to go on (their four discards, one by one).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from coteccio_gui.engine.wire import Wire, WireError
from coteccio_gui.net.codec import wire_of

if TYPE_CHECKING:
    from coteccio_gui.ui.net.part import NetTable

TOLD_S = 4.0
"""How long a moment's line stays above the hand (unless the next one is waiting)."""
LEAST_S = 1.6
"""How long a line stays at least before the next one waiting takes its place."""
READ_S = 1.4
"""How long the cards wait after it at normal speed (the settings' speed scales it)."""
WAITING = 4
"""The most lines that wait their turn (the oldest go first)."""


class Teller:
    """Says the game's own events of a network table (``NetShow`` asks as each is shown):
    the lines that come together (a bid and the pass that answers it at once) follow each
    other above the hand, each up long enough to be read, while the table goes on."""

    def __init__(self, table: NetTable) -> None:
        self.t = table
        self.wire: Wire | None = None
        self.waiting: deque[str] = deque(maxlen=WAITING)
        self.up = LEAST_S
        """How long the line above the hand has been up."""

    def __call__(self, data: dict[str, Any]) -> float:
        """Say ``data`` if it is a moment of the game's own; how long the cards wait after it
        at normal speed (0: nothing said)."""
        t = self.t
        if self.wire is None:
            self.wire = wire_of(t.seating.game)
        try:
            event = self.wire.read_event(data)
        except WireError:
            event = None
        if event is not None and not self.wire.whole(event):
            event = None  # a card this seat was not shown: the view tells the rest
        whose = getattr(event, "seat", getattr(event, "soloist", None))
        deciding = bool(t.state.get("legal"))
        if event is None or whose == t.bottom and deciding:
            return 0.0  # unread, or the person's own doing while they go on (four discards)
        try:
            line = t.look.narrate_event(event, t.names, t.faces)
        except (IndexError, KeyError, ValueError, TypeError):
            return 0.0  # a seat or a value the table does not have: the view tells the rest
        if not line:
            return 0.0
        self.waiting.append(line)
        self.tick(0.0)
        return 0.0 if whose == t.bottom or deciding else READ_S  # theirs, or they act next

    def tick(self, dt: float) -> None:
        """The next line waiting goes up once the one before has been up long enough."""
        self.up += dt
        if self.waiting and (self.up >= LEAST_S or self.t.message_left <= 0):
            self.t.say(self.waiting.popleft(), TOLD_S)
            self.up = 0.0
