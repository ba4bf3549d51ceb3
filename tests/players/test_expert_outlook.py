"""``tools/expert_outlook.py``: where the expert's lives go, and what its playouts foresee."""

from __future__ import annotations

from types import ModuleType

from tests.scripts import load_script


def load(name: str) -> ModuleType:
    return load_script(f"tools/{name}.py")


def test_the_causes_add_up_to_the_lives_a_paired_run_counts():
    tool = load("expert_outlook")
    got, _foreseen, _happened = tool.outlook(deals=2, seed=5, field="normal")
    lost = load("expert_pair").pair("base", "base", deals=2, seed=5, field="normal")["lost"]
    for name, counted in (("expert", lost[0]), ("field", lost[2])):
        assert got[name]["hands"] == 8
        assert sum(got[name][f"lost_{c}"] for c in tool.LOST) == counted
    assert got["expert"]["points"] > 0 and got["field"]["points"] > 0


def test_watching_the_outlook_changes_no_play_and_accounts_for_every_playout():
    tool = load("expert_outlook")
    plain, _, _ = tool.outlook(deals=1, seed=7, field="normal")
    watched, foreseen, happened = tool.outlook(deals=1, seed=7, field="normal", watch=True)
    assert watched == plain
    choices = happened["lead"] + happened["follow"]
    assert choices > 0
    assert sum(foreseen.values()) == choices * tool.OUTLOOK_DEALS
    assert all(key.split("_", 1)[0] in ("lead", "follow") for key in foreseen)
