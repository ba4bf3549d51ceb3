"""``tools/expert_pair.py``, the paired comparison the README's expert figures come from."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

TOOL = Path(__file__).resolve().parents[2] / "tools" / "expert_pair.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("expert_pair", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_same_settings_twice_differ_by_nothing():
    tool = load()
    r = tool.pair("samples=6", "samples=6", deals=2, seed=3)
    assert r["hands"] == 8
    assert r["lost"][0] == r["lost"][1]
    assert r["d_lost"][0] == 0.0 and r["d_net"][0] == 0.0


def test_settings_reach_the_expert():
    tool = load()
    p = tool.expert("samples=50,own_depth=2,own_group=8,reading=exact")
    assert (p.samples, p.own_depth, p.own_group) == (50, 2, 8)
    assert p.styles == tool.EXACT and p.fit_tries == 200
    assert tool.expert("base").samples == tool.ExpertPlayer().samples


def test_it_prints_one_figure_a_line(capsys):
    tool = load()
    assert tool.main(["samples=4", "samples=8", "--deals", "1", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    names = [line.split()[0] for line in lines]
    assert names == [
        "hands",
        "lost_a",
        "lost_b",
        "d_lost_per_hand",
        "d_lost_ci95",
        "d_net_per_hand",
        "d_net_ci95",
    ]
    assert all(len(line.split()) == 3 for line in lines)
    assert lines[0] == "hands 4 hands"


def test_an_unknown_setting_is_named_not_a_traceback(capsys):
    tool = load()
    assert tool.main(["depth=3", "base", "--deals", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown setting 'depth=3'" in err and "Traceback" not in err
