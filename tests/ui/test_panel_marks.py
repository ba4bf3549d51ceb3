"""A seat's marks never cut its name: at Cöch with two people in a 900×600 window, the dummy
that leads says "Anna's dummy" whole, its "leads" mark on the panel's second row."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_dummy_that_leads_keeps_its_whole_name(language: str) -> None:
    settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language)
    i18n.set_language(language)
    try:
        p = Pilot((900, 600), settings)
        seats = [SeatSetup("Anna"), SeatSetup("Bruno")]
        t = TableScene(p.app, TableSetup("coch", seats, None, 5))
        p.start(t)
        p.until(lambda: type(p.top).__name__ == "CurtainScene")  # two people: hand over
        p.key(pygame.K_RETURN)
        p.until(lambda: t.turns.active_seat() is not None and p.top is t)
        p.screenshot()
        leads = [
            d.rect for d in p.app.drawn.items if d.kind == "text" and d.text == i18n._("leads")
        ]
        names = [d.text for d in p.app.drawn.items if d.kind == "text" and d.text in t.names]
        assert leads, "the leader's mark is drawn"
        assert sorted(names) == sorted(t.names), names  # none cut with an ellipsis
        t.closed()
    finally:
        i18n.set_language("en")


def test_the_prompt_to_play_a_dummy_reads_as_italian() -> None:
    """ "Tocca a te giocare per Morto di Anna" put a panel's title inside a sentence; the name now
    heads the prompt as it heads the panel."""
    settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, language="it")
    i18n.set_language("it")
    try:
        p = Pilot((900, 600), settings)
        seats = [SeatSetup("Anna"), SeatSetup("Bruno")]
        t = TableScene(p.app, TableSetup("coch", seats, None, 5))
        p.start(t)
        p.until(lambda: type(p.top).__name__ == "CurtainScene")
        p.key(pygame.K_RETURN)
        p.until(lambda: t.turns.active_seat() is not None and p.top is t)
        p.until(lambda: t.turns.active_seat() != t.turns.bottom)  # the person plays the dummy
        p.screenshot()
        shown = " ".join(d.text for d in p.app.drawn.items if d.kind == "text")
        dummy = t.name(t.turns.active_seat())  # type: ignore[arg-type]
        assert dummy.startswith("Morto di ")
        assert f"{dummy}: tocca a te." in shown, shown
        assert "per Morto" not in shown
        t.closed()
    finally:
        i18n.set_language("en")
