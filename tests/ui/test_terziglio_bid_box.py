"""Terziglio's bid box stands between the seats: it covers no name panel (Bruno's, Carla's) and
no card of the person's hand, stays on screen and keeps its text readable, small window or big,
in both languages."""

from __future__ import annotations

import random

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Bid, Contract
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import CardSize, Settings, Speed
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.support import terziglio_asked

SIZES = [(900, 600), (1600, 1000)]


def _first() -> Terziglio:
    """Anna bids first: nobody has spoken."""
    m = Terziglio(3, None, 2)
    m.deal(random.Random(5))
    return m


def _after_solo() -> Terziglio:
    """Bruno bids solo, Carla passes: Anna is asked with the longest opening line."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(5))
    m.apply(Bid(m.turn, Contract.SOLO))
    m.apply(Bid(m.turn, None))
    return m


def _bid_box(p: Pilot, match: Terziglio) -> tuple[TableScene, Dialog]:
    t, dialog = terziglio_asked(p, match)
    assert "Anna" in dialog.title
    assert any(c.value == Bid(0, None) for c in dialog.choices)  # the bid, not another question
    return t, dialog


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("cards", list(CardSize))
def test_the_bid_box_covers_no_seat_panel_and_no_card_of_the_hand(
    monkeypatch, tmp_path, language, size, cards
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, card_size=cards)
    try:
        for match in (_first(), _after_solo()):
            p = Pilot(size, settings)
            t, dialog = _bid_box(p, match)
            p.screenshot()
            panels = [d.rect for d in p.app.drawn.items if d.kind == "panel"]
            panels = [r for r in panels if r != dialog.box]
            assert len(panels) >= 3  # the three seats' names at least
            box = dialog.box
            assert p.app.screen.get_rect().contains(box)
            assert [r for r in panels if r.colliderect(box)] == [], (box, dialog.lines[0])
            assert box.collidelist(t.hand_rects()) == -1
            layer = next(d.layer for d in p.app.drawn.items if d.rect == box)
            texts = [d for d in p.app.drawn.items if d.kind == "text" and d.layer == layer]
            assert texts and all(box.contains(d.rect) for d in texts)
            assert min(d.size for d in texts) >= theme.LEAST_TEXT
            opening = dialog.lines[0].split()[0]  # the sentence that says who bid what
            body = max(d.size for d in texts if d.text.startswith(opening))
            if size == (1600, 1000):  # a big window keeps the box as roomy as ever
                assert box.width >= 700 and body >= 22
            else:
                assert body >= 13
            t.closed()
    finally:
        i18n.set_language("en")
