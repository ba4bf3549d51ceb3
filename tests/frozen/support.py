"""Helpers for the frozen tests: build/package.py as a module, required tools, and wine.

``Wine`` runs Windows programs with Debian's 64-bit ``wine`` in a prefix and home folder of
their own, so nothing reaches the real home (wine links the Windows desktop to ``$HOME``) and
no Linux menu entry is made. No display is needed: a silent NSIS install opens no window; the
test that clicks through the installer's pages gives wine a private Xvfb.
"""

from __future__ import annotations

import importlib.util
import os
import re
import select
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PureWindowsPath
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
# No Mono or Gecko install prompts; no .desktop files for the Windows shortcuts on the host.
WINE_DLL_OVERRIDES = "mscoree,mshtml=;winemenubuilder.exe=d"
# Files of a fresh prefix that wine only reads: a copy of the prefix links them instead of
# copying 700 MB. Everything else (the registry above all) is copied.
_READ_ONLY_SUFFIXES = {
    ".dll", ".exe", ".nls", ".drv", ".sys", ".ocx", ".acm", ".cpl", ".tlb", ".ds", ".com",
    ".ax", ".msstyles",
}  # fmt: skip
_REG_VALUE = re.compile(r"^\s{4}(\S+)\s{4}(REG_\w+)\s{4}(.*)$")


def package_module() -> ModuleType:
    """``build/package.py``, imported as a module."""
    spec = importlib.util.spec_from_file_location("package", ROOT / "build" / "package.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def need_tool(name: str, debian_package: str) -> str:
    """The path of ``name``; fails the test (never skips it) when it is missing."""
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is needed: apt-get install {debian_package} (.ci/run does this)")
    return found


@contextmanager
def virtual_display(timeout: float = 30) -> Iterator[str]:
    """A private Xvfb on a free display number (``-displayfd``); yields ``:N``."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], timeout)
        number = os.read(read, 16).decode().strip() if ready else ""
        if not number.isdigit():
            raise RuntimeError(f"Xvfb gave no display number within {timeout} s")
        yield f":{number}"
    finally:
        os.close(read)
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
            xvfb.wait()


@dataclass(frozen=True)
class Wine:
    """One wine prefix with its own home folder; every call waits for all its processes.

    Without ``display`` no window can open (silent installs need none); with one, wine draws
    on that X display.
    """

    prefix: Path
    home: Path
    display: str | None = None

    def env(self) -> dict[str, str]:
        """The environment of every wine command: this prefix and home, quiet, no display."""
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.home),
            "WINEPREFIX": str(self.prefix),
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": WINE_DLL_OVERRIDES,
            "LANG": "C.UTF-8",
        }
        env.update({k: os.environ[k] for k in ("USER", "LOGNAME", "TMPDIR") if k in os.environ})
        if self.display:
            env["DISPLAY"] = self.display
        return env

    def start(self, *args: str | Path) -> subprocess.Popen[bytes]:
        """``wine args…`` in the background (for a program with windows to drive)."""
        return subprocess.Popen(
            ["wine", *(str(a) for a in args)], env=self.env(), stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip

    def run(
        self, *args: str | Path, wait: bool = True, timeout: float = 300
    ) -> subprocess.CompletedProcess[str]:
        """``wine args…``; then (``wait``) until every process of the prefix has ended.

        Waiting matters: an NSIS uninstaller copies itself to %TEMP%, starts the copy and
        returns at once. It costs the three seconds wineserver lingers after its last process.
        """
        # Output into files, not pipes: the wineserver and services wine starts would hold a
        # pipe open, and reading it to its end would wait for them to end.
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            proc = subprocess.run(
                ["wine", *(str(a) for a in args)], env=self.env(), stdin=subprocess.DEVNULL,
                stdout=out, stderr=err, text=True, timeout=timeout,
            )  # fmt: skip
            out.seek(0)
            err.seek(0)
            proc.stdout, proc.stderr = out.read(), err.read()
        if wait:
            self.wait(timeout)
        return proc

    def wait(self, timeout: float = 300) -> None:
        """Until the prefix's wineserver has ended (it does a few seconds after its last process)."""
        try:
            subprocess.run(["wineserver", "-w"], env=self.env(), timeout=timeout, check=False)
        except subprocess.TimeoutExpired:
            self.stop()
            raise

    def stop(self) -> None:
        """Ends every process of this prefix."""
        subprocess.run(["wineserver", "-k"], env=self.env(), timeout=60, check=False)

    def remove(self) -> None:
        """Ends its processes and deletes the prefix, and the socket folder wine made for it."""
        self.stop()
        # Debian's wine names the prefix's folder for server sockets in a file of the prefix.
        named = self.prefix / "wineserver"
        if named.is_file() and re.fullmatch(r"wine-\w+", name := named.read_text().strip()):
            shutil.rmtree(Path(tempfile.gettempdir()) / name, ignore_errors=True)
        shutil.rmtree(self.prefix, ignore_errors=True)

    @property
    def profile(self) -> Path:
        """The Windows user's folder (``C:\\users\\<name>``) as a Linux path."""
        users = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name != "Public"]
        assert len(users) == 1, users
        return users[0]

    @property
    def local_appdata(self) -> Path:
        """``%LOCALAPPDATA%``."""
        return self.profile / "AppData" / "Local"

    @property
    def start_menu(self) -> Path:
        """The user's Start-menu ``Programs`` folder."""
        return self.profile / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs"

    @property
    def desktop(self) -> Path:
        """The user's desktop folder."""
        return self.profile / "Desktop"

    def unix(self, windows_path: str) -> Path:
        """A ``C:\\…`` path as the Linux path inside the prefix."""
        path = PureWindowsPath(windows_path)
        assert path.drive.upper() == "C:", windows_path
        return self.prefix.joinpath("drive_c", *path.parts[1:])

    def reg_query(self, key: str) -> dict[str, str] | None:
        """The values of a registry key (DWORDs as numbers in decimal), or None if it is absent."""
        proc = self.run("reg", "query", key, wait=False)
        if proc.returncode != 0:
            return None
        values = {}
        for line in proc.stdout.splitlines():
            found = _REG_VALUE.match(line)
            if found:
                name, kind, value = found.groups()
                values[name] = str(int(value, 16)) if kind == "REG_DWORD" else value
        return values

    def is_ready(self) -> bool:
        """Whether wineboot finished: the registry written and the system folder filled."""
        system32 = self.prefix / "drive_c" / "windows" / "system32"
        return (
            (self.prefix / "system.reg").is_file()
            and (self.prefix / "user.reg").is_file()
            and (system32 / "kernel32.dll").is_file()
            and (system32 / "reg.exe").is_file()
            and (self.prefix / "drive_c" / "users").is_dir()
        )

    def keep_out_of_home(self) -> None:
        """Turn the user folders wine links to ``$HOME`` (Desktop, Documents…) into real folders.

        So a copy of the prefix has a desktop of its own, not the one of the prefix it came from.
        """
        for link in self.profile.iterdir():
            if link.is_symlink():
                link.unlink()
                link.mkdir()


