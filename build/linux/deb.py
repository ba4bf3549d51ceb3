"""The Debian package of the frozen Linux folder, built with Debian's own dpkg-deb.

    python build/package.py --deb    # (Linux) out/installers/coteccio_<version>_<arch>.deb

What it installs: the PyInstaller folder in /usr/lib/coteccio (where Debian keeps a program's
private files; lintian refuses /opt), /usr/bin/coteccio linked to its executable, the menu entry
(io.github.coteccio.Coteccio.desktop) with its icons, the AppStream metainfo, and the copyright
file, changelog and third-party notices in /usr/share/doc/coteccio. No maintainer scripts:
dpkg's triggers refresh the menu and icon caches. The dependencies come
from dpkg-shlibdeps when it is installed, else the C library alone. Standard library only.
"""

from __future__ import annotations

import datetime
import email.utils
import gzip
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

LINUX = Path(__file__).resolve().parent
ROOT = LINUX.parent.parent
ICONS = ROOT / "assets" / "icons"
NOTICES = ROOT / "assets" / "licenses" / "THIRD-PARTY-NOTICES.md"
APP_ID = "io.github.coteccio.Coteccio"
PACKAGE = "coteccio"
PREFIX = Path("usr") / "lib" / PACKAGE
HOMEPAGE = "https://github.com/coteccio/coteccio"
MAINTAINER = "The Coteccio developers <coteccio@users.noreply.github.com>"
# Used when dpkg-shlibdeps is missing: what the bundled Python and libraries need at least.
FALLBACK_DEPENDS = "libc6 (>= 2.28)"
DESCRIPTION = """\
Triestine card game where you avoid taking tricks
 Coteccio is the trick-avoidance card game of Trieste: whoever takes the most
 points in a hand loses a life, and the last player with lives wins the pool.
 Play it against the computer or with friends at one screen, with Triestine or
 English cards. The table also plays Rovescino, Tressette, Terziglio, and Cöch
 and Zifuli with the Cucco pack."""


def debian_arch() -> str:
    """This machine's architecture as Debian names it (amd64, arm64, …)."""
    try:
        out = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        machine = os.uname().machine
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def release_listed(version: str, metainfo: Path) -> bool:
    """Whether the metainfo file lists a <release> of ``version``."""
    text = metainfo.read_text(encoding="utf-8")
    return re.search(rf'<release version="{re.escape(version)}"', text) is not None


def copyright_text() -> str:
    """debian/copyright (machine-readable format): the game MIT, the bundle as the notices say."""
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8").split("\n", 3)[3].strip()
    body = "\n".join(" " + line if line.strip() else " ." for line in licence.splitlines())
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Coteccio\n"
        f"Source: {HOMEPAGE}\n\n"
        "Files: *\n"
        "Copyright: 2026 The Coteccio developers\n"
        "License: MIT\n\n"
        f"Files: {PREFIX}/_internal/*\n"
        "Copyright: the authors named in THIRD-PARTY-NOTICES.md\n"
        "License: various\n"
        " pygame-ce (LGPL-2.1), SDL 2 and its image, mixer and ttf libraries (Zlib),\n"
        " FreeType (FTL), the image and sound codecs, CPython (PSF-2.0) and the rest:\n"
        " each with its licence and copyright in\n"
        f" /usr/share/doc/{PACKAGE}/THIRD-PARTY-NOTICES.md.\n\n"
        f"License: MIT\n{body}\n"
    )


def changelog_text(version: str, metainfo: Path) -> str:
    """The Debian changelog of a native package: this version, dated as its metainfo release."""
    found = re.search(
        rf'<release version="{re.escape(version)}" date="([\d-]+)"', metainfo.read_text()
    )
    day = datetime.date.fromisoformat(found.group(1) if found else "1970-01-01")
    stamp = datetime.datetime.combine(day, datetime.time(), datetime.UTC)
    return (
        f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
        f"  * Coteccio {version}.\n\n"
        f" -- {MAINTAINER}  {email.utils.format_datetime(stamp)}\n"
    )


