"""Build the frozen game with PyInstaller, self-test it and pack this system's installers.

    python build/package.py                  # build, self-test, pack: all for this system
    python build/package.py self-test pack   # only these steps (reusing out/dist)
    python build/package.py --nsis           # (Linux) also compile the Windows installer
                                             #   script with the Linux folder as stand-in payload
    python build/package.py --deb            # (Linux) also the .deb (build/linux/deb.py)
    python build/package.py --windows        # the Windows game and installer: under wine on
                                             #   Linux (build/windows/wine_build.py), else native

Linux: ``Coteccio-<v>-linux-<arch>.tar.gz`` (an AppDir with a .desktop file and icon, whose
``Coteccio`` and ``AppRun`` are links to the game's executable) and, when ``appimagetool`` is on
PATH or given with ``--appimagetool`` (the pinned release, checked by its SHA-256), an
``.AppImage``; with ``--deb``, ``coteccio_<v>_<debian arch>.deb``.
Windows: ``Coteccio-<v>-windows-x64-setup.exe`` (NSIS, 64-bit).
macOS: ``Coteccio-<v>-macos-<arch>.dmg`` (ad-hoc signed .app).
Everything lands in ``out/``: ``out/dist`` (PyInstaller), ``out/installers``.
Standard library only.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path, PureWindowsPath
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "spec" / "coteccio.spec"
LINUX = ROOT / "build" / "linux"
NSI = ROOT / "build" / "windows" / "coteccio.nsi"
ICONS = ROOT / "assets" / "icons"
OUT = ROOT / "out"
APP = "Coteccio"
IS_WIN, IS_MAC = sys.platform == "win32", sys.platform == "darwin"
SELF_TEST_LINE = "self-test: winner seat"
# The Windows installer is 64-bit only (``Target amd64-unicode`` in the .nsi), and says so.
WINDOWS_ARCH = "x64"


def version() -> str:
    """The version in pyproject.toml."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return str(tomllib.loads(text)["project"]["version"])


def arch() -> str:
    """This machine's architecture as installers name it: x86_64, arm64, …"""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def folder_name() -> str:
    """The PyInstaller folder's (and executable's) name on this system."""
    return APP if (IS_WIN or IS_MAC) else "coteccio"


def executable(dist: Path) -> Path:
    """The frozen executable inside ``dist`` (the .app's binary on macOS)."""
    if IS_MAC:
        return dist / f"{APP}.app" / "Contents" / "MacOS" / APP
    return dist / folder_name() / (f"{APP}.exe" if IS_WIN else "coteccio")


def bundle_root(dist: Path) -> Path:
    """The folder holding ``coteccio_gui/assets/`` in a frozen build (``sys._MEIPASS``)."""
    if IS_MAC:
        return dist / f"{APP}.app" / "Contents" / "Frameworks"
    return dist / folder_name() / "_internal"


