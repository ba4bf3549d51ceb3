"""What the frozen tests share: build/package.py, and the PyInstaller folder built once per run."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.frozen.support import package_module


@pytest.fixture(scope="session")
def package() -> ModuleType:
    """``build/package.py``, imported as a module."""
    return package_module()


@pytest.fixture(scope="session")
def dist(package: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The PyInstaller output folder, built once for every frozen test (about a minute)."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is not installed: pip install -e '.[test]'")
    out = tmp_path_factory.mktemp("frozen")
    package.pyinstaller(out / "dist", out / "work")
    return out / "dist"


@pytest.fixture(scope="session")
def windows_setup(
    package: ModuleType, dist: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The Windows installer compiled with the Linux folder as stand-in payload (half a minute)."""
    from tests.frozen.support import need_tool

    need_tool("makensis", "nsis")
    out = tmp_path_factory.mktemp("nsis")
    return package.nsis(
        dist / "coteccio", out / "Coteccio-windows-x64-standin-setup.exe", "coteccio"
    )
