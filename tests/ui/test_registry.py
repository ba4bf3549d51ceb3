"""One registry entry per game: its spec, its levels, its presentation and its coach; the table,
the set-up and the history reach a game's coach only through that entry."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from coteccio_gui import games
from coteccio_gui.players import ALL_LEVELS
from coteccio_gui.ui.games import playable
from coteccio_gui.ui.games.registry import entry

UI = Path(__file__).resolve().parents[2] / "coteccio_gui" / "ui"


@pytest.mark.parametrize("game", list(games.NAMES))
def test_every_game_has_one_entry_with_its_spec_levels_and_presentation(game: str) -> None:
    e = entry(game)
    assert e.name == game and e.spec is games.spec(game)
    assert list(e.levels) == list(ALL_LEVELS)
    match = e.spec.start(e.spec.default_players, next(iter(e.spec.presets().values())), 0)
    match.deal(random.Random(1))
    seat = match.turn
    action = e.levels["normal"].make(None).decide(match.view(seat), random.Random(2))
    assert action in match.legal_actions()  # the level's player plays this game
    assert e.presentation.board(match, []) is not None
    assert game in playable()


def test_every_game_has_a_coach_and_describes_its_levels() -> None:
    for game in games.NAMES:
        assert entry(game).coach is not None and entry(game).play_reviews().on
        assert "normal" in (entry(game).levels["normal"].describe() or "").lower()
        for level in ("easy", "hard", "expert"):
            said = entry(game).levels[level].describe() or ""
            assert said.lower().startswith(level) and any(ch.isdigit() for ch in said)


@pytest.mark.parametrize("folder", ["table", "screens", "core", "board"])
def test_the_table_and_the_history_reach_a_coach_only_through_the_registry(folder: str) -> None:
    for path in (UI / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
                assert not any(n.endswith("_coach") for n in names), (
                    f"{path} imports a game's coach"
                )
