"""Hot-seat at a network table: the host sits two people at their screen beside a friend
elsewhere and a computer, and the curtain passes the screen between the two exactly as at a
local hot-seat table — checked on every frame with the local table's own watch."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.net.session import Session
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.table import show as table_show
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.net_support import press, texts, until
from tests.ui.one_table_support import NAMES, Friends
from tests.ui.test_privacy import HotSeatWatch

SEATS = ["human", "normal", "human", "remote"]
"""Anna and Carla at the host's screen, Bruno a computer, Dario a friend elsewhere."""


@pytest.fixture(autouse=True)
def _restore_deal():
    deal = table_show.Stage.deal
    yield
    table_show.Stage.deal = deal  # type: ignore[method-assign]


def hosted(p: Pilot, folder: Path, lives: int = 2) -> tuple[Session, Friends, TableScene]:
    """The host's window at a Coteccio table of :data:`SEATS`, the friend's program sitting."""
    invitation = {
        "game": "coteccio",
        "players": NAMES[:4],
        "seats": SEATS,
        "rules": {"starting_lives": lives},
    }
    session = Session.host(folder / "hosted", invitation)
    friends = Friends(f"ws://127.0.0.1:{session.server.port}", session.code, [3])
    session.client.wait_for(lambda c: all(s["state"] != "free" for s in c.state["seats"]))
    session.client.call(session.client.client.start)
    session.client.wait_for(lambda c: c.state.get("status") != "waiting")
    t = p.app.nav.make("net_table", session=session)
    p.app.replace(t)  # the watch sees the very first frame
    return session, friends, t


def window(folder: Path) -> Pilot:
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    p.app.data_folder = folder
    return p


def test_the_host_sits_a_person_at_each_of_their_seats(tmp_path):
    p = window(tmp_path)
    session, friends, t = hosted(p, tmp_path)
    try:
        assert len(session.others) == 1  # Carla's seat: a connection of its own
        assert [t.is_human(s) for s in range(4)] == [True, False, True, False]
        assert t.turns.hot_seat
        assert sorted(link.seat for link in t.source.links) == [0, 2]
    finally:
        friends.stop()
        session.close()


def test_the_curtain_at_a_network_table_hides_each_persons_hand_from_the_next(tmp_path):
    p = window(tmp_path)
    session, friends, t = hosted(p, tmp_path, lives=1)
    watch = HotSeatWatch(p, t)
    rng = random.Random(5)
    curtains: list[str] = []
    try:
        end = time.monotonic() + 600
        while not (t.match.outcome() is not None and isinstance(p.top, Dialog)):
            assert time.monotonic() < end, "the match never ended"
            assert not p.app.crashes, p.app.crashes
            top = p.top
            if isinstance(top, CurtainScene):
                if not curtains or curtains[-1] != top.name:
                    curtains.append(top.name)
                p.step(rng.randint(0, 3))
                p.key(pygame.K_RETURN)
            elif isinstance(top, Dialog):
                p.step(rng.randint(0, 3))
                p.key(pygame.K_RETURN)
            elif top is t and t.waiting_for_bottom():
                p.key(pygame.K_RETURN)  # the selected card is a legal one
            else:
                p.step()
                time.sleep(0.001)
    finally:
        friends.stop()
        session.close()
    assert {"Anna", "Carla"} <= set(curtains)  # the screen went from one to the other
    assert watch.face_up_frames > 50  # each saw their own cards
    assert watch.leaks == []


def test_the_host_set_up_sits_two_people_at_the_screen_and_the_lobby_calls_both_you(tmp_path):
    p = window(tmp_path)
    p.start(p.app.nav.make("host", game="coteccio"))
    setup = p.top
    for i, kind in enumerate(SEATS):
        setup.seats[i][1] = kind
    setup._build()
    setup.form.focus = next(k for k, r in enumerate(setup.form.rows) if r.label == "Seat 3")
    said = " ".join(texts(p))
    assert "The people here pass the screen between them: a curtain hides each one's" in said
    press(p, "Start the match")
    until([p], lambda: type(p.top).__name__ == "LobbyScene" or setup.job is None)
    lobby = p.top
    assert type(lobby).__name__ == "LobbyScene", setup.error
    try:
        assert len(lobby.session.others) == 1
        until([p], lambda: len(lobby.session.state.get("seats", [])) == 4)
        shown = texts(p)
        assert "Seat 1  Anna (you)" in shown and "Seat 3  Carla (you)" in shown
    finally:
        lobby.session.close()
