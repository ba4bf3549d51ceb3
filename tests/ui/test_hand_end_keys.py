"""The end-of-hand box is left by keys as by the mouse: Esc goes on, as Continue does."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import SIZE


@pytest.mark.parametrize(("game", "seats"), [("tressette-in-due", 2), ("rovescino", 8)])
def test_esc_at_the_end_of_a_hand_goes_on_with_the_match(game, seats):
    # Esc did nothing in the end-of-hand box, while the table's button says Menu (Esc)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    people = [SeatSetup("Anna")] + [SeatSetup(f"Bot {i}", "normal") for i in range(1, seats)]
    t = TableScene(p.app, TableSetup(game, people, None, 5), match=None)
    p.start(t)
    for _ in range(100_000):
        top = p.top
        if isinstance(top, Dialog) and top.title.startswith("End of hand"):
            break
        p.key(pygame.K_RETURN) if top is not t or t.waiting_for_bottom() else p.step()
    summary = p.top
    assert isinstance(summary, Dialog) and summary.title == "End of hand 1"
    p.key(pygame.K_ESCAPE)
    assert summary not in p.app.scenes
    assert p.top is t  # on with the match, not a menu over it
    p.until(t.waiting_for_bottom)  # the next hand is dealt and played
