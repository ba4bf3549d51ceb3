"""The .deb: built with dpkg-deb, installed with dpkg, the installed game plays, removal is clean.

Opt-in with the other frozen tests (``pytest -m frozen``; ``.ci/run`` runs them as root). The
package is installed on this system for the length of the module and removed afterwards, also
when a test fails.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.frozen.support import need_tool

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="a Debian package is built on Linux"),
    pytest.mark.skipif(
        sys.platform == "linux" and os.geteuid() != 0,
        reason="installing a .deb needs root (.ci/run runs as root)",
    ),
]

APP_ID = "io.github.coteccio.Coteccio"
GAME = Path("/usr/lib/coteccio")
DESKTOP = Path("/usr/share/applications") / f"{APP_ID}.desktop"
METAINFO = Path("/usr/share/metainfo") / f"{APP_ID}.metainfo.xml"
DOC = Path("/usr/share/doc/coteccio")
ICONS = [Path(f"/usr/share/icons/hicolor/{s}x{s}/apps/coteccio.png") for s in (256, 512)]
# The PATH of a desktop session, without this test run's venv (which has a coteccio of its own).
SESSION_PATH = "/usr/local/bin:/usr/bin:/bin"
DPKG_LOCK_WAIT = 300


def _dpkg(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """``dpkg args…``, waiting while another dpkg or apt holds the lock."""
    deadline = time.monotonic() + DPKG_LOCK_WAIT
    while True:
        proc = subprocess.run(["dpkg", *map(str, args)], capture_output=True, text=True)
        # "dpkg frontend lock was locked by another process", "status database is locked…"
        locked = "locked by another process" in proc.stderr or "is locked" in proc.stderr
        if proc.returncode == 0 or not locked or time.monotonic() > deadline:
            return proc
        time.sleep(1)


def _status() -> str:
    proc = subprocess.run(
        ["dpkg-query", "-W", "-f=${db:Status-Status}", "coteccio"], capture_output=True, text=True
    )
    return proc.stdout.strip() if proc.returncode == 0 else "not-installed"


@pytest.fixture(scope="module")
def deb(package: ModuleType, dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    need_tool("dpkg-deb", "dpkg")
    return package.deb(dist / "coteccio", tmp_path_factory.mktemp("deb"))


@pytest.fixture(scope="module")
def installed(deb: Path) -> Iterator[Path]:
    """The package installed with ``dpkg -i``; removed at the end, whatever happened."""
    if _status() != "not-installed":
        pytest.fail("a coteccio package is installed already: dpkg -r coteccio first")
    try:
        proc = _dpkg("-i", deb)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        yield deb
    finally:
        if _status() != "not-installed":
            _dpkg("--purge", "coteccio")


def test_deb_is_named_and_described_as_debian_expects(package: ModuleType, deb: Path) -> None:
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert deb.name == f"coteccio_{package.version()}_{arch}.deb"
    fields = {}
    for field in ("Package", "Version", "Architecture", "Depends", "Section", "Description"):
        fields[field] = subprocess.run(
            ["dpkg-deb", "--field", deb, field], capture_output=True, text=True, check=True
        ).stdout.strip()
    assert (fields["Package"], fields["Version"]) == ("coteccio", package.version())
    assert fields["Architecture"] == arch and fields["Section"] == "games"
    assert re.search(r"\blibc6 \(>= [\d.]+\)", fields["Depends"]), fields["Depends"]
    listing = subprocess.run(
        ["dpkg-deb", "--contents", deb], capture_output=True, text=True, check=True
    ).stdout
    owners = {line.split()[1] for line in listing.splitlines()}
    assert owners == {"root/root"}
    # Only the program is executable; its libraries are read, not run (lintian's rule).
    modes = {line.split()[5]: line.split()[0] for line in listing.splitlines()}
    assert modes["./usr/lib/coteccio/coteccio"] == "-rwxr-xr-x"
    libraries = [mode for name, mode in modes.items() if ".so" in name and mode[0] == "-"]
    assert len(libraries) > 20 and set(libraries) == {"-rw-r--r--"}
    assert "./usr/share/doc/coteccio/changelog.gz" in modes


def test_installed_game_passes_its_self_test(package: ModuleType, installed: Path) -> None:
    assert Path("/usr/bin/coteccio").resolve() == GAME / "coteccio"
    line = package.self_test(Path("/usr/bin/coteccio"))
    assert re.match(r"self-test: winner seat \d after \d+ hands", line), line


def test_menu_entry_is_installed_valid_and_starts_the_game(installed: Path) -> None:
    validate = need_tool("desktop-file-validate", "desktop-file-utils")
    proc = subprocess.run([validate, DESKTOP], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == "", proc.stdout + proc.stderr
    fields = dict(
        line.split("=", 1)
        for line in DESKTOP.read_text(encoding="utf-8").splitlines()
        if "=" in line
    )
    command = shutil.which(fields["Exec"].split()[0], path=SESSION_PATH)
    assert command == "/usr/bin/coteccio"
    assert all(icon.is_file() for icon in ICONS) and fields["Icon"] == "coteccio"
    env = {"PATH": SESSION_PATH, "HOME": os.environ.get("HOME", "/root")}
    run = subprocess.run([command, "--help"], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "--self-test" in run.stdout, run.stderr


def test_installed_metainfo_passes_appstream_validation(installed: Path) -> None:
    appstreamcli = need_tool("appstreamcli", "appstream")
    proc = subprocess.run(
        [appstreamcli, "validate", "--no-net", METAINFO], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = METAINFO.read_text(encoding="utf-8")
    assert f'<launchable type="desktop-id">{DESKTOP.name}</launchable>' in text
    assert "<content_rating" in text and "<releases>" in text


def test_copyright_and_third_party_notices_are_installed(installed: Path) -> None:
    copyright_file = (DOC / "copyright").read_text(encoding="utf-8")
    assert copyright_file.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "License: MIT" in copyright_file
    notices = (DOC / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    assert "| pygame-ce" in notices and "GNU LESSER GENERAL PUBLIC LICENSE" in notices


def test_removal_leaves_nothing_behind(installed: Path) -> None:
    # Last in this file: it removes what the tests above use.
    listed = subprocess.run(
        ["dpkg", "-L", "coteccio"], capture_output=True, text=True, check=True
    ).stdout.split()
    assert str(GAME / "coteccio") in listed and str(DESKTOP) in listed
    proc = _dpkg("-r", "coteccio")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _status() == "not-installed"
    assert not GAME.exists()
    assert not os.path.lexists("/usr/bin/coteccio")
    for path in (DESKTOP, METAINFO, DOC, *ICONS):
        assert not path.exists(), path
