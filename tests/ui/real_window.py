"""The real game in a real X window, for the tests that drive it as a person would: started
as a player starts it (on a display of ``tests.ui.xserver``), clicked and typed at with xdotool,
photographed with ImageMagick's import, waited on until the window stands still (a quiet
moment, checked for a stale frame), and read through its own autosave."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.record import read_record
from tests.ui.support import differing_pixels

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
"""The window the game opens."""
PARK = (6, SIZE[1] - 6)
"""Where the pointer rests: empty floor in the bottom left corner, no button or card near."""
QUIET_S = 1.0
"""How long the window must stay the same to be a quiet moment."""
POLL_S = 0.2
SETTLE_S = 0.4
STILL_S = 0.3
"""Between checked moments, how long the window must stay the same before the next click."""
"""How long after the pointer's one-pixel move the second screenshot is taken."""
MESSAGES_S = 6.5
"""After events the table talks about for a few seconds (capotto, an annulled hand, the
doctor, a seat out, a restart), quiet moments wait this long: a message ending between the
two screenshots is a real change, not a stale frame."""


class Game:
    """The real game in an X window, and what a person does to it."""

    def __init__(self, display: str, home: Path) -> None:
        self.display, self.home = display, home
        env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "COTECCIO_HOME": str(home),
            "PYTHONPATH": str(ROOT),
        }
        self.env = env
        # The command a player types (the console script next to this Python), else the same
        # program as a module.
        script = Path(sys.executable).with_name("coteccio")
        command = [str(script)] if script.exists() else [sys.executable, "-m", "coteccio_gui"]
        self.proc = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        self.window = self._find_window()
        self.moments = 0
        self.stale: list[str] = []
        self.quiet_after = 0.0

    def _find_window(self) -> str:
        """The game's window once it is mapped, with the keyboard focus (SDL may make and
        drop a first window while it starts: look again until one stays)."""
        end = time.monotonic() + 90
        while time.monotonic() < end:
            assert self.proc.poll() is None, f"the game stopped: {self.proc.communicate()[1]}"
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                env=self.env,
                capture_output=True,
                text=True,
                timeout=20,
            )
            for window in found.stdout.split():
                focus = subprocess.run(
                    ["xdotool", "windowfocus", "--sync", window],
                    env=self.env,
                    capture_output=True,
                    timeout=20,
                )
                if focus.returncode == 0:
                    return window
            time.sleep(0.3)
        raise AssertionError("the game's window never appeared")

    def x(self, *args: str, timeout: float = 20) -> str:
        """Run xdotool on our display."""
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout
        )
        assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr}"
        return done.stdout

    def picture(self) -> pygame.Surface:
        """The window's pixels now, as a picture."""
        return pygame.image.frombytes(self.shot(), SIZE, "RGB")

    def shows(self, rect: pygame.Rect, expected: pygame.Surface, timeout: float = 30) -> int:
        """How many pixels of ``rect`` differ from ``expected`` once the window draws it (it is
        looked at again until they agree or ``timeout`` passes: a busy machine draws late)."""
        end = time.monotonic() + timeout
        while True:
            differing = differing_pixels(self.picture().subsurface(rect), expected)
            if differing < rect.width * rect.height // 20 or time.monotonic() > end:
                return differing
            time.sleep(0.1)

    def sees(self, look: tuple[pygame.Rect, pygame.Surface], what: str) -> None:
        """Wait until the window draws ``look`` (a button where the oracle puts it): the input
        that brings it has been taken, however late a busy machine gets to it."""
        rect, expected = look
        if self.shows(rect, expected) >= rect.width * rect.height // 20:
            path = Path(tempfile.gettempdir()) / f"coteccio-no-{what.replace(' ', '-')}.png"
            pygame.image.save(self.picture(), str(path))  # what the window showed instead
            raise AssertionError(f"no {what}: the window showed {path}")

    def shot(self) -> bytes:
        """The window's pixels now; an ``import`` that hangs (seen on a loaded CI machine: no
        answer in 30 s, as ``move`` saw of xdotool) is run again, as looking twice does no harm."""
        args = ["import", "-window", self.window, "-depth", "8", "rgb:-"]
        try:
            done = subprocess.run(args, env=self.env, capture_output=True, timeout=30)
        except subprocess.TimeoutExpired:
            done = subprocess.run(args, env=self.env, capture_output=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def move(self, pos: tuple[int, int]) -> None:
        """The pointer to ``pos``; a mousemove that hangs (once seen on a loaded CI machine: 20 s
        without an answer) is run again, as moving the pointer twice does no harm."""
        args = ("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))
        try:
            self.x(*args)
        except subprocess.TimeoutExpired:
            self.x(*args)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at ``pos`` (window coordinates), then the pointer goes back to rest."""
        self.move(pos)
        time.sleep(0.1)
        self.x("click", "1")
        time.sleep(0.1)
        self.move(PARK)

    def key(self, name: str) -> None:
        """A key press, as the keyboard sends it (the window has the focus)."""
        self.x("key", name)

    def quiet(self, what: str, timeout: float = 60, changed: bytes | None = None) -> bytes:
        """Wait for a quiet moment, then check it: the window must not change when the pointer
        moves by one pixel on empty floor; what it shows then. With ``changed`` (what the
        window showed before a click that changes it), the moment waited for comes after the
        window has changed (a busy machine may take more than a quiet moment to answer)."""
        self.move(PARK)
        wait = self.quiet_after - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        end = time.monotonic() + timeout
        while changed is not None and self.shot() == changed:
            assert time.monotonic() < end, f"the click changed nothing ({what})"
            time.sleep(POLL_S)
        last, since = self.shot(), time.monotonic()
        while time.monotonic() - since < QUIET_S:
            assert time.monotonic() < end, f"the window never stood still ({what})"
            time.sleep(POLL_S)
            now = self.shot()
            if now != last:
                last, since = now, time.monotonic()
        self.x("mousemove_relative", "--", "1", "0")
        time.sleep(SETTLE_S)
        after = self.shot()
        self.moments += 1
        if after != last:
            self.stale.append(f"{self.moments}: {what}")
            for name, pixels in (("before", last), ("after", after)):  # to look at
                path = Path(tempfile.gettempdir()) / f"coteccio-stale-{self.moments}-{name}.png"
                pygame.image.save(pygame.image.frombytes(pixels, SIZE, "RGB"), str(path))
        self.move(PARK)
        return after

    def settle(self, what: str, look: bool) -> None:
        """A quiet moment checked (``look``), or only waited for: the window stands still."""
        if look:
            self.quiet(what)
            return
        self.move(PARK)
        last, since = self.shot(), time.monotonic()
        end = since + 60
        while time.monotonic() - since < STILL_S:
            assert time.monotonic() < end, f"the window never stood still ({what})"
            time.sleep(0.05)
            now = self.shot()
            if now != last:
                last, since = now, time.monotonic()

    def record(self) -> Any:
        """The match as the game last saved it (or filed it away, once it is over)."""
        path = self.home / "data" / "autosave.json"
        for _ in range(50):
            try:
                return read_record(path.read_bytes()).match
            except (OSError, ValueError):
                filed = sorted((self.home / "data" / "history").glob("match-*.json"))
                if filed and not path.exists():  # over: the match went to the history
                    return read_record(filed[-1].read_bytes()).match
                time.sleep(0.1)
        raise AssertionError("no autosave to read")

    def acted(self, before: int, timeout: float = 30) -> Any:
        """Wait until the saved match has more than ``before`` actions."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            m = self.record()
            if len(m.actions) > before:
                return m
            time.sleep(0.1)
        shot = Path(tempfile.gettempdir()) / "coteccio-real-input-stuck.png"
        subprocess.run(["import", "-window", "root", str(shot)], env=self.env, timeout=30)
        raise AssertionError(f"the game did not act (still {before} actions); screen: {shot}")

    def click_to_act(self, pos: tuple[int, int], before: int, tries: int = 4) -> Any:
        """Click at ``pos`` until the game acts: a click that came before the person's turn (a
        card still to show, on a loaded machine) is not kept, so a person clicks again."""
        return self._until_acted(lambda: self.click(pos), before, tries)

    def key_to_act(self, names: tuple[str, ...], before: int, tries: int = 4) -> Any:
        """Press the keys ``names`` until the game acts: keys pressed in a still moment before
        the dialog that asks came up (the last trick still to clear) go to the table, so a
        person presses them again (an answer kept ends the presses: none is given twice)."""

        def press() -> None:
            for name in names:
                self.key(name)

        return self._until_acted(press, before, tries)

    def _until_acted(self, press: Callable[[], None], before: int, tries: int) -> Any:
        for _ in range(tries - 1):
            press()
            end = time.monotonic() + 3.0
            while time.monotonic() < end:
                m = self.record()
                if len(m.actions) > before:
                    return m
                time.sleep(0.1)
            self.settle("the press again", False)
        press()
        return self.acted(before)

    def acted_or_default(self, before: int) -> Any:
        """Wait for the game to act; a dialog that asked instead (how to lead a card, the
        choices at a turn: buon gioco, a claim…) gets its default, Return."""
        end = time.monotonic() + 1.5  # at instant speed a card played is saved at once
        while time.monotonic() < end:
            m = self.record()
            if len(m.actions) > before:
                return m
            time.sleep(0.1)
        self.key("Return")
        return self.acted(before)

    def talks(self, m: Any, before: int) -> None:
        """After actions whose events the table announces, the next quiet moment waits."""
        replay = games.spec(m.name).start(m.players, m.rules, m.first_dealer)
        said = False
        for i, action in enumerate(m.actions):
            events = replay.apply(action)
            if i >= before:
                said |= any(type(e).__name__ in TALKED for e in events)
        if said:
            self.quiet_after = time.monotonic() + MESSAGES_S

    def close(self) -> str:
        self.proc.terminate()
        try:
            _, err = self.proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate(timeout=15)
        return err


TALKED = {
    "CapottoOffered",
    "HandAnnulled",
    "DoctorOffered",
    "DoctorCalled",
    "SeatOut",
    "Restarted",
    "MonteLaid",
    "MonteTaken",
    "SeatEliminated",
    "TieForLowest",
    "BidMade",
    "Passed",
    "BiddingWon",
    "AllPassed",
    "PartnerRevealed",
    "Bidded",
    "PassedOut",
    "Contracted",
    "CardCalled",
    "Exchanged",
    "MonteShown",
    "GoodGame",
    "Declared",
    "Signalled",
    "Called",
    "CardDrawn",
    "Annulled",
    "Claimed",
}


def write_settings(home: Path, speed: str = "fast", tips: bool = False) -> None:
    """The player's settings: English, no sound, ``tips`` or not; ``speed`` of the table (a
    whole match is played at instant speed, so the suite stays quick)."""
    folder = home / "config"
    folder.mkdir(parents=True)
    data = {"format": "coteccio-settings", "version": 1, "language": "en", "speed": speed}
    data |= {"tips": tips, "sound": False}
    (folder / "settings.json").write_text(json.dumps(data), "utf-8")
