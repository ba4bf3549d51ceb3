"""The coach at the table: Hint (H) shows the expert's card for the person at the screen with
one line of why, each play is reviewed for the history, and the match ends with how often the
person played the expert's card. It sees only what that person sees."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.engine import Card
from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.live import HUMAN
from coteccio_gui.players.coteccio import coach
from coteccio_gui.record import Record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.games.coteccio.coach import (
    coach_rng,
    level_strength,
    review_line,
    why_line,
)
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.table.ending import ending_dialog
from coteccio_gui.ui.table.scene import TableScene
from tests.players.helpers import permuted
from tests.ui.support import SIZE, bottom_cards, set_match, table
from tests.ui.test_hot_seat import hot_seat_table


def _your_turn(p: Pilot, t: TableScene) -> None:
    p.until(lambda: p.top is t and t.waiting_for_bottom())


def _expert_card(t: TableScene) -> Card:
    seat = t.match.turn
    return coach.hint(seat_view(t.match, seat), coach_rng(len(t.match.actions))).card


def _selected(t: TableScene) -> Card:
    return bottom_cards(t)[t.turns.selected]


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def test_h_chooses_the_experts_card_and_says_why_in_numbers() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=5)
    _your_turn(p, t)
    want = _expert_card(t)
    p.key(pygame.K_h)
    assert _selected(t) == want  # the expert's card is lifted, ready for Enter
    line = t.message
    assert t.message_left > 5
    if "the only card" not in line:  # a reason naming the card opens, its numbers follow
        numbers = line.index(f"{t.look.card_name(want, t.faces)}: you lose a life")
        assert numbers > 0 and t.look.card_in_sentence(want, t.faces).lower() in line.lower()
        assert "% of the deals I tried" in line[numbers:]
    p.key(pygame.K_RETURN)
    p.until(lambda: want not in bottom_cards(t))  # Enter plays the card the coach chose
    assert t.message_left == 0 or t.message != line  # its why goes with it, not over the next turn


def test_the_hint_button_sits_beside_the_hand_and_does_the_same() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=8)
    _your_turn(p, t)
    button = t.painter.hint
    assert button is not None and button.label == "Hint (H)"
    hand = t.hand_rects()
    assert not any(button.rect.colliderect(r) for r in hand)
    assert button.rect.bottom <= SIZE[1] and button.rect.right <= SIZE[0]
    want = _expert_card(t)
    p.click(button.rect.center)
    assert _selected(t) == want and t.message.startswith(t.look.card_name(want, t.faces))


def test_the_hint_is_italian_in_italian() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT, language="it"))
    i18n.set_language("it")
    t = table(p, seed=5)
    _your_turn(p, t)
    assert t.painter.hint is not None and t.painter.hint.label == "Suggerisci (H)"
    p.key(pygame.K_h)
    assert "delle smazzate che ho provato" in t.message or "l'unica carta" in t.message


def _hint(share: float, points: float, other_share: float, other_points: float) -> coach.Hint:
    """The 4 of spade (card 27) as the expert's card, the Re of denari (card 11) the next best."""
    best = coach.CardAdvice(27, share, share, points)
    other = coach.CardAdvice(11, other_share, other_share, other_points)
    return coach.Hint(27, (best, other), 200)


