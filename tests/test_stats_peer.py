"""Statistics treat every game as a peer: the modules that count (``stats/``, ``game_stats``)
import no game, only the list of games; the screen compares no game's name.

Each module is parsed, not imported, so a game reached inside a function counts too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from coteccio_gui import games

PACKAGE = Path(__file__).resolve().parent.parent / "coteccio_gui"
COUNTING = sorted((PACKAGE / "stats").glob("*.py")) + [PACKAGE / "game_stats.py"]
SCREEN = PACKAGE / "ui" / "screens" / "stats.py"
LISTS = ("coteccio_gui.games", "coteccio_gui.players", "coteccio_gui.ui.games")
"""The layers' packages that find a game's part through the list (importing them is allowed);
a game's own code is the packages below them."""


def game_imports(source: str) -> list[str]:
    """The modules of a game's own code that ``source`` imports, wherever the statement is."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module in LISTS:  # a game's package?
            names = [f"{node.module}.{a.name}" for a in node.names if a.name in _packages()]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        else:
            continue
        found += [n for n in names if n.startswith(tuple(f"{part}." for part in LISTS))]
    return found


def _packages() -> set[str]:
    return {g.package or g.name for g in games.GAMES}


def game_names(source: str) -> list[str]:
    """Every text in ``source`` that is a game's name or package (a name compared, looked up
    or passed on), docstrings aside."""
    names = {g.name for g in games.GAMES} | _packages()
    return [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and node.value in names
    ]


@pytest.mark.parametrize("path", COUNTING, ids=lambda p: p.name)
def test_the_statistics_import_no_game(path):
    assert game_imports(path.read_text("utf-8")) == []


def test_the_statistics_screen_names_no_game():
    assert game_names(SCREEN.read_text("utf-8")) == []


def test_the_checks_catch_a_game_imported_or_named():
    # the version-1 code, as it was: Coteccio's events imported, "coteccio" compared
    assert game_imports("from coteccio_gui.games.coteccio import LifeLost\n") == [
        "coteccio_gui.games.coteccio"
    ]
    assert game_imports("from coteccio_gui.games import coteccio\n") == [
        "coteccio_gui.games.coteccio"
    ]
    inside = "def f():\n    import coteccio_gui.ui.games.tressette.words\n"
    assert game_imports(inside) == ["coteccio_gui.ui.games.tressette.words"]
    listed = "from coteccio_gui import games\nfrom coteccio_gui.ui.games import presentation\n"
    assert game_imports(listed) == []
    assert game_names('if self.game != "coteccio":\n    pass\n') == ["coteccio"]
    assert game_names('x = {"tressette-in-due": 1}\n') == ["tressette-in-due"]
    assert game_names('"""Coteccio has a pool."""\n') == []
