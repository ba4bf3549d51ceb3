"""Ctrl+Z works while a dialog asks the person (one person against computers): the dialog
closes, the person's last move is taken back, and the person is asked again."""

from __future__ import annotations

import random

import pygame

from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup


def _asked(p: Pilot) -> Dialog:
    p.until(lambda: isinstance(p.top, Dialog))
    dialog = p.top
    assert isinstance(dialog, Dialog)
    return dialog


def _terziglio(p: Pilot, people: int = 1) -> TableScene:
    """Anna dealt, Bruno and Carla passed: Anna's bid ends the auction."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(5))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    kinds = ["human"] * people + ["easy"] * (3 - people)
    seats = [SeatSetup(n, k) for n, k in zip(["Anna", "Bruno", "Carla"], kinds, strict=True)]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
    p.start(t)
    return t


def test_ctrl_z_in_the_call_dialog_takes_back_the_bid(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _terziglio(p)
    bid = _asked(p)
    assert bid.title == "Your bid, Anna"
    before = list(t.match.actions)
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_RETURN)  # chiamo
    call = _asked(p)
    assert call.title == "Call a card, Anna" and t.match.phase is Phase.CALL
    p.key(pygame.K_z, pygame.KMOD_LCTRL)  # a real key event, given to the dialog on top
    assert call not in p.app.scenes  # the dialog closed as the state went back
    assert t.match.actions == before and t.match.contract is None
    again = _asked(p)
    assert again.title == "Your bid, Anna"  # asked again, from the bid
    assert t.setup.undone and t.setup.undone[0]["at"] == len(before)
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_RETURN)
    assert t.match.contract is Contract.CHIAMO  # and the dialog answers as before


def test_ctrl_z_in_a_dialog_with_nothing_to_take_back_leaves_it_asking(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _terziglio(p)
    bid = _asked(p)  # nothing of Anna's in this hand yet
    p.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert p.top is bid and not t.setup.undone
    p.key(pygame.K_RETURN)  # the dialog still answers: Anna passes
    assert t.match.actions[-1] == Bid(0, None)
