"""A presentation shows a seat of a network table as it shows the local match: it reads the game
only through the seat's view, so the seat's ``SeatMatch`` (its update, read back with the
game's wire) and the engine's match give the same panels, boxes, prompts, dialogs and spreads
at every step of random matches of every game."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.net.seat import SeatMatch
from coteccio_gui.net.table import Seat, Table
from coteccio_gui.ui.games import presentation

TABLES = [
    ("coteccio", 4),
    ("rovescino", 4),
    ("coch", 2),
    ("coch", 4),
    ("zifuli", 5),
    ("tressette", 4),
    ("tressette-in-due", 2),
    ("terziglio", 3),
    ("stovkahra", 4),
]
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def seat_table(game: str, players: int, seed: int) -> Table:
    """A server's table of ``game`` with everyone a person, started."""
    seats = [Seat(NAMES[i], "human") for i in range(players)]
    table = Table("ABCDEF", game, seats, {}, "host")
    table.start(random.Random(seed))
    return table


def said(look, game, board, names, seat):  # type: ignore[no-untyped-def]
    """Everything the presentation says of ``game`` for ``seat``, as plain values."""
    out = [
        [look.panel(board, s, game) for s in range(game.players)],
        look.info(board, game, "english"),
        look.spreads(game, board, names),
        look.trick_marks(game, len(game.tricks)),
    ]
    if game.turn >= 0 and game.controller(game.turn) == seat:
        legal = game.legal_actions()
        if legal and all(look.hand_card(a) is not None for a in legal):
            out.append(look.waiting(game, names, "english"))
        elif legal:
            spec = look.choice(game, game.turn, legal, names, "english")
            out.append((spec.title, list(spec.lines), [c.label for c in spec.choices]))
    return out


def pick(rng: random.Random, m, steps: int):  # type: ignore[no-untyped-def]
    """A random legal action; one that would end the match at once (a claim, offered at every
    turn of Tressette) is put off while other actions remain, for the first ``LONG`` steps, so
    that the match gets past its first trick."""
    legal = m.legal_actions()
    if steps < LONG:
        lasting = [a for a in legal if not _ends(m, a)]
        legal = lasting or legal
    return rng.choice(legal)


def _ends(m, action) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``action`` ends the match ``m`` (tried on a copy)."""
    other = m.copy()
    other.apply(action)
    return other.outcome() is not None


LONG = 300
"""Steps during which a random match does not end by a choice (a claim)."""


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_seat_of_a_network_table_is_shown_as_the_local_match(game, players):
    look = presentation(game)
    rng = random.Random(7)
    table = seat_table(game, players, 7)
    names = look.seat_names(table.match, NAMES[: len(table.seats)])
    steps = 0
    while table.match.outcome() is None and steps < 400:
        m = table.match
        if m.needs_deal():
            table.apply(None, rng)
            continue
        for seat in range(len(table.seats)):
            update = table.update(seat, 0, [{"name": s.name, "kind": s.kind} for s in table.seats])
            seen = SeatMatch(game, update)
            local = look.board(m, names)
            remote = look.board(seen, names)
            assert said(look, seen, remote, names, seat) == said(look, m, local, names, seat)
        table.apply(pick(rng, m, steps))
        steps += 1
    assert steps > 20
