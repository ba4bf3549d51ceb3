"""A call of a card offers the cards themselves (Terziglio's chiamo, Zifuli's bidding): one card
image a callable card, in the player's faces, large enough to read, none over another, the box
in the window and clear of the hand at a small and a large window in both languages; a click
on a card calls that card, and the arrows go to the card that lies that way."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.engine.cards import rank_of, suit_of
from coteccio_gui.games.cucco.cards import card_of
from coteccio_gui.games.terziglio.actions import Bid, Call, Contract
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.games.zifuli import Bid as ZifuliBid
from coteccio_gui.games.zifuli.match import ZifuliMatch
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.card_choice import LEAST, CardButton
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.layout_check import layout_problems
from tests.ui.support import terziglio_asked

SIZES = [(900, 600), (1600, 1000)]
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def _chiamo() -> Terziglio:
    """Anna bid chiamo after two passes: she calls one of the 28 cards she lacks."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(5))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    m.apply(Bid(0, Contract.CHIAMO))
    return m


def _zifuli_asked(p: Pilot) -> tuple[TableScene, Dialog, ZifuliMatch]:
    """Anna opens Zifuli's bidding, holding eight cards she may call."""
    m = ZifuliMatch(5, None, 4)
    m.deal(random.Random(0))
    assert m.turn == 0
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:]]
    t = TableScene(p.app, TableSetup("zifuli", seats, None, 4), match=m)
    p.start(t)
    p.until(lambda: isinstance(p.top, Dialog))
    assert isinstance(p.top, Dialog)
    return t, p.top, m


def _pilot(monkeypatch, tmp_path, size=(1280, 800), language="en") -> Pilot:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    return Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))


def _cards_drawn(p: Pilot, dialog: Dialog) -> list[pygame.Rect]:
    """The card images the frame drew inside the dialog's box, over its shade."""
    p.app.dirty = True
    p.screenshot()
    items = p.app.drawn.items
    shade = max(i for i, d in enumerate(items) if d.kind == "shade")
    return [d.rect for d in items[shade:] if d.kind == "card" and dialog.box.contains(d.rect)]


def _check_cards(p: Pilot, t: TableScene, dialog: Dialog, called: list[int]) -> list[str]:
    """What is wrong with the cards of a call as drawn: one image a card, each its own."""
    problems = []
    buttons = [b for b in dialog.group.buttons if isinstance(b, CardButton)]
    if [b.card for b in buttons] != called:
        problems.append(f"cards {[b.card for b in buttons]} for {called}")
    drawn = _cards_drawn(p, dialog)
    if sorted(map(tuple, drawn)) != sorted(tuple(b.rect) for b in buttons):
        problems.append(f"{len(drawn)} card images drawn for {len(buttons)} cards")
    for i, r in enumerate(drawn):
        if r.height < LEAST or r.collidelist(drawn[i + 1 :]) >= 0:
            problems.append(f"card {tuple(r)}: too small or under another")
    window = p.app.screen.get_rect()
    if not window.contains(dialog.box) or dialog.box.collidelist(t.hand_rects()) >= 0:
        problems.append(f"box {tuple(dialog.box)} out of the window or over the hand")
    return problems + layout_problems(p.app.drawn, window)


@pytest.mark.parametrize("language", ["en", "it"])
def test_each_call_is_drawn_as_its_cards_in_the_box_and_clear_of_the_hand(
    monkeypatch, tmp_path, language
):
    i18n.set_language(language)
    problems = []
    try:
        for size in SIZES:
            p = _pilot(monkeypatch, tmp_path, size, language)
            t, dialog = terziglio_asked(p, _chiamo())
            called = [c.value.called for c in dialog.choices]
            problems += [f"call {size}: {x}" for x in _check_cards(p, t, dialog, called)]
            t.closed()
            p = _pilot(monkeypatch, tmp_path, size, language)
            t, dialog, _m = _zifuli_asked(p)
            bids = [c.value for c in dialog.choices if isinstance(c.value, ZifuliBid)]
            called = [card_of(b.call) for b in bids]
            assert len(called) == 8 == len(dialog.choices) - 1  # and Pass
            problems += [f"zifuli {size}: {x}" for x in _check_cards(p, t, dialog, called)]
            t.closed()
    finally:
        i18n.set_language("en")
    assert problems == []


def test_a_click_on_a_card_calls_that_card(monkeypatch, tmp_path):
    p = _pilot(monkeypatch, tmp_path, (900, 600))
    m = _chiamo()
    _t, dialog = terziglio_asked(p, m)
    button = dialog.group.buttons[11]
    assert isinstance(button, CardButton) and button.card == dialog.choices[11].value.called
    p.click(button.rect.center)
    assert p.top is not dialog and m.called == button.card
    assert m.actions[-1] == Call(0, button.card)


def test_zifuli_offers_pass_focused_and_a_click_on_a_card_calls_it(monkeypatch, tmp_path):
    p = _pilot(monkeypatch, tmp_path, (900, 600))
    _t, dialog, m = _zifuli_asked(p)
    focused = dialog.group.buttons[dialog.group.focus]
    assert not isinstance(focused, CardButton) and focused.label == "Pass"  # Enter alone passes
    cards = [b for b in dialog.group.buttons if isinstance(b, CardButton)]
    assert all(b.rect.bottom < focused.rect.top for b in cards)  # the cards above, Pass under
    p.key(pygame.K_RIGHT)  # from Pass on to the first card, as the choices go
    assert dialog.group.buttons[dialog.group.focus] is cards[0]
    p.key(pygame.K_LEFT)
    assert dialog.group.focus == 0
    p.key(pygame.K_UP)  # up from Pass: the card above it
    above = dialog.group.buttons[dialog.group.focus]
    assert above in cards and abs(above.rect.centerx - focused.rect.centerx) <= above.rect.w
    p.click(cards[2].rect.center)
    assert p.top is not dialog
    assert m.bids[0] == (0, dialog.choices[3].value.call)
    assert isinstance(dialog.choices[3].value, ZifuliBid)


def test_the_arrows_go_along_a_suit_and_across_a_rank(monkeypatch, tmp_path):
    p = _pilot(monkeypatch, tmp_path, (1600, 1000))
    m = _chiamo()
    _t, dialog = terziglio_asked(p, m)
    buttons = dialog.group.buttons
    rects = {b.card: b.rect for b in buttons if isinstance(b, CardButton)}
    for card, rect in rects.items():  # a suit a row, the stronger card to the left
        for other, there in rects.items():
            if suit_of(other) == suit_of(card):
                assert there.top == rect.top
            elif suit_of(other) > suit_of(card):
                assert there.top > rect.bottom
            if rank_of(other) == rank_of(card):
                assert there.left == rect.left

    def focused() -> int:
        return buttons[dialog.group.focus].card

    first = focused()
    assert first == dialog.choices[0].value.called  # the strongest card she lacks
    p.key(pygame.K_RIGHT)
    right = focused()
    assert suit_of(right) == suit_of(first) and rects[right].left > rects[first].right
    assert not any(rects[first].right < r.left < rects[right].left
                   for c, r in rects.items() if suit_of(c) == suit_of(first))  # fmt: skip
    p.key(pygame.K_LEFT)
    assert focused() == first
    p.key(pygame.K_DOWN)
    below = focused()
    assert rects[below].top > rects[first].bottom
    p.key(pygame.K_RETURN)
    assert m.called == below
