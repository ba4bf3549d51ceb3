"""The frozen Linux build: it plays a match, carries every asset, and its installers are sound.

Opt-in (``pytest -m frozen``): builds the one-folder app with PyInstaller once (about a
minute), then checks it the way a player meets it. ``.ci/run`` runs these after the suite.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from coteccio_gui import paths
from tests.frozen.support import need_tool

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="the frozen tests build the Linux folder"),
]

BUNDLE_MB_MAX = 40  # 39.9 MB with the server's SQLite and the router's aiohttp (36.2 before)
TARGZ_MB_MAX = 20
# OpenSSL is in since network play (wss://, tests/frozen/test_frozen_tls.py); Tcl/Tk, the East
# Asian codecs, pygame's SDL2 wrappers, ctypes and the C++ runtime (the system's) stay out.
LEFT_OUT = ("tcl*", "tk*", "_codecs_*", "_multibytecodec*", "_sdl2", "_ctypes*", "libstdc++*")


@pytest.fixture(scope="module")
def appdir(package: ModuleType, dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return package.appdir(dist / "coteccio", tmp_path_factory.mktemp("appdir") / "Coteccio")


def test_frozen_self_test_plays_a_whole_match_headless(package: ModuleType, dist: Path) -> None:
    line = package.self_test(package.executable(dist))
    assert re.match(r"self-test: winner seat \d after \d+ hands, \d+ frames", line), line


def test_every_asset_file_the_game_reads_is_inside_the_bundle(
    package: ModuleType, dist: Path
) -> None:
    source = paths.assets_dir()
    bundled = package.bundle_root(dist) / "coteccio_gui" / "assets"
    files = [p for p in source.rglob("*") if p.is_file()]
    assert len(files) > 20
    missing = sorted(
        str(p.relative_to(source)) for p in files if not (bundled / p.relative_to(source)).is_file()
    )
    # The installers' icons only: the EXE, the .app, NSIS, the .deb and the AppDir take them
    # from the source; the game reads coteccio-256.png, the window's icon.
    assert missing == ["icons/coteccio-512.png", "icons/coteccio.icns", "icons/coteccio.ico"]
    changed = [
        str(p.relative_to(source))
        for p in files
        if (bundled / p.relative_to(source)).is_file()
        and (bundled / p.relative_to(source)).read_bytes() != p.read_bytes()
    ]
    assert changed == []


def test_frozen_subcommands_use_the_bundled_art_and_log_to_the_players_folder(
    dist: Path, tmp_path: Path
) -> None:
    # Run a moved copy, so nothing can be found relative to the source tree.
    moved = tmp_path / "elsewhere" / "coteccio"
    shutil.copytree(dist / "coteccio", moved, symlinks=True)
    out, home = tmp_path / "cards", tmp_path / "home"
    env = {"SDL_VIDEODRIVER": "dummy", "COTECCIO_HOME": str(home), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [moved / "coteccio", "cards", "--height", "60", "--out", out],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert (out / "contact-sheet.png").is_file() and len(list(out.glob("*.png"))) == 42
    assert "pygame-ce" not in proc.stdout  # no library banner
    log = (home / "logs" / "coteccio.log").read_text(encoding="utf-8")
    assert "frozen build started on linux, arguments ['cards'," in log


def test_linux_binaries_are_stripped(dist: Path) -> None:
    readelf = need_tool("readelf", "binutils")
    elves = [
        p
        for p in (dist / "coteccio").rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]
    assert len(elves) > 20
    with_symbols = [
        p.name
        for p in elves
        if ".symtab"
        in subprocess.run([readelf, "-S", "-W", p], capture_output=True, text=True).stdout
    ]
    assert with_symbols == []


def test_bundle_and_download_stay_small(
    package: ModuleType, dist: Path, appdir: Path, tmp_path: Path
) -> None:
    folder = dist / "coteccio"
    size = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    assert size / 1e6 <= BUNDLE_MB_MAX
    for left_out in LEFT_OUT:
        assert not list(folder.rglob(left_out)), left_out
    targz = package.targz(appdir, tmp_path / "coteccio.tar.gz")
    assert targz.stat().st_size / 1e6 <= TARGZ_MB_MAX


def test_appdir_desktop_entry_is_valid_and_starts_the_game(appdir: Path) -> None:
    validate = need_tool("desktop-file-validate", "desktop-file-utils")
    entry = appdir / "coteccio.desktop"
    proc = subprocess.run([validate, entry], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == "", proc.stdout + proc.stderr
    fields = dict(
        line.split("=", 1) for line in entry.read_text(encoding="utf-8").splitlines() if "=" in line
    )
    assert fields["Type"] == "Application" and fields["Terminal"] == "false"
    assert "Game" in fields["Categories"].split(";")
    assert (appdir / f"{fields['Icon']}.png").is_file() and (appdir / ".DirIcon").exists()
    assert (appdir / "usr" / "bin" / fields["Exec"].split()[0]).resolve().is_file()
    run = subprocess.run([appdir / "AppRun", "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "--self-test" in run.stdout, run.stderr


def test_targz_unpacks_to_a_runnable_folder(
    package: ModuleType, appdir: Path, tmp_path: Path
) -> None:
    targz = package.targz(appdir, tmp_path / "coteccio.tar.gz")
    with tarfile.open(targz) as tar:
        members = {m.name: m for m in tar.getmembers()}
        tar.extractall(tmp_path / "unpacked", filter="tar")
    for name in ("install.sh", "coteccio.desktop", "coteccio.png", "usr/lib/coteccio/coteccio"):
        member = members[f"Coteccio/{name}"]
        assert member.isfile(), name
    assert members["Coteccio/usr/lib/coteccio/coteccio"].mode & 0o111
    for launcher in ("Coteccio", "AppRun"):
        member = members[f"Coteccio/{launcher}"]
        assert member.issym() and member.linkname == "usr/lib/coteccio/coteccio", launcher
    run = subprocess.run(
        [tmp_path / "unpacked" / "Coteccio" / "Coteccio", "--help"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0 and "--self-test" in run.stdout, run.stderr


def test_the_unpacked_folders_launcher_is_an_executable_not_a_script(
    package: ModuleType, appdir: Path, tmp_path: Path
) -> None:
    # What a file manager does on a double-click depends on what the file is: a program runs,
    # a shell script opens in the text editor.
    file_tool = need_tool("file", "file")
    targz = package.targz(appdir, tmp_path / "coteccio.tar.gz")
    with tarfile.open(targz) as tar:
        tar.extractall(tmp_path, filter="tar")
    for launcher in ("Coteccio", "AppRun"):
        path = tmp_path / "Coteccio" / launcher
        assert path.read_bytes()[:4] == b"\x7fELF", launcher
        kind = subprocess.run(
            [file_tool, "--brief", "--dereference", path], capture_output=True, text=True
        ).stdout
        assert kind.startswith("ELF 64-bit LSB") and "executable" in kind, kind
        assert "text" not in kind and "script" not in kind, kind
        assert os.access(path, os.X_OK)


def test_install_script_adds_a_menu_entry_that_points_at_the_folder(
    appdir: Path, tmp_path: Path
) -> None:
    validate = need_tool("desktop-file-validate", "desktop-file-utils")
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    subprocess.run(["sh", appdir / "install.sh"], env=env, check=True, capture_output=True)
    entry = tmp_path / ".local/share/applications/coteccio.desktop"
    assert f'Exec="{appdir}/AppRun"' in entry.read_text(encoding="utf-8")
    assert subprocess.run([validate, entry]).returncode == 0
    assert (tmp_path / ".local/share/icons/hicolor/256x256/apps/coteccio.png").is_file()
    subprocess.run(
        ["sh", appdir / "install.sh", "--remove"], env=env, check=True, capture_output=True
    )
    assert not entry.exists()


def test_nsis_script_compiles_to_a_64_bit_installer_with_the_linux_folder_as_payload(
    windows_setup: Path,
) -> None:
    data = windows_setup.read_bytes()
    assert data[:2] == b"MZ" and len(data) > 5_000_000  # the payload is inside, compressed
    pe = int.from_bytes(data[0x3C:0x40], "little")
    assert data[pe : pe + 4] == b"PE\0\0"
    assert int.from_bytes(data[pe + 4 : pe + 6], "little") == 0x8664  # IMAGE_FILE_MACHINE_AMD64


def test_nsis_compile_catches_a_broken_script(
    package: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    need_tool("makensis", "nsis")
    payload = tmp_path / "payload"
    payload.mkdir()
    (payload / "coteccio").write_text("stand-in")
    package.nsis(payload, tmp_path / "good.exe", "coteccio")  # unbroken, the same payload compiles
    broken = tmp_path / "broken.nsi"
    broken.write_text(package.NSI.read_text(encoding="utf-8").replace("SectionEnd", "SectionEn", 1))
    monkeypatch.setattr(package, "NSI", broken)
    with pytest.raises(subprocess.CalledProcessError):
        package.nsis(payload, tmp_path / "setup.exe", "coteccio")
