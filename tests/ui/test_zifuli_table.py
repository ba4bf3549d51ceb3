"""Zifuli at the table: hot-seat keeps each hand to its owner and the bidding dialog to the
person whose call it is; its words fit in both languages (the walk from the title to the
history and the statistics is in test_every_game_walk.py)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.layout_check import layout_problems
from tests.ui.support import call_the_first_card, click_a_legal_card


def test_a_hot_seat_zifuli_table_shows_each_hand_only_to_its_owner(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    kinds = ["human", "easy", "human", "easy", "easy"]
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    t = TableScene(p.app, TableSetup("zifuli", seats, None, 5))
    p.start(t)
    curtains = calls = 0
    for _ in range(5000):
        top = p.top
        if type(top).__name__ == "CurtainScene":
            # behind the curtain no hand of a person is face up
            t.painter.face_up = set()
            p.screenshot()
            assert not (t.painter.face_up & {0, 2})
            curtains += 1
            p.key(pygame.K_RETURN)
            assert t.turns.viewer == t.match.turn
        elif isinstance(top, Dialog):
            if top.title.startswith("Your call"):
                # the call is asked of the person who has the screen, their hand alone face up
                assert top.title == f"Your call, {t.names[t.match.turn]}"
                assert t.turns.viewer == t.match.turn
                t.painter.face_up = set()
                p.screenshot()
                assert t.painter.face_up == {t.turns.viewer}
                calls += 1
            call_the_first_card(p, top)
        elif t.waiting_for_bottom():
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {t.turns.viewer}  # the owner's hand, no other
            click_a_legal_card(p, t)
        else:
            p.step()
        if curtains >= 8 and calls >= 2:
            break
    assert curtains >= 8 and calls >= 2


@pytest.mark.parametrize("language", ["it", "en"])
def test_zifuli_words_fit_at_a_small_and_a_large_window(monkeypatch, tmp_path, language):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        for size in ((900, 600), (1920, 1080)):
            p = Pilot(size, Settings(speed=Speed.INSTANT, tips=True, language=language))
            names = ["Massimiliano", "Mariangelina", "Wilhelmina W", "Bartolomeo", "Gianfranca"]
            seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]]
            t = TableScene(p.app, TableSetup("zifuli", seats, None, 9))
            p.start(t)
            window = pygame.Rect((0, 0), size)
            problems: list[str] = []
            calls = ends = 0
            for _ in range(20_000):
                top = p.top
                if isinstance(top, Dialog):
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    if isinstance(top, Dialog):
                        ends += bool(top.rows)  # the end-of-hand table
                        calls += not top.rows
                        if ends:
                            break
                        call_the_first_card(p, top)
                    else:
                        p.key(pygame.K_RETURN)
                elif t.waiting_for_bottom():
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    click_a_legal_card(p, t)
                else:
                    p.step()
            assert calls and ends
            p.app.push(RulesScene(p.app, "zifuli", t.match.rules))
            for _ in range(14):
                p.screenshot()
                problems += layout_problems(p.app.drawn, window)
                p.key(pygame.K_PAGEDOWN)
            assert sorted(set(problems)) == []
    finally:
        i18n.set_language("en")
