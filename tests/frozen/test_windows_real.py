"""The real Windows game, as a player on Windows gets it: built, installed, played, removed.

Opt-in with the other frozen tests (``pytest -m frozen``). ``python build/package.py
--windows``'s own code (build/windows/wine_build.py) builds ``Coteccio.exe`` with the Windows
CPython and PyInstaller under wine, and the NSIS installer around it, once per session (about
a minute, plus the downloads the first time: they stay in ``out/windows/cache``). Then, in a
fresh wine prefix: the installer runs silently, the **installed** game passes its
``--self-test``, opens its window on a private X display showing the title screen (compared
with the same scene drawn here by the source), goes to the choice of game when New match is
clicked, and the silent uninstaller removes everything but the player's saves.
"""

from __future__ import annotations

import importlib.util
import re
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from coteccio_gui.settings import Settings
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.title import TitleScene
from tests.frozen.support import ROOT, Wine, create_prefix, need_tool
from tests.frozen.test_windows_installer import (
    APP,
    UNINSTALL_KEY,
    Release,
    check_installed,
    check_uninstalled,
    run_ok,
)
from tests.ui.support import button_center, differing_pixels
from tests.ui.xserver import xvfb

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="builds the Windows game under wine"),
]

EXE = "Coteccio.exe"
SIZE = (1280, 800)
"""The window the game opens."""
PARK = (6, SIZE[1] - 6)
"""Where the pointer rests once it has clicked: empty felt."""
LIKE = 0.01
"""A window shows a scene when at most this share of its pixels differ from the scene drawn
here (the title under wine differed in 0 pixels; another scene differs in over 25%)."""
SAVES = {"autosave.json": '{"deal": 3}', "notes.txt": "the player's own file"}


