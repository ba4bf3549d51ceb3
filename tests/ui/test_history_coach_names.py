"""The coach in the History of a match two people played at one screen names who played."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.players import coach
from coteccio_gui.players.coteccio.coach import PlayReview
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.ui.games.coteccio.coach import review_line
from coteccio_gui.ui.games.registry import entry
from coteccio_gui.ui.screens.history import HistoryScene
from tests.saves_support import NAMES, home, pilot
from tests.ui.history_support import claimed_match


def _coach_lines(h: HistoryScene) -> list[str]:
    return [line for step in h.steps for line in h.describe(step) if line.startswith("Coach")]


@pytest.mark.parametrize(
    ("seats", "named"), [(["human", "human"], True), (["human", "normal"], False)]
)
def test_a_hot_seat_history_names_the_person_and_a_solo_one_says_you(
    monkeypatch, tmp_path, seats, named
):
    home(monkeypatch, tmp_path)
    m = claimed_match(2, 1)
    p = pilot()
    h = HistoryScene(p.app, read_record(dumps_record(NAMES[:2], m, {"seats": seats})))
    p.start(h)
    said = _coach_lines(h)
    assert said
    yours = [line for line in said if "you" in line]  # "you played", "yours 4.3"
    if named:  # "you" was either of two people: each line names the one who played
        assert not yours
        assert all("Anna" in line or "Bruno" in line for line in said)
        assert any("Bruno" in line for line in said)  # the second person too, not only seat 0
    else:
        assert len(yours) == len(said) and not any("Anna" in line for line in said)


def test_each_game_names_the_person_in_both_languages():
    review = coach.CardReview(11, 27, 4.3, 8.7, False)
    agreed = coach.CardReview(27, 27, 8.7, 8.7, True)
    for game in ("rovescino", "coch", "zifuli", "tressette", "tressette-in-due", "terziglio"):
        c = entry(game).coach
        assert c is not None
        assert "Anna" in c.review_line(review, "italian", "Anna")
        assert "yours" not in c.review_line(review, "italian", "Anna")
    c = entry("tressette-in-due").coach
    assert c is not None
    assert c.review_line(agreed, "italian", "Anna") == "Coach: Anna played the expert's card."
    assert c.review_line(review, "italian").endswith("; yours 4.3.")
    assert c.review_line(review, "italian", "Anna").endswith("; Anna's 4.3.")
    assert review_line(PlayReview(13, 39, 0.25), "italian", "Anna").endswith(
        "Anna's costs +0.25 lives on average."
    )
    i18n.set_language("it")
    try:
        assert c.review_line(agreed, "italian", "Anna") == (
            "Coach: Anna ha giocato la carta dell'esperto."
        )
        assert c.review_line(review, "italian", "Anna").endswith("; quella di Anna 4,3.")
        said = review_line(PlayReview(13, 39, 0.001), "italian", "Anna")
        assert said.endswith("la carta di Anna rende altrettanto in media.")
    finally:
        i18n.set_language("en")


def test_the_coach_speaks_of_the_card_next_to_it_not_after_the_end_of_the_match(
    monkeypatch, tmp_path
):
    # the last step read "... Bruno wins the match ... Coach: Bruno played the expert's card."
    home(monkeypatch, tmp_path)
    m = claimed_match(2, 1)
    p = pilot()
    h = HistoryScene(p.app, read_record(dumps_record(NAMES[:2], m, {"seats": ["human"] * 2})))
    p.start(h)
    steps = [s for s in h.steps if len(h.describe(s)) > 2 and "Coach" in " ".join(h.describe(s))]
    assert steps
    for step in steps:
        lines = h.describe(step)
        assert " plays " in lines[0] or " leads " in lines[0]
        assert lines[1].startswith("Coach: ")
