"""Frame cost of the table: CPU time per frame mid-trick at 7 seats, and CPU while idle.

Prints ``frame_p95_ms_720p``, ``frame_p95_ms_1080p`` (7 seats, cards in flight,
CPU time per frame, update + draw + flip), ``idle_cpu_pct`` (the real loop
while the table waits for a click, over a few seconds) and ``idle_redraws_per_s``
(frames the real loop draws per second while nothing changes: a table waiting for
a click, and a table paused under the Esc menu; the target is 0).
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings  # noqa: E402
from coteccio_gui.ui.pilot import FRAME_S, Pilot  # noqa: E402
from coteccio_gui.ui.table.scene import TableScene  # noqa: E402
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup  # noqa: E402

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]
FRAMES = 600


def _table(size: tuple[int, int], seed: int) -> tuple[Pilot, TableScene]:
    p = Pilot(size, Settings(tips=False, sound=False))
    seats = [SeatSetup(NAMES[0], "normal")] + [SeatSetup(n, "normal") for n in NAMES[1:]]
    t = TableScene(p.app, TableSetup("coteccio", seats, HouseRules(), seed))
    p.start(t)
    return p, t


def frame_p95(size: tuple[int, int]) -> float:
    """95th percentile CPU ms of frames with cards in flight (7 computer seats)."""
    p, t = _table(size, seed=1)
    times: list[float] = []
    while len(times) < FRAMES:
        moving = bool(t.anim.flights)
        start = time.process_time()
        p.step(1, FRAME_S)
        spent = (time.process_time() - start) * 1000
        if moving:
            times.append(spent)
        if not p.app.scenes or p.top is not t:
            p.key(pygame.K_RETURN)
    times.sort()
    return times[int(len(times) * 0.95)]


def idle_cpu(seconds: float = 4.0) -> float:
    """CPU share of the real loop while the table waits for the human's click."""
    p, t = _table((1280, 720), seed=2)
    t.source.players[0] = None  # Anna is a person: the table will wait for her
    p.until(lambda: t.waiting_for_bottom())
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    p.app.run()
    return (time.process_time() - cpu) / (time.perf_counter() - wall) * 100


def _run_for(p: Pilot, seconds: float) -> float:
    """Run the real loop for ``seconds``; returns the frames it drew per second."""
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    frames, wall = p.app.frames, time.perf_counter()
    p.app.run()
    p.app.running = True
    return (p.app.frames - frames) / (time.perf_counter() - wall)


def idle_redraws(seconds: float = 3.0) -> tuple[float, float]:
    """Frames drawn per second by the real loop: waiting for a click; paused under the menu."""
    p, t = _table((1280, 720), seed=2)
    t.source.players[0] = None  # Anna is a person: the table will wait for her
    p.until(lambda: t.waiting_for_bottom())
    p.step(5)
    waiting = _run_for(p, seconds)
    p.key(pygame.K_RETURN)  # Anna plays; the computers think and the cards fly...
    p.step(2)
    p.key(pygame.K_ESCAPE)  # ...and the menu comes up over the moving table
    under_menu = _run_for(p, seconds)
    return waiting, under_menu


if __name__ == "__main__":
    print(f"frame_p95_ms_720p {frame_p95((1280, 720)):.2f} ms")
    print(f"frame_p95_ms_1080p {frame_p95((1920, 1080)):.2f} ms")
    print(f"idle_cpu_pct {idle_cpu():.1f} %")
    waiting, under_menu = idle_redraws()
    print(f"idle_redraws_per_s_waiting {waiting:.1f} frames/s")
    print(f"idle_redraws_per_s_under_menu {under_menu:.1f} frames/s")
    print(f"idle_redraws_per_s {max(waiting, under_menu):.1f} frames/s")
