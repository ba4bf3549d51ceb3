"""The coach's Hint button shows only when the coach can help (issue 49): not under Terziglio's
bid box, where H and the button did nothing and the button looked as live as ever, and not once
the person is out of a Coteccio match, where it only said "The coach helps when it is your turn".
H in a question the coach cannot answer says so."""

from __future__ import annotations

import random

import pygame

from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import NAMES, coteccio_table, terziglio_asked

HINT = "Hint (H)"


def _drawn(p: Pilot, label: str) -> bool:
    """Whether the frame drawn now writes ``label`` (a fresh drawing of every scene)."""
    p.screenshot()
    return any(d.kind == "text" and d.text == label for d in p.app.drawn.items)


def test_no_hint_button_under_the_bid_box_and_h_there_says_why(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = Terziglio(3, None, 2)
    m.deal(random.Random(5))
    t, dialog = terziglio_asked(p, m)
    assert t.painter.hint is not None  # Terziglio has a coach
    assert not _drawn(p, HINT)
    p.click(t.painter.hint.rect.center)  # where it stands at a turn: the bid box stays
    assert p.top is dialog
    p.key(pygame.K_h)
    assert p.top is dialog
    assert p.app.notices.messages == [
        "The coach helps with the card to play, not with this choice."
    ]


def test_the_hint_button_shows_at_the_persons_turn_and_goes_once_they_are_out(
    monkeypatch, tmp_path
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:6]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=1, doctor_limit=0), 3)
    p.start(t)
    turns = 0
    for _ in range(200_000):
        if t.match.lives[0] == 0 and p.top is t and not t.queue and not t.anim.busy():
            break
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            turns += 1
            assert _drawn(p, HINT)  # the coach can help: the button is there
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert turns and t.match.lives[0] == 0 and t.match.outcome() is None
    for _ in range(3):
        assert not _drawn(p, HINT)  # out of the match: nothing to hint at
        p.step()
