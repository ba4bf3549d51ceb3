"""Each game's wire: every field of its view and events declared, every value of whole random
matches read back as written, a hidden card read back as nothing, a bad value refused."""

from __future__ import annotations

import dataclasses
import random

import pytest

from coteccio_gui import games
from coteccio_gui.engine.cards import ITALIAN
from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.engine.wire import WireError, Writing

TABLES = [
    ("coteccio", 4),
    ("coteccio", 7),
    ("rovescino", 5),
    ("coch", 2),
    ("coch", 4),
    ("zifuli", 5),
    ("tressette", 4),
    ("tressette-in-due", 2),
    ("terziglio", 3),
    ("stovkahra", 4),
]


def test_every_game_of_the_list_is_played_here():
    assert {game for game, _ in TABLES} == set(games.NAMES)


def fields(cls: type) -> tuple[str, ...]:
    """A class's fields, as a named tuple or a dataclass lists them."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    return tuple(cls._fields)  # type: ignore[attr-defined]


def played(game: str, players: int, seed: int):
    """Every (match, events) of a random match, action by action."""
    rng = random.Random(seed)
    m = games.spec(game).start(players, None, rng.randrange(players))
    while m.outcome() is None and len(m.actions) < 2000:
        events = m.deal(rng) if m.needs_deal() else m.apply(rng.choice(m.legal_actions()))
        yield m, events


def same(a: object, b: object, w: Writing, write) -> bool:  # type: ignore[no-untyped-def]
    """Equal, or (the two copies of a Cucco card are one card to a player) written alike."""
    return a == b or write(a, w) == write(b, w)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_every_view_and_event_of_a_match_reads_back_as_written(game, players):
    wire = games.wire(game)
    kinds = set()
    for seed in range(2):
        for m, events in played(game, players, seed):
            for e in events:
                kinds.add(type(e).__name__)
                back = wire.read_event(wire.write_event(e, Writing(wire.pack)))
                assert same(back, e, Writing(wire.pack), wire.write_event), (e, back)
            for seat in range(m.players):
                view = m.view(seat)
                back = wire.read_view(wire.write_view(view, Writing(wire.pack)))
                assert same(back, view, Writing(wire.pack), wire.write_view), seat
    assert "HandDealt" in kinds and len(kinds) >= 3


@pytest.mark.parametrize("game", games.NAMES)
def test_every_field_of_the_view_and_of_each_event_is_declared(game):
    wire = games.wire(game)
    m = games.spec(game).start(games.spec(game).default_players, None, 0)
    assert wire.view.fields == fields(type(m.view(0)))  # type: ignore[attr-defined]
    for kind, codec in wire.events.items():
        assert codec.cls.__name__ == kind  # type: ignore[attr-defined]
        assert codec.fields == fields(codec.cls), kind  # type: ignore[attr-defined]


def _event_classes(game: str) -> list[type]:
    """The event classes a few random matches of ``game`` produce."""
    spec = games.spec(game)
    found: dict[str, type] = {}
    for seed in range(3):
        for _m, events in played(game, spec.default_players, seed):
            found.update((type(e).__name__, type(e)) for e in events)
    return list(found.values())


@pytest.mark.parametrize("game", games.NAMES)
def test_every_event_a_match_makes_has_its_place_on_the_wire(game):
    wire = games.wire(game)
    assert {c.__name__ for c in _event_classes(game)} <= set(wire.events)


def test_a_card_kept_from_the_seat_is_written_as_null_and_reads_back_as_nothing():
    wire = games.wire("coteccio")
    w = Writing(ITALIAN, hide=lambda c: True)
    written = wire.write_event(CardPlayed(1, 5), w)
    assert written == {"kind": "CardPlayed", "seat": 1, "card": None} and w.cards == {5}
    assert wire.read_event(written) == CardPlayed(1, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "Nothing"},
        {"kind": "CardPlayed", "seat": 1},
        {"kind": "CardPlayed", "seat": "1", "card": "Ac"},
        {"kind": "CardPlayed", "seat": 1, "card": "Zz"},
        {"kind": "CardPlayed", "seat": True, "card": "Ac"},
        ["CardPlayed"],
    ],
)
def test_a_value_that_is_not_one_of_the_games_is_refused(data):
    with pytest.raises(WireError):
        games.wire("coteccio").read_event(data)
