"""The table's words take the room there is: with a tip open at the right, the prompt moves off
the middle into the free felt at the left, on two lines, instead of a narrow column of five
between the middle and the tip (Cöch, two people, 900×600, the person playing a dummy)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.layout_check import layout_problems
from tests.ui.support import coch_for_two


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_prompt_beside_a_tip_keeps_to_two_lines(language: str) -> None:
    try:
        p, t = coch_for_two(language, tips=True)
        p.until(lambda: t.turns.active_seat() != t.turns.bottom)  # the person plays a dummy
        p.screenshot()
        assert frame_of(t).tip is not None, "the first tip is open at the right"
        (banner,) = [d.rect for d in p.app.drawn.items if d.kind == "banner"]
        lines = {
            d.rect.y for d in p.app.drawn.items if d.kind == "text" and banner.contains(d.rect)
        }
        assert len(lines) <= 2, f"{len(lines)} lines in a banner {banner.width} px wide"
        assert not banner.colliderect(frame_of(t).tip.box)  # type: ignore[union-attr]
        assert layout_problems(p.app.drawn, pygame.Rect(0, 0, 900, 600)) == []
        t.closed()
    finally:
        i18n.set_language("en")


def test_a_prompt_that_fits_in_the_middle_stays_there() -> None:
    """A tip at one side moves the words only as far as they must: in a large window they
    stay in the middle of the table, under the trick."""
    settings = Settings(speed=Speed.INSTANT, tips=True, sound=False, language="en")
    p = Pilot((1440, 900), settings)
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in ("Bruno", "Carla", "Dario")]
    t = TableScene(p.app, TableSetup("tressette", seats, None, 5))
    p.start(t)
    p.until(lambda: p.top is t and t.turns.active_seat() == t.turns.bottom)
    p.screenshot()
    tip = frame_of(t).tip
    assert tip is not None and tip.box.centerx < 720, "the first tip is open at the left"
    (banner,) = [d.rect for d in p.app.drawn.items if d.kind == "banner"]
    assert abs(banner.centerx - t.layout.message[0]) <= 1, (banner, t.layout.message)
    assert not banner.colliderect(tip.box)
    t.closed()
