"""The seats of a network table as this window holds them: the host's people's connections,
and who sits where in a player's words.

The host may sit several people at their screen (hot-seat) besides friends elsewhere: each of
those seats is held by a connection of its own (the server sends each seat only what it may
see), all of them in this window; the table passes the screen between the people behind a
curtain as at a local hot-seat table.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from coteccio_gui.engine.game import Action
from coteccio_gui.i18n import _
from coteccio_gui.net.client import TableClient
from coteccio_gui.net.threaded import ClientThread

HUMAN = "human"
"""A seat of a person at the host's screen."""


def sit_others(first: TableClient, tokens: dict[str, str]) -> list[ClientThread]:
    """Sit at the host's other people's seats (``tokens``: seat → token, as ``opened`` gives
    them) beside ``first``, which already sits at one: a connection each, in seat order."""
    made: list[ClientThread] = []
    try:
        for _seat, token in sorted(tokens.items(), key=lambda kv: int(kv[0])):
            if token == first.token:
                continue
            other = ClientThread(first.url)
            made.append(other)
            other.call(other.client.hello, first.table, token)
    except Exception:
        for other in made:
            other.close()
        raise
    return made


class Link:
    """One seat this window plays at the table: its connection and what the table took of it."""

    def __init__(self, thread: ClientThread) -> None:
        self.thread = thread
        self.client = thread.client
        self.seen: Any = self.client.state
        """The update the table shows and acts on (the client may hold a newer one)."""
        self.errors = len(self.client.errors)
        self.sent: int | None = None
        """The event number the last action was sent at (the next waits for a newer update)."""
        self.waiting: deque[Action] = deque()
        """The person's further actions, sent one per update."""

    @property
    def seat(self) -> int:
        """The seat this connection plays."""
        seat = self.seen.get("seat")
        return seat if isinstance(seat, int) else -1

    def in_flight(self) -> bool:
        """Whether an action of this seat is on its way (the next update says it)."""
        return self.sent is not None and self.sent == self.seen.get("event")

    def send(self, write: Callable[[Action], dict[str, Any]]) -> None:
        """Send the next action waiting, if the update offers this seat actions."""
        event = self.seen.get("event")
        if not self.waiting or not self.seen.get("legal") or event == self.sent:
            return
        self.sent = event
        self.thread.call(self.client.act, write(self.waiting.popleft()))


def notice_words(notice: dict[str, Any]) -> str:
    """A ``notice`` in the player's language."""
    name = notice.get("name", "?")
    kind = notice.get("kind")
    if kind == "away":
        return _("{name} is away — the computer plays for them.").format(name=name)
    if kind == "back":
        return _("{name} is back at the table.").format(name=name)
    if kind == "left":
        return _("{name} lost the connection; their seat waits for them.").format(name=name)
    return str(notice.get("text", ""))


def seat_words(seat: dict[str, Any]) -> str:
    """Who sits at a seat, in a player's words, from the update's seat state."""
    state = seat.get("state")
    if state == "connected":
        return _("joined")
    if state == "free":
        return _("waiting for a friend")
    if state == "computer":
        return _("computer")
    if state == "away":
        return _("away — the computer plays")
    return _("connection lost — waiting")


def seat_role(i: int, seats: list[dict[str, Any]]) -> str:
    """Who sits at seat ``i`` as the join window and the lobby both say it: the host (the first
    person at the host's screen), another person at the host's screen, else the seat's state."""
    if seats[i].get("kind") != "human":
        return seat_words(seats[i])
    first = next(k for k, seat in enumerate(seats) if seat.get("kind") == "human")
    return _("host") if i == first else _("at the host's screen")
