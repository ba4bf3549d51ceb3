"""A seat at a server as the table's source (or the host's people's seats): the match as their
updates say, the person's actions sent over the wire, the events the seats were shown read back
with the game's wire.

The table (``ui.table``) is the same for a local match and for this: it asks its source for the
match (here a :class:`~coteccio_gui.net.seat.SeatMatch`, the seat's latest view), whether a
person at this screen decides for a seat, and the news. What is only the network's is here:
the seat's connection, the server's refusals and notices said in a player's words, an action
sent once per update (a second waits for the next), the finished match kept in History.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.engine.played import Moment, Played
from coteccio_gui.engine.wire import WireError
from coteccio_gui.i18n import _
from coteccio_gui.left import keep_left, left_path
from coteccio_gui.live import HUMAN
from coteccio_gui.net.keep import keep_finished
from coteccio_gui.net.seat import SeatMatch
from coteccio_gui.net.seated import SeatsMatch, merged_history
from coteccio_gui.players import LEVELS
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.net.answers import act_words
from coteccio_gui.ui.net.seats import Link, notice_words, seat_words
from coteccio_gui.ui.net.session import JOINED, Session
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

REMOTE = "remote"
"""A seat of a person at another screen (the table waits for them, it does not ask)."""
CATCH_UP = 20
"""More actions than this at once (a window opening, coming back, far behind): the table shows
the match as it stands instead of replaying them. The computers' moves after a person's may
come at once (Terziglio's scegliete: the shares, the discards, the lead), to be shown each."""


class NetSource:
    """The seats of a match held by a server that this screen plays, as the table's source: one
    seat of a guest, or the host's people's seats (hot-seat at a network table)."""

    local = False
    thinking = False

    def __init__(self, session: Session, folder: Path) -> None:
        self.session = session
        self.folder = folder
        """The player's data folder (a finished match is kept in its History)."""
        self.links = [Link(session.client), *(Link(t) for t in session.others)]
        self.client = session.client.client
        """The first seat's connection (the notices come to every seat: read here once)."""
        state = session.state
        self.game = str(state.get("game"))
        self.wire = games.wire(self.game)
        self.showing = self.links[0].seat
        """The seat whose view stands for the match: among this screen's seats, the last one
        whose turn it was (a local hot-seat match is seen from the seat to act)."""
        self.setup = _setup(self.game, state, {link.seat for link in self.links})
        self._match = self._made()
        history = self._history()
        self.taken = 0 if len(history) <= CATCH_UP else len(history)
        """How many entries of the seats' history have been given to the table (a window that
        opens as the match starts shows its first deal as it comes; one that opens later, the
        match as it stands)."""
        self.before: Game | None = self._match.empty if self.taken == 0 and history else None
        """The match before the history's first entry, while its events are still to be shown
        (the table sits there first, so each deal and each score is shown once, as it comes)."""
        self.told = len(self.client.notices)
        self.lines: list[str] = []
        """What the table is to say above the hand (a refusal from the server)."""
        self.kept = False
        self.guest = session.server is None
        """A guest's window (a host's match stays on its server, to be hosted again)."""

    def _made(self) -> SeatMatch:
        """The match as the seen updates say (several seats here: as their people see it)."""
        if len(self.links) == 1:
            return SeatMatch(self.game, self.links[0].seen)
        matches = [SeatMatch(self.game, link.seen) for link in self.links]
        m = matches[0]
        if m.turn >= 0 and m.controller(m.turn) in {x.seat for x in matches}:
            self.showing = m.controller(m.turn)
        return SeatsMatch(matches, self.showing)

    def _history(self) -> list[dict[str, Any]]:
        """What the seats here were shown, action by action (merged: each event once)."""
        if len(self.links) == 1:
            return self.client.history
        return merged_history([link.client.history for link in self.links])

    @property
    def seen(self) -> Any:
        """The update standing for the table (every seat's is at the same action)."""
        return self.links[0].seen

    # ---- what the table reads ----------------------------------------------------------------

    @property
    def match(self) -> Game:
        """The seats' match as their latest updates taken say."""
        if self.before is not None:
            return self.before
        return self._match  # type: ignore[return-value]

    @property
    def seat(self) -> int:
        """The (first) seat this program plays."""
        return self.links[0].seat

    def _link(self, seat: int) -> Link | None:
        owner = self._match.controller(seat)
        return next((link for link in self.links if link.seat == owner), None)

    def decides_here(self, seat: int) -> bool:
        """Whether a person at this screen decides for ``seat`` (their own, or their dummy),
        and may now: not while an action of theirs is on its way (the next update says it)."""
        link = self._link(seat)
        return link is not None and not link.in_flight()

    def behind(self) -> bool:
        """Whether a seat's client holds news the table has not taken yet (an update, or
        entries of its history not yet shown)."""
        if len(self.client.notices) > self.told:
            return True
        if self.taken < min(len(link.client.history) for link in self.links):
            return True
        return any(
            link.client.state is not link.seen or len(link.client.errors) > link.errors
            for link in self.links
        )

    def seat_status(self, seat: int) -> str | None:
        """Who is at a friend's seat when that is news: away, or the connection lost."""
        seats = self.seen.get("seats") or []
        owner = self._match.controller(seat)
        if self._link(seat) is not None or not 0 <= owner < len(seats):
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
        if self._link(m.turn) is not None or not 0 <= who < len(seats):
            return None
        if seats[who].get("state") in ("computer", "away", "free"):
            return None
        return str(seats[who].get("name", ""))

    @property
    def connected(self) -> bool:
        """Whether the connections to the table are up."""
        return all(link.client.connected for link in self.links)

    # ---- the person's actions ----------------------------------------------------------------

    def act(self, action: Action) -> list[Event]:
        """Send ``action`` for the seat deciding here (once per update: a second waits for the
        next); its events come back from the server."""
        deciding = next((link for link in self.links if link.seen.get("legal")), None)
        link = deciding or self._link(self._match.turn) or self.links[0]
        link.waiting.append(action)
        link.send(self.wire_action)
        return []

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
        for link in self.links:
            if len(link.client.errors) > link.errors:
                link.errors = len(link.client.errors)
                link.sent = None  # the error changed nothing: the person may act again
                link.waiting.clear()
                self.lines.append(act_words(link.client.errors[-1]))
        states = [link.client.state for link in self.links]
        if any(s.get("event") != states[0].get("event") for s in states):
            return []  # one seat heard of an action another has not yet: it comes
        fresh_state = any(s is not link.seen for s, link in zip(states, self.links, strict=True))
        if not fresh_state and self.taken == min(len(x.client.history) for x in self.links):
            return []
        history = self._history()
        for s, link in zip(states, self.links, strict=True):
            link.seen = s
        self._match = self._made()
        self.before = None
        fresh, self.taken = history[self.taken :], len(history)
        self._finished()
        for link in self.links:
            link.send(self.wire_action)
        if len(fresh) > CATCH_UP:
            return None
        return self._read(fresh)

    def _read(self, steps: list[dict[str, Any]]) -> list[Event]:
        events = []
        for step in steps:
            for data in step.get("events") or ():
                try:
                    events.append(self.wire.read_event(data))
                except WireError:
                    continue  # an event this program cannot read: the view tells the rest
        return events

    def played(self) -> Played:
        """The match as far as the seats here saw it: their history's events and the scores
        after each action (the score sheet's)."""
        empty = self._match.empty
        moments = []
        for step in self._history():
            scores = tuple(int(x) for x in step.get("scores") or ())
            moments.append(Moment(tuple(self._read([step])), scores, bool(step.get("over"))))
        return Played(tuple(empty.scores()), tuple(empty.teams()), tuple(moments))

    def said(self) -> list[str]:
        """The lines for the table to say above the hand, once each."""
        lines, self.lines = self.lines, []
        return lines

    def _finished(self) -> None:
        """A finished match goes into History and the statistics (once, from the first seat
        here); a guest's seat to come back to is forgotten."""
        if self.kept or self.seen.get("status") != "finished":
            return
        self.kept = True
        (self.folder / JOINED).unlink(missing_ok=True)
        keep_finished(self.folder, self.seen, self.lines.append)
        code, seat = str(self.seen.get("table", "")), self.seat
        left_path(self.folder, code, seat).unlink(missing_ok=True)  # kept whole now

    def _keep_left(self) -> None:
        """A guest who leaves before the end keeps the match in History as far as their seat
        saw it (once)."""
        if not self.guest or self.kept:
            return
        c = self.client
        self.kept = keep_left(self.folder, c.state, list(c.history), dict(c.views)) is not None

    def leave(self) -> None:
        """Leave the table (a guest's seat is played by the computer; a host's server stops)."""
        self.close()

    @property
    def hosting(self) -> bool:
        """Whether this program holds the server (leaving closes the table for everyone)."""
        return self.session.server is not None

    def close(self) -> None:
        """The table is closed: leave the server, then a guest keeps what their seat was sent."""
        self.session.close()
        self._keep_left()


def _setup(game: str, state: dict[str, Any], mine: set[int]) -> TableSetup:
    """Who sits where, as the table's set-up says it: the people at this screen (``mine``),
    friends elsewhere, computers at their level."""
    seats = state.get("seats") or []
    spec = games.spec(game)
    made = []
    for i, seat in enumerate(seats):
        kind = str(seat.get("kind", REMOTE))
        if i in mine:
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
