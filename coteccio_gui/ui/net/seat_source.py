"""A seat at a server as the table's source: the seat's match as its updates say, the person's
actions sent over the wire, the events the seat was shown read back with the game's wire.

The table (``ui.table``) is the same for a local match and for this: it asks its source for the
match (here a :class:`~coteccio_gui.net.seat.SeatMatch`, the seat's latest view), whether a
person at this screen decides for a seat, and the news. What is only the network's is here:
the seat's connection, the server's refusals and notices said in a player's words, an action
sent once per update (a second waits for the next), the finished match kept in History.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.engine.played import Moment, Played
from coteccio_gui.engine.wire import WireError
from coteccio_gui.i18n import _
from coteccio_gui.live import HUMAN
from coteccio_gui.net.keep import keep_finished
from coteccio_gui.net.seat import SeatMatch
from coteccio_gui.players import LEVELS
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.net.cards import act_words
from coteccio_gui.ui.net.session import JOINED, Session, notice_words, seat_words
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

REMOTE = "remote"
"""A seat of a person at another screen (the table waits for them, it does not ask)."""
CATCH_UP = 6
"""More actions than this at once (a window opening, coming back, falling behind): the table
shows the match as it stands instead of replaying them."""


class NetSource:
    """One seat of a match held by a server, as the table's source."""

    local = False
    thinking = False

    def __init__(self, session: Session, folder: Path) -> None:
        self.session = session
        self.folder = folder
        """The player's data folder (a finished match is kept in its History)."""
        self.client = session.client.client
        state = session.state
        self.game = str(state.get("game"))
        self.wire = games.wire(self.game)
        self.setup = _setup(self.game, state)
        self._match = SeatMatch(self.game, state)
        history = self.client.history
        self.taken = 0 if len(history) <= CATCH_UP else len(history)
        """How many entries of the seat's history have been given to the table (a window that
        opens as the match starts shows its first deal as it comes; one that opens later, the
        match as it stands)."""
        self.seen: Any = state
        """The update the table shows and acts on (the client may hold a newer one)."""
        self.before: Game | None = self._match.empty if self.taken == 0 and history else None
        """The match before the history's first entry, while its events are still to be shown
        (the table sits there first, so each deal and each score is shown once, as it comes)."""
        self.told = len(self.client.notices)
        self.errors = len(self.client.errors)
        self.sent: int | None = None
        """The event number the last action was sent at (the next waits for a newer update)."""
        self.waiting: deque[Action] = deque()
        """The person's further actions, sent one per update."""
        self.lines: list[str] = []
        """What the table is to say above the hand (a refusal from the server)."""
        self.kept = False

    # ---- what the table reads ----------------------------------------------------------------

    @property
    def match(self) -> Game:
        """The seat's match as its latest update taken says."""
        if self.before is not None:
            return self.before
        return self._match  # type: ignore[return-value]

    @property
    def seat(self) -> int:
        """The seat this program plays."""
        return self._match.seat

    def decides_here(self, seat: int) -> bool:
        """Whether this screen's person decides for ``seat`` (their own, or their dummy), and
        may now: not while an action of theirs is on its way (the next update says it)."""
        in_flight = self.sent is not None and self.sent == self.seen.get("event")
        return self._match.controller(seat) == self.seat and not in_flight

    def behind(self) -> bool:
        """Whether the client holds news the table has not taken yet."""
        c = self.client
        fresh = c.state is not self.seen or len(c.history) > self.taken
        return fresh or len(c.notices) > self.told or len(c.errors) > self.errors

    def seat_status(self, seat: int) -> str | None:
        """Who is at a friend's seat when that is news: away, or the connection lost."""
        seats = self.seen.get("seats") or []
        owner = self._match.controller(seat)
        if owner == self.seat or not 0 <= owner < len(seats):
            return None
        state = seats[owner].get("state")
        return seat_words(seats[owner]) if state in ("away", "waiting") else None

    def waiting_for(self) -> str | None:
        """The friend whose turn the table waits for (a computer plays at once), if any."""
        m = self._match
        seats = self.seen.get("seats") or []
        if m.turn < 0 or m.outcome() is not None:
            return None
        who = m.controller(m.turn)
        if who == self.seat or not 0 <= who < len(seats):
            return None
        if seats[who].get("state") in ("computer", "away", "free"):
            return None
        return str(seats[who].get("name", ""))

    @property
    def connected(self) -> bool:
        """Whether the connection to the table is up."""
        return bool(self.client.connected)

    # ---- the person's actions ----------------------------------------------------------------

    def act(self, action: Action) -> list[Event]:
        """Send ``action`` (once per update: a second waits for the next); its events come
        back from the server."""
        self.waiting.append(action)
        self._send()
        return []

    def _send(self) -> None:
        event = self.seen.get("event")
        if not self.waiting or not self.seen.get("legal") or event == self.sent:
            return
        action = self.waiting.popleft()
        self.sent = event
        data = self.wire_action(action)
        self.session.client.call(self.client.act, data)

    def wire_action(self, action: Action) -> dict[str, Any]:
        """An action as the record (and the server) writes it."""
        return self._match.spec.write_action(action)

    def advance(self, now: float, speed: float) -> list[Event]:
        """Nothing moves here but by the server: the news brings it."""
        return []

    # ---- what comes from the server ----------------------------------------------------------

    def news(self) -> list[Event] | None:
        """The events of the updates come since last asked, read back with the game's wire
        (None: too many to show one by one; the table sits at the match as it stands)."""
        for notice in self.client.notices[self.told :]:
            self.lines.append(notice_words(notice))
        self.told = len(self.client.notices)
        if len(self.client.errors) > self.errors:
            self.errors = len(self.client.errors)
            self.sent = None  # the error changed nothing: the person may act again
            self.waiting.clear()
            self.lines.append(act_words(self.client.errors[-1]))
        state = self.client.state
        if state is self.seen and self.taken == len(self.client.history):
            return []
        self.seen = state
        self._match = SeatMatch(self.game, state)
        self.before = None
        history = self.client.history
        fresh, self.taken = history[self.taken :], len(history)
        self._finished()
        self._send()
        if len(fresh) > CATCH_UP:
            return None
        events = []
        for step in fresh:
            for data in step.get("events") or ():
                try:
                    events.append(self.wire.read_event(data))
                except WireError:
                    continue  # an event this program cannot read: the view tells the rest
        return events

    def played(self) -> Played:
        """The match as far as this seat saw it: its history's events and the scores after
        each action (the score sheet's)."""
        empty = self._match.empty
        moments = []
        for step in self.client.history:
            events = []
            for data in step.get("events") or ():
                try:
                    events.append(self.wire.read_event(data))
                except WireError:
                    continue
            scores = tuple(int(x) for x in step.get("scores") or ())
            moments.append(Moment(tuple(events), scores, bool(step.get("over"))))
        return Played(tuple(empty.scores()), tuple(empty.teams()), tuple(moments))

    def said(self) -> list[str]:
        """The lines for the table to say above the hand, once each."""
        lines, self.lines = self.lines, []
        return lines

    def _finished(self) -> None:
        """A finished match goes into History and the statistics (once); a guest's seat to
        come back to is forgotten."""
        if self.kept or self.seen.get("status") != "finished":
            return
        self.kept = True
        (self.folder / JOINED).unlink(missing_ok=True)
        keep_finished(self.folder, self.seen, self.lines.append)

    def leave(self) -> None:
        """Leave the table (a guest's seat is played by the computer; a host's server stops)."""
        self.session.close()

    @property
    def hosting(self) -> bool:
        """Whether this program holds the server (leaving closes the table for everyone)."""
        return self.session.server is not None

    def close(self) -> None:
        """The table is closed: leave the server."""
        self.session.close()


def _setup(game: str, state: dict[str, Any]) -> TableSetup:
    """Who sits where, as the table's set-up says it: this seat's person, friends elsewhere,
    computers at their level."""
    seats = state.get("seats") or []
    mine = state.get("seat")
    spec = games.spec(game)
    made = []
    for i, seat in enumerate(seats):
        kind = str(seat.get("kind", REMOTE))
        if i == mine:
            kind = HUMAN
        elif kind not in LEVELS:
            kind = REMOTE
        made.append(SeatSetup(str(seat.get("name", "")) or _("Seat {n}").format(n=i + 1), kind))
    try:
        rules = spec.rules_from_dict(state.get("rules") or {})
    except (ValueError, KeyError, TypeError):
        rules = None
    return TableSetup(game, made, rules)


def net_table(app: App, session: Session) -> Scene:
    """The table of a seat at a server (the scene ``net_table``): the one table, this seat's
    match as its source."""
    folder = save_folder(app.data_folder)
    table: Scene = app.nav.make("table", source=NetSource(session, folder))
    return table
