"""The History's words in Tressette: the step of a claim says the score the panels show, and
a trick counted in thirds takes the plural of its points as written."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.engine.events import Trick, TrickWon
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.screens.history import HistoryScene
from tests.saves_support import NAMES, home, pilot
from tests.ui.history_support import claimed_match


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 3)])
def test_the_last_step_after_a_claim_says_the_score_the_panels_show(
    monkeypatch, tmp_path, players, seed
):
    # "Anna si chiama fuori con 21" over a panel showing 17: the hand cut short is not scored
    home(monkeypatch, tmp_path)
    m = claimed_match(players, seed)
    seat = m.actions[-1].seat
    score, hand = m.score[seat], points(m.side_thirds(seat))
    assert hand > 0 and score + hand == 21
    text = dumps_record(NAMES[:players], m, {"seats": ["human"] + ["normal"] * (players - 1)})
    p = pilot()
    h = HistoryScene(p.app, read_record(text))
    p.start(h)
    p.key(pygame.K_END)
    board = h.look.board(h.steps[-1].game, h.names)
    assert board.scores[seat] == score  # what the panels (or the sides' box) show
    name = NAMES[seat]
    said = f"{name} claims the game with 21: right! {score} in the score, {hand} this hand."
    assert said in h.describe(h.steps[-1])
    i18n.set_language("it")
    try:
        said = (
            f"{name} si chiama fuori con 21: a ragione! {score} già segnati, {hand} in questa mano."
        )
        assert said in h.describe(h.steps[-1])
    finally:
        i18n.set_language("en")


TRICKS = [
    ("tressette-in-due", 3, "(1 point)."),
    ("tressette", 7, "(2⅓ points)."),
    ("rovescino", 3, "(1 point)."),
    ("coteccio", 1, "(1 point)."),
]


@pytest.mark.parametrize(("game", "thirds", "said"), TRICKS)
def test_a_trick_of_one_point_in_thirds_is_one_point_not_one_points(game, thirds, said):
    # Tressette's History read "Anna takes trick 11 (1 points)": the plural went by the thirds
    won = TrickWon(0, 10, Trick(0, ((0, 0), (1, 1)), 0, thirds))
    [line] = presentation(game).narrate([won], None, NAMES[:4], "italian")
    assert line == f"Anna takes trick 11 {said}"