def run(cmd: list[str | Path], **kwargs: object) -> None:
    """Run a command, echoing it; a failure stops the build."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)  # type: ignore[call-overload]


def pyinstaller(dist: Path, work: Path) -> Path:
    """Freeze the game into ``dist``; returns the executable."""
    run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work, SPEC],
        cwd=ROOT,
    )  # fmt: skip
    return executable(dist)


def self_test(exe: Path, timeout: float = 600) -> str:
    """Run the frozen ``--self-test`` headless; returns its result line or raises RuntimeError."""
    with tempfile.TemporaryDirectory(prefix="coteccio-frozen-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        # Where a windowed build with no standard streams writes instead (see launch.py).
        console = Path(home) / "console.txt"
        env.update(COTECCIO_HOME=home, COTECCIO_STDOUT=str(console))
        proc = subprocess.run(
            [str(exe), "--self-test"], env=env, capture_output=True, text=True, timeout=timeout
        )
        output = proc.stdout + (console.read_text(encoding="utf-8") if console.exists() else "")
    lines = [ln for ln in output.splitlines() if ln.startswith(SELF_TEST_LINE)]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(
            f"frozen self-test failed (exit {proc.returncode})\n"
            f"output:\n{output}\nstderr:\n{proc.stderr}"
        )
    return lines[-1]


def appdir(folder: Path, target: Path) -> Path:
    """An AppDir at ``target``: the frozen folder under usr/lib, launchers, .desktop file, icon."""
    if target.exists():
        shutil.rmtree(target)
    lib = target / "usr" / "lib" / "coteccio"
    shutil.copytree(folder, lib, symlinks=True)
    # What a player double-clicks and what the AppImage starts: links to the executable (which
    # finds its files through them), as a file manager runs a program but opens a script as text.
    for name in (APP, "AppRun"):
        (target / name).symlink_to("usr/lib/coteccio/coteccio")
    shutil.copy2(LINUX / "install.sh", target / "install.sh")
    (target / "install.sh").chmod(0o755)
    shutil.copy2(LINUX / "coteccio.desktop", target / "coteccio.desktop")
    shutil.copy2(ICONS / "coteccio-256.png", target / "coteccio.png")
    (target / ".DirIcon").symlink_to("coteccio.png")
    for sub, name, source in [
        ("share/applications", "coteccio.desktop", LINUX / "coteccio.desktop"),
        ("share/icons/hicolor/256x256/apps", "coteccio.png", ICONS / "coteccio-256.png"),
        ("share/icons/hicolor/512x512/apps", "coteccio.png", ICONS / "coteccio-512.png"),
    ]:
        (target / "usr" / sub).mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target / "usr" / sub / name)
    (target / "usr" / "bin").mkdir()
    (target / "usr" / "bin" / "coteccio").symlink_to("../lib/coteccio/coteccio")
    return target


def targz(folder: Path, target: Path) -> Path:
    """``folder`` packed as ``target`` (.tar.gz) under the folder's own name."""
    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name)
    return target


