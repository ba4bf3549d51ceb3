"""The Windows installer, run: installed, upgraded and uninstalled under wine, as on a player's PC.

Opt-in with the other frozen tests (``pytest -m frozen``; ``.ci/run`` installs wine). The
64-bit installer is compiled from ``build/windows/coteccio.nsi`` with the Linux PyInstaller
folder as stand-in payload (to an installer it is only files) and run with Debian's 64-bit
wine in a throwaway prefix (``tests/frozen/support.py``). Every broken copy of the script in
``BROKEN`` must make the same checks fail.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.frozen.support import Wine, copy_prefix, create_prefix, need_tool, virtual_display

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="the frozen tests build the Linux folder"),
]

APP = "Coteccio"
EXE = "coteccio"  # the stand-in payload's executable (Coteccio.exe on Windows)
UNINSTALL_KEY = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP}"
APP_KEY = rf"HKCU\Software\{APP}"
# What the installer adds to the payload in the install folder.
INSTALLER_FILES = {"Uninstall.exe", "installed-files.txt"}
SAVES = {"autosave.json": '{"deal": 3}', "settings.json": '{"language": "it"}'}


@dataclasses.dataclass(frozen=True)
class Release:
    """One version of the game: its payload folder and the installer compiled from it."""

    version: str
    payload: Path
    setup: Path


@dataclasses.dataclass(frozen=True)
class Breakage:
    """A broken copy of the script: ``old`` replaced by ``new``; the check that must catch it."""

    old: str
    new: str
    caught_by: str


BROKEN = {
    "uninstall keeps the Installed apps entry": Breakage(
        '  DeleteRegKey HKCU "${UNINSTALL_KEY}"\n', "", "still listed in Installed apps"
    ),
    "uninstall keeps the Start-menu shortcut": Breakage(
        '  Delete "$SMPROGRAMS\\${APP}.lnk"\n', "", "Start-menu shortcut left"
    ),
    "upgrade keeps the older version's files": Breakage(
        "  Call RemoveListedFiles\n", "", "left in the install folder"
    ),
    "uninstall deletes the player's saves": Breakage(
        "  RMDir \"$INSTDIR\"\n", '  RMDir "$INSTDIR"\n  RMDir /r "$LOCALAPPDATA\\${APP}"\n',
        "player's saves",
    ),
    "desktop shortcut made unasked": Breakage(
        'Section /o "$(DesktopShortcut)"', 'Section "$(DesktopShortcut)"', "desktop shortcut"
    ),
}  # fmt: skip


def files_under(folder: Path) -> set[str]:
    """Every file and folder under ``folder``, relative; folders end with ``/``."""
    return {
        p.relative_to(folder).as_posix() + ("/" if p.is_dir() else "") for p in folder.rglob("*")
    }


def run_ok(wine: Wine, *args: str | Path) -> None:
    """``wine args…``, which must exit 0."""
    proc = wine.run(*args)
    assert proc.returncode == 0, f"wine {args} exit {proc.returncode}:\n{proc.stderr[-2000:]}"


def check_installed(wine: Wine, release: Release, desktop: bool, exe: str = EXE) -> Path:
    """The game is installed as ``release`` for this user; returns the install folder."""
    entry = wine.reg_query(UNINSTALL_KEY)
    assert entry is not None, "no entry in Installed apps (the HKCU uninstall key)"
    here = entry.get("InstallLocation", "")
    folder = wine.unix(here)
    assert folder == wine.local_appdata / "Programs" / APP, f"not per user: {here}"

    installed, payload = files_under(folder), files_under(release.payload)
    extra = sorted(installed - payload - INSTALLER_FILES)
    assert extra == [], f"files of no payload left in the install folder: {extra}"
    assert sorted(payload - installed) == [], "payload files missing"
    changed = [
        name
        for name in payload
        if not name.endswith("/")
        and (folder / name).read_bytes() != (release.payload / name).read_bytes()
    ]
    assert changed == [], "payload files changed on the way"

    size_kb = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1024
    assert {k: v for k, v in entry.items() if k != "EstimatedSize"} == {
        "DisplayName": APP,
        "DisplayVersion": release.version,
        "Publisher": "The Coteccio developers",
        "DisplayIcon": f"{here}\\{exe},0",
        "InstallLocation": here,
        "UninstallString": f'"{here}\\Uninstall.exe"',
        "QuietUninstallString": f'"{here}\\Uninstall.exe" /S',
        "NoModify": "1",
        "NoRepair": "1",
    }
    size = int(entry.get("EstimatedSize", "-1"))
    assert abs(size - size_kb) <= max(16, 0.05 * size_kb), (
        f"EstimatedSize {size} KB, not {size_kb:.0f}"
    )
    assert wine.reg_query(APP_KEY) == {"InstallDir": here}

    target = f"{here}\\{exe}".encode("utf-16-le")
    start = wine.start_menu / f"{APP}.lnk"
    assert start.is_file() and target in start.read_bytes(), "no Start-menu shortcut to the game"
    on_desktop = wine.desktop / f"{APP}.lnk"
    assert on_desktop.is_file() == desktop, (
        f"desktop shortcut: {on_desktop.is_file()}, asked {desktop}"
    )
    if desktop:
        assert target in on_desktop.read_bytes()
    return folder


def check_uninstalled(wine: Wine, folder: Path) -> None:
    """Nothing of the game is left: no folder, shortcut or registry key."""
    assert wine.reg_query(UNINSTALL_KEY) is None, "still listed in Installed apps"
    assert wine.reg_query(APP_KEY) is None, rf"HKCU\Software\{APP} left"
    assert not (wine.start_menu / f"{APP}.lnk").exists(), "Start-menu shortcut left"
    assert not (wine.desktop / f"{APP}.lnk").exists(), "desktop shortcut left"
    left = sorted(files_under(folder)) if folder.exists() else []
    assert not folder.exists(), f"install folder left, holding {left}"


def install_upgrade_uninstall(wine: Wine, old: Release, new: Release) -> None:
    """A player's life with the game, checked at every step; AssertionError says what is wrong."""
    saves = wine.local_appdata / APP  # platformdirs' folder for settings and saves on Windows
    saves.mkdir(parents=True)
    for name, text in SAVES.items():
        (saves / name).write_text(text, encoding="utf-8")

    # A first install, silent, without asking for a desktop shortcut.
    run_ok(wine, old.setup, "/S")
    check_installed(wine, old, desktop=False)

    # A newer version over it, with the desktop shortcut this time.
    run_ok(wine, new.setup, "/S", "/DESKTOP")
    folder = wine.unix(wine.reg_query(UNINSTALL_KEY)["InstallLocation"])  # type: ignore[index]
    stale = sorted(
        n for n in files_under(old.payload) - files_under(new.payload) if (folder / n).exists()
    )
    assert stale == [], f"files of the older version left in the install folder: {stale}"
    check_installed(wine, new, desktop=True)

    # Installed again without /DESKTOP: the player's desktop shortcut stays.
    run_ok(wine, new.setup, "/S")
    check_installed(wine, new, desktop=True)

    # The silent uninstall that "Installed apps" (or winget) runs.
    command = wine.reg_query(UNINSTALL_KEY)["QuietUninstallString"]  # type: ignore[index]
    found = re.fullmatch(r'"([^"]+)"\s*(.*)', command)
    assert found is not None, command
    run_ok(wine, found[1], *found[2].split())
    check_uninstalled(wine, folder)
    kept = (
        {p.name: p.read_text(encoding="utf-8") for p in saves.glob("*")} if saves.is_dir() else {}
    )
    assert kept == SAVES, "the player's saves in %LOCALAPPDATA%\\Coteccio were not kept"