@pytest.mark.parametrize(
    ("numbers", "english", "italian"),
    [
        (
            (0.08, 2.0, 0.12, 1.0),
            "4 of swords: you lose a life in 8% of the deals I tried; with the King of coins, in 12%.",
            "4 di spade: perdi una vita nell'8% delle smazzate che ho provato; "
            "con il Re di denari, nel 12%.",
        ),
        (
            (0.0, 0.04, 0.0, 3.26),
            "4 of swords: you lose a life in 0% of the deals I tried, as with the King of coins, "
            "and you take fewer points (0.0 against 3.3).",
            "4 di spade: perdi una vita nello 0% delle smazzate che ho provato, come con "
            "il Re di denari, ma prendi meno punti (0,0 contro 3,3).",
        ),
        (  # a tie the numbers shown cannot tell apart: no "fewer points (0.0 against 0.0)"
            (0.0, 0.01, 0.0, 0.02),
            "4 of swords: you lose a life in 0% of the deals I tried, as with the King of coins: "
            "either will do.",
            "4 di spade: perdi una vita nello 0% delle smazzate che ho provato, come con "
            "il Re di denari: l'una vale l'altra.",
        ),
        (
            (0.11, 1.0, 0.81, 1.0),
            "4 of swords: you lose a life in 11% of the deals I tried; with the King of coins, in 81%.",
            "4 di spade: perdi una vita nell'11% delle smazzate che ho provato; "
            "con il Re di denari, nell'81%.",
        ),
    ],
)
def test_the_why_says_what_its_numbers_show_in_each_language(numbers, english, italian) -> None:
    h = _hint(*numbers)
    assert why_line(h, "italian") == english
    i18n.set_language("it")
    assert why_line(h, "italian") == italian


def test_numbers_in_italian_have_a_decimal_comma() -> None:
    review = coach.PlayReview(13, 39, 0.25)
    assert review_line(review, "italian").endswith("costs +0.25 lives on average.")
    assert level_strength("expert") == (
        "Expert: searches many deals for every card and plays for the match; "
        "it loses about 0.7 times the lives of a normal player."
    )
    i18n.set_language("it")
    assert review_line(review, "italian").endswith("costa in media +0,25 vite.")
    assert "perde circa 0,7 volte" in (level_strength("expert") or "")


def test_no_hint_when_it_is_not_your_turn() -> None:
    p = Pilot(SIZE, Settings(tips=False))
    t = table(p, seed=5)
    p.until(lambda: p.top is t and t.match.phase is Phase.PLAY and not t.waiting_for_bottom())
    chosen = t.turns.selected
    p.key(pygame.K_h)
    assert t.message == "The coach helps when it is your turn to play a card."
    assert t.turns.selected == chosen


def test_coach_off_in_settings_hides_the_button_and_h_does_nothing() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT, coach=False))
    t = table(p, seed=5)
    _your_turn(p, t)
    assert t.painter.hint is None
    shown = [b.label for b in t.painter.buttons.buttons if b.shown]
    assert shown == ["Tricks (L)", "Score sheet (S)", "Menu (Esc)"]  # (Choices: with a choice)
    before = t.message
    p.key(pygame.K_h)
    assert t.message == before
    p.key(pygame.K_RETURN)
    p.step(5)
    assert t.coach.reviews == {}  # and no play is reviewed


def test_the_hint_depends_only_on_what_the_person_sees() -> None:
    """The same view with the other hands shuffled: the same card, the same words."""
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=13)
    _your_turn(p, t)
    m = t.match
    assert isinstance(m, Match)
    other = permuted(m, m.turn, random.Random(4))
    assert other.hands != m.hands and seat_view(other, m.turn) == seat_view(m, m.turn)
    p.key(pygame.K_h)
    said, chosen = t.message, _selected(t)
    t2 = set_match(p, t, other)
    _your_turn(p, t2)
    p.key(pygame.K_h)
    assert (t2.message, _selected(t2)) == (said, chosen)


def test_hot_seat_hint_only_behind_the_persons_own_curtain() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = hot_seat_table(p, [HUMAN, "normal", HUMAN, "normal"])
    p.until(lambda: isinstance(p.top, CurtainScene))
    p.key(pygame.K_h)  # the curtain is up: nobody has the screen, the coach says nothing
    assert t.turns.viewer is None and t.message_left == 0
    p.key(pygame.K_RETURN)  # the person named on the curtain takes the screen
    _your_turn(p, t)
    seat = t.match.turn
    assert t.turns.viewer == seat
    want = _expert_card(t)
    p.key(pygame.K_h)
    assert _selected(t) == want and want in t.match.hand(seat)


