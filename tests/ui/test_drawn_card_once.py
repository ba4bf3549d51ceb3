"""Tressette in due: after the draw, the next trick's card lay on the trick while still shown
under "Bruno draws" (one card twice, issue 49). A card on the trick, or flying to it, lies in no
spread beside it."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import click_a_legal_card


def test_a_drawn_card_played_is_shown_on_the_trick_only(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.FAST, tips=False, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy")]
    t = TableScene(p.app, TableSetup("tressette-in-due", seats, None, 4))
    p.start(t)
    checked = 0
    for _ in range(60_000):
        frame = frame_of(t)
        lying = {c for s in frame.spreads for c in s.cards if c is not None}
        on_trick = {c for _seat, c in frame.trick} | {f.card for f in frame.flights}
        assert not lying & on_trick, "a card lies on the trick and beside it"
        checked += bool(lying)
        top = p.top
        if isinstance(top, Dialog):
            if t.ended or top.title.startswith("End of hand"):
                break
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    assert checked > 50