def _wine_build() -> ModuleType:
    path = ROOT / "build" / "windows" / "wine_build.py"
    spec = importlib.util.spec_from_file_location("wine_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def wine_build() -> ModuleType:
    """build/windows/wine_build.py, imported as a module."""
    return _wine_build()


@pytest.fixture(scope="session")
def real_windows(
    package: ModuleType, wine_build: ModuleType, tmp_path_factory: pytest.TempPathFactory
) -> Release:
    """The Windows game and its installer, built under wine once for the session."""
    for tool, debian in [("wine", "wine"), ("osslsigncode", "osslsigncode"), ("makensis", "nsis")]:
        need_tool(tool, debian)
    out = tmp_path_factory.mktemp("windows")
    cache = ROOT / "out" / "windows" / "cache"
    start = time.perf_counter()
    made = wine_build.build(package, out, out / "installers", cache, ["build", "pack"])
    print(f"Windows game and installer built under wine in {time.perf_counter() - start:.0f} s")
    return Release(package.version(), out / "dist" / APP, made[0])


@pytest.fixture
def wine(tmp_path: Path) -> Iterator[Wine]:
    """A fresh wine prefix and home of this test's own."""
    for tool in ("wine", "wineboot", "wineserver"):
        need_tool(tool, "wine")
    prefix = create_prefix(tmp_path / "prefix", tmp_path / "home")
    yield prefix
    prefix.remove()


def pe_kind(exe: Path) -> str:
    """What ``file`` says of a Windows program: "PE32+ GUI x86-64" for a 64-bit windowed one."""
    data = exe.read_bytes()[:4096]
    header = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[:2] == b"MZ" and data[header : header + 4] == b"PE\0\0", f"{exe}: not a PE file"
    machine = struct.unpack_from("<H", data, header + 4)[0]
    magic, subsystem = (struct.unpack_from("<H", data, header + 24 + at)[0] for at in (0, 68))
    kind = {0x20B: "PE32+", 0x10B: "PE32"}.get(magic, hex(magic))
    window = {2: "GUI", 3: "console"}.get(subsystem, str(subsystem))
    cpu = {0x8664: "x86-64", 0x14C: "i386", 0xAA64: "arm64"}.get(machine, hex(machine))
    return f"{kind} {window} {cpu}"


def piped(wine: Wine, wine_build: ModuleType, *args: str, **env: str) -> tuple[int, str]:
    """``wine args…`` with its output through a pipe: CPython under wine cannot start with
    its output sent to a file."""
    return wine_build.Prefix(wine.prefix.parent).run(*args, timeout=600, echo=False, **env)


def scene_pictures() -> tuple[dict[str, pygame.Surface], tuple[int, int]]:
    """The title, and what a click on New match shows, drawn here by the source; and where
    New match is."""
    pilot = Pilot(SIZE, Settings())
    title = TitleScene(pilot.app)
    pilot.start(title)
    pictures = {"title": pilot.screenshot()}
    new_match = button_center(title, "New match")
    pilot.click(new_match)
    pilot.step(60)
    pilot.pending.append(
        pygame.event.Event(pygame.MOUSEMOTION, pos=PARK, rel=(0, 0), buttons=(0, 0, 0))
    )
    pilot.step(60)
    pictures["new match"] = pilot.screenshot()
    return pictures, new_match


class Window:
    """The installed game running under wine in a window on ``display``."""

    def __init__(self, wine: Wine, exe: str, display: str) -> None:
        self.env = {**wine.env(), "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
        self.output: list[str] = []
        self.last = pygame.Surface(SIZE)
        self.proc = subprocess.Popen(
            ["wine", exe],
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
        )
        threading.Thread(target=self.output.extend, args=(self.proc.stdout,), daemon=True).start()
        self.id = self._find()

    def x(self, *args: str) -> str:
        """xdotool on the game's display."""
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=30
        )
        return done.stdout

    def _find(self, timeout: float = 120) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            assert self.proc.poll() is None, f"the game stopped: {''.join(self.output)}"
            for window in self.x("search", "--onlyvisible", "--name", f"^{APP}$").split():
                size = re.search(r"Geometry: (\d+)x(\d+)", self.x("getwindowgeometry", window))
                if size and (int(size[1]), int(size[2])) == SIZE:
                    return window
            time.sleep(0.3)
        raise AssertionError(f"no {SIZE} window named {APP} within {timeout} s")

    def picture(self) -> pygame.Surface:
        """The window's pixels now."""
        done = subprocess.run(
            ["import", "-window", self.id, "-depth", "8", "rgb:-"],
            env=self.env,
            capture_output=True,
            timeout=30,
        )
        assert done.returncode == 0, done.stderr
        return pygame.image.frombytes(done.stdout, SIZE, "RGB")

    def shows(self, scene: str, pictures: dict[str, pygame.Surface], timeout: float = 120) -> int:
        """Wait until the window shows ``scene`` (as drawn here); returns the differing pixels
        (and keeps the picture in ``last``)."""
        end, limit = time.monotonic() + timeout, LIKE * SIZE[0] * SIZE[1]
        while True:
            now = self.picture()
            differing = differing_pixels(now, pictures[scene])
            self.last = now
            if differing <= limit:
                return differing
            if time.monotonic() > end:
                path = Path(f"/tmp/coteccio-windows-{scene.replace(' ', '-')}.png")
                pygame.image.save(now, str(path))
                others = {k: differing_pixels(now, v) for k, v in pictures.items()}
                raise AssertionError(
                    f"the window never showed the {scene} ({differing} pixels differ, at most "
                    f"{limit:.0f} may; against each scene: {others}); it showed {path}"
                )
            time.sleep(0.3)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at ``pos`` in the window, then the pointer rests on empty felt."""
        self.x("mousemove", "--window", self.id, str(pos[0]), str(pos[1]))
        self.x("click", "1")
        self.x("mousemove", "--window", self.id, str(PARK[0]), str(PARK[1]))


def test_the_real_windows_game_installs_plays_in_a_window_and_uninstalls(
    real_windows: Release, wine_build: ModuleType, wine: Wine, tmp_path: Path
) -> None:
    need_tool("xdotool", "xdotool")
    need_tool("import", "imagemagick")
    assert pe_kind(real_windows.payload / EXE) == "PE32+ GUI x86-64"
    assert pe_kind(real_windows.setup) == "PE32+ GUI x86-64"

    run_ok(wine, real_windows.setup, "/S")
    folder = check_installed(wine, real_windows, desktop=False, exe=EXE)
    installed = wine.reg_query(UNINSTALL_KEY)["InstallLocation"] + "\\" + EXE  # type: ignore[index]

    # The installed game, as the Start-menu shortcut starts it, plays a match headless.
    code, out = piped(
        wine,
        wine_build,
        installed,
        "--self-test",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    lines = [ln for ln in out.splitlines() if ln.startswith("self-test: winner seat")]
    assert code == 0 and lines, f"the installed game's self-test failed (exit {code}):\n{out}"
    assert re.fullmatch(r"self-test: winner seat \d after \d+ hands, \d+ frames.*", lines[-1])
    print(f"installed {installed}: {lines[-1]}")

    # In a real window: the title screen, then New match clicked shows the choice of game.
    pictures, new_match = scene_pictures()
    assert differing_pixels(pictures["title"], pictures["new match"]) > 0.25 * SIZE[0] * SIZE[1]
    with xvfb((1600, 1000)) as display:
        game = Window(wine, installed, display)
        try:
            for scene in pictures:
                if scene == "new match":
                    game.click(new_match)
                differing = game.shows(scene, pictures)
                path = tmp_path / f"window-{scene.replace(' ', '-')}.png"  # to look at
                pygame.image.save(game.last, str(path))
                print(f"{scene}: {differing} pixels differ from the source's; {path}")
        finally:
            wine.stop()
            game.proc.wait(timeout=60)

    # The player's folder: what the game wrote there (its log), and saves of the player's own.
    saves = wine.local_appdata / APP
    assert (saves / "Logs" / "coteccio.log").is_file(), "the game kept no log"
    for name, text in SAVES.items():
        (saves / name).write_text(text, encoding="utf-8")
    before = {p: p.read_bytes() for p in saves.rglob("*") if p.is_file()}

    command = wine.reg_query(UNINSTALL_KEY)["QuietUninstallString"]  # type: ignore[index]
    found = re.fullmatch(r'"([^"]+)"\s*(.*)', command)
    assert found is not None, command
    run_ok(wine, found[1], *found[2].split())
    check_uninstalled(wine, folder)
    after = {p: p.read_bytes() for p in saves.rglob("*") if p.is_file()}
    assert after == before, "the player's saves in %LOCALAPPDATA%\\Coteccio were not kept"


def test_a_changed_byte_fails_the_windows_pythons_signature_check(
    real_windows: Release, wine_build: ModuleType, tmp_path: Path
) -> None:
    python = real_windows.payload.parent.parent / "python" / "python.exe"
    assert wine_build.verify_signature(python).startswith("Built: Release_v3.11.9")
    data = bytearray(python.read_bytes())
    data[len(data) // 2] ^= 0xFF
    changed = tmp_path / "python.exe"
    changed.write_bytes(bytes(data))
    with pytest.raises(SystemExit, match="no valid Python Software Foundation signature"):
        wine_build.verify_signature(changed)
