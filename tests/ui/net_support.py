"""Helpers for the network windows' tests: two pilots (a host's and a guest's) stepped together
while the server and the clients answer in their threads."""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from coteccio_gui.net import live
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot


def pilot(folder: Path) -> Pilot:
    """A pilot whose data (and hosted tables) live in ``folder``."""
    p = Pilot((1280, 800), Settings(tips=False, speed=Speed.INSTANT))
    p.app.data_folder = folder
    return p


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The server's next table deals (and its computers choose) from ``seed``: a moment that
    rests on the deal (who leads first, who holds what) comes every time."""
    fixed = SimpleNamespace(randbits=lambda _bits: seed, choice=secrets.choice)
    monkeypatch.setattr(live, "secrets", fixed)


def until(pilots: list[Pilot], done: Callable[[], bool], seconds: float = 30.0) -> None:
    """Step every pilot until ``done()``: the network answers in real time, so this waits for a
    state with a deadline (AssertionError if it never comes)."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise AssertionError("the windows never got there")
        for p in pilots:
            p.step()
            assert not p.app.crashes, p.app.crashes  # else it would wait on a closed table
        time.sleep(0.005)


def texts(p: Pilot) -> list[str]:
    """Every text the window shows now."""
    p.screenshot()
    return [d.text for d in p.app.drawn.items if d.kind == "text"]


def type_text(p: Pilot, text: str) -> None:
    """Type ``text`` as a keyboard would (one text event)."""
    p.pending.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    p.step()


def press(p: Pilot, label: str) -> None:
    """Click the form row or button with this label."""
    scene = p.top
    rows = getattr(getattr(scene, "form", None), "rows", [])
    buttons = getattr(getattr(scene, "group", None), "buttons", [])
    for thing in [*rows, *buttons]:
        if thing.label == label:
            p.click(thing.rect.center)
            return
    raise AssertionError(f"no {label!r} on {type(scene).__name__}")


def focus(p: Pilot, label: str) -> None:
    """Click a typed row of the form to put the caret there."""
    for row in p.top.form.rows:
        if row.label == label:
            p.click((row.rect.x + 8, row.rect.centery))
            return
    raise AssertionError(f"no row {label!r}")


def host_and_join(
    host: Pilot, guest: Pilot, game: str, players: int, rules: dict[str, object] | None = None
) -> None:
    """The host sets up ``game`` for ``players`` (seat 2 remote; ``rules`` changed from the
    set-up's), the guest joins as Gianni, the host starts: both windows at the network table."""
    both = [host, guest]
    host.start(host.app.nav.make("host", game=game))
    setup = host.top
    setup.count = players
    setup.rules.update(rules or {})
    setup._build()
    press(host, "Start the match")
    until(both, lambda: type(host.top).__name__ == "LobbyScene" or setup.job is None)
    assert type(host.top).__name__ == "LobbyScene", setup.error
    lobby = host.top
    guest.start(guest.app.nav.make("join"))
    join = guest.top
    join.address, join.code = f"127.0.0.1:{lobby.session.server.port}", lobby.session.code
    press(guest, "Connect")
    until(both, lambda: join.job is None and join.session is not None)
    join.name = "Gianni"
    press(guest, "Sit down")
    until(both, lambda: type(guest.top).__name__ == "LobbyScene")
    seats = lambda: lobby.session.state.get("seats", [])  # noqa: E731
    until(both, lambda: all(s.get("state") != "free" for s in seats()))  # else Start asks
    press(host, "Start the match")
    until(both, lambda: type(host.top).__name__ == type(guest.top).__name__ == "NetTableScene")


def play_by_clicks(
    host: Pilot,
    guest: Pilot,
    seed: int,
    most: int = 2000,
    stop: Callable[[], bool] | None = None,
    calm: Callable[[Pilot], bool] = lambda _p: True,
    end_ok: bool = False,
) -> int:
    """Both people click a card they may play (or a choice's button) whenever their window
    offers one, until the match is over (or ``stop()`` holds, checked before each click: a
    match over first is an AssertionError unless ``end_ok``; a person clicks only once
    ``calm`` holds for their window: they have read it, say); returns how many actions."""
    rng = random.Random(seed)
    wanted, stop = stop is not None, stop or (lambda: False)
    both, moves = [host, guest], 0
    while host.top.state.get("status") != "finished":
        if stop():
            return moves
        assert moves < most, "the match never ended"
        acted = False
        for p in both:
            p.step()
            scene = p.top
            client = scene.session.client.client
            if not client.my_turn or scene.session.changed() or scene.moving() or not calm(p):
                continue
            if stop():
                continue
            event = scene.state["event"]
            cards = [rect for card, rect in scene.hand_rects() if card in scene.plays()]
            buttons = [b.rect for b in scene.group.buttons]
            assert cards or buttons, f"nothing to click for {scene.state['legal'][:3]}"
            p.click(
                rng.choice(
                    cards if cards and (not buttons or rng.random() < 0.8) else buttons
                ).center
            )
            errors = len(client.errors)
            until(
                both,
                lambda s=scene, e=event, n=errors, c=client: (
                    s.state["event"] > e or len(c.errors) > n
                ),
            )
            assert len(client.errors) == errors, client.errors[errors:]
            moves, acted = moves + 1, True
        if not acted:
            time.sleep(0.005)
    assert end_ok or not wanted, "the match ended before the moment the test waits for"
    until(both, lambda: guest.top.state.get("status") == "finished")
    for p in both:
        p.step(2)
    return moves
