"""To the end of a whole match, a seat of a network table hears what the local match says
besides the panels: the end-of-match words, the seats' names (a Cöch dummy's), the tips of a
phase, the room a hand's fan makes, the hand the saved-matches list names."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.net.seat import SeatMatch
from coteccio_gui.net.table import Seat, Table
from coteccio_gui.ui.games import presentation

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
MATCHES = [
    ("coteccio", 3, {"starting_lives": 2, "doctor_limit_per": "player"}),
    ("rovescino", 4, {}),
    ("coch", 2, {}),
    ("zifuli", 5, {"rounds": 1, "thrown_in_counts": False}),
]


def told(look, game, names):  # type: ignore[no-untyped-def]
    """What the presentation says of ``game`` outside the panels, as plain values."""
    out = [
        look.match_end(game, names),
        look.seat_names(game, names),
        {name: during(game) for name, during in look.tip_while.items()},
        look.hand_size(game, 0),
    ]
    if "hand_number" in type(look).__dict__:  # the game's own (the base one reads the record)
        out.append(look.hand_number(game))
    return out


@pytest.mark.parametrize(("game", "players", "rules"), MATCHES)
def test_a_network_seat_hears_the_match_end_as_the_local_match(game, players, rules):
    look = presentation(game)
    rng = random.Random(3)
    seats = [Seat(NAMES[i], "human") for i in range(players)]
    table = Table("ABCDEF", game, seats, rules, "host")
    table.start(random.Random(3))
    names = look.seat_names(table.match, NAMES[:players])
    people = [{"name": s.name, "kind": s.kind} for s in seats]
    while True:
        m = table.match
        if m.needs_deal() and m.outcome() is None:
            table.apply(None, rng)
            continue
        seat = m.controller(m.turn) if m.turn >= 0 else len(m.actions) % players
        seen = SeatMatch(game, table.update(seat, 0, people))
        assert told(look, seen, names) == told(look, m, names)
        if m.outcome() is not None:
            break
        table.apply(rng.choice(m.legal_actions()))
    title, lines = look.match_end(m, names)
    assert any(name in title for name in names), title  # a real ending was compared
