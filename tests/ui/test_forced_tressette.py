"""A forced card is played for the person in Tressette and Tressette in due too (issue 49): the
claim, always among the legal actions, kept the table waiting for a click on the only card."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ("Anna", "Bruno", "Carla", "Dario")


def _waits_at_a_forced_card(game: str, players: int, forced: bool) -> tuple[int, int]:
    """One hand played by Enter: (turns the table waited at with one card to play, tricks
    the person played)."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:players]]
    settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, forced_cards=forced)
    p = Pilot((1024, 640), settings)
    t = TableScene(p.app, TableSetup(game, seats, None, 4))
    p.start(t)
    waited = played = 0
    for _ in range(30_000):
        if t.match.outcome() is not None or getattr(t.match, "hands_played", 0) >= 1:
            break
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            waited += len(t.turns.legal_cards(t.bottom)) == 1
            before = len(t.match.hand(t.bottom))
            p.key(pygame.K_RETURN)
            played += len(t.match.hand(t.bottom)) < before
        else:
            p.step()
    t.closed()
    return waited, played


@pytest.mark.parametrize(("game", "players"), [("tressette", 4), ("tressette-in-due", 2)])
def test_the_only_card_is_played_for_the_person(game: str, players: int):
    waited_off, _played = _waits_at_a_forced_card(game, players, False)
    assert waited_off > 0  # off: the last card of the hand (at least) waits for the person
    waited_on, played = _waits_at_a_forced_card(game, players, True)
    assert waited_on == 0 and played > 0
