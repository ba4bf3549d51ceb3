"""The real Windows game built on Linux: Windows CPython and PyInstaller run under wine.

    python build/package.py --windows         # on Linux: this module; on Windows: native

The Windows CPython and its wheels come from windows_python.py (pinned, signatures checked).
``wine python.exe -m PyInstaller build\\spec\\coteccio.spec`` runs in a throwaway wine prefix
and home (nothing reaches the real home folder; no Linux menu entries), its output through a
pipe (sent to a file, the embedded interpreter failed to start); then the frozen
``Coteccio.exe --self-test`` runs under wine, then build/package.py's NSIS installer is made.
Needs wine (64-bit), osslsigncode and makensis: ``apt-get install wine osslsigncode nsis``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from windows_python import (  # noqa: E402  (its sibling, wherever this is imported from)
    WHEELS,
    check_pins,
    download,
    embedded_python,
    verify_signature,
    windows_path,
)

__all__ = ["WHEELS", "build", "check_pins", "verify_signature", "windows_path"]

# No Mono or Gecko install prompts; wine's menu builder would write .desktop files.
WINE_DLL_OVERRIDES = "mscoree,mshtml=;winemenubuilder.exe=d"
# The universal C runtime is part of Windows 10 and later; wine has it built in, not as files.
_UCRT_WARNING = re.compile(r"WARNING: Library not found: could not resolve 'api-ms-win-")


class Prefix:
    """A throwaway 64-bit wine prefix and home folder; ``run`` waits for all its processes."""

    def __init__(self, base: Path) -> None:
        self.prefix, self.home = base / "prefix", base / "home"
        self.home.mkdir(parents=True, exist_ok=True)

    def env(self, **extra: str) -> dict[str, str]:
        """The environment of every wine command here."""
        keep = ("PATH", "USER", "LOGNAME", "TMPDIR", "LANG")
        env = {k: os.environ[k] for k in keep if k in os.environ}
        env.update(HOME=str(self.home), WINEPREFIX=str(self.prefix), WINEDEBUG="-all")
        return {**env, "WINEDLLOVERRIDES": WINE_DLL_OVERRIDES, **extra}

    def run(
        self,
        *args: str | Path,
        cwd: Path | None = None,
        timeout: float = 900,
        echo: bool = True,
        **extra: str,
    ) -> tuple[int, str]:
        """``wine args…`` with ``extra`` environment variables; its output returned (and
        echoed). Through a pipe, never a file: sent to a file, the embedded CPython failed."""
        proc = subprocess.Popen(
            ["wine", *(str(a) for a in args)],
            cwd=cwd,
            env=self.env(**extra),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
        )
        lines: list[str] = []
        reader = threading.Thread(target=_echo, args=(proc.stdout, lines, echo), daemon=True)
        reader.start()
        try:
            code = proc.wait(timeout=timeout)
        finally:
            # The wineserver and wine's services hold the pipe open: end them, then it closes.
            self.wait()
        reader.join(timeout=30)
        return code, "".join(lines)

    def wait(self, timeout: float = 120) -> None:
        """Until the prefix's processes and server have ended."""
        try:
            subprocess.run(["wineserver", "-w"], env=self.env(), timeout=timeout, check=False)
        except subprocess.TimeoutExpired:
            subprocess.run(["wineserver", "-k"], env=self.env(), timeout=60, check=False)


def _echo(stream: object, lines: list[str], echo: bool) -> None:
    ucrt = 0
    for line in stream:  # type: ignore[attr-defined]
        lines.append(line)
        if _UCRT_WARNING.search(line):
            ucrt += 1
            continue
        if echo:
            print(line, end="", flush=True)
    if ucrt:
        print(f"({ucrt} warnings about api-ms-win-*.dll left out: part of Windows 10 and later)")


@contextmanager
def wine_prefix() -> Iterator[Prefix]:
    """A new wine prefix (``wineboot -i``), deleted afterwards."""
    if shutil.which("wine") is None:
        raise SystemExit("wine not found: apt-get install wine (64-bit)")
    base = Path(tempfile.mkdtemp(prefix="coteccio-wine-"))
    try:
        prefix = Prefix(base)
        subprocess.run(["wineboot", "-i"], env=prefix.env(), capture_output=True, timeout=900)
        prefix.wait()
        if not (prefix.prefix / "drive_c" / "windows" / "system32" / "kernel32.dll").is_file():
            raise SystemExit(f"wineboot made no prefix in {prefix.prefix}")
        yield prefix
    finally:
        subprocess.run(["wineserver", "-k"], env=Prefix(base).env(), timeout=60, check=False)
        # Debian's wine names the prefix's folder of server sockets in a file of the prefix.
        named = base / "prefix" / "wineserver"
        if named.is_file() and re.fullmatch(r"wine-\w+", name := named.read_text().strip()):
            shutil.rmtree(Path(tempfile.gettempdir()) / name, ignore_errors=True)
        shutil.rmtree(base, ignore_errors=True)


def pyinstaller(wine: Prefix, python: Path, root: Path, dist: Path, work: Path) -> Path:
    """The PyInstaller folder ``dist/Coteccio`` built by the Windows Python; returns the exe."""
    flags = ["--noconfirm", "--log-level", "WARN", "--distpath", windows_path(dist)]
    flags += ["--workpath", windows_path(work), r"build\spec\coteccio.spec"]
    code, _out = wine.run(
        python, "-m", "PyInstaller", *flags, cwd=root, PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    exe = dist / "Coteccio" / "Coteccio.exe"
    if code != 0 or not exe.is_file():
        raise SystemExit(f"PyInstaller under wine failed (exit {code})")
    return exe


def self_test(wine: Prefix, exe: Path, line_start: str) -> str:
    """The frozen ``Coteccio.exe --self-test`` under wine, headless; returns its result line."""
    with tempfile.TemporaryDirectory(prefix="coteccio-home-") as home:
        env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        env["COTECCIO_HOME"] = windows_path(Path(home))
        code, out = wine.run(exe, "--self-test", timeout=600, echo=False, **env)
    lines = [ln for ln in out.splitlines() if ln.startswith(line_start)]
    if code != 0 or not lines:
        raise SystemExit(f"the Windows self-test failed under wine (exit {code}):\n{out}")
    return lines[-1]


def build(
    package: ModuleType, folder: Path, installers: Path, cache: Path, steps: list[str]
) -> list[Path]:
    """``steps`` (build, self-test, pack) of the Windows game; returns the installers made.

    ``folder`` receives the Windows Python, PyInstaller's work and ``dist/Coteccio`` (the
    frozen game); ``installers`` the setup program.
    """
    root: Path = package.ROOT
    check_pins(root / "pyproject.toml")
    dist = folder / "dist"
    if "build" in steps or "self-test" in steps:
        with wine_prefix() as wine:
            if "build" in steps:
                archive, wheels = download(cache)
                python = embedded_python(archive, folder / "python", root, wheels)
                print(pyinstaller(wine, python, root, dist, folder / "work"), flush=True)
            if "self-test" in steps:
                exe = dist / "Coteccio" / "Coteccio.exe"
                print(self_test(wine, exe, package.SELF_TEST_LINE), flush=True)
    if "pack" not in steps:
        return []
    installers.mkdir(parents=True, exist_ok=True)
    name = f"{package.APP}-{package.version()}-windows-{package.WINDOWS_ARCH}-setup.exe"
    return [package.nsis(dist / "Coteccio", installers / name)]
