"""A tip that explains one phase of a hand shows only in that phase: Terziglio's bidding tip
and Zifuli's calling tip while the others bid (a real window showed them over the play after
the bidding, and the tip of the discard waited behind the stale one), Terziglio's discard tip
while the person lays cards aside."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import CARD_SCALE, CardSize, Settings, Speed
from coteccio_gui.ui.board.layout import table_layout
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from coteccio_gui.ui.table.tip_panel import TipPanel
from tests.ui.support import bid_the_lowest, call_the_first_card, click_a_legal_card

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def tips_seen(game: str, players: int, answer: Callable[[Pilot, Any], None], hands: int):
    """Anna plays ``hands`` hands with the tips on and never dismisses one; every tip the
    table showed, with the phase the match was in at that frame."""
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, sound=False))
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    t = TableScene(p.app, TableSetup(game, seats, None, 11), match=None)
    p.start(t)
    seen: list[tuple[str, str]] = []
    for _ in range(40_000):
        if t.ended or t.match.hands_played >= hands:
            return seen
        if p.top is t and t.tips.showing is not None:
            seen.append((t.tips.showing, t.match.phase.value))
        if isinstance(p.top, Dialog):
            answer(p, p.top)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    raise AssertionError("the hands never ended")


@pytest.mark.parametrize(
    ("game", "players", "answer", "tip", "phase"),
    [
        ("terziglio", 3, bid_the_lowest, "terziglio", "bid"),
        ("zifuli", 5, call_the_first_card, "zifuli", "bid"),
    ],
)
def test_the_bidding_tip_shows_while_the_others_bid_and_not_in_the_play(
    tmp_path, monkeypatch, game, players, answer, tip, phase
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    seen = tips_seen(game, players, answer, 4)
    phases = {ph for name, ph in seen if name == tip}
    assert phases == {phase}, seen  # shown, and only while the bidding is on
    assert any(name == "your_turn" for name, _ph in seen)  # the tips of the play come after


def test_the_discard_tip_shows_while_the_person_lays_cards_aside(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    seen = tips_seen("terziglio", 3, bid_the_lowest, 6)
    assert {ph for name, ph in seen if name == "discard"} == {"discard"}, seen


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_the_discard_tip_says_the_keys_too_and_finds_room_beside_the_hand(language, size):
    """The line under the hand says the arrows and Enter lay a card aside; the tip said only
    "Click the cards…". It names both now, and still finds a place clear of the cards."""
    Pilot(size, Settings(sound=False))  # a window: the fonts
    i18n.set_language(language)
    try:
        look = presentation("terziglio")
        text = look.tip_text("discard", "triestine")
        keys = ("Left and Right", "Enter") if language == "en" else ("Sinistra e Destra", "Invio")
        assert all(k in text for k in keys), text
        lay = table_layout(size, 3, 0, CARD_SCALE[CardSize.MEDIUM], look.hand_size(None, 10))
        tip = TipPanel(lambda: None, lambda: None).look("discard", text, lay, [])
        assert tip is not None  # room for it, clear of the cards in play
        assert " ".join(tip.body.lines).split() == text.split()  # every word of it
    finally:
        i18n.set_language("en")
