"""What stops a broken build early: the spec without the game's modules, Windows pins astray.

Part of the plain suite (fast: no PyInstaller build, no wine).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SPEC = ROOT / "build" / "spec" / "coteccio.spec"


def _wine_build() -> ModuleType:
    path = ROOT / "build" / "windows" / "wine_build.py"
    spec = importlib.util.spec_from_file_location("wine_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run_spec() -> dict[str, Any]:
    """The spec executed as PyInstaller does, with its build steps recorded, not run."""
    made: dict[str, Any] = {}

    def step(name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> object:
            made[name] = (args, kwargs)
            return type(name, (), {"pure": [], "scripts": [], "binaries": [], "datas": []})()

        return record

    names = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    space = {"SPECPATH": str(SPEC.parent), **{n: step(n) for n in names}}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), space)
    return made


def test_the_spec_stops_the_build_when_the_game_cannot_be_imported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("PyInstaller")
    import PyInstaller.utils.hooks as hooks

    # What collect_submodules returns when the building Python cannot import coteccio_gui.
    monkeypatch.setattr(hooks, "collect_submodules", lambda _name: [])
    with pytest.raises(SystemExit, match="the game's modules were not found") as stopped:
        _run_spec()
    assert "coteccio_gui.cli" in str(stopped.value)


def test_the_spec_builds_every_module_of_the_game_when_it_can(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("PyInstaller")
    import PyInstaller.utils.hooks as hooks

    found = ["coteccio_gui", "coteccio_gui.cli", "coteccio_gui.games", "coteccio_gui.ui.app"]
    monkeypatch.setattr(hooks, "collect_submodules", lambda _name: found)
    made = _run_spec()
    assert made["Analysis"][1]["hiddenimports"] == found
    assert "COLLECT" in made


def test_the_windows_wheels_are_the_versions_pyproject_pins() -> None:
    wine_build = _wine_build()
    wine_build.check_pins(ROOT / "pyproject.toml")  # raises SystemExit when they disagree


def test_a_pin_astray_from_pyproject_stops_the_windows_build(tmp_path: Path) -> None:
    wine_build = _wine_build()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = wine_build.WHEELS["pygame-ce"][0]
    assert f'"pygame-ce=={version}"' in text
    astray = tmp_path / "pyproject.toml"
    astray.write_text(text.replace(f"pygame-ce=={version}", "pygame-ce==9.9.9"), encoding="utf-8")
    with pytest.raises(SystemExit, match="disagree with pyproject.toml.*pygame-ce"):
        wine_build.check_pins(astray)


@pytest.mark.skipif(sys.platform == "win32", reason="the wine build is for Linux")
def test_wine_sees_linux_paths_on_drive_z() -> None:
    wine_build = _wine_build()
    assert wine_build.windows_path(Path("/work/a b/c.spec")) == r"Z:\work\a b\c.spec"