@pytest.fixture(scope="module")
def fresh_prefix(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wine]:
    """A new wine prefix, made once for this module (the first ``wineboot`` takes a while)."""
    for tool in ("wine", "wineboot", "wineserver"):
        need_tool(tool, "wine")
    base = tmp_path_factory.mktemp("wine")
    start = time.perf_counter()
    wine = create_prefix(base / "prefix", base / "home")
    print(f"wine prefix made in {time.perf_counter() - start:.1f} s")
    yield wine
    wine.remove()  # 700 MB


@pytest.fixture
def wine(fresh_prefix: Wine, tmp_path: Path) -> Iterator[Wine]:
    """A copy of the fresh prefix for this test alone."""
    copy = copy_prefix(fresh_prefix, tmp_path / "prefix", tmp_path / "home")
    yield copy
    copy.remove()


def _newer(version: str) -> str:
    return f"{int(version.split('.')[0]) + 1}.0.0"


@pytest.fixture(scope="module")
def releases(
    package: ModuleType, dist: Path, windows_setup: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Release, Release]:
    """The stand-in installer of this version, and a newer one lacking some of its files."""
    out = tmp_path_factory.mktemp("upgrade")
    payload = shutil.copytree(dist / "coteccio", out / "coteccio", symlinks=True)
    for gone in ("_internal/base_library.zip", "_internal/coteccio_gui/assets/sounds"):
        path = payload / gone
        assert path.exists(), gone
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    (payload / "_internal" / "new-in-this-version.txt").write_text("new\n")
    version = _newer(package.version())
    setup = package.nsis(payload, out / "newer-setup.exe", EXE, version)
    return Release(package.version(), dist / "coteccio", windows_setup), Release(
        version, payload, setup
    )