def test_each_play_is_reviewed_and_the_end_says_how_often_you_agreed() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=21)
    _your_turn(p, t)
    p.key(pygame.K_h)
    p.key(pygame.K_RETURN)  # the expert's card
    p.until(lambda: p.top is t and t.waiting_for_bottom())
    legal = set(t.match.legal_plays(t.bottom))
    expert = _expert_card(t)
    other = next((c for c in bottom_cards(t) if c in legal and c != expert), None)
    if other is not None:
        t.turns.input.try_play(bottom_cards(t).index(other))
    reviews = [f.result() for f in t.coach.reviews[0]]
    assert reviews[0].agreed and reviews[0].lives_difference == 0
    if other is not None:
        assert not reviews[1].agreed and reviews[1].expert == expert
    dialog = ending_dialog(t)
    said = [line for line in dialog.lines if "expert's card" in str(line)]
    n, k = len(reviews), sum(r.agreed for r in reviews)
    assert said == [
        f"Coach: Anna played the expert's card {k} times out of {n} ({round(100 * k / n)}%)."
    ]


def test_the_end_of_match_says_nothing_with_the_coach_off() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT, coach=False))
    t = table(p, seed=21)
    dialog = ending_dialog(t)
    assert not any("Coach" in str(line) for line in dialog.lines)


def test_history_shows_the_experts_choice_for_the_persons_plays_of_finished_hands() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=21)
    hand_over = lambda: t.match.hands_played >= 1 and t.match.phase is not Phase.PLAY  # noqa: E731
    for _ in range(20_000):
        if hand_over():
            break
        if p.top is not t or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    record = Record(t.setup.names, t.match.copy(), t.setup.meta())
    h = HistoryScene(p.app, record)
    p.start(h)
    said: dict[str, list[str]] = {"anna": [], "others": []}
    for step in h.steps[1:]:
        coach_lines = [x for x in h.describe(step) if x.startswith("Coach:")]
        who = getattr(step.action, "seat", None)
        if getattr(step.action, "card", None) is None:
            assert coach_lines == []
        elif who == 0 and not h.hidden(step.actions):
            assert len(coach_lines) == 1, step
            said["anna"] += coach_lines
        else:
            said["others"] += coach_lines
    assert said["others"] == []  # no word on a computer's play, nor on the hand in play
    assert len(said["anna"]) == 5  # one per card of Anna's finished hand
    p.app.settings.coach = False
    assert not any(x.startswith("Coach:") for step in h.steps[1:] for x in h.describe(step))


def test_the_set_up_names_each_level_with_its_measured_strength() -> None:
    from coteccio_gui.ui.screens.setup import SetupScene

    p = Pilot(SIZE, Settings(tips=False))
    setup = SetupScene(p.app, "coteccio")
    p.start(setup)
    seat_row = next(r for r, seat in setup.seat_rows.items() if seat == 1)
    setup.form.focus = seat_row
    said = {}
    for _ in range(5):  # every kind of seat, from "normal" round to "normal"
        kind = setup.seats[1][1]
        said[kind] = setup._level_words()
        p.key(pygame.K_RIGHT)
    assert said["human"] is None
    assert "1.4 times" in said["easy"] and "0.8 times" in said["hard"]
    assert "0.7 times" in said["expert"] and "yardstick" in said["normal"]
    setup.form.focus = 0  # the players' row: the keys, as before
    assert setup._level_words() is None
    i18n.set_language("it")
    setup.seats[1][1] = "expert"
    setup.form.focus = seat_row
    assert "0,7 volte" in (setup._level_words() or "")


def test_a_review_that_costs_no_lives_in_two_decimals_is_not_a_fault() -> None:
    # the history read "yours costs +0.00 lives on average"
    said = review_line(coach.PlayReview(13, 39, 0.001), "italian")
    assert said.endswith("yours does as well on average.") and "0.00" not in said
    assert review_line(coach.PlayReview(13, 39, 0.004), "italian").endswith("on average.")
    i18n.set_language("it")
    assert "rende altrettanto" in review_line(coach.PlayReview(13, 39, -0.001), "italian")
