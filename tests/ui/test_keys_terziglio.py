"""Terziglio by keys alone: in a box of buttons on more than one row (the six bids, the 28
cards to call, a suit a row), Up and Down go a row up or down as drawn, not to the next button; the line that
asks for a card to give or discard says the keys do it too, and they do; Esc at the bid opens
the menu, as at the table, and the bid is asked again after it."""

from __future__ import annotations

import random

import pygame

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Bid, Contract
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import terziglio_asked

SEATS = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]


def _focused(dialog: Dialog) -> str:
    return dialog.group.buttons[dialog.group.focus].label


def _below(dialog: Dialog, a: str, b: str) -> bool:
    """Whether button ``b`` is drawn in the row under button ``a``, in its column."""
    rects = {button.label: button.rect for button in dialog.group.buttons}
    return rects[b].top > rects[a].bottom and rects[b].centerx == rects[a].centerx


def _dealt(*bids: Contract | None) -> Terziglio:
    """A hand where Anna bids first, after ``bids`` were said in turn (Anna's first)."""
    m = Terziglio(3, None, 2)
    m.deal(random.Random(5))
    for contract in bids:
        m.apply(Bid(m.turn, contract))
    return m


def _pilot(monkeypatch, tmp_path, size: tuple[int, int] = (1600, 1000)) -> Pilot:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    return Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))


def test_up_and_down_go_a_row_in_the_bid_box(monkeypatch, tmp_path):
    p, m = _pilot(monkeypatch, tmp_path), _dealt()
    _t, dialog = terziglio_asked(p, m)
    assert _focused(dialog) == "Pass"
    p.key(pygame.K_DOWN)
    assert _focused(dialog) == "Solissimo" and _below(dialog, "Pass", "Solissimo")
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_UP)
    assert _focused(dialog) == "Chiamo"
    p.key(pygame.K_UP)  # the top row: the focus stays
    assert _focused(dialog) == "Chiamo"
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_DOWN)
    p.key(pygame.K_DOWN)  # the bottom row: the focus stays
    assert _focused(dialog) == "Solissimo, scegliete"
    p.key(pygame.K_RETURN)
    assert p.top is not dialog and m.bids[0] == (0, Contract.SCEGLIETE)


def test_down_goes_a_row_down_the_cards_to_call(monkeypatch, tmp_path):
    p = _pilot(monkeypatch, tmp_path)
    _t, dialog = terziglio_asked(p, _dealt(Contract.CHIAMO, None, None))
    labels = [button.label for button in dialog.group.buttons]
    assert len(labels) == 28 and dialog.title == "Call a card, Anna"
    rects = [button.rect for button in dialog.group.buttons]
    tops = sorted({r.top for r in rects})
    assert len(tops) == 4  # a suit a row
    for row in range(1, 4):  # three Downs reach the last row, each the nearest card below
        before = rects[dialog.group.focus]
        p.key(pygame.K_DOWN)
        now = rects[dialog.group.focus]
        assert now.top == tops[row]
        nearest = min(abs(r.centerx - before.centerx) for r in rects if r.top == tops[row])
        assert abs(now.centerx - before.centerx) == nearest
    last = dialog.group.focus
    p.key(pygame.K_DOWN)  # the bottom row: the focus stays
    assert dialog.group.focus == last
    p.key(pygame.K_UP)
    assert rects[dialog.group.focus].top == tops[2]


def test_the_discard_line_names_the_keys_and_they_discard(monkeypatch, tmp_path):
    p, m = _pilot(monkeypatch, tmp_path, (900, 600)), _dealt(Contract.SOLO, None, None)
    t = TableScene(p.app, TableSetup("terziglio", SEATS, None, 4), match=m)
    p.start(t)
    p.until(t.waiting_for_bottom)
    t.message_left = 0.0
    said = frame_of(t).message
    assert said == "Click a card to discard face down, or use the arrows and Enter: 4 left."
    hand = list(m.hand(0))
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_RETURN)  # as the line says: the arrows and Enter lay a card aside
    p.until(t.waiting_for_bottom)
    assert len(m.hand(0)) == len(hand) - 1 and m.to_discard == [(0, 3)]
    t.message_left = 0.0
    assert frame_of(t).message.endswith("or use the arrows and Enter: 3 left.")


def test_esc_at_the_bid_opens_the_menu_and_the_bid_is_asked_again_after_it(monkeypatch, tmp_path):
    p, m = _pilot(monkeypatch, tmp_path, (900, 600)), _dealt()
    t, dialog = terziglio_asked(p, m)
    p.key(pygame.K_ESCAPE)  # as at the table: the menu (the bid box took no key before)
    assert isinstance(p.top, GameMenu) and p.app.scenes == [t, p.top]
    try:
        p.key(pygame.K_DOWN)
        p.key(pygame.K_DOWN)
        p.key(pygame.K_RETURN)
        assert isinstance(p.top, SettingsScene)
        p.key(pygame.K_RIGHT)  # Language: English → Italiano
        p.key(pygame.K_ESCAPE)
        p.key(pygame.K_ESCAPE)  # Resume: the table asks for the bid again, in Italian
        p.until(lambda: isinstance(p.top, Dialog))
        again = p.top
        assert again is not dialog and again.title == "Tocca a te dichiarare, Anna"
        assert _focused(again) == "Passo" and m.bids == []
        p.key(pygame.K_RETURN)
        assert m.bids[0] == (0, None)
    finally:
        i18n.set_language("en")
