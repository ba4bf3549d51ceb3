"""Defects of the felt from issue 32, each as a player meets it: the Terziglio bid dialog
hides the hand; after chiamo nothing says to click the card to give."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import NAMES


def _terziglio(size: tuple[int, int], seed: int = 5) -> tuple[Pilot, TableScene]:
    """Anna dealt; both others passed: her bid is asked."""
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = Terziglio(3, None, 0)
    m.deal(random.Random(seed))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:3]]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
    p.start(t)
    return p, t


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1024, 640)])
def test_the_bid_dialog_leaves_the_hand_in_sight(size):
    p, t = _terziglio(size)
    p.until(lambda: isinstance(p.top, Dialog))
    cards = [h for h in frame_of(t).hands if h.seat == t.bottom][0]
    assert all(c is not None for c in cards.cards) and len(cards.cards) == 12
    bid = p.top
    assert not any(bid.box.colliderect(r) for r in cards.rects), (bid.box, cards.rects[0])
    assert not any(line.startswith("Your hand") for line in bid.lines)  # the cards say it


def _answer(p: Pilot, choice: int) -> None:
    p.until(lambda: isinstance(p.top, Dialog))
    p.top.group.buttons[choice].action()


def test_after_the_call_the_table_says_at_once_to_click_the_card_to_give():
    for seed in range(5, 40):  # a deal where the called card is in a hand, not the monte
        p, t = _terziglio((1280, 800), seed)
        _answer(p, 1)  # Chiamo
        _answer(p, 0)  # the first card offered
        m = t.match
        assert isinstance(m, Terziglio) and m.contract is Contract.CHIAMO
        if m.holder >= 0:
            break
    p.until(t.waiting_for_bottom)
    assert m.phase is Phase.GIVE and t.message_left > 0  # what happened is still said…
    said = frame_of(t).message
    assert said.startswith("Anna calls ") and "Click the card to give " in said  # …and what now
