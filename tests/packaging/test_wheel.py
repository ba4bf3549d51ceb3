"""The wheel pip and pipx install: it carries the assets and, installed in a fresh venv, plays.

Builds the wheel from a clean tree (a copy of the files git tracks, as a fresh clone has them:
nothing left over from an earlier build or an older layout), installs it non-editable into a
new virtual environment (its dependencies from PyPI or pip's cache) and runs the installed
``coteccio --self-test`` from a folder away from the source. About ten seconds, so it is part
of the default suite. The assets have one copy, at the top of the repository (``assets/``); the
build maps it into the package (pyproject.toml's force-include).
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

from coteccio_gui import paths

ROOT = Path(__file__).resolve().parent.parent.parent
ASSETS = ROOT / "assets"


def clean_tree(target: Path) -> Path:
    """The files git tracks, as the working tree has them, copied into ``target``."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():  # deleted but not yet committed: not in a clean tree
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    return target


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel ``pip wheel --no-deps`` builds from a clean tree."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = clean_tree(tmp / "source")
    assert not (source / "coteccio_gui" / "assets").exists()  # one copy: the top folder's
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
    every = {assets + p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()}
    assert every - names == set()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: MIT" in text
    assert "Project-URL: Source, https://github.com/" in text


def test_wheel_from_a_clean_tree_maps_the_top_assets_into_the_package(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    names = archive.namelist()
    tracked = subprocess.run(
        ["git", "ls-files", "assets"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert len(tracked) > 50
    for name in tracked:  # every tracked asset, once, unchanged, inside the package
        inside = "coteccio_gui/" + name
        assert names.count(inside) == 1, inside
        assert archive.read(inside) == (ROOT / name).read_bytes(), name
    # Nothing at the top of site-packages but the package and its metadata.
    tops = {n.split("/")[0] for n in names} - {"coteccio_gui"}
    assert len(tops) == 1 and tops.pop().endswith(".dist-info")


def test_a_checkout_reads_the_top_assets_and_an_install_its_own(tmp_path: Path) -> None:
    assert paths.assets_dir() == ASSETS  # this checkout (an editable install)
    installed = tmp_path / "site-packages" / "coteccio_gui"
    (installed / "assets").mkdir(parents=True)
    shutil.copy2(paths.__file__, installed / "paths.py")
    found = subprocess.run(
        [sys.executable, "-c", "import paths; print(paths.assets_dir())"],
        cwd=installed, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert Path(found.stdout.strip()) == installed / "assets", found.stderr


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
