"""Tressette's "Your choices" (buon gioco at the first turn) stood over the cards already led
(Tressette in due at 1600x1000, Tressette at any size). The box now keeps clear of them and of
the hand where it fits between them (smaller text if it must); where it cannot (four players
in a small window) it says what lies on the table under it."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board.spreads import trick_rects
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from coteccio_gui.ui.words import the_card
from tests.ui.layout_check import texts_drawn

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def choices_after_a_lead(game: str, players: int, size: tuple[int, int], seed: int):
    """Anna's first turn, someone having led, with her choices asked (None: not this deal)."""
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    t = TableScene(p.app, TableSetup(game, seats, None, seed), match=None)
    p.start(t)
    for _ in range(3000):
        if isinstance(p.top, Dialog) or t.waiting_for_bottom():
            break
        p.step()
    return (p, t) if isinstance(p.top, Dialog) and t.show.trick else None


def first(game: str, players: int, size: tuple[int, int]) -> tuple[Pilot, TableScene]:
    return next(
        f for seed in range(1, 200) if (f := choices_after_a_lead(game, players, size, seed))
    )


def led(t: TableScene) -> list[pygame.Rect]:
    return [trick_rects(t.layout)[seat] for seat, _card in t.show.trick]


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1600, 1000)])
def test_your_choices_keeps_clear_of_the_card_led_and_of_the_hand(size):
    p, t = first("tressette-in-due", 2, size)
    box = p.top.box
    assert box.collidelist(led(t)) < 0, (box, led(t))  # the card Bruno led in sight
    assert box.collidelist(t.turns.hand_rects(0)) < 0  # and Anna's hand


@pytest.mark.parametrize("language", ["en", "it"])
def test_where_it_must_cover_the_cards_led_it_says_them(language):
    i18n.set_language(language)
    try:
        p, t = first("tressette", 4, (900, 600))
        assert p.top.box.collidelist(led(t)) >= 0  # no room beside them at 900x600
        cards = ", ".join(the_card(card, t.faces) for _seat, card in t.show.trick)
        said = i18n._("On the table: {cards}.").format(cards=cards)
        assert said in p.top.lines
        drawn = " ".join(d.text for d in texts_drawn(p.top.draw, (900, 600)))
        assert " ".join(said.split()) in " ".join(drawn.split())
    finally:
        i18n.set_language("en")
