"""What lies on the table is drawn as cards, at the table and in the history: the monte
(Rovescino, Terziglio), the stock of Tressette in due and the cards drawn from it, and the cards
of a buon gioco before the seat that showed them."""

from __future__ import annotations

import pygame

from coteccio_gui.record import read_record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board import spreads as spreads_module
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import NAMES


def _table(game: str, kinds: list[str], seed: int) -> tuple[Pilot, TableScene]:
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(NAMES[i], k) for i, k in enumerate(kinds)]
    t = TableScene(p.app, TableSetup(game, seats, None, seed))
    p.start(t)
    return p, t


def _play_until(p: Pilot, t: TableScene, done, limit: int = 40_000) -> None:
    """Every dialog takes its default, the person plays the selected card, until ``done()``."""
    for _ in range(limit):
        if done():
            return
        if isinstance(p.top, Dialog) or p.top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("never got there")


def _drawn(monkeypatch) -> list[tuple[int | None, int]]:
    """(card or None for a back, height) of every card the spreads draw from now on."""
    seen: list[tuple[int | None, int]] = []
    face, back = spreads_module.card_image, spreads_module.back_image
    monkeypatch.setattr(
        spreads_module,
        "card_image",
        lambda f, c, h, four=False: seen.append((c, h)) or face(f, c, h, four),
    )
    monkeypatch.setattr(spreads_module, "back_image",
                        lambda h, f="triestine": seen.append((None, h)) or back(h, f))  # fmt: skip
    return seen


def test_the_stock_and_each_drawn_card_lie_on_the_table_and_in_the_history(monkeypatch):
    seen = _drawn(monkeypatch)
    p, t = _table("tressette-in-due", ["human", "easy"], 7)
    _play_until(p, t, lambda: len(t.show.tricks) == 2 and not t.queue and not t.anim.busy())
    m = t.match
    laid = frame_of(t).spreads
    stock = [sp for sp in laid if sp.stacked]
    assert len(stock) == 1 and stock[0].label == f"Stock: {len(m.stock)} cards"
    assert all(c is None for c in stock[0].cards)  # face down
    drawn = [sp for sp in laid if not sp.stacked]
    assert [sp.cards[0] for sp in drawn] == [c for _s, c in m.drawn[-2:]]
    assert [sp.label for sp in drawn] == [f"{t.name(s)} draws" for s, _c in m.drawn[-2:]]
    seen.clear()
    p.screenshot()
    assert {c for _s, c in m.drawn[-2:]} <= {c for c, _h in seen}  # drawn face up
    assert sum(1 for c, _h in seen if c is None) == len(stock[0].cards)
    # The history shows the same at the same step.
    record = read_record(t.record_text())
    history = HistoryScene(p.app, record)
    p.app.push(history)
    history.go(len(history.steps) - 1)
    step = history.steps[history.index]
    again = history.look.spreads(
        step.game, history.look.board(step.game, history.names), history.names
    )
    assert [sp.cards for sp in again] == [sp.cards for sp in laid]
    seen.clear()
    p.screenshot()
    assert {c for _s, c in m.drawn[-2:]} <= {c for c, _h in seen}


def test_the_rovescino_monte_lies_face_down_then_face_up_with_whoever_took_it():
    p, t = _table("rovescino", ["human"] + ["easy"] * 5, 3)  # six seats: a monte of four
    _play_until(p, t, t.waiting_for_bottom)
    (monte,) = frame_of(t).spreads
    assert monte.cards == (None,) * 4 and monte.label == "Monte"
    m = t.match
    _play_until(p, t, lambda: t.show.board.monte == 0 and len(t.show.tricks) == 6)
    (monte,) = frame_of(t).spreads
    assert None not in monte.cards and sorted(monte.cards) == sorted(m.monte)
    assert monte.label == f"Monte: {t.name(t.show.tricks[-1].winner)}"


def test_the_terziglio_monte_is_face_down_while_bidding_and_shown_with_its_taker_at_the_end():
    p, t = _table("terziglio", ["human", "easy", "easy"], 5)
    _play_until(p, t, lambda: isinstance(p.top, Dialog))
    (monte,) = frame_of(t).spreads
    assert monte.cards == (None,) * 4
    _play_until(p, t, lambda: t.show.board.lying_to >= 0)
    (monte,) = frame_of(t).spreads
    assert None not in monte.cards and len(monte.cards) == 4
    assert monte.label == f"Monte: {t.name(t.show.board.lying_to)}"


def test_a_buon_gioco_lays_its_cards_before_the_declarer_after_the_first_trick():
    for seed in range(1, 60):
        p, t = _table("tressette", ["easy"] * 4, seed)
        try:
            _play_until(p, t, lambda t=t: bool(t.show.board.shown), limit=3000)
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("no buon gioco in 60 deals")
    m = t.match
    laid = [sp for sp in frame_of(t).spreads if sp.seat is not None]
    assert laid and len(m.tricks) >= 1
    for sp in laid:
        assert sp.label == "Buon gioco" and None not in sp.cards and len(sp.cards) >= 3
    placed = spreads_module.place(t.layout, laid, 1.0)
    for pl in placed:  # beside the declarer's trick card, over no panel or hand
        spot = t.layout.spots[pl.spread.seat]
        for r in pl.rects:
            assert r.collidelist([s.panel for s in t.layout.spots]) < 0
            assert r.collidelist([s.hand for s in t.layout.spots]) < 0
        assert min(abs(r.centerx - spot.trick[0]) + abs(r.centery - spot.trick[1])
                   for r in pl.rects) < t.layout.trick_height * 2  # fmt: skip
    _play_until(p, t, lambda: len(t.show.tricks) >= 2)
    assert not any(sp.seat is not None for sp in frame_of(t).spreads)  # taken back


def test_no_card_lying_face_down_by_the_rules_is_ever_drawn_face_up():
    """Terziglio: the monte until it is turned up, the discards until the hand is over;
    Rovescino: the monte until the last trick takes it — checked at every frame of two hands."""
    for game, kinds in (("terziglio", ["human", "easy", "easy"]),
                        ("rovescino", ["human"] + ["easy"] * 5)):  # fmt: skip
        p, t = _table(game, kinds, 11)
        m = t.match
        frames = 0
        for _ in range(60_000):
            if m.hands_played >= 2:
                break
            up = {c for sp in frame_of(t).spreads for c in sp.cards if c is not None}
            if game == "terziglio" and m.phase.value in ("discard", "play"):
                public = set(m.view(m.soloist).monte_shown)  # the monte as turned up for all
                assert up <= public, "a discard or an unseen monte card shown"
                if m.contract is not None and m.contract.value.startswith("solissimo"):
                    assert not up, "the monte of a solissimo shown in play"
            if game == "rovescino" and t.show.board.monte:
                assert not up, "the monte shown before the last trick took it"
            frames += 1
            if isinstance(p.top, Dialog) or (p.top is t and t.waiting_for_bottom()):
                p.key(pygame.K_RETURN)
            else:
                p.step()
        assert m.hands_played >= 2 and frames > 100
