"""The game interface is generic and names no ``Any`` (issue 34): every game's spec says its
own action, event and rules types, and the matches give exactly those (mypy checks the code
against them; this checks the types against what the matches really do)."""

from __future__ import annotations

import ast
import random
import typing
from pathlib import Path

import pytest

from coteccio_gui import games
from coteccio_gui.engine import game as interface
from coteccio_gui.engine.game import GameSpec


def test_the_interface_names_no_any() -> None:
    tree = ast.parse(Path(interface.__file__).read_text(encoding="utf-8"))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    assert "Any" not in names
    assert {"Game", "ActionT", "JSON"} <= names  # the walk did see the annotations


def _types(name: str) -> tuple[object, object, object]:
    """The action, event and rules types the spec of game ``name`` declares."""
    spec = games.spec(name)
    base = next(
        b
        for c in type(spec).__mro__
        for b in getattr(c, "__orig_bases__", ())
        if typing.get_origin(b) is GameSpec
    )
    action, event, rules = typing.get_args(base)
    return action, event, rules


@pytest.mark.parametrize("name", games.NAMES)
def test_every_spec_names_its_own_types(name: str) -> None:
    action, event, rules = _types(name)
    assert object not in (action, event)
    assert isinstance(games.spec(name).rules_type, type)
    assert issubclass(games.spec(name).rules_type, rules)
    for preset in games.spec(name).presets().values():
        assert isinstance(preset, rules)


@pytest.mark.parametrize("name", games.NAMES)
def test_a_match_gives_and_takes_only_the_types_its_spec_names(name: str) -> None:
    action, event, _rules = _types(name)
    spec = games.spec(name)
    rng = random.Random(34)
    events = []
    for players in sorted({spec.min_players, spec.default_players, spec.max_players}):
        m = spec.start(players, None, 0)
        for _ in range(400):
            if m.outcome() is not None:
                break
            if m.needs_deal():
                events += m.deal(rng)
                continue
            legal = m.legal_actions()
            assert legal and all(isinstance(a, action) for a in legal)
            events += m.apply(rng.choice(legal))
        assert all(isinstance(a, action) for a in m.actions)
    strays = {type(e).__name__ for e in events if not isinstance(e, event)}
    assert strays == set()
