"""Stovkahra at the table: the declarations' dialog never says a wrong "dost" on Enter, the
refusals say the rule broken in a player's words, the faces follow the setting (German suits,
French with English faces), the table seats the players clockwise, and what lies on the table
(the turned card by the dealer, eldest's face-up cards) is drawn while it lies there."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.games.stovkahra.actions import Declare, Dost, Pass, Play
from coteccio_gui.games.stovkahra.cards import card_from_code
from coteccio_gui.ui.board.layout import table_layout
from coteccio_gui.ui.games import presentation
from tests.games.stovkahra_helpers import deal_with, dealt, pass_all

LOOK = presentation("stovkahra")
NAMES = ["Anna", "Bruno", "Carla", "Dario"]
# dealer 0: eldest (seat 1) holds three Aces, its first three dealt face up
ACES = deal_with({1: "Aa Al Ah 7a 8a 9l 10b Kb", 2: "7h 8h 9h 10h Uh Oh Kh Ab"}, 0, "7b")


def test_after_declaring_enter_passes_rather_than_saying_a_wrong_dost():
    m = dealt(ACES)
    first = LOOK.choice(m, 1, m.legal_actions(), NAMES, "german")
    assert first.choices[first.default].value == Declare(1, 0)  # Enter declares the Aces
    m.apply(Declare(1, 0))
    legal = m.legal_actions()
    assert Dost(1) in legal  # a "dost" right after a declaration: 30 of 100, a wrong one
    spec = LOOK.choice(m, 1, legal, NAMES, "german")
    assert spec.choices[spec.default].value == Pass(1)
    i18n.set_language("en")
    assert "opponents would win 2 brčka" in " ".join(c.explain for c in spec.choices)
    assert LOOK.confirm(m, Dost(1)) is not None  # and a click on it is asked about first


def test_a_refused_card_says_which_duty_it_breaks():
    i18n.set_language("en")
    m = dealt(ACES)
    pass_all(m)
    m.apply(Play(1, card_from_code("7a")))  # acorns led; Carla (seat 2) has none: must trump
    with pytest.raises(IllegalAction) as refused:
        m.apply(Play(2, card_from_code("7h")))
    said = LOOK.refusal(refused.value, "german")
    assert said == "You cannot follow suit: you must play a trump (bells)."
    assert LOOK.refusal(refused.value, "german-english").endswith("(diamonds).")


@pytest.mark.parametrize(
    ("setting", "faces", "name"),
    [("triestine", "german", "Over of leaves"), ("english", "german-english", "Queen of spades")],
)
def test_the_faces_follow_the_setting(setting, faces, name):
    i18n.set_language("en")
    assert LOOK.faces(setting) == faces
    assert LOOK.card_name(card_from_code("Ol"), faces) == name


def test_the_seats_go_round_clockwise():
    assert LOOK.clockwise
    lay = table_layout((1280, 800), 4, 0, clockwise=LOOK.clockwise)
    left, right = lay.spots[1].anchor[0], lay.spots[3].anchor[0]
    assert left < lay.centre[0] < right  # the next seat sits to the bottom seat's left


def test_the_turned_card_and_the_face_up_cards_lie_on_the_table_while_they_are_held():
    i18n.set_language("en")
    m = dealt(ACES)
    board = LOOK.board(m, NAMES)
    lying = {s.label: (s.cards, s.seat) for s in LOOK.spreads(m, board, NAMES)}
    assert lying["Trumps"] == ((card_from_code("7b"),), 0)
    assert lying["Face up"] == (tuple(card_from_code(c) for c in ("Aa", "Al", "Ah")), 1)


@pytest.mark.parametrize(("faces", "over"), [("triestine", "Over"), ("english", "Queen")])
def test_the_tips_name_the_court_cards_of_the_faces_set(faces, over):
    i18n.set_language("en")
    assert f"the {over} 4" in LOOK.tip_text("stovkahra", faces)


def test_a_face_up_card_played_leaves_the_spread_as_the_table_shows_the_play():
    i18n.set_language("en")
    m = dealt(ACES)
    pass_all(m)
    board = LOOK.board(m, NAMES)  # the table shows a card played itself, and tells the look
    [played] = m.apply(Play(1, card_from_code("Al")))
    LOOK.played(board, played)
    lying = {s.label: s.cards for s in LOOK.spreads(m, board, NAMES)}
    assert lying["Face up"] == (card_from_code("Aa"), card_from_code("Ah"))
