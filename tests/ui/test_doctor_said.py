"""A computer's doctor decision is said at the table, long enough to be read: a call, or
going out (and when nobody was asked, why)."""

from __future__ import annotations

import pygame

from coteccio_gui.games.coteccio import OutReason, SeatOut
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import FRAME_S, Pilot
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import NAMES, coteccio_table
from tests.ui.walk import doctor_seven


def test_a_computers_call_of_the_doctor_stays_said_while_the_next_hand_is_dealt():
    m = doctor_seven()  # Anna, a computer here, takes the last trick and the most points
    p = Pilot((1024, 640), Settings(tips=False, speed=Speed.NORMAL))
    seats = [SeatSetup(NAMES[0], "normal"), SeatSetup(NAMES[1])]
    seats += [SeatSetup(n, "normal") for n in NAMES[2:7]]
    t = coteccio_table(p.app, seats, m.rules, 3, m)
    p.start(t)
    shown = 0.0
    for _ in range(6000):
        p.step()
        called = any(type(a).__name__ == "Doctor" for a in t.match.actions)
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom() and not called:
            p.key(pygame.K_RETURN)  # Bruno's cards until the doctor is called (then he waits)
        if t.message_left > 0 and t.message.startswith("Anna calls the doctor"):
            shown += FRAME_S
        elif shown:
            break
    assert shown >= 4.5  # seconds on the table, over the deal of the next hand


def test_going_out_says_it_was_the_players_choice_or_why_there_was_none():
    look = presentation("coteccio")
    names = NAMES[:4]
    said = {
        reason: look.see(
            look.board(doctor_seven(), names), SeatOut(2, reason), [], names, "triestine"
        )
        for reason in OutReason
    }
    declined = said[OutReason.DECLINED_DOCTOR]
    assert declined.message == "Carla does not call the doctor and is out of the match."
    assert declined.seconds >= 5
    assert said[OutReason.DOCTOR_LIMIT].message.endswith("no doctor calls are left.")
    assert len({s.message for s in said.values()}) == len(OutReason)
