"""The same match at a local table and at a network table, for the one-table test: the same
deals (one seed), the other seats playing the first legal action (computers here, friends'
programs there), the person at seat 0 clicking the first card they may play and taking every
dialog's default; and what the person was shown at every step, as plain values."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from coteccio_gui.engine.played import Played
from coteccio_gui.i18n import _
from coteccio_gui.net.client import TableClient
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.sheet import sheet_of
from coteccio_gui.ui.net.session import Session
from coteccio_gui.ui.pilot import FRAME_S, Pilot
from coteccio_gui.ui.table import source as table_source
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def pilot(folder: Path, size: tuple[int, int] = (1280, 800)) -> Pilot:
    """A window at instant speed, tips off, its data in ``folder``."""
    p = Pilot(size, Settings(tips=False, speed=Speed.INSTANT))
    p.app.data_folder = folder
    return p


def first_legal_computers(monkeypatch: Any) -> None:
    """The local table's computers play the first legal action (as the friends' programs do)."""

    def advance(self: table_source.LocalSource, now: float, speed: float) -> list[Any]:
        m = self.match
        if m.needs_deal():
            return m.deal(self.rng)
        if self.decides_here(m.turn):
            return []
        return m.apply(m.legal_actions()[0])

    monkeypatch.setattr(table_source.LocalSource, "advance", advance)


def local_table(p: Pilot, game: str, players: int, seed: int) -> TableScene:
    """A local table: Anna (seat 0) a person, the others computers; dealt from ``seed``."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    setup = TableSetup(game, seats, None, seed)
    t = p.app.nav.make("table", setup=setup)
    p.start(t)
    return t


class Friends:
    """The other seats of a network table: a program each, playing the first legal action
    whenever its update offers one (in a thread of their own)."""

    def __init__(self, url: str, code: str, seats: list[int]) -> None:
        self.url, self.code, self.seats = url, code, seats
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.stopping: asyncio.Event | None = None
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self._run(),))
        self.thread.daemon = True
        self.thread.start()
        assert self.ready.wait(20), "the friends never sat down"

    async def _run(self) -> None:
        self.stopping = asyncio.Event()
        clients = []
        for seat in self.seats:
            c = TableClient(self.url)
            await c.connect()
            await c.join(self.code, seat, NAMES[seat])
            clients.append(c)
        self.ready.set()
        tasks = [asyncio.create_task(self._play(c)) for c in clients]
        await self.stopping.wait()
        for task in tasks:
            task.cancel()
        for c in clients:
            await c.close()

    async def _play(self, c: TableClient) -> None:
        done = -1
        while True:
            await c.wait_for(lambda c, d=done: c.my_turn and c.state["event"] != d, 3600)
            done = c.state["event"]
            await c.act(c.state["legal"][0])

    def stop(self) -> None:
        """The friends leave."""
        if self.stopping is not None:
            self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join(10)


def network_table(p: Pilot, folder: Path, game: str, players: int) -> tuple[Session, Friends]:
    """A network table hosted by this window: Anna (seat 0) its person, friends' programs at
    the other seats; the host starts it and the window sits at the table."""
    invitation = {
        "game": game,
        "players": NAMES[:players],
        "seats": ["human"] + ["remote"] * (players - 1),
        "rules": {},
    }
    session = Session.host(folder / "hosted", invitation)
    url = f"ws://127.0.0.1:{session.server.port}"
    friends = Friends(url, session.code, list(range(1, players)))
    session.client.wait_for(lambda c: all(s["state"] != "free" for s in c.state["seats"]))
    session.client.call(session.client.client.start)
    session.client.wait_for(lambda c: c.state.get("status") != "waiting")
    t = p.app.nav.make("net_table", session=session)
    p.start(t)
    return session, friends


def settled(p: Pilot, t: TableScene) -> bool:
    """Nothing moves, nothing waits to be shown, nothing new from the server."""
    behind = getattr(t.source, "behind", lambda: False)
    asked = p.top is not t  # a dialog over the table: the table waits for it
    return asked or not (t.queue or t.anim.busy() or t.source.thinking or behind())


