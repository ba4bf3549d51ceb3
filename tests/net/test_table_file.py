"""A table read back from its file is the table that was saved: the same seats decide."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.net.table import Table
from coteccio_gui.players import make_player
from tests.net.support import designs


@pytest.mark.parametrize(
    ("game", "people"), [("coch", 2), ("coch", 3), ("zifuli", 5), ("coteccio", 4)]
)
def test_a_table_read_from_its_file_has_the_same_seats_deciding(game: str, people: int) -> None:
    kinds = ["human"] + ["normal"] * (people - 1)
    message = {"game": game, "players": [f"P{i}" for i in range(people)], "seats": kinds}
    table = Table.invite("ABCDEF", message)
    rng = random.Random(7)
    table.start(rng)
    bots = [make_player("normal", game=game) for _ in range(people)]
    deciders = []
    for _ in range(25):  # into the first hand, dummies' turns included where the game has them
        m = table.match
        assert m is not None
        if m.outcome() is not None:
            break
        if m.needs_deal():
            table.apply(None, rng)  # type: ignore[arg-type]
            continue
        seat = table.deciding()
        assert seat is not None
        deciders.append(seat)
        table.apply(bots[seat].decide(m.view(m.turn), rng))
    again = Table.from_file(table.to_file())
    assert again.match is not None and table.match is not None
    assert again.deciding() == table.deciding()
    assert again.events == table.events
    assert designs([again.update(s, 0, [])["view"] for s in range(people)]) == designs(
        [table.update(s, 0, [])["view"] for s in range(people)]
    )
    assert set(deciders) <= set(range(people))