def _installed_size(root: Path) -> int:
    """The staged files' size in KiB, as the control file's Installed-Size says it."""
    total = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink())
    return -(-total // 1024)


def _depends(stage: Path) -> str:
    """The packages the bundled executables need, from dpkg-shlibdeps (or the fallback)."""
    tool = shutil.which("dpkg-shlibdeps")
    if tool is None:
        return FALLBACK_DEPENDS
    internal = stage / PREFIX / "_internal"
    elves = [
        p
        for p in (stage / PREFIX).rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]
    private = sorted({str(p.parent) for p in elves if p.parent != stage / PREFIX} | {str(internal)})
    # dpkg-shlibdeps reads debian/control from its working folder: a stand-in one.
    (stage.parent / "debian").mkdir(exist_ok=True)
    (stage.parent / "debian" / "control").write_text(
        f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8"
    )
    proc = subprocess.run(
        [tool, "-O", "--ignore-missing-info", *(f"-l{d}" for d in private), *map(str, elves)],
        cwd=stage.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"^shlibs:Depends=(.*)$", proc.stdout, re.M)
    return found.group(1).strip() if found and found.group(1).strip() else FALLBACK_DEPENDS


def control_text(version: str, arch: str, depends: str, size_kib: int) -> str:
    """The DEBIAN/control file."""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {depends}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        f"Description: {DESCRIPTION}\n"
    )


def _install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def stage(folder: Path, root: Path, version: str) -> None:
    """The package's files under ``root`` as they will lie on the system."""
    shutil.copytree(folder, root / PREFIX, symlinks=True)
    for path in [root / PREFIX, *(root / PREFIX).rglob("*")]:
        if path.is_symlink():
            continue
        # Only the program runs; its libraries are read (lintian: shared-library-is-executable).
        library = ".so" in path.name and path.is_file()
        executable = path.is_dir() or (path.stat().st_mode & 0o111 and not library)
        path.chmod(0o755 if executable else 0o644)
    (root / "usr" / "bin").mkdir(parents=True)
    # Inside one top-level folder Debian's policy wants a relative link.
    (root / "usr" / "bin" / PACKAGE).symlink_to(Path("..") / "lib" / PACKAGE / PACKAGE)
    share = root / "usr" / "share"
    _install(LINUX / "coteccio.desktop", share / "applications" / f"{APP_ID}.desktop")
    for size in (256, 512):
        _install(
            ICONS / f"coteccio-{size}.png",
            share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "coteccio.png",
        )
    _install(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    _install(NOTICES, doc / "THIRD-PARTY-NOTICES.md")
    changelog = changelog_text(version, LINUX / f"{APP_ID}.metainfo.xml").encode()
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog, compresslevel=9, mtime=0))
    (doc / "changelog.gz").chmod(0o644)
    for path in [root / "usr", *(root / "usr").rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


def validate(root: Path) -> None:
    """desktop-file-validate and appstreamcli on the staged files, when they are installed."""
    share = root / "usr" / "share"
    checks = [
        ("desktop-file-validate", [share / "applications" / f"{APP_ID}.desktop"]),
        ("appstreamcli", ["validate", "--no-net", share / "metainfo" / f"{APP_ID}.metainfo.xml"]),
    ]
    for tool, args in checks:
        if shutil.which(tool):
            subprocess.run([tool, *map(str, args)], check=True)


def build(folder: Path, out_dir: Path, version: str) -> Path:
    """``out_dir/coteccio_<version>_<arch>.deb`` from the frozen folder ``folder``."""
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    if not release_listed(version, metainfo):
        raise RuntimeError(f'{metainfo.name} lists no <release version="{version}">: add it')
    arch = debian_arch()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="coteccio-deb-") as tmp:
        root = Path(tmp) / "root"
        stage(folder, root, version)
        validate(root)
        control = root / "DEBIAN" / "control"
        control.parent.mkdir(mode=0o755)
        depends = _depends(root)
        control.write_text(
            control_text(version, arch, depends, _installed_size(root)), encoding="utf-8"
        )
        target.unlink(missing_ok=True)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "--build", str(root), str(target)], check=True
        )
    return target
