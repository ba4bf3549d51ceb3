"""Defects of the felt from issue 32, each as a player meets it: the Terziglio bid dialog
hid the hand; after chiamo nothing said to click the card to give; played cards overlapped
each other and the top seat's panel; the curtain of a Cucco game showed Triestine backs; Cöch's
dummies were cramped fans against the edges."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import CARD_SCALE, Settings, Speed
from coteccio_gui.ui.board.layout import table_layout
from coteccio_gui.ui.board.spreads import trick_rects
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens import curtain as curtain_module
from coteccio_gui.ui.screens.curtain import CurtainScene
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


SIZES = [(800, 600), (900, 600), (1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_cards_played_lie_clear_of_each_other_and_of_every_panel_and_hand(size):
    """At 7 seats in 900×600 with large cards, played cards overlapped, and the top seat's
    card covered its name panel (2 and 4 seats too): every seat count, every card size."""
    for players in range(2, 9):
        for scale in CARD_SCALE.values():
            lay = table_layout(size, players, 0, scale, 10 if players == 2 else 5)
            cards = trick_rects(lay)
            where = (size, players, scale)
            for i, card in enumerate(cards):
                assert card.collidelist(cards[i + 1 :]) < 0, (where, "cards overlap")
                assert card.collidelist([s.panel for s in lay.spots]) < 0, (where, "on a panel")
                assert card.collidelist([s.hand for s in lay.spots]) < 0, (where, "on a hand")
            bottom = lay.spots[0]
            lift = bottom.card_height // 8 + bottom.card_height // 16
            hand = bottom.hand.inflate(0, 2 * lift).move(0, -lift)
            assert pygame.Rect((0, 0), size).contains(hand), (where, "the hand is cut")


def test_the_curtain_of_a_cucco_game_shows_the_cucco_backs(monkeypatch):
    drawn: list[str] = []
    back = curtain_module.back_image

    def recording(height: int, faces: str = "triestine"):
        drawn.append(faces)
        return back(height, faces)

    monkeypatch.setattr(curtain_module, "back_image", recording)
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(n, k) for n, k in zip(NAMES, ["human", "human", "easy", "easy", "easy"],
                                             strict=False)]  # fmt: skip
    t = TableScene(p.app, TableSetup("zifuli", seats, None, 5))
    p.start(t)
    p.until(lambda: isinstance(p.top, CurtainScene))
    p.screenshot()
    assert drawn and set(drawn) == {"cucco"}


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
def test_a_dummy_at_the_side_is_spread_wide_and_off_the_edge(size):
    """Cöch with two people: the dummy at the left was a cramped fan against the edge."""
    lay = table_layout(size, 4, 0, 1.0, 10, face_up=(2, 3))
    side = lay.spots[3]
    assert side.open
    w, _h = card_size(side.card_height)
    step = (side.hand.width - w) / 9
    assert side.hand.left >= 12 * min(size[0] / 1280, size[1] / 800)
    assert step >= 0.44 * w if size[0] < 1000 else step >= 0.55 * w