def test_silent_install_upgrade_and_uninstall_of_the_game_under_wine(
    wine: Wine, releases: tuple[Release, Release]
) -> None:
    install_upgrade_uninstall(wine, *releases)


def _small_releases(package: ModuleType, folder: Path) -> tuple[Release, Release]:
    """Two versions of a tiny payload: the newer one lacks a top-level file and a folder."""
    old, new = folder / "old" / "coteccio", folder / "new" / "coteccio"
    for payload, files in [
        (
            old,
            {
                EXE: "old game",
                "_internal/a.txt": "a",
                "_internal/gone/b.txt": "b",
                "notes.txt": "n",
            },
        ),
        (new, {EXE: "new game", "_internal/a.txt": "a2", "_internal/c.txt": "c"}),
    ]:
        for name, text in files.items():
            (payload / name).parent.mkdir(parents=True, exist_ok=True)
            (payload / name).write_text(text)
    return tuple(  # type: ignore[return-value]
        Release(v, p, package.nsis(p, p.parent / f"Coteccio-{v}-setup.exe", EXE, v))
        for v, p in (("1.0.0", old), ("1.1.0", new))
    )


def test_the_checks_pass_with_a_small_payload(
    package: ModuleType, wine: Wine, tmp_path: Path
) -> None:
    install_upgrade_uninstall(wine, *_small_releases(package, tmp_path))


@pytest.mark.parametrize("breakage", list(BROKEN))
def test_a_broken_copy_of_the_script_fails_the_checks(
    breakage: str, package: ModuleType, wine: Wine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = BROKEN[breakage]
    text = package.NSI.read_text(encoding="utf-8")
    assert text.count(case.old) == 1, f"{case.old!r} is no longer in the script: update BROKEN"
    broken = tmp_path / "broken.nsi"
    broken.write_text(text.replace(case.old, case.new), encoding="utf-8")
    monkeypatch.setattr(package, "NSI", broken)
    releases = _small_releases(package, tmp_path)
    with pytest.raises(AssertionError, match=re.escape(case.caught_by)):
        install_upgrade_uninstall(wine, *releases)


# A stand-in Coteccio.exe, itself made by NSIS: it notes in the player's folder that it ran.
MARKER_GAME = r"""
Target amd64-unicode
OutFile "${OUT}"
SilentInstall silent
RequestExecutionLevel user
Section
  CreateDirectory "$LOCALAPPDATA\Coteccio"
  FileOpen $0 "$LOCALAPPDATA\Coteccio\played.txt" w
  FileWrite $0 "$CMDLINE"
  FileClose $0
SectionEnd
"""


def _press_return(display: str, title: str) -> None:
    env = {"DISPLAY": display, "PATH": "/usr/bin:/bin"}
    found = subprocess.run(
        ["xdotool", "search", "--name", f"^{title}"], env=env, capture_output=True, text=True
    ).stdout.split()
    for window in found[:1]:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=10)
        subprocess.run(["xdotool", "key", "Return"], env=env, timeout=10)


def test_clicking_through_the_pages_installs_and_play_now_starts_the_game(
    package: ModuleType, wine: Wine, tmp_path: Path
) -> None:
    makensis = need_tool("makensis", "nsis")
    need_tool("Xvfb", "xvfb")
    need_tool("xdotool", "xdotool")
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / "_internal" / "a.txt").write_text("a")
    script = tmp_path / "marker.nsi"
    script.write_text(MARKER_GAME, encoding="utf-8")
    subprocess.run([makensis, "-V2", f"-DOUT={payload / 'Coteccio.exe'}", script], check=True)
    setup = package.nsis(payload, tmp_path / "Coteccio-setup.exe")
    played = wine.local_appdata / APP / "played.txt"

    with virtual_display() as display:
        gui = dataclasses.replace(wine, display=display)
        installer = gui.start(setup)
        try:
            # Return takes the default button of each page: Next on the welcome page, Next on
            # the components (desktop shortcut left as it is: off), Install on the folder, then
            # Finish with "Play Coteccio now" ticked. Pressed until the game has run, as a page
            # may not be up yet when a key arrives.
            deadline = time.monotonic() + 180
            while not played.exists():
                assert time.monotonic() < deadline, "the game did not start from the last page"
                _press_return(display, f"{APP} Setup")
                time.sleep(1.5)
            installer.wait(timeout=60)
        finally:
            if installer.poll() is None:
                installer.kill()
            gui.stop()

    folder = check_installed(
        wine, Release(package.version(), payload, setup), desktop=False, exe="Coteccio.exe"
    )
    # "Play now" started the installed game, not some other copy.
    assert wine.unix(played.read_text().strip('" ')) == folder / "Coteccio.exe"
