"""A seat's marks never cut its name: at Cöch with two people in a 900×600 window, the dummy
that leads says "Anna's dummy" whole, its "leads" mark on the panel's second row."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from tests.ui.support import coch_for_two


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_dummy_that_leads_keeps_its_whole_name(language: str) -> None:
    try:
        p, t = coch_for_two(language)
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
    try:
        p, t = coch_for_two("it")
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
