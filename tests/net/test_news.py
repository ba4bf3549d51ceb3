"""What each seat is sent, kept between actions (views written again only where they changed,
events written once and apart only where a card is hidden, updates put together from texts), is
exactly what writing everything again for each seat at each action gives: whole matches of every
game, every seat, every action, against that writing done from scratch here."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from coteccio_gui import games
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.sight import Sight
from coteccio_gui.engine.wire import Wire, Writing
from coteccio_gui.net.table import Table
from tests.net.support import NAMES, SHORT_RULES, designs


class FromScratch:
    """What a seat may see, each view and event written whole (the server's way before)."""

    def __init__(self) -> None:
        self.seen: set[Card] = set()

    def look(self, wire: Wire, view: Any, played: set[Card], dealt: bool) -> dict[str, Any]:
        if dealt:
            self.seen.clear()
        w = Writing(wire.pack)
        written = wire.write_view(view, w)
        self.seen |= w.cards | played
        return written

    def events(self, wire: Wire, events: list[Any]) -> list[dict[str, Any]]:
        w = Writing(wire.pack, lambda c: c not in self.seen)
        return [wire.write_event(e, w) for e in events]


def table_of(game: str, seed: int) -> Table:
    """A started table of ``game`` with a person at every seat."""
    n = games.spec(game).default_players
    setup = {"game": game, "players": NAMES[:n], "seats": ["human"] + ["remote"] * (n - 1)}
    table = Table.invite("ABCDEF", {**setup, "rules": SHORT_RULES[game]})
    for seat in range(1, n):
        table.sit(seat, NAMES[seat])
    table.start(random.Random(seed))
    return table


@pytest.mark.parametrize("game", games.NAMES)
def test_each_seat_is_sent_what_writing_everything_again_gives(game: str) -> None:
    rng = random.Random(3)
    table = table_of(game, 3)
    spec, wire, m = table.spec, table.wire, table.match
    assert m is not None
    ref = spec.start(m.players, m.rules, m.first_dealer)
    sights = [FromScratch() for _ in table.seats]
    entries: list[list[dict[str, Any]]] = [[] for _ in table.seats]
    hidden = 0
    for _ in range(20_000):
        if m.outcome() is not None:
            break
        n = table.events
        table.apply(None, rng) if m.needs_deal() else table.apply(rng.choice(m.legal_actions()))
        action = m.actions[-1]
        events = ref.apply(action)
        dealt, played = type(action).__name__ == "Deal", wire.shown(events)
        scores, over = list(ref.scores()), ref.needs_deal() or ref.outcome() is not None
        for seat, sight in enumerate(sights):
            view = sight.look(wire, ref.view(seat), played, dealt)
            entry = {"n": n, "events": sight.events(wire, events), "scores": scores, "over": over}
            entries[seat].append(entry)
            hidden += json.dumps(entry["events"]).count("null")
            sent = json.loads(table.update_text(seat, n, "[]"))
            assert sent["view"] == view, (game, n, seat)
            assert sent["history"] == [entry], (game, n, seat)
            assert sent["event"] == n + 1
    assert m.outcome() is not None  # whole matches
    assert hidden > 0  # the deals' other hands were hidden on the way
    for seat in range(len(table.seats)):
        assert json.loads(table.update_text(seat, 0, "[]"))["history"] == entries[seat]
    assert table.history == entries
    again = Table.from_file(table.to_file())  # a restarted server sends the same
    for seat in range(len(table.seats)):
        sent, resent = (json.loads(t.update_text(seat, 0, "[]")) for t in (table, again))
        assert designs(resent) == designs(sent)


def test_a_view_is_written_again_only_where_it_changed_and_once_for_every_seat() -> None:
    table = table_of("coteccio", 5)
    rng = random.Random(5)
    m = table.match
    assert m is not None
    table.apply(None, rng)  # the deal
    before = dict(table.sights[2].written)
    table.apply(m.legal_actions()[0])  # the first card of the first trick
    after = table.sights[2].written
    assert after["rules"] is before["rules"] and after["tricks"] is before["tricks"]
    assert after["trick"] is not before["trick"]
    assert table.sights[1].written["trick"] is after["trick"]  # written once, for both seats
    assert table.sights[1].written["hand"] is not after["hand"]


def test_a_list_grown_at_its_end_is_written_on() -> None:
    spec, wire = games.spec("coteccio"), games.wire("coteccio")
    m = spec.start(4, spec.rules_from_dict({}), 0)
    sight, rng = Sight(), random.Random(5)
    m.deal(rng)
    sight.look(wire, m.view(2), set(), True)
    while len(m.tricks) < 2:
        seen = sight.written["tricks"]
        events = m.apply(m.legal_actions()[0])
        sight.look(wire, m.view(2), wire.shown(events), False)
    grown = sight.written["tricks"]
    assert len(grown) == 2 and grown[0] is seen[0]
    assert grown == wire.write_view(m.view(2), Writing(wire.pack))["tricks"]
