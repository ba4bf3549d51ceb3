"""Skip to the result: with no person left in the match, the summary of a hand offers to play
the rest at once; the match then runs to its end with no summary in between."""

from __future__ import annotations

import pygame

from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table import skip
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import NAMES, coteccio_table

SKIP_LABEL = "Skip to the result"


def _until_offered(p: Pilot, seed: int):
    """A match played by the person until a summary offers the skip (None: the match ended
    first), and whether a summary offered it before the person was out."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:6]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=1, doctor_limit=0), seed)
    p.start(t)
    for _ in range(200_000):
        if t.match.outcome() is not None:
            return None
        top = p.top
        if isinstance(top, Dialog):
            if SKIP_LABEL in [b.label for b in top.group.buttons]:
                return t
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("the match never got there")


def test_once_the_person_is_out_a_summary_offers_to_skip_to_the_result(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = next(t for seed in range(1, 30) if (t := _until_offered(p, seed)) is not None)
    assert t.match.lives[0] == 0 and skip.nobody_left(t)  # offered once the person is out
    p.app.settings.speed = Speed.NORMAL  # the rest would take its time, summaries between
    hands = t.match.hands_played
    p.click(next(b for b in p.top.group.buttons if b.label == SKIP_LABEL).rect.center)
    summaries = frames = 0
    while not t.ended and frames < 5_000:  # at once: no beat, no flight, no pause
        if isinstance(p.top, Dialog):
            summaries += 1
            p.key(pygame.K_RETURN)
        p.step()
        frames += 1
    assert t.ended and t.match.outcome() is not None
    assert summaries == 0 and t.match.hands_played > hands