def create_prefix(prefix: Path, home: Path, timeout: float = 900, attempts: int = 2) -> Wine:
    """A new 64-bit prefix (``wineboot -i``, about ten seconds; tried again once if it fails)."""
    failure = ""
    for _ in range(attempts):
        if prefix.exists():
            shutil.rmtree(prefix)
        home.mkdir(parents=True, exist_ok=True)
        wine = Wine(prefix, home)
        try:
            proc = subprocess.run(
                ["wineboot", "-i"], env=wine.env(), capture_output=True, text=True, timeout=timeout
            )
            wine.wait(timeout)
        except subprocess.TimeoutExpired:
            wine.stop()
            failure = f"wineboot -i took more than {timeout} s"
            continue
        if wine.is_ready():
            wine.keep_out_of_home()
            return wine
        failure = f"wineboot -i exit {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    raise RuntimeError(f"no wine prefix in {prefix}: {failure}")


def copy_prefix(source: Wine, prefix: Path, home: Path) -> Wine:
    """A copy of a ready prefix (a fraction of a second: the Windows binaries are hard links)."""

    def link_or_copy(src: str, dst: str) -> None:
        if Path(src).suffix.lower() in _READ_ONLY_SUFFIXES:
            try:
                os.link(src, dst)
                return
            except OSError:
                pass
        shutil.copy2(src, dst)

    def own_server_folder(folder: str, names: list[str]) -> list[str]:
        return ["wineserver"] if Path(folder) == source.prefix else []

    shutil.copytree(
        source.prefix, prefix, symlinks=True, copy_function=link_or_copy, ignore=own_server_folder
    )
    home.mkdir(parents=True, exist_ok=True)
    return Wine(prefix, home)
