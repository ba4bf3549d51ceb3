"""Helpers for the network windows' tests: two pilots (a host's and a guest's) stepped together
while the server and the clients answer in their threads."""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import TypeVar

import pygame
import pytest

from coteccio_gui.net import live
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene

T = TypeVar("T")


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


def until(pilots: list[Pilot], done: Callable[[], bool], seconds: float = 120.0) -> None:
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


def at_table(p: Pilot) -> bool:
    """Whether the window shows the network table (the one table, a seat at a server)."""
    return getattr(p.top, "scene_name", "") == "net_table" or (
        isinstance(p.app.scenes[0], TableScene) and not p.app.scenes[0].source.local
    )


def table_of(p: Pilot) -> TableScene:
    """The window's table (under any dialog over it)."""
    scene = p.app.scenes[0]
    assert isinstance(scene, TableScene), type(scene).__name__
    return scene


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
    until(both, lambda: at_table(host) and at_table(guest))


def settled(p: Pilot) -> bool:
    """Whether the window's table has shown everything it was sent and nothing moves."""
    t = table_of(p)
    behind = getattr(t.source, "behind", lambda: False)
    asked = p.top is not t  # a dialog over the table: the table waits for it
    return asked or not (t.queue or t.anim.busy() or behind())


def still(p: Pilot) -> bool:
    """Whether the window's table is the top scene and stands still on the latest update: no
    card moves, no event waits to be shown, no news from the server untaken."""
    t = table_of(p)
    return p.top is t and not (t.queue or t.anim.busy() or t.source.behind())


def to_play(p: Pilot) -> bool:
    """Whether the window's person may play a card now, the table standing still showing it."""
    t = table_of(p)
    return still(p) and bool(t.source.client.my_turn) and t.waiting_for_bottom()


def seen_events(p: Pilot, kind: type[T]) -> list[T]:
    """Every event of class ``kind`` the window's seat was sent, read back with its wire."""
    source = table_of(p).source
    sent = [source.wire.read_event(e) for h in source.client.history for e in h.get("events") or ()]
    return [e for e in sent if isinstance(e, kind)]


def finished(p: Pilot) -> bool:
    """Whether the window's table says the match is over."""
    return table_of(p).match.outcome() is not None


def person_acts(p: Pilot, rng: random.Random) -> bool:
    """The person clicks what the window asks of them now, as a person would: a card they may
    play, or a choice of the dialog over the table (the default mostly); whether they did."""
    t = table_of(p)
    top = p.top
    if top is not t and not isinstance(top, Dialog):  # the score sheet a summary opened
        p.key(pygame.K_ESCAPE)  # read, and closed again
        return True
    if isinstance(top, Dialog) and top is not t:
        if t.ended:
            return False
        buttons = [b for b in top.group.buttons if b.live]
        choice = buttons[top.group.focus] if rng.random() < 0.7 else rng.choice(buttons)
        p.click(choice.rect.center)
        return True
    if top is t and t.waiting_for_bottom():
        seat = t.turns.active_seat()
        legal = {c for a in t.match.legal_actions() if (c := t.look.hand_card(a)) is not None}
        cards = [i for i, c in enumerate(t.show.cards[seat]) if c in legal]
        rects = t.turns.hand_rects(seat)
        i = rng.choice(cards)
        right = rects[i + 1].left if i + 1 < len(rects) else rects[i].right
        p.click(((rects[i].left + min(right, rects[i].right)) // 2, rects[i].centery))
        return True
    return False


def play_by_clicks(
    host: Pilot,
    guest: Pilot,
    seed: int,
    most: int = 2000,
    stop: Callable[[], bool] | None = None,
    calm: Callable[[Pilot], bool] = lambda _p: True,
    end_ok: bool = False,
) -> int:
    """Both people click a card they may play (or a dialog's choice) whenever their window asks
    them, until the match is over (or ``stop()`` holds, checked before each click: a match over
    first is an AssertionError unless ``end_ok``; a person clicks only once ``calm`` holds for
    their window: they have read it, say); returns how many clicks."""
    rng = random.Random(seed)
    wanted, stop = stop is not None, stop or (lambda: False)
    both, moves = [host, guest], 0
    end = time.monotonic() + 600  # a table that stops asking anyone fails, it does not hang
    while not finished(host):
        if stop():
            return moves
        assert moves < most, "the match never ended"
        assert time.monotonic() < end, "nobody was asked anything for too long"
        acted = False
        for p in both:
            p.step()
            if stop() or not settled(p) or not calm(p):
                continue
            if person_acts(p, rng):
                moves, acted = moves + 1, True
        if not acted:
            time.sleep(0.005)
    assert end_ok or not wanted, "the match ended before the moment the test waits for"
    until(both, lambda: finished(guest) and settled(guest) and settled(host))
    for p in both:
        p.step(2)
    return moves
