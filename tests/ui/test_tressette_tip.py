"""Tressette's first tip in a small window covers no seat's cards: at 900x600, in Italian (a
longer text, which took the fallback over Bruno's face-down hand) and in English, the panel lies
clear of every hand, the person's own too, and of every name panel, whichever card size."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import CardSize, Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

SEATS = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in ("Bruno", "Carla", "Dario")]


@pytest.mark.parametrize("cards", [CardSize.MEDIUM, CardSize.LARGE])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_first_tressette_tip_covers_no_hand_at_900x600(monkeypatch, tmp_path, language, cards):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    try:
        p = Pilot((900, 600), Settings(speed=Speed.INSTANT, sound=False, card_size=cards))
        t = TableScene(p.app, TableSetup("tressette", SEATS, None, 4))
        p.start(t)
        p.until(lambda: t.tips.showing is not None and t.tips.panel.shown)
        assert t.tips.showing == "tressette"  # the first tip: the rules in a few lines
        p.screenshot()
        tips = [d.rect for d in p.app.drawn.items if d.kind == "tip"]
        assert len(tips) == 1
        tip = tips[0]
        lay = t._lay_out()
        for spot in lay.spots:
            assert not tip.colliderect(spot.hand), f"the tip covers seat {spot.seat}'s hand"
            assert not tip.colliderect(spot.panel), f"the tip covers seat {spot.seat}'s name"
        assert p.app.screen.get_rect().contains(tip)
    finally:
        i18n.set_language("en")
