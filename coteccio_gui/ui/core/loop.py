"""The scene stack and the main loop: events → update(dt) → draw → flip → tick.

The redraw rule lives here and nowhere else: a frame either does not happen at all, or it
handles its input, updates the top scene and is drawn. A frame happens on input, when the
app is ``dirty`` (a scene came or went) or while the top scene or a notice is ``busy``.
State changes only inside a frame, so every change reaches the screen in the frame that
made it. Only the top scene updates and counts as busy: the scenes under it are paused.
Idle, the loop sleeps in ``pygame.event.wait``; a modal scene is not ``opaque``.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from coteccio_gui.ui.core import drawlog, fullscreen, window
from coteccio_gui.ui.core.errors import describe_error
from coteccio_gui.ui.core.nav import Navigator
from coteccio_gui.ui.core.notice import Notices
from coteccio_gui.ui.core.sound import SoundBoard

if TYPE_CHECKING:
    from coteccio_gui.live import LiveMatch, LiveTable
    from coteccio_gui.settings import Settings

MatchHook = Callable[["LiveMatch"], "str | None"]  # autosave, statistics: a message, or None

IDLE_WAIT_MS = 250
FPS = 60
MAX_CRASHES = 20  # unexpected errors one run survives before it closes (no endless loop)

log = logging.getLogger("coteccio")


class Scene:
    """One screen: it handles input, moves on with time, and paints itself."""

    opaque = True
    scene_name = ""
    """The name the navigator made it under (empty for a scene made directly)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Move on by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; never changes state."""

    def busy(self) -> bool:
        """Whether the scene changes by itself while on top (animating, a computer thinking):
        the app runs and draws frames for it meanwhile, else a change waits for input."""
        return False

    def resized(self) -> None:
        """The window changed size."""

    def autopilot(self) -> None:
        """What ``--self-test`` does here in place of a person (by default nothing)."""

    def closed(self) -> None:
        """The scene left the stack."""

    def relabel(self) -> None:
        """The language changed: build again whatever holds translated text."""
        self.resized()


class App:
    """The window (``screen``, else one of ``size`` or as the desktop has room), stack and loop."""

    def __init__(
        self,
        settings: Settings,
        size: tuple[int, int] | None = None,
        self_test: bool = False,
        screen: pygame.Surface | None = None,
    ) -> None:
        self.settings = settings
        self.self_test = self_test
        self.self_test_game = ""  # the game the self-test plays ("": the first)
        self.screen = screen or window.open_window(size)
        pygame.display.set_caption("Coteccio")
        self.scenes: list[Scene] = []
        self.running = True
        self.dirty = True
        """Draw the next frame even without input (a scene came or went, the window changed)."""
        self.frames = 0
        self.frame_ms: list[float] = []
        self.result: dict[str, int] | None = None  # what the self-test prints at the end
        self.match_hooks: list[MatchHook] = []
        """Called with a live match's values after every action (autosave, statistics)."""
        self.live_tables: list[LiveTable] = []
        """The tables in play (joined when made, left when closed): the hooks' only source."""
        self.notices = Notices()
        """One-line messages shown over every scene for a few seconds."""
        self.sound = SoundBoard(settings.sound and not self_test, settings.volume / 100)
        """The table's sounds; silent with sound off, in the self-test, or with no device."""
        self.data_folder: Path | None = None
        """Where autosave, history, exports and statistics live (None: the player's data folder)."""
        self.log_path: Path | None = None
        """The log file, named in the crash dialog."""
        self.crashes: list[str] = []
        """A one-line summary of every unexpected error caught (the tests want none)."""
        self.failed = False
        """Whether the run ended because errors kept coming (the exit status says so)."""
        self.nav = Navigator(self)  # scenes by name: app.nav.push("rules")
        self.drawn = drawlog.DrawLog()
        """What the last frame drew where: notices find free room in it, tests check it."""
        self._clock = pygame.time.Clock()

    # ---- the stack ---------------------------------------------------------------------------

    @property
    def top(self) -> Scene:
        """The scene that gets input."""
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Show ``scene`` above the others."""
        self.scenes.append(scene)
        self.dirty = True

    def pop(self, scene: Scene | None = None) -> None:
        """Close the top scene (or ``scene`` and everything above it)."""
        target = scene if scene is not None else self.top
        while self.scenes:
            gone = self.scenes.pop()
            gone.closed()
            if gone is target:
                break
        self.dirty = True
        if not self.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """Close every scene and show ``scene``."""
        while self.scenes:
            self.scenes.pop().closed()
        self.push(scene)

    def quit(self) -> None:
        """Leave the loop at the end of this frame."""
        self.running = False

    # ---- the loop ----------------------------------------------------------------------------

    def busy(self) -> bool:
        """Whether the top scene or a notice changes by itself (so frames must run)."""
        return self.notices.busy() or bool(self.scenes and self.top.busy())

    def run(self) -> None:
        """Loop until a scene quits or the window is closed."""
        last = time.perf_counter()
        while self.running and self.scenes:
            try:
                active = self.self_test or self.dirty or self.busy()
                if active:
                    events = pygame.event.get()
                else:  # idle: sleep until input (waking now and then to see Ctrl+C)
                    events = [pygame.event.wait(IDLE_WAIT_MS)]
                    events += pygame.event.get()
            except Exception as error:
                self.crashed(error)
                continue
            except KeyboardInterrupt:  # Ctrl+C in a terminal: the match is already saved
                self.running = False
                break
            now = time.perf_counter()
            dt, last = min(now - last, 0.1), now
            try:
                drawn = self.frame(events, dt)
            except KeyboardInterrupt:
                self.running = False
                break
            if self.self_test:
                self._clock.tick()
            elif drawn:
                self._clock.tick(FPS)

    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """One frame: input, update and draw, or nothing at all when there is nothing to do.

        Returns whether the frame happened (and was drawn). An unexpected error never closes
        the window: it is logged with its traceback, the match is saved, and the crash dialog
        says what happened and where the log is.
        """
        try:
            return self._frame(events, dt)
        except Exception as error:  # the last line of defence: no traceback reaches a player
            self.crashed(error)
            return True

    def _frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        events = [e for e in events if e.type != pygame.NOEVENT]
        if not (events or self.dirty or self.self_test or self.busy()):
            return False  # nothing came in and nothing moves: what is shown is still true
        start = time.process_time()
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                return False
            if fullscreen.window_event(self, event):  # a new size; F11 or Alt+Enter
                continue
            if self.scenes:
                self.top.handle(event)
        if not self.scenes:
            return False
        if self.self_test:
            self.top.autopilot()
        if not self.scenes:
            return False
        self.top.update(dt)
        self.notices.update(dt)
        if not self.scenes:
            return False
        self.draw()
        pygame.display.flip()
        self.dirty = False
        self.frames += 1
        if self.frames == 1 and os.environ.get("COTECCIO_FIRST_FRAME"):
            # For bench/frozen.py: the launcher times the gap from start to this line.
            print("first-frame", file=sys.stderr, flush=True)
        self.frame_ms.append((time.process_time() - start) * 1000)
        return True

    def crashed(self, error: BaseException) -> None:
        """Log ``error``, save the match, and show the crash dialog (or close if that failed)."""
        summary = describe_error(error)
        self.crashes.append(summary)
        log.error("unexpected error in the GUI: %s", summary)
        # The traceback goes to the log file only (INFO): a console shows one line, never it.
        log.info("the traceback of that error:", exc_info=error)
        again = self.nav.showing("crash")
        had_match = bool(self.live_tables) and bool(self.match_hooks)
        self.save_matches()
        for scene in self.scenes:
            try:
                scene.closed()
            except Exception as e:
                log.warning("closing a scene after an error failed: %s", describe_error(e))
        self.scenes.clear()
        if again or len(self.crashes) > MAX_CRASHES:
            # The dialog itself failed, or errors keep coming: close cleanly, say why.
            self.failed = True
            self.running = False
            where = f"; the log is at {self.log_path}" if self.log_path else ""
            print(f"coteccio: closing after an unexpected error: {summary}{where}", file=sys.stderr)
            return
        try:
            self.nav.push("crash", summary=summary, match_saved=had_match)
        except Exception as e:
            log.warning("the crash dialog could not be opened: %s", describe_error(e))
            self.failed = True
            self.running = False
            print(f"coteccio: closing after an unexpected error: {summary}", file=sys.stderr)

    def save_matches(self) -> None:
        """Run the match hooks (autosave) once more for every live table's match."""
        for table in list(self.live_tables):
            try:
                live = table.live_match()
                for hook in self.match_hooks:
                    hook(live)
            except Exception as e:
                log.warning("saving the match after an error failed: %s", describe_error(e))

    def draw(self) -> None:
        """Paint the scenes from the last opaque one up, then the notices."""
        first = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                first = i
        before = drawlog.current
        drawlog.current = self.drawn
        try:
            self.drawn.start(self.screen)
            for scene in self.scenes[first:]:
                drawlog.new_layer(type(scene).__name__)
                scene.draw(self.screen)
            drawlog.new_layer("notices")
            self.notices.draw(self.screen, self.drawn.taken(), self.drawn.dimmed())
        finally:
            drawlog.current = before

    def frame_p95(self) -> float:
        """The 95th percentile of frame CPU time so far, in ms."""
        ordered = sorted(self.frame_ms) or [0.0]
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
