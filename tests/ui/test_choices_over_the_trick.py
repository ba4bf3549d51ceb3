"""Tressette in due's "Your choices" (buon gioco at the first turn) stood over the card the other
player had led, at 1600x1000 and smaller: between that card and the hand there is no room for
the box (265 px for 369 at 1600x1000), so the box now says what lies on the table under it."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from coteccio_gui.ui.words import the_card
from tests.ui.layout_check import texts_drawn

SIZE = (1600, 1000)


def choices_after_a_lead(seed: int) -> tuple[Pilot, TableScene] | None:
    """Anna's first turn in Tressette in due, Bruno having led, with her choices asked."""
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "normal")]
    t = TableScene(p.app, TableSetup("tressette-in-due", seats, None, seed), match=None)
    p.start(t)
    for _ in range(3000):
        if isinstance(p.top, Dialog) or t.waiting_for_bottom():
            break
        p.step()
    return (p, t) if isinstance(p.top, Dialog) and t.show.trick else None


@pytest.mark.parametrize("language", ["en", "it"])
def test_your_choices_over_the_trick_says_the_card_led(language):
    i18n.set_language(language)
    try:
        p, t = next(found for seed in range(1, 200) if (found := choices_after_a_lead(seed)))
        box = p.top.box
        card = pygame.Rect((0, 0), card_size(t.layout.trick_height))
        under = [card.move(0, 0) for _ in t.show.trick]
        for rect, (seat, _card) in zip(under, t.show.trick, strict=True):
            rect.center = t.layout.spots[seat].trick
        assert box.collidelist(under) >= 0  # the box covers the card led...
        led = ", ".join(the_card(card, t.faces) for _seat, card in t.show.trick)
        said = i18n._("On the table: {cards}.").format(cards=led)
        assert said in p.top.lines  # ...and says it
        drawn = " ".join(d.text for d in texts_drawn(p.top.draw, SIZE))
        assert " ".join(said.split()) in " ".join(drawn.split())
    finally:
        i18n.set_language("en")
