"""Size and start-up of the frozen (PyInstaller) Linux build.

Prints ``bundle_mb`` (the one-folder build, all files, MB = 10^6 bytes), ``targz_mb`` (the
Linux .tar.gz download) and ``frozen_first_frame_s`` (median seconds from launching the frozen
executable to its first displayed frame, dummy video driver, after one warm-up run). Builds
first with ``build/package.py``; ``--no-build`` measures what is already in ``out/``.

``--vs EXE`` also launches another frozen build (an older release's ``out/dist/coteccio/coteccio``)
in turns with this one, so both see the same load, and prints ``frozen_first_frame_s_vs`` and
``frozen_first_frame_ratio_vs`` (this build's median over the other's).
"""

from __future__ import annotations

import argparse
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "out" / "dist" / "coteccio"
INSTALLERS = ROOT / "out" / "installers"


def folder_bytes(folder: Path) -> int:
    """Total size of the files under ``folder`` (symlinks not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def first_frame_s(exe: Path, home: str, timeout: float = 30.0) -> float:
    """Seconds from starting ``exe`` to the ``first-frame`` line on its stderr."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(COTECCIO_FIRST_FRAME="1", COTECCIO_HOME=home)
    seen: queue.Queue[float] = queue.Queue()
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(exe)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )

    def watch() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            if line.strip() == "first-frame":
                seen.put(time.perf_counter() - start)

    threading.Thread(target=watch, daemon=True).start()
    try:
        return seen.get(timeout=timeout)
    except queue.Empty:
        raise RuntimeError(f"{exe} printed no first-frame line (exit {proc.poll()})") from None
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main() -> None:
    """Build (unless told not to), then print the three figures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--no-build", action="store_true", help="measure the build already in out/")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--vs", type=Path, help="another frozen executable, launched in turns")
    args = p.parse_args()
    if not args.no_build:
        build = subprocess.run(
            [sys.executable, str(ROOT / "build" / "package.py"), "build", "pack"],
            capture_output=True,
            text=True,
        )
        if build.returncode != 0:
            sys.exit(f"build failed:\n{build.stdout}\n{build.stderr}")
    targz = max(INSTALLERS.glob("Coteccio-*-linux-*.tar.gz"), key=lambda f: f.stat().st_mtime)
    exe = FOLDER / "coteccio"
    exes = [exe] + ([args.vs] if args.vs else [])
    runs: dict[Path, list[float]] = {e: [] for e in exes}
    with tempfile.TemporaryDirectory(prefix="coteccio-bench-") as home:
        for e in exes:
            first_frame_s(e, home)  # warm-up: the page cache, the settings file
        for _ in range(args.runs):
            for e in exes:
                runs[e].append(first_frame_s(e, home))
    print(f"bundle_mb {folder_bytes(FOLDER) / 1e6:.1f} MB")
    print(f"targz_mb {targz.stat().st_size / 1e6:.1f} MB")
    print(f"frozen_first_frame_s {statistics.median(runs[exe]):.3f} s")
    if args.vs:
        other = statistics.median(runs[args.vs])
        print(f"frozen_first_frame_s_vs {other:.3f} s")
        print(f"frozen_first_frame_ratio_vs {statistics.median(runs[exe]) / other:.2f} x")


if __name__ == "__main__":
    main()
