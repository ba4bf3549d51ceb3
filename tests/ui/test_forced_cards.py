"""The setting that plays a forced card: when the person may play only one card, it is played
for them; with the setting off (the default) the table waits for their click as before."""

from __future__ import annotations

import json

import pygame

from coteccio_gui.settings import Settings, Speed, load_settings
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

SEATS = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in ("Bruno", "Carla", "Dario")]


def _forced_turns(forced: bool) -> tuple[int, int]:
    """Two hands of Coteccio: (turns the table waited at with one card to play, hands
    played)."""
    p = Pilot((1024, 640), Settings(speed=Speed.INSTANT, tips=False, forced_cards=forced))
    t = TableScene(p.app, TableSetup("coteccio", SEATS, None, 5))
    p.start(t)
    waited = 0
    for _ in range(30_000):
        if t.match.outcome() is not None or t.match.hands_played >= 2:
            break
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            legal = t.match.legal_actions()
            waited += len(legal) == 1
            p.key(pygame.K_RETURN)  # the chosen card: the first legal one
        else:
            p.step()
    t.closed()
    return waited, t.match.hands_played


def test_a_forced_card_is_played_for_the_person_only_with_the_setting():
    waited_off, _ = _forced_turns(False)
    assert waited_off > 0  # off: the table waits even for the only card (the last of a hand)
    waited_on, hands = _forced_turns(True)
    assert waited_on == 0 and hands >= 2  # on: never asked for it, and the hands went on


def test_the_setting_is_read_and_checked(tmp_path):
    path = tmp_path / "settings.json"
    data = {"format": "coteccio-settings", "version": 1, "forced_cards": True}
    path.write_text(json.dumps(data), "utf-8")
    assert load_settings(path).settings.forced_cards is True
    path.write_text(json.dumps({**data, "forced_cards": "yes"}), "utf-8")
    loaded = load_settings(path)
    assert loaded.settings.forced_cards is False and loaded.problem
    assert Settings().forced_cards is False
