"""A card clicked while the last cards still move, at a turn already the person's, is played
when they stop; a click before the person's turn still only says whose turn it is."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.engine.actions import Play
from coteccio_gui.ui.core.dialogs import Dialog
from tests.ui.support import bottom_cards, human_plays_first_legal, pilot, table


def _play_until(p, t, moment) -> bool:
    """Anna plays her first legal card and dialogs get their default until ``moment()``;
    False if it never came."""
    for _ in range(3000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)  # capotto, doctor, end of hand: the default
            continue
        if moment():
            return True
        if t.waiting_for_bottom():
            human_plays_first_legal(p, t)
            continue
        p.step()
    return False


def _moving_into_annas_turn(p, t) -> bool:
    """Until it is Anna's turn by the rules while the table still moves: every card shown
    (her hand as dealt, nothing left to show), only motion left."""
    m = t.match

    def moment() -> bool:
        shown = sorted(bottom_cards(t)) == sorted(m.hands[0])
        return m.turn == 0 and not t.queue and t.anim.busy() and shown and bool(m.legal_plays(0))

    return _play_until(p, t, moment)


def test_a_card_clicked_while_the_last_cards_still_move_is_played_when_they_stop():
    p = pilot()
    t = table(p, seed=11)
    played_early = 0
    for _ in range(6):  # six of Anna's turns reached while the cards were moving
        assert _moving_into_annas_turn(p, t), "the table never moved into Anna's turn"
        legal = set(t.match.legal_plays(0))
        cards = bottom_cards(t)
        index = next(i for i, c in enumerate(cards) if c in legal)
        before = len(t.match.actions)
        p.click(t.hand_rects()[index].center)
        assert len(t.match.actions) == before  # not yet: the cards still move
        assert not t.message.startswith("Wait for your turn")
        p.until(lambda n=before: len(t.match.actions) > n or t.waiting_for_bottom(), limit=600)
        p.step(2)
        assert t.match.actions[before] == Play(0, cards[index])  # the card clicked, by itself
        played_early += 1
    assert played_early == 6


@pytest.mark.parametrize(
    "when",
    [
        "a computer's turn",
        # her turn by the rules, but a card played before it not yet shown: she has not seen
        # what she must follow
        "her turn, a card still to show",
    ],
)
def test_a_click_before_the_person_has_seen_everything_is_not_kept_for_later(when):
    p = pilot()
    t = table(p, seed=11)
    m = t.match

    def moment() -> bool:
        if sorted(bottom_cards(t)) != sorted(m.hands[0]):
            return False
        if when == "a computer's turn":
            return m.turn > 0
        return m.turn == 0 and bool(t.queue) and bool(m.trick)

    assert _play_until(p, t, moment), f"never at {when}"
    cards = bottom_cards(t)
    before = len(m.actions)
    p.click(t.hand_rects()[0].center)
    p.until(t.waiting_for_bottom, limit=3000)
    p.step(30)
    assert t.waiting_for_bottom()  # her card waits for a click made now
    assert Play(0, cards[0]) not in m.actions[before:]
    assert bottom_cards(t) == cards


@pytest.mark.parametrize("opened_by", ["the Menu button", "Esc"])
def test_a_card_clicked_early_is_let_go_when_the_menu_is_opened_before_the_turn(opened_by):
    p = pilot()
    t = table(p, seed=11)
    m = t.match
    assert _moving_into_annas_turn(p, t), "the table never moved into Anna's turn"
    legal = set(m.legal_plays(0))
    cards = bottom_cards(t)
    index = next(i for i, c in enumerate(cards) if c in legal)
    before = len(m.actions)
    p.click(t.hand_rects()[index].center)  # early: kept for when the cards stop
    if opened_by == "Esc":
        p.key(pygame.K_ESCAPE)
    else:
        menu = next(b for b in t.painter.buttons.buttons if b.label == "Menu (Esc)")
        p.click(menu.rect.center)
    assert p.top is not t, "the menu did not open"
    p.key(pygame.K_ESCAPE)  # resume
    assert p.top is t
    p.until(t.waiting_for_bottom, limit=3000)
    p.step(30)
    assert t.waiting_for_bottom()  # she chooses again, with the table in front of her
    assert m.actions[before:] == []
    assert bottom_cards(t) == cards
