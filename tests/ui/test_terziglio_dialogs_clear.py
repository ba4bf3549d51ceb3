"""Terziglio's call (28 cards to choose from) and share dialogs stand above the person's hand:
the hand stays visible while choosing, at every window size and card size, in both languages."""

from __future__ import annotations

import random

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Bid, Contract
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import CardSize, Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from tests.ui.support import terziglio_asked

SIZES = [(900, 600), (1024, 640), (1280, 800), (1920, 1080)]


def _call() -> Terziglio:
    """Anna bid chiamo after two passes: she calls a card."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(5))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    m.apply(Bid(0, Contract.CHIAMO))
    return m


def _share() -> Terziglio:
    """Carla bid scegliete: Anna shares the monte."""
    m = Terziglio(3, None, 1)
    m.deal(random.Random(3))
    m.apply(Bid(2, Contract.SCEGLIETE))
    return m


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_call_and_share_dialogs_leave_the_hand_visible(monkeypatch, tmp_path, language):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    covered = []
    try:
        for size in SIZES:
            for cards in (CardSize.MEDIUM, CardSize.LARGE):
                settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, card_size=cards)
                p = Pilot(size, settings)
                for name, match in (("call", _call()), ("share", _share())):
                    t, dialog = terziglio_asked(p, match)
                    box, hand = dialog.box, t.hand_rects()
                    assert len(hand) >= 12 and len(dialog.choices) == (28 if name == "call" else 16)
                    inside = p.app.screen.get_rect().contains(box)
                    if any(box.colliderect(r) for r in hand) or not inside:
                        covered.append((name, size, cards.value, box, min(r.top for r in hand)))
                    t.closed()
    finally:
        i18n.set_language("en")
    assert covered == []


def test_a_notice_while_the_call_is_asked_leaves_the_hand_in_sight(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t, _dialog = terziglio_asked(p, _call())
    p.app.notices.add("Your unfinished match was kept in the History.")
    p.screenshot()
    notice = next(d.rect for d in p.app.drawn.items if d.layer_name == "notices")
    assert notice.collidelist(t.hand_rects()) == -1
    t.closed()
