"""One table: the same match (one seed, the same plays) at a local table and at a network table
over a real loopback server shows the person at seat 0 the same thing at every step — the
line above the hand, the box, every seat's panel, the cards, the trick, what lies on the
table, every dialog and its choices, every line said, and the score sheet at the end — but
for the network's own words (whom it waits for) and what only a local match offers (undo,
play again, skip to the result)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.net_support import seeded, table_of
from tests.ui.one_table_support import (
    first_legal_computers,
    local_table,
    network_table,
    pilot,
    play_it_through,
    saying,
    sheet_values,
)

TABLES = [
    ("coteccio", 4),
    ("rovescino", 4),
    ("coch", 4),
    ("zifuli", 5),
    ("tressette", 4),
    ("tressette-in-due", 2),
    ("terziglio", 3),
    ("stovkahra", 4),
]
SEED = 11
BOLDER = {"terziglio": "Solissimo, scegliete"}
"""Where every seat's first legal action (a pass) would deal the same scores for ever, the
person bids instead (the match then ends in a few hands)."""


def differences(a: object, b: object) -> str:
    """What differs between two steps: the dialog, and the keys of the table's values."""
    if not (isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0]):
        return f"{a!r}\n  vs {b!r}"
    said = [f"{x!r}\n  vs {y!r}" for x, y in zip(a[1:-1], b[1:-1], strict=True) if x != y]
    table, other = a[-1], b[-1]
    said += [f"{k}: {table[k]!r}\n  vs {other.get(k)!r}" for k in table if table[k] != other.get(k)]
    return "\n".join(said)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_person_is_shown_the_same_match_at_a_local_and_at_a_network_table(
    game: str, players: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first_legal_computers(monkeypatch)
    said = saying(monkeypatch)
    seeded(monkeypatch, SEED)
    here = pilot(tmp_path / "local")
    local = local_table(here, game, players, SEED)
    local_steps = play_it_through(here, local, bolder=BOLDER.get(game, ""))
    there = pilot(tmp_path / "network")
    session, friends = network_table(there, tmp_path / "network", game, players)
    try:
        net = table_of(there)
        net_steps = play_it_through(there, net, bolder=BOLDER.get(game, ""))
        for i, (a, b) in enumerate(zip(local_steps, net_steps, strict=False)):
            assert a == b, f"step {i}: local ≠ network:\n{differences(a, b)}"
        assert len(local_steps) == len(net_steps) > 10
        assert said(local) == said(net)
        assert sheet_values(local) == sheet_values(net)
    finally:
        friends.stop()
        session.close()