def linux_module(name: str) -> ModuleType:
    """``build/linux/<name>.py`` as a module: the AppImage and .deb steps."""
    spec = importlib.util.spec_from_file_location(f"coteccio_{name}", LINUX / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def appimage(appdir_path: Path, target: Path, tool: str) -> Path:
    """The AppDir packed into an AppImage by the pinned ``appimagetool`` (any other is refused)."""
    return Path(linux_module("appimage").build(appdir_path, target, tool))


def find_makensis() -> str | None:
    """``makensis`` on PATH, or in NSIS's usual Windows install folders."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "NSIS" / "makensis.exe").is_file():
            return str(Path(base) / "NSIS" / "makensis.exe")
    return None


def payload_manifest(folder: Path) -> str:
    """The installer's list of ``folder``'s contents: relative Windows paths, a line each.

    Every file (a symlink counts as the file it points to), and every folder with a trailing
    backslash after everything inside it, so that reading top to bottom removes files, then
    folders once they are empty: the order the installer's RemoveListedFiles follows.
    UTF-16 with a byte-order mark and CRLF, as NSIS's FileReadUTF16LE reads any file name.
    """
    lines = []
    for top, _dirs, files in os.walk(folder, topdown=False, followlinks=True):
        here = Path(top).relative_to(folder)
        lines += [str(PureWindowsPath(*(here / name).parts)) for name in sorted(files)]
        if here.parts:
            lines.append(str(PureWindowsPath(*here.parts)) + "\\")
    return "\ufeff" + "".join(f"{line}\r\n" for line in lines)


def nsis(
    folder: Path, target: Path, exe_name: str = f"{APP}.exe", app_version: str | None = None
) -> Path:
    """Compile the NSIS script with ``folder`` as the payload into ``target`` (64-bit).

    ``app_version`` stands in for pyproject's version (the tests build an "upgrade").
    """
    tool = find_makensis()
    if tool is None:
        raise RuntimeError("makensis not found: install NSIS (Debian: apt-get install nsis)")
    flag = "/" if IS_WIN else "-"
    app_version = app_version or version()
    numbers = (app_version.split(".") + ["0"] * 4)[:4]
    with tempfile.TemporaryDirectory(prefix="coteccio-nsis-") as tmp:
        manifest = Path(tmp) / "installed-files.txt"
        manifest.write_bytes(payload_manifest(folder).encode("utf-16-le"))
        run(
            [tool, f"{flag}V2", f"{flag}DVERSION={app_version}",
             f"{flag}DVIVERSION={'.'.join(numbers)}", f"{flag}DSRCDIR={folder}",
             f"{flag}DMANIFEST={manifest}", f"{flag}DOUTFILE={target}", f"{flag}DEXE={exe_name}",
             f"{flag}DICON={ICONS / 'coteccio.ico'}", NSI],
        )  # fmt: skip
    return target


def dmg(app: Path, target: Path) -> Path:
    """The .app, checked for a valid (ad-hoc) signature, in a compressed disk image."""
    try:
        run(["codesign", "--verify", "--deep", "--strict", app])
    except subprocess.CalledProcessError:
        run(["codesign", "--force", "--deep", "--sign", "-", app])
        run(["codesign", "--verify", "--deep", "--strict", app])
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / APP
        stage.mkdir()
        shutil.copytree(app, stage / app.name, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        target.unlink(missing_ok=True)
        cmd = ["hdiutil", "create", "-volname", APP, "-srcfolder", stage, "-ov", "-format", "UDZO"]
        for attempt in range(3):
            try:
                run([*cmd, target])
                break
            except subprocess.CalledProcessError:
                # hdiutil on CI runners now and then fails with "Resource busy"; try again.
                if attempt == 2:
                    raise
                time.sleep(5)
    return target


def deb(folder: Path, installers: Path) -> Path:
    """The Debian package of the frozen folder (``build/linux/deb.py``)."""
    return Path(linux_module("deb").build(folder, installers, version()))


STEPS = ("build", "self-test", "pack")


def pack(dist: Path, installers: Path, tool: str | None, with_nsis: bool) -> list[Path]:
    """This system's installers from the frozen build in ``dist``."""
    installers.mkdir(parents=True, exist_ok=True)
    stem = f"{APP}-{version()}"
    if IS_WIN:
        return [nsis(dist / APP, installers / f"{stem}-windows-{WINDOWS_ARCH}-setup.exe")]
    if IS_MAC:
        return [dmg(dist / f"{APP}.app", installers / f"{stem}-macos-{arch()}.dmg")]
    adir = appdir(dist / folder_name(), installers / "appdir" / APP)
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", adir / "coteccio.desktop"])
    made = [targz(adir, installers / f"{stem}-linux-{arch()}.tar.gz")]
    if tool:
        made.append(appimage(adir, installers / f"{stem}-{arch()}.AppImage", tool))
    if with_nsis:
        stand_in = installers / f"{stem}-windows-{WINDOWS_ARCH}-standin-setup.exe"
        made.append(nsis(dist / folder_name(), stand_in, "coteccio"))
    return made


def windows_under_wine(steps: list[str]) -> int:
    """The Windows game and installer made on Linux under wine (build/windows/wine_build.py)."""
    sys.path.insert(0, str(ROOT / "build" / "windows"))
    import wine_build

    win = OUT / "windows"
    made = wine_build.build(sys.modules[__name__], win, OUT / "installers", win / "cache", steps)
    for path in made:
        print(f"{path} {path.stat().st_size / 1e6:.1f} MB", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the chosen steps (all by default) for this system."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("steps", nargs="*", metavar="STEP", help=f"any of {', '.join(STEPS)} (all)")
    p.add_argument("--nsis", action="store_true", help="compile the .nsi here too (Linux)")
    p.add_argument("--deb", action="store_true", help="build the .deb too (Linux)")
    p.add_argument("--appimagetool", default=shutil.which("appimagetool"))
    p.add_argument("--windows", action="store_true", help="the Windows build (under wine on Linux)")
    p.add_argument("--exe", type=Path, help="self-test this executable (e.g. an installed one)")
    args = p.parse_args(argv)
    unknown = set(args.steps) - set(STEPS)
    if unknown:
        p.error(f"unknown step {sorted(unknown)[0]!r}; the steps are {', '.join(STEPS)}")
    args.steps = args.steps or list(STEPS)
    if args.windows and not IS_WIN:
        return windows_under_wine(args.steps)

    dist = OUT / "dist"
    if "build" in args.steps:
        pyinstaller(dist, OUT / "work")
    if "self-test" in args.steps:
        print(self_test(args.exe or executable(dist)), flush=True)
    if "pack" in args.steps:
        for path in pack(dist, OUT / "installers", args.appimagetool, args.nsis):
            print(f"{path} {path.stat().st_size / 1e6:.1f} MB", flush=True)
    if args.deb:
        path = deb(dist / folder_name(), OUT / "installers")
        print(f"{path} {path.stat().st_size / 1e6:.1f} MB", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
