"""Start-up time and memory, side by side with GNOME Aisleriot (``sol``) when it is installed.

Launches ``coteccio`` and ``sol`` in turns under one Xvfb, each with a fresh home folder,
and measures the time from launch to a mapped window and the resident memory of the
process and its children once it has settled (3 s) on its first screen; for ``coteccio``
also at a 7-seat table in the middle of a match (a saved match, continued with Enter).
Prints ``name value unit`` lines (medians of ``--runs`` launches), with
``startup_ratio_vs_aisleriot`` (of the medians), ``startup_ratio_paired_vs_aisleriot`` (the
median of each round's ratio), ``startup_cpu_ratio_vs_aisleriot`` (of the CPU seconds each had
used when its window was seen: ``startup_cpu_s_*``) and ``rss_ratio_vs_aisleriot``.

    python bench/startup.py [--runs 5] [--frozen dist/coteccio/coteccio] [--floor]

Needs Linux, Xvfb and xdotool (``apt-get install xvfb xdotool aisleriot``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SETTLE_S = 3.0
FLOOR = (
    "import os\n"
    "os.environ['SDL_FRAMEBUFFER_ACCELERATION'] = '0'\n"
    "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
    "import pygame\n"
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)\n"
    "screen.fill((20, 80, 50))\n"
    "pygame.display.flip()\n"
    "clock = pygame.time.Clock()\n"
    "while not any(e.type == pygame.QUIT for e in pygame.event.get()): clock.tick(60)\n"
)
"""The least any pygame-ce program does for a window: the interpreter, pygame, SDL's video
(set as the game sets it: no GL texture on Linux) and one filled frame (``--floor`` measures it
beside the two programs)."""
MAP_TIMEOUT_S = 30.0


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb on a free display, and its name."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read)
    return server, f":{number.decode().strip()}"


def fresh_home() -> tuple[Path, dict[str, str]]:
    """A throwaway home folder and the environment that points every app at it."""
    home = Path(tempfile.mkdtemp(prefix="bench-home-"))
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local/state"),
        "SDL_AUDIODRIVER": "dummy",
        # As on a player's machine: Python keeps its bytecode caches (an environment that
        # forbids them makes every launch compile the whole game again, ~70 ms).
        "PYTHONDONTWRITEBYTECODE": "",
        # No session bus: Aisleriot would otherwise hand itself to a running instance and exit.
        "DBUS_SESSION_BUS_ADDRESS": "disabled:",
    }
    env.pop("COTECCIO_HOME", None)
    env.pop("SDL_VIDEODRIVER", None)
    return home, env


def rss_mb(pid: int) -> float:
    """Resident memory of ``pid`` and all its descendants, in MB."""
    total = 0
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        todo += [int(c) for c in children]
    return total / 1024


def cpu_s(pid: int) -> float:
    """CPU seconds used so far by every thread of ``pid`` (what the machine's load does not
    stretch, unlike the time to the window; read a poll after the window, like that time)."""
    total = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total / 1e9


def launch(
    command: list[str], env: dict[str, str], enter: bool = False
) -> tuple[float, float, float]:
    """Seconds to a mapped window, MB resident after settling (Enter pressed if asked), and
    the CPU seconds the process had used when its window was seen.
    A launch the X server turned away (SDL's "no display", GTK's "Cannot open display", seen
    now and then on a loaded machine) is tried again, up to twice."""
    for attempt in range(3):
        try:
            return _launch(command, env, enter)
        except NoDisplay:
            if attempt == 2:
                raise
            time.sleep(0.5)
    raise AssertionError("unreachable")


class NoDisplay(RuntimeError):
    """The program found no X server to talk to."""


def _launch(command: list[str], env: dict[str, str], enter: bool) -> tuple[float, float, float]:
    with tempfile.TemporaryFile() as errors:
        t0 = time.perf_counter()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        try:
            mapped, window = _mapped(command[0], proc, env, t0, errors)
            cpu = cpu_s(proc.pid)
            if enter:
                time.sleep(1.0)
                subprocess.run(["xdotool", "key", "--window", window, "Return"], env=env,
                               check=True)  # fmt: skip
            time.sleep(SETTLE_S)
            return mapped, rss_mb(proc.pid), cpu
        finally:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _mapped(
    name: str, proc: subprocess.Popen[bytes], env: dict[str, str], t0: float, errors: Any
) -> tuple[float, str]:
    """Seconds from ``t0`` to the process's first mapped window, and the window."""
    # Poll every few ms (``xdotool search --sync`` only looks twice a second).
    search = ["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid)]
    while True:
        found = subprocess.run(search, env=env, capture_output=True, text=True)
        mapped = time.perf_counter() - t0
        if found.stdout.strip():
            return mapped, found.stdout.split()[0]
        if proc.poll() is not None:
            errors.seek(0)
            why = errors.read().decode(errors="replace").strip()
            turned_away = "no display" in why or "Cannot open display" in why
            kind = NoDisplay if turned_away else RuntimeError
            raise kind(f"{name} exited ({proc.returncode}) before a window: {why}")
        if mapped > MAP_TIMEOUT_S:
            raise RuntimeError(f"{name} showed no window in {MAP_TIMEOUT_S:.0f} s")
        time.sleep(0.005)


def saved_table(home: Path, players: int = 7) -> None:
    """A saved 7-seat match in the middle of a hand, for Continue to open."""
    from coteccio_gui.games.coteccio import Match
    from coteccio_gui.record import dumps_record

    rng = random.Random(7)
    m = Match.new(players, None, rng)
    m.deal(rng)
    for _ in range(players + 2):
        m.apply(m.legal_actions()[0])
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"][:players]
    meta = {"seats": ["human"] + ["normal"] * (players - 1), "seed": 7}
    folder = home / ".local/share/Coteccio"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave.json").write_text(dumps_record(names, m, meta), encoding="utf-8")


def main() -> int:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frozen", help="the frozen executable to measure instead of coteccio")
    parser.add_argument("--floor", action="store_true", help="also a bare pygame-ce window")
    args = parser.parse_args()
    ours = [args.frozen] if args.frozen else [shutil.which("coteccio") or "coteccio"]
    tag = "frozen" if args.frozen else "coteccio"
    sol = shutil.which("sol") or ("/usr/games/sol" if Path("/usr/games/sol").exists() else None)
    server, display = start_xvfb()
    figures: dict[str, list[float]] = {}

    def note(name: str, value: float) -> None:
        figures.setdefault(name, []).append(value)

    try:
        # One launch first, not counted: the bytecode caches are written as on the first run
        # after installing (Aisleriot's binary has nothing to warm).
        home, env = fresh_home()
        env["DISPLAY"] = display
        launch(ours, env)
        shutil.rmtree(home, ignore_errors=True)
        for _ in range(args.runs):
            home, env = fresh_home()
            env["DISPLAY"] = display
            mapped, rss, cpu = launch(ours, env)
            note(f"startup_s_{tag}", mapped)
            note(f"startup_cpu_s_{tag}", cpu)
            note(f"rss_mb_{tag}", rss)
            shutil.rmtree(home, ignore_errors=True)
            if sol:
                home, env = fresh_home()
                env["DISPLAY"] = display
                mapped, rss, cpu = launch([sol], env)
                note("startup_s_aisleriot", mapped)
                note("startup_cpu_s_aisleriot", cpu)
                note("rss_mb_aisleriot", rss)
                shutil.rmtree(home, ignore_errors=True)
            if args.floor:  # its window is not seen now and then on a loaded machine: again
                home, env = fresh_home()
                env["DISPLAY"] = display
                try:
                    mapped, _rss, cpu = launch([sys.executable, "-c", FLOOR], env)
                except RuntimeError as e:
                    print(f"the bare window again: {e}", file=sys.stderr)
                    mapped, _rss, cpu = launch([sys.executable, "-c", FLOOR], env)
                note("startup_s_floor", mapped)
                note("startup_cpu_s_floor", cpu)
                shutil.rmtree(home, ignore_errors=True)
            home, env = fresh_home()
            env["DISPLAY"] = display
            saved_table(home)
            _, rss, _ = launch(ours, env, enter=True)
            note(f"rss_mb_{tag}_table7", rss)
            shutil.rmtree(home, ignore_errors=True)
    finally:
        server.terminate()
        server.wait(5)
    med = {k: statistics.median(v) for k, v in figures.items()}
    for name, value in med.items():
        unit = "s" if name.startswith("startup") else "MB"
        print(f"{name} {value:.3f} {unit}")
    if sol:
        ratio = med[f"startup_s_{tag}"] / med["startup_s_aisleriot"]
        print(f"startup_ratio_vs_aisleriot {ratio:.3f} x")
        # Each round's two launches follow each other, so their ratio shares that moment's load
        # (a shared machine's load swings the medians of either by a factor of two).
        rounds = zip(figures[f"startup_s_{tag}"], figures["startup_s_aisleriot"], strict=True)
        paired = statistics.median(ours / theirs for ours, theirs in rounds)
        print(f"startup_ratio_paired_vs_aisleriot {paired:.3f} x")
        cpu = med[f"startup_cpu_s_{tag}"] / med["startup_cpu_s_aisleriot"]
        print(f"startup_cpu_ratio_vs_aisleriot {cpu:.3f} x")
        print(f"rss_ratio_vs_aisleriot {med[f'rss_mb_{tag}'] / med['rss_mb_aisleriot']:.3f} x")
        if args.floor:  # what no pygame-ce program can go under, beside the target's 0.6
            pairs = zip(figures["startup_s_floor"], figures["startup_s_aisleriot"], strict=True)
            floor = statistics.median(f / a for f, a in pairs)
            print(f"startup_floor_ratio_paired_vs_aisleriot {floor:.3f} x")
            ratio = med["startup_s_floor"] / med["startup_s_aisleriot"]
            print(f"startup_floor_ratio_vs_aisleriot {ratio:.3f} x")
            cpu = med["startup_cpu_s_floor"] / med["startup_cpu_s_aisleriot"]
            print(f"startup_floor_cpu_ratio_vs_aisleriot {cpu:.3f} x")
        print(
            f"rss_ratio_table7_vs_aisleriot "
            f"{med[f'rss_mb_{tag}_table7'] / med['rss_mb_aisleriot']:.3f} x"
        )
    if os.environ.get("BENCH_JSON"):
        print(json.dumps(figures), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
