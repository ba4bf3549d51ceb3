"""Terziglio's monte turned up stays in sight until the play begins: from the turn-up, while the
soloist discards, until the first card is played, each of its cards is drawn face up, as large
as a card of the trick, none under another card, a panel, a button or a text; the first card
played takes it off the table. A table opened on a match in the middle of the discards (a
resumed match, a seat at a server) shows it too; so does scegliete, each share by its taker."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board import spreads
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import button_center, click_a_legal_card

SEATS = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
SOLID = ("card", "panel", "button", "banner", "text")


def _to_bid(seed: int = 5) -> Terziglio:
    """Bruno and Carla have passed: Anna bids."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(seed))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    return m


def _table(p: Pilot, m: Terziglio) -> TableScene:
    t = TableScene(p.app, TableSetup("terziglio", SEATS, None, 4), match=m)
    p.start(t)
    return t


def monte_seen(p: Pilot, t: TableScene) -> dict[int, pygame.Rect]:
    """The monte cards drawn face up in this frame, each wholly in sight and as large as a
    card of the trick, by card (AssertionError if one is half hidden or small)."""
    p.app.dirty = True
    p.screenshot()
    lay = t.layout
    placed = spreads.place(lay, frame_of(t).spreads, theme.ui_scale(lay.size))
    up = {c: r for pl in placed for c, r in zip(pl.spread.cards, pl.rects, strict=True) if c}
    items = p.app.drawn.items
    for card, rect in up.items():
        drawn = [i for i, d in enumerate(items) if d.kind == "card" and d.rect == rect]
        assert drawn, f"card {card} at {tuple(rect)} not drawn"
        over = [d for d in items[drawn[-1] + 1 :] if d.kind in SOLID and d.rect.colliderect(rect)]
        assert over == [], f"card {card} at {tuple(rect)} under {over}"
        assert rect.height >= 0.9 * lay.trick_height, f"card {card}: {rect.height} px tall"
    return up


@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_the_monte_turned_up_stays_in_sight_until_the_first_card(monkeypatch, tmp_path, size):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = _to_bid()
    t = _table(p, m)
    p.until(lambda: isinstance(p.top, Dialog))
    p.click(button_center(p.top, "Solo"))
    p.until(t.waiting_for_bottom)
    monte = set(m.took[0])
    assert m.phase is Phase.DISCARD and len(monte) == 4
    for left in range(4, 0, -1):  # the turn-up, then each discard
        assert set(monte_seen(p, t)) == monte, f"{left} to discard"
        click_a_legal_card(p, t)
        p.until(lambda: t.waiting_for_bottom() or m.phase is Phase.PLAY)
    while not t.show.trick:  # the last discard, until the first card lies on the trick
        if not t.anim.flights:
            assert set(monte_seen(p, t)) == monte
        p.step()
    assert monte_seen(p, t) == {}  # the monte went into the hand with the first card


def test_a_table_opened_in_the_discards_shows_the_monte_taken(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = _to_bid()
    m.apply(Bid(0, Contract.SOLO))
    m.apply(m.legal_actions()[0])  # one discard made before the table opens
    t = _table(p, m)
    p.until(t.waiting_for_bottom)
    assert set(monte_seen(p, t)) == set(m.took[0])
    labels = [s.label for s in frame_of(t).spreads]
    assert labels == ["Monte: Anna", "Monte"]  # what she took, and what she laid aside


def test_scegliete_shows_each_share_by_its_taker_until_the_play(monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = Terziglio(3, None, 1)
    m.deal(random.Random(3))
    m.apply(Bid(2, Contract.SCEGLIETE))  # Carla plays scegliete: Anna shares the monte
    t = _table(p, m)
    p.until(lambda: isinstance(p.top, Dialog))
    p.key(pygame.K_RETURN)  # the default: Anna takes two, Bruno the other two
    p.until(t.waiting_for_bottom)
    assert m.phase is Phase.DISCARD
    seen = monte_seen(p, t)
    assert set(seen) == set(m.took[0]) | set(m.took[1]) and len(seen) == 4
    labels = [s.label for s in frame_of(t).spreads]
    assert labels == ["Monte: Anna", "Monte: Bruno"]
