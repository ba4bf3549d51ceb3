"""One table of the server as plain values: its seats, its match and what each seat has seen.

No sockets and no clock here: the server feeds actions in and sends out what
:meth:`Table.update` gives each seat. A table is also a file (:meth:`Table.to_file`): the
match record (RECORD.md) with the seats' names, kinds and tokens, from which
:meth:`Table.from_file` rebuilds it — the match by replaying its record, and each seat's
history of what it was shown by replaying its sight, so a restarted server sends the same.
"""

from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass, field
from typing import Any

from coteccio_gui.engine.game import Action, Game, GameSpec
from coteccio_gui.engine.wire import Wire, Writing
from coteccio_gui.net import protocol
from coteccio_gui.net.codec import Sight, spec_of, wire_of
from coteccio_gui.net.news import SeatNews, dump, joined
from coteccio_gui.net.protocol import BadMessage, clean_name
from coteccio_gui.net.seats import HUMAN, KINDS, REMOTE, Seat, SetupError, read_invitation
from coteccio_gui.record import MAX_NAME, read_record, record_dict

FILE_FORMAT = "coteccio-net-table"
__all__ = ["HUMAN", "KINDS", "REMOTE", "Seat", "SetupError", "Table"]


@dataclass
class Table:
    """A table: the set-up, then the match and each seat's sight and history."""

    code: str
    game: str
    seats: list[Seat]
    rules: dict[str, Any]
    host_token: str
    away_level: str = "normal"
    match: Game | None = None
    sights: list[Sight] = field(default_factory=list)
    news: list[SeatNews] = field(default_factory=list)
    """Each seat's view after the last action and its history, as JSON text (:attr:`history`)."""

    @property
    def history(self) -> list[list[dict[str, Any]]]:
        """Each seat's entry per action N (``history[seat][N]``, read from :attr:`news`): ``{"n":
        N, "events": […], "scores": every seat's, "over": whether a hand ended with it}``."""
        return [[json.loads(text) for text in news.history] for news in self.news]

    @property
    def spec(self) -> GameSpec:
        """The game's spec."""
        return spec_of(self.game)

    @property
    def wire(self) -> Wire:
        """The game's wire: its view and events as JSON."""
        return wire_of(self.game)

    @property
    def events(self) -> int:
        """The record's event number the next action must carry (the actions so far)."""
        return len(self.match.actions) if self.match is not None else 0

    # ---- set-up ------------------------------------------------------------------------------

    @classmethod
    def invite(cls, code: str, message: dict[str, Any]) -> Table:
        """A new table from a host's ``open`` message; ``SetupError`` naming what is wrong."""
        game, seats, rules, away = read_invitation(message)
        return cls(code, game, seats, rules, secrets.token_urlsafe(18), away)

    def tokens(self) -> dict[str, str]:
        """The tokens of the host's own seats (``human``), by seat number as text."""
        return {str(i): s.token for i, s in enumerate(self.seats) if s.kind == HUMAN}

    def sit(self, seat: int, name: str) -> str:
        """A guest takes a free remote seat under ``name``; returns the seat's new token
        (``BadMessage`` if the seat is not a free remote seat or the name does not fit)."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != REMOTE:
            raise BadMessage("join: that seat is not a remote seat")
        if self.seats[seat].token or self.match is not None:
            raise BadMessage("join: that seat is taken")
        try:
            name = clean_name(name, MAX_NAME)
        except ValueError as e:
            raise BadMessage(f"join: {e}") from None
        self.seats[seat].name = name
        self.seats[seat].token = secrets.token_urlsafe(18)
        return self.seats[seat].token

    def start(self, rng: random.Random) -> None:
        """The host starts: computers take the remote seats nobody joined; the match begins."""
        for seat in self.seats:
            if seat.kind == REMOTE and not seat.token:
                seat.kind = self.away_level
        spec = self.spec
        players = len(self.seats)
        self._begin(spec.start(players, spec.rules_from_dict(self.rules), rng.randrange(players)))

    def _begin(self, match: Game) -> None:
        self.match = match
        self.sights = [Sight() for _ in self.seats]
        self.news = [SeatNews() for _ in self.seats]
        wire = self.wire
        for seat, news in enumerate(self.news):
            news.view_is(wire.write_view(match.view(seat), Writing(wire.pack)), 0)

    # ---- play --------------------------------------------------------------------------------

    def apply(self, action: Action, rng: random.Random | None = None) -> None:
        """Apply an action (a deal when ``rng`` is given) and note what each seat sees of it."""
        assert self.match is not None
        n = self.events
        events = self.match.deal(rng) if rng is not None else self.match.apply(action)
        self._show(n, type(self.match.actions[-1]).__name__ == "Deal", events)

    def _show(self, n: int, dealt: bool, events: list[Any]) -> None:
        """Each seat's view and history entry after action ``n``: the events are written once,
        and again apart only for a seat from which one of their cards is hidden."""
        assert self.match is not None
        wire, m, w = self.wire, self.match, Writing(self.wire.pack)
        whole = [wire.write_event(e, w) for e in events]
        played, shared = wire.shown(events), None
        entry = {
            "n": n,
            "scores": list(m.scores()),
            "over": m.needs_deal() or m.outcome() is not None,
        }
        common: dict[Any, Any] = {}  # what one seat's view wrote, for the others
        texts: dict[Any, Any] = {}
        for seat, sight in enumerate(self.sights):
            news = self.news[seat]
            news.view_is(sight.look(wire, m.view(seat), played, dealt, common), n + 1, texts)
            if w.cards <= sight.seen:  # it may see every card named: nothing is hidden
                shared = shared or dump({**entry, "events": whole})
                news.history.append(shared)
            else:
                news.history.append(dump({**entry, "events": sight.events(wire, events)}))

    def deciding(self) -> int | None:
        """The seat whose player decides now (a dummy's controller), or None."""
        m = self.match
        if m is None or m.outcome() is not None or m.needs_deal() or m.turn < 0:
            return None
        return m.controller(m.turn)

    def legal(self, seat: int, action: Action) -> Action | None:
        """The legal action of ``seat`` that ``action`` writes as, or None if it has none now
        (compared as record events: the two copies of a Cucco card are one card to a player)."""
        if self.deciding() != seat or self.match is not None and type(action).__name__ == "Deal":
            return None
        assert self.match is not None
        write = self.spec.write_action
        wanted = write(action)
        return next((a for a in self.match.legal_actions() if write(a) == wanted), None)

    def check_act(self, seat: int, event: int, data: dict[str, Any], away: bool) -> Action:
        """The legal action an ``act`` message of ``seat`` asks for; ``BadMessage`` if the
        match has not started, the event number is not the table's, it is not the seat's turn
        (or a computer plays for it) or the action is not allowed."""
        if self.match is None:
            raise BadMessage("act: the match has not started")
        if event != self.events:
            raise BadMessage(f"act: event {event} is not the table's; it is at {self.events}")
        if self.deciding() != seat or away:
            raise BadMessage("act: it is not your turn")
        try:
            action = self.spec.read_action(data, len(self.seats))
        except (ValueError, KeyError, TypeError) as e:
            raise BadMessage(f"act: {str(e)[:120]}") from None
        legal = self.legal(seat, action)
        if legal is None:
            raise BadMessage("act: that action is not allowed now")
        return legal

    def seat_of(self, token: str) -> int | None:
        """The seat this token is for (compared in constant time), or None."""
        found = None
        for i, s in enumerate(self.seats):
            if s.token and secrets.compare_digest(token.encode(), s.token.encode()):
                found = i
        return found

    def update(
        self, seat: int | None, since: int, seats: list[dict[str, Any]], record: bool = True
    ) -> dict[str, Any]:
        """The ``update`` message for ``seat`` (None: the host's own connection without a seat)
        with its history from action ``since`` on, and once the match is over its record
        (unless ``record`` is False: a connection is sent it once)."""
        return dict(json.loads(self.update_text(seat, since, dump(seats), record)))

    def update_text(
        self, seat: int | None, since: int, seats: str, record: bool = True, held: int = -1
    ) -> str:
        """:meth:`update` as JSON text (``seats``: the seats' states as JSON text), put
        together from the texts each seat keeps (:class:`~coteccio_gui.net.news.SeatNews`);
        to a connection that holds the seat's view after ``held`` actions, only what changed
        since (``view_changes`` and ``view_from``: :meth:`SeatNews.view_text`)."""
        m = self.match
        out: dict[str, Any] = {
            "type": protocol.UPDATE,
            "table": self.code,
            "game": self.game,
            "seat": seat,
            "event": self.events,
            "status": "waiting" if m is None else "finished" if m.outcome() else "playing",
            "rules": self.rules,
            "legal": [],
            "acting_for": None,
            "outcome": None,
        }
        texts = {"seats": seats, "view": "null", "history": "[]"}
        if m is None:
            return joined(out, **texts)
        outcome = m.outcome()
        if outcome is not None:
            out["outcome"] = {"winners": list(outcome.winners), "pool": outcome.pool}
        out["scores"] = list(m.scores())
        if seat is None:
            return joined(out, **texts)
        if outcome is not None and record:  # over: nothing in it can be played on
            out["record"] = self.record()
        news = self.news[seat]
        key, texts["view"] = news.view_text(held)
        if key != "view":
            out["view_from"], texts["view_changes"] = held, texts.pop("view")
        if self.deciding() == seat:
            out["acting_for"] = m.turn
            out["legal"] = [self.spec.write_action(a) for a in m.legal_actions()]
        texts["history"] = "[" + ",".join(news.history[max(since, 0) :]) + "]"
        return joined(out, **texts)

    # ---- the file ----------------------------------------------------------------------------

    def head(self) -> dict[str, Any]:
        """The set-up as the store keeps it: :meth:`to_file` without the record, with the
        first dealer once started (the actions are stored one by one)."""
        out = self.to_file(record=False)
        out["first_dealer"] = None if self.match is None else self.match.first_dealer
        return out

    def action_event(self, n: int) -> dict[str, Any]:
        """Action ``n`` of the match as its record event (what the store appends)."""
        assert self.match is not None
        return self.spec.write_action(self.match.actions[n])

    def to_file(self, record: bool = True) -> dict[str, Any]:
        """The table as JSON: its seats and tokens, and the match record once started."""
        out: dict[str, Any] = {
            "format": FILE_FORMAT,
            "version": 1,
            "code": self.code,
            "game": self.game,
            "seats": [{"name": s.name, "kind": s.kind, "token": s.token} for s in self.seats],
            "rules": self.rules,
            "host_token": self.host_token,
            "away_level": self.away_level,
            "record": None,
        }
        if self.match is not None and record:
            out["record"] = self.record()
        return out

    def record(self) -> dict[str, Any]:
        """The match record (RECORD.md) with ``meta.table`` and ``meta.seats``."""
        assert self.match is not None
        meta = {"app": "coteccio serve", "table": self.code, "seats": self.kinds()}
        return record_dict([s.name for s in self.seats], self.match, meta)

    def kinds(self) -> list[str]:
        """Each seat as the record's meta names it: a person or a computer level."""
        return ["human" if s.kind in (HUMAN, REMOTE) else s.kind for s in self.seats]

    @classmethod
    def from_file(cls, data: dict[str, Any]) -> Table:
        """The table a file holds, its match replayed; ``ValueError``/``KeyError`` if broken."""
        if data.get("format") != FILE_FORMAT:
            raise ValueError("not a table file")
        seats = [Seat(str(s["name"]), str(s["kind"]), str(s["token"])) for s in data["seats"]]
        table = cls(
            str(data["code"]),
            str(data["game"]),
            seats,
            dict(data["rules"]),
            str(data["host_token"]),
            str(data.get("away_level", "normal")),
        )
        if data.get("record") is not None:
            saved = read_record(json.dumps(data["record"])).match
            spec = table.spec
            table._begin(spec.start(len(seats), saved.rules, saved.first_dealer))
            for action in saved.actions:
                assert table.match is not None
                n = table.events
                events = table.match.apply(action)
                table._show(n, type(action).__name__ == "Deal", events)
        return table
