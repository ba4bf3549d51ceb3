"""Two real ``coteccio`` windows under Xvfb, one hosting and one joining, driven by xdotool.

The host clicks Host a table and Start; the guest clicks Join a table, types the address and
the code (read from the hosted table's file, as a friend would read them off the host's
screen), picks the free seat and a name; the host starts the match; both play by clicking
cards until the guest has played one. Where each button and card lies comes from the same
layout code run here on an invisible screen; whose turn it is, from the hosted table's file.
Screenshots of both windows go to ``COTECCIO_NET_SHOTS`` when it is set.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from coteccio_gui.net.store import saved_files
from coteccio_gui.net.table import Table
from coteccio_gui.settings import Settings
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.net.host import HostSetupScene
from coteccio_gui.ui.net.join import JoinScene
from coteccio_gui.ui.net.lobby import LobbyScene
from coteccio_gui.ui.net.seat_source import NetSource
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.support import differing_pixels
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
GUEST_X = 1300
"""The guest's window stands right of the host's on a wide screen."""


class Window:
    """One ``coteccio`` program in its X window."""

    def __init__(self, display: str, home: Path, port: int) -> None:
        folder = home / "config"
        folder.mkdir(parents=True)
        settings = {
            "format": "coteccio-settings",
            "version": 1,
            "language": "en",
            "speed": "fast",
            "tips": False,
            "sound": False,
        }
        (folder / "settings.json").write_text(json.dumps(settings), "utf-8")
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "COTECCIO_HOME": str(home),
            "COTECCIO_PORT": str(port),
            "PYTHONPATH": str(ROOT),
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "coteccio_gui"],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.window = self._find()

    def _find(self) -> str:
        end = time.monotonic() + 90
        while time.monotonic() < end:
            assert self.proc.poll() is None, self.proc.communicate()[1]
            found = self.x("search", "--onlyvisible", "--pid", str(self.proc.pid), check=False)
            if found.split():
                return found.split()[0]
            time.sleep(0.3)
        raise AssertionError("the window never appeared")

    def x(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20
        )
        assert done.returncode == 0 or not check, f"xdotool {args}: {done.stderr}"
        return done.stdout

    def click(self, pos: tuple[int, int]) -> None:
        """Focus the window and click at ``pos`` (window coordinates)."""
        self.x("windowfocus", "--sync", self.window, check=False)
        self.x("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))
        time.sleep(0.15)
        self.x("click", "1")
        time.sleep(0.15)

    def type(self, text: str) -> None:
        self.x("type", "--delay", "40", text)

    def shot(self) -> bytes:
        done = subprocess.run(
            ["import", "-window", self.window, "-depth", "8", "rgb:-"],
            env=self.env,
            capture_output=True,
            timeout=30,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    def still(self) -> None:
        """Wait until the window stays the same for a second."""
        end = time.monotonic() + 60
        last, since = self.shot(), time.monotonic()
        while time.monotonic() - since < 1.0:
            assert time.monotonic() < end, "the window never stood still"
            time.sleep(0.2)
            now = self.shot()
            if now != last:
                last, since = now, time.monotonic()

    def save(self, path: Path) -> None:
        self.still()
        subprocess.run(["import", "-window", self.window, str(path)], env=self.env, timeout=30)


def row(scene: Any, label: str) -> tuple[int, int]:
    """The middle of a form row (its typed field's left part for a typed row)."""
    r = next(r for r in scene.form.rows if r.label == label)
    return (r.rect.x + int(r.rect.width * 0.3), r.rect.centery)


def button(scene: Any, label: str) -> tuple[int, int]:
    return next(b for b in scene.group.buttons if b.label == label).rect.center


def drawn(window: Window, scene: Any, label: str) -> None:
    """Wait until ``window`` draws ``scene``'s row ``label`` where and as ``scene`` does (the
    window has come to that screen, however late a busy machine gets there)."""
    surface = pygame.Surface(SIZE)
    scene.draw(surface)
    rect = next(r for r in scene.form.rows if r.label == label).rect
    expected = surface.subsurface(rect).copy()

    def shows() -> bool:
        now = pygame.image.frombytes(window.shot(), SIZE, "RGB").subsurface(rect)
        return differing_pixels(now, expected) < rect.width * rect.height // 20

    wait(shows, f"the row {label}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait(check: Any, what: str, seconds: float = 60) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError(f"never: {what}")


def table_file(home: Path) -> dict[str, Any] | None:
    """The hosted table as the server keeps it (its store: the set-up and every action)."""
    tables = saved_files(home / "data" / "hosted")
    return tables[-1] if tables else None


def test_two_real_windows_host_and_join_and_the_guest_plays_a_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    need(*TOOLS)
    shots = Path(os.environ.get("COTECCIO_NET_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "oracle"))
    oracle = Pilot(SIZE, Settings(language="en", tips=False, sound=False))
    app = oracle.app
    port = free_port()
    with xvfb((2600, 1000)) as display:
        host = Window(display, tmp_path / "host", port)
        guest = Window(display, tmp_path / "guest", port)
        try:
            host.x("windowmove", host.window, "0", "0")  # side by side: no window hides
            guest.x("windowmove", guest.window, str(GUEST_X), "0")  # part of the other
            title = TitleScene(app)
            host.click(button(title, "Host a table"))
            host.still()  # the set-up is shown (a busy machine draws it late)
            host.click(row(HostSetupScene(app, "coteccio"), "Start the match"))
            data = wait(lambda: table_file(tmp_path / "host"), "the hosted table")
            code = str(data["code"])
            host.save(shots / "host-lobby.png")
            waiting = host.shot()  # the lobby before the guest sits: seat 2 waits for a friend

            guest.click(button(title, "Join a table"))
            guest.still()
            join = JoinScene(app)
            guest.click(row(join, "Address"))
            guest.type(f"127.0.0.1:{port}")
            guest.click(row(join, "Table code"))
            guest.type(code.lower())
            guest.save(shots / "guest-join-form.png")
            guest.click(row(join, "Connect"))
            join.session = SimpleNamespace()  # the second step's rows, under what look shows
            join.looked = looked(data)
            join.free = join.looked["free"]
            join.relabel()
            drawn(guest, join, "Sit down")  # the table answered: the second step is shown
            guest.still()
            guest.click(row(join, "Your name"))
            guest.x("key", "ctrl+a", check=False)
            for _ in range(12):
                guest.x("key", "BackSpace")
            guest.type("Gianni")
            guest.save(shots / "guest-seat.png")
            guest.click(row(join, "Sit down"))
            joined = wait(
                lambda: (table_file(tmp_path / "host") or {})["seats"][1]["token"],
                "the guest sat down",
            )
            assert joined
            # the host's lobby shows the guest (else Start asks about a seat still empty)
            wait(lambda: host.shot() != waiting, "the guest in the host's lobby")
            host.save(shots / "host-lobby-joined.png")
            guest.save(shots / "guest-lobby.png")

            fake = SimpleNamespace(server=object(), code=code, state={}, invitation=list)
            host.click(button(LobbyScene(app, fake), "Start the match"))  # type: ignore[arg-type]
            played = play_until_the_guest_played(app, host, guest, tmp_path / "host", tmp_path)
            guest.save(shots / "guest-table-after-a-card.png")
            host.save(shots / "host-table.png")
            assert played is not None
        finally:
            for w in (host, guest):
                w.proc.terminate()
                w.proc.wait(20)
    oracle.app.replace(TitleScene(app))


def looked(data: dict[str, Any]) -> dict[str, Any]:
    """The ``look`` answer the guest's window gets for the hosted table in ``data`` (its file,
    before anyone joined): the join window lays its rows out under it."""
    kinds = [str(s["kind"]) for s in data["seats"]]
    states = {"human": "connected", "remote": "free"}
    seats = [
        {"seat": i, "name": s["name"], "kind": k, "state": states.get(k, "computer")}
        for i, (s, k) in enumerate(zip(data["seats"], kinds, strict=True))
    ]
    free = [i for i, k in enumerate(kinds) if k == "remote"]
    return {"game": data["game"], "status": "waiting", "seats": seats, "free": free}


def seat_table(app: Any, update: dict[str, Any], folder: Path) -> TableScene:
    """The one table as the seat's window lays it out for ``update`` (a seat at a server whose
    latest update that is): where that window draws each card."""
    client = SimpleNamespace(
        history=[], notices=[], errors=[], views=[], state=update, connected=True
    )
    link = SimpleNamespace(client=client)
    session = SimpleNamespace(state=update, client=link, others=[], server=None, close=lambda: None)
    return TableScene(app, source=NetSource(session, folder))  # type: ignore[arg-type]


def a_playable_card(t: TableScene) -> tuple[int, tuple[int, int]]:
    """A card the person may play at ``t`` and where to click it (the part of it the next card
    of the fan leaves in view)."""
    seat = t.bottom
    hand = next(h for h in frame_of(t).hands if h.seat == seat)
    i = min(hand.playable)
    rects = t.turns.hand_rects(seat)
    right = rects[i + 1].left if i + 1 < len(rects) else rects[i].right
    return t.show.cards[seat][i], (
        (rects[i].left + min(right, rects[i].right)) // 2,
        rects[i].centery,
    )


def shows_hand(window: Window, oracle: TableScene) -> Any:
    """Whether ``window`` draws the person's hand as ``oracle`` does (the cards they may play
    raised, the one under the pointer the highest): it has come to that turn."""
    surface = pygame.Surface(SIZE)
    oracle.draw(surface)
    rects = oracle.turns.hand_rects(oracle.bottom)
    area = rects[0].unionall(rects[1:]).clip(surface.get_rect())
    expected = surface.subsurface(area).copy()

    def shows() -> bool:
        now = pygame.image.frombytes(window.shot(), SIZE, "RGB").subsurface(area)
        return differing_pixels(now, expected) < area.width * area.height // 20

    return shows


def play_until_the_guest_played(
    app: Any, host: Window, guest: Window, home: Path, folder: Path
) -> int:
    """Click a legal card in the window whose turn it is (the host's or the guest's) until the
    guest's card is in the table's record; returns that card."""
    for _ in range(40):
        data = wait(
            lambda: table_file(home) if (table_file(home) or {}).get("record") else None,
            "the match started",
        )
        table = Table.from_file(data)
        seat, events = table.deciding(), table.events
        if seat not in (0, 1):
            wait(lambda e=events: Table.from_file(table_file(home)).events > e, "a computer")
            continue
        seats = [{"name": s.name, "kind": s.kind, "state": "connected"} for s in table.seats]
        update = table.update(seat, 0, seats)  # the seats as the server tells them
        oracle = seat_table(app, update, folder)
        app.push(oracle)  # on top, as the window's table is
        card, spot = a_playable_card(oracle)
        oracle.turns.selected = oracle.show.cards[oracle.bottom].index(card)  # the pointer's
        window = guest if seat == 1 else host
        window.x("mousemove", "--window", window.window, str(spot[0]), str(spot[1]))
        hand = shows_hand(window, oracle)
        app.pop(oracle)
        wait(hand, "the hand to play from")  # the window shows this turn: a click plays
        window.click(spot)
        wait(lambda e=events: Table.from_file(table_file(home)).events > e, "the card")
        after = Table.from_file(table_file(home)).match
        look = presentation("coteccio")  # the game the host set up
        assert look.hand_card(after.actions[len(table.match.actions)]) == card  # the one clicked
        if seat == 1:
            return card
    raise AssertionError("the guest never had a turn")
