"""The History's last step after a Tressette claim says the score the panels show."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.record import dumps_record, read_record
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
            f"{name} si chiama fuori con 21: giusto! {score} nel punteggio, {hand} in questa mano."
        )
        assert said in h.describe(h.steps[-1])
    finally:
        i18n.set_language("en")
