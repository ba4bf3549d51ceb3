"""Skip to the result is offered by the summary of the very hand in which the only person at
the table goes out (issue 49: it came only a hand later, after a whole hand of computers)."""

from __future__ import annotations

import pygame

from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import NAMES, coteccio_table


def _summary_when_out(p: Pilot, seed: int) -> Dialog | None:
    """The first box after the person's last life is lost (None: the match ended first)."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:6]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=1, doctor_limit=0), seed)
    p.start(t)
    for _ in range(200_000):
        if t.match.outcome() is not None:
            return None
        top = p.top
        if isinstance(top, Dialog):
            if t.match.lives[0] == 0:
                return top
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("the match never got there")


def test_the_summary_of_the_hand_the_person_goes_out_in_offers_the_skip(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    box = next(b for seed in range(1, 30) if (b := _summary_when_out(p, seed)) is not None)
    assert box.title.startswith("End of hand")
    assert "Skip to the result" in [b.label for b in box.group.buttons]
