"""One list names each game once: no module outside a game's own packages compares a game's
name or a pack's name (issue 46).

Every module of the package is parsed (nothing of it is run); a comparison (``==``, ``!=``,
``in``, ``not in``), a ``match`` case or a ``startswith`` with a game's or a pack's name as a
literal is a place that names a game, and adding a game would have to find it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from coteccio_gui import games

PACKAGE = Path(__file__).resolve().parents[1] / "coteccio_gui"
NAMES = set(games.NAMES)
PACKS = {games.spec(name).pack.name for name in games.NAMES}
KNOWN = NAMES | PACKS | {g.package for g in games.GAMES if g.package}


def _own(path: Path) -> bool:
    """Whether ``path`` is in one game's own package of some layer."""
    parts = path.relative_to(PACKAGE).parts
    packages = {g.package or g.name for g in games.GAMES}
    for layer in (("games",), ("players",), ("ui", "games")):
        n = len(layer)
        if parts[:n] == layer and len(parts) > n + 1 and parts[n] in packages:
            return True
    return False


def _literals(node: ast.AST) -> list[str]:
    """The string literals ``node`` is or holds (a tuple, list or set of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _literals(e)]
    return []


def _namings(tree: ast.AST) -> list[tuple[int, str]]:
    """Where ``tree`` compares something with a game's or a pack's name: (line, name)."""
    found = []
    for node in ast.walk(tree):
        sides: list[ast.AST] = []
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            sides = [node.value]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("startswith", "endswith")
        ):
            sides = list(node.args)
        for side in sides:
            found += [(node.lineno, s) for s in _literals(side) if s in KNOWN]
    return found


def places_that_name_a_game() -> list[str]:
    """Every comparison with a game's or a pack's name outside the games' own packages."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if _own(path):
            continue
        for line, name in _namings(ast.parse(path.read_text("utf-8"))):
            out.append(f"{rel}:{line} {name!r}")
    return out


def test_no_module_outside_a_games_packages_compares_its_name():
    assert places_that_name_a_game() == []


def test_the_check_finds_a_comparison_with_a_game_or_a_pack():
    # the check itself can fail: each of these names a game the way the old ladders did
    for source in (
        "if name == 'zifuli': pass",
        "ok = spec.pack.name != 'cucco'",
        "ok = game in ('coch', 'tressette')",
        "match g:\n    case 'terziglio': pass",
        "ok = g.startswith('tressette')",
    ):
        assert _namings(ast.parse(source)), source
    assert not _namings(ast.parse("ok = name == 'hearts' or game in games.NAMES"))
