"""A number key is a click on that card of the hand (issue 49): pressed while the last card of
the trick still lands, at a turn already the person's, it gave no word at all where a click on
a card that may not be played says "You must follow suit" as soon as the cards stop."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.support import table


def _landing_with_a_wrong_card(p: Pilot, t: TableScene) -> int:
    """Play on until the person's turn to follow comes while a card still moves and the hand
    holds a card they may not play; its index in the hand."""
    for _ in range(50_000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
            continue
        turns = t.turns
        if turns.active_seat(moving=True) == 0 and turns.active_seat() is None and t.match.trick:
            legal = set(t.match.legal_plays(0))
            wrong = [i for i, c in enumerate(t.show.cards[0]) if c not in legal]
            if wrong:
                return wrong[0]
        if t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("no such moment came")


def test_a_number_key_for_a_wrong_card_pressed_early_is_refused_with_a_word():
    p = Pilot((1024, 640), Settings(speed=Speed.NORMAL, tips=False, sound=False))
    t = table(p, players=4, seed=3)
    index = _landing_with_a_wrong_card(p, t)
    t.quiet()
    p.key(pygame.K_1 + index)
    p.until(lambda: t.waiting_for_bottom() or t.message_left > 0)
    p.step()
    assert t.message_left > 0 and t.message.startswith("You must follow suit"), t.message
    assert t.waiting_for_bottom()  # the turn is still the person's: nothing was played


def test_a_number_past_the_hand_says_how_many_cards_there_are():
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = table(p, players=4, seed=3)
    p.until(t.waiting_for_bottom)
    held = len(t.show.cards[0])
    t.quiet()
    p.key(pygame.K_9)
    assert t.message_left > 0 and t.message == f"You hold {held} cards: press 1 to {held}."
    assert t.waiting_for_bottom() and len(t.show.cards[0]) == held
