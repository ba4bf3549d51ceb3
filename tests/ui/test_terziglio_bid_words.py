"""Terziglio's bid box says what the others have said this hand: who passed, who bid what,
in the order they spoke (at the 1600x1000 walk, 'Nobody has bid yet.' stood over two seats
that had passed; then a pass said after a bid was told before it)."""

from __future__ import annotations

import random

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Bid, Contract
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.terziglio.dialogs import bid_dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla"]


def _after(dealer: int, *said: Contract | None) -> Terziglio:
    """A dealt hand where the seats after the dealer have said ``said`` in turn."""
    m = Terziglio(3, None, dealer)
    m.deal(random.Random(5))
    for contract in said:
        m.apply(Bid(m.turn, contract))
    return m


def _first_line(m: Terziglio) -> str:
    actions = m.legal_actions()
    return bid_dialog(m.view(m.turn), m.turn, actions, NAMES, "triestine").lines[0]


WORDS = {
    "en": (
        "Bruno and Carla have passed; nobody has bid yet.",
        "Bruno has passed; Carla bids solo.",
        "Nobody has bid yet.",
    ),
    "it": (
        "Bruno e Carla hanno passato; nessuno ha ancora dichiarato.",
        "Bruno ha passato; Carla dichiara solo.",
        "Nessuno ha ancora dichiarato.",
    ),
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_bid_box_says_who_passed_and_who_bid(language):
    i18n.set_language(language)
    both_passed, passed_and_bid, nobody = WORDS[language]
    line = _first_line(_after(0, None, None))
    assert line.startswith(both_passed), line
    line = _first_line(_after(0, None, Contract.SOLO))
    assert line.startswith(passed_and_bid), line
    line = _first_line(_after(2))  # Anna speaks first
    assert line.startswith(nobody), line


SPOKEN = {
    "en": (
        "Bruno bids solo; Carla has passed.",
        "Bruno had bid chiamo; Carla bids solo.",
        "Carla bids solo; Anna has passed.",
    ),
    "it": (
        "Bruno dichiara solo; Carla ha passato.",
        "Bruno aveva dichiarato chiamo; Carla dichiara solo.",
        "Carla dichiara solo; Anna ha passato.",
    ),
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_bid_box_tells_the_others_words_in_the_order_they_spoke(language):
    """A pass said after the standing bid comes after it; a bid since outbid is told as
    such, before the bid that beat it; the seat's own words are not told back to it."""
    i18n.set_language(language)
    bid_then_pass, outbid, own_bid_left_out = SPOKEN[language]
    m = _after(0, Contract.SOLO, None)  # Bruno bids solo, Carla passes: Anna to speak
    line = _first_line(m)
    assert line.startswith(bid_then_pass), line
    line = _first_line(_after(0, Contract.CHIAMO, Contract.SOLO))  # Anna to speak
    assert line.startswith(outbid), line
    m = _after(0, Contract.CHIAMO, Contract.SOLO, None)  # Anna passes: Bruno again
    assert m.turn == 1
    line = _first_line(m)
    assert line.startswith(own_bid_left_out), line


@pytest.mark.parametrize(("language", "size"), [("en", (1600, 1000)), ("it", (900, 600))])
def test_the_table_shows_the_two_passes_in_the_bid_box(monkeypatch, tmp_path, language, size):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=_after(0, None, None))
    p.start(t)
    p.until(lambda: isinstance(p.top, Dialog))
    p.screenshot()
    shown = " ".join(d.text for d in p.app.drawn.items if d.kind == "text")
    both_passed, _bid, nobody = WORDS[language]
    assert "Bruno" in shown and "Carla" in shown and nobody.split()[0] not in shown, shown
    t.closed()
