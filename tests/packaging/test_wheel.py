"""The wheel pip and pipx install: it carries the assets and, installed in a fresh venv, plays.

Builds the wheel from a copy of the source (so the checkout stays clean), installs it
non-editable into a new virtual environment (its dependencies from PyPI or pip's cache) and
runs the installed ``coteccio --self-test`` from a folder away from the source. About ten
seconds, so it is part of the default suite.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
# What a player's pip needs from the source tree to build the wheel.
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "coteccio_gui")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel ``pip wheel --no-deps`` builds from a copy of the source."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    source.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            shutil.copy2(ROOT / name, source / name)
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", tmp / "out", source],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (built,) = (tmp / "out").glob("coteccio_gui-*-py3-none-any.whl")
    return built


def test_wheel_carries_the_font_cards_catalogs_sounds_and_licences(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assets = "coteccio_gui/assets/"
    for needed in (
        "fonts/DejaVuSerifCondensed-Bold.ttf",
        "fonts/DejaVu-LICENSE.txt",
        "cards/triestine/pip_coppe.svg",
        "cards/english/court_king.svg",
        "locale/it/LC_MESSAGES/coteccio.mo",
        "locale/en/LC_MESSAGES/coteccio.mo",
        "sounds/shuffle.wav",
        "licenses/THIRD-PARTY-NOTICES.md",
    ):
        assert assets + needed in names, needed
    source = ROOT / "coteccio_gui" / "assets"
    every = {assets + p.relative_to(source).as_posix() for p in source.rglob("*") if p.is_file()}
    assert every - names == set()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: MIT" in text
    assert "Project-URL: Source, https://github.com/" in text


def test_wheel_installed_in_a_fresh_venv_plays_a_match(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    proc = subprocess.run(
        [bin_dir / "python", "-m", "pip", "install", "-q", wheel],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    away = tmp_path / "elsewhere"
    away.mkdir()
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")
    }
    env.update(
        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", COTECCIO_HOME=str(tmp_path / "home")
    )
    where = subprocess.run(
        [bin_dir / "python", "-c", "import coteccio_gui; print(coteccio_gui.__file__)"],
        cwd=away,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout + where.stderr
    run = subprocess.run(
        [bin_dir / "coteccio", "--self-test"],
        cwd=away,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.search(r"^self-test: winner seat \d after \d+ hands", run.stdout, re.M), run.stdout