NETWORK_WORDS = ("Waiting for ", "The connection to the table is lost")
"""The lines only a network table says (whom it waits for, a lost connection)."""


def shown(t: TableScene) -> dict[str, Any]:
    """What the person is shown now, as plain values (the network's own words left out)."""
    f = frame_of(t)
    message = "" if f.message.startswith(NETWORK_WORDS) else f.message
    code = t.spec.pack.code  # a card as drawn (the Cucco pack's two copies are one design)

    def cards(found: Any) -> tuple[str | None, ...]:
        return tuple(None if c is None else code(c) for c in found)

    return {
        "message": message,
        "info": f.info,
        "seats": [(spot.seat, replace(look, status="", flash=None)) for spot, look in f.seats],
        "hands": [(h.seat, cards(h.cards), sorted(h.playable)) for h in f.hands],
        "trick": [(seat, code(c)) for seat, c in f.trick],
        "spreads": [(cards(s.cards), s.label) for s in f.spreads],
        "marks": f.marks,
        "choices": f.choices,
    }  # (the Undo button is the local table's own: a server's match stands as played)


def dialog_values(d: Dialog) -> tuple[Any, ...]:
    """A dialog as the person reads it: title, lines, rows, the choices' labels."""
    labels = [b.label for b in d.group.buttons if _(b.label) not in map(_, LOCAL_ONLY)]
    return (d.title, list(d.lines), [tuple(r) for r in d.rows], labels)


LOCAL_ONLY = ("Play again", "Skip to the result")
"""The choices only a local table offers (a server's table: the host opens the next match,
and its match goes on at its own pace)."""


def play_it_through(
    p: Pilot, t: TableScene, deadline_s: float = 600.0, bolder: str = ""
) -> list[Any]:
    """The person plays to the end of the match (the first legal card; every dialog's
    default, Enter, but the choice labelled ``bolder`` wherever it is offered): what they were
    shown at each step they acted."""
    steps: list[Any] = []
    end = time.monotonic() + deadline_s
    idle = False
    while True:
        assert time.monotonic() < end, "the match never ended"
        p.step(dt=0.0 if idle else FRAME_S)  # the time a friend elsewhere takes is not the table's
        idle = False
        assert not p.app.crashes, p.app.crashes
        if not settled(p, t):
            time.sleep(0.002)
            continue
        top = p.top
        if isinstance(top, Dialog) and top is not t:
            steps.append(("dialog", dialog_values(top), shown(t)))  # and the table under it
            if t.ended:
                break
            bold = [b for b in top.group.buttons if bolder and b.label == bolder]
            if bold:
                p.click(bold[0].rect.center)
            else:
                p.key(pygame.K_RETURN)
        elif top is t and t.waiting_for_bottom():
            steps.append(("table", shown(t)))
            seat = t.turns.active_seat()
            legal = {c for a in t.match.legal_actions() if (c := t.look.hand_card(a)) is not None}
            index = next(i for i, c in enumerate(t.show.cards[seat]) if c in legal)
            t.turns.input.try_play(index)
        else:
            idle = t.source.waiting_for() is not None
            time.sleep(0.002)
    return steps


def sheet_values(t: TableScene) -> Any:
    """The score sheet as the person reads it."""
    played: Played = t.source.played()
    sheet = sheet_of(t.look, played, t.names, t.faces)
    return (sheet.columns, sheet.start, [(h.totals, h.changes, h.notes) for h in sheet.hands])


def saying(monkeypatch: Any) -> Callable[[TableScene], list[str]]:
    """Every line each table says above the hand, in order, the network's own words left out."""
    lines: dict[int, list[str]] = {}
    real = TableScene.say

    def say(self: TableScene, message: str, seconds: float = 3.0) -> None:
        lines.setdefault(id(self), []).append(message)
        real(self, message, seconds)

    monkeypatch.setattr(TableScene, "say", say)
    return lambda t: [x for x in lines.get(id(t), []) if not x.startswith(NETWORK_WORDS)]
