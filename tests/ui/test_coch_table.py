"""Cöch at the table: hot-seat keeps each hand to its owner and shows the dummies; its words fit
in both languages (the walk from the title to the history and the statistics is in
test_every_game_walk.py)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.coch import CochRules
from coteccio_gui.record import read_record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.layout_check import layout_problems
from tests.ui.support import click_a_legal_card


@pytest.mark.parametrize(
    ("kinds", "dummies"),
    [(["human", "easy", "human"], {3}), (["human", "human"], {2, 3})],
)
def test_a_hot_seat_coch_table_shows_only_the_viewers_hand_and_the_dummies(
    monkeypatch, tmp_path, kinds, dummies
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(n, k) for n, k in zip(["Anna", "Bruno", "Carla"], kinds, strict=False)]
    t = TableScene(p.app, TableSetup("coch", seats, None, 5))
    p.start(t)
    assert set(t.match.face_up_hands()) == dummies
    people = set(range(len(kinds)))
    curtains = 0
    for _ in range(3000):
        top = p.top
        if type(top).__name__ == "CurtainScene":
            # behind the curtain no hand of a person is face up
            t.painter.face_up = set()
            p.screenshot()
            assert not (t.painter.face_up & people)
            curtains += 1
            p.key(pygame.K_RETURN)
            assert t.turns.viewer == t.match.controller(t.match.turn)
        elif isinstance(top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {t.turns.viewer} | dummies  # theirs and the dummies
            click_a_legal_card(p, t)
        else:
            p.step()
        if curtains >= 6:
            break
    assert curtains >= 6


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["it", "en"])
def test_coch_words_fit_at_a_small_and_a_large_window(monkeypatch, tmp_path, language, players):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        for size in ((900, 600), (1920, 1080)):
            p = Pilot(size, Settings(speed=Speed.INSTANT, tips=True, language=language))
            names = ["Massimiliano", "Mariangelina", "Wilhelmina W", "Bartolomeo"][:players]
            seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]]
            t = TableScene(p.app, TableSetup("coch", seats, None, 9))
            p.start(t)
            window = pygame.Rect((0, 0), size)
            problems: list[str] = []
            dialogs = 0
            for _ in range(6000):
                top = p.top
                if isinstance(top, Dialog):
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    dialogs += isinstance(top, Dialog)
                    if dialogs >= 2:
                        break
                    p.key(pygame.K_RETURN)
                elif t.waiting_for_bottom():
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    click_a_legal_card(p, t)
                else:
                    p.step()
            assert dialogs >= 1
            p.app.push(RulesScene(p.app, "coch", t.match.rules))
            for _ in range(12):
                p.screenshot()
                problems += layout_problems(p.app.drawn, window)
                p.key(pygame.K_PAGEDOWN)
            assert sorted(set(problems)) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_dummys_long_name_fits_in_the_hand_history(monkeypatch, tmp_path, language):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, language=language))
        seats = [SeatSetup("Massimiliano", "easy"), SeatSetup("Mariangelina", "easy"),
                 SeatSetup("Wilhelmina W", "easy")]  # fmt: skip
        t = TableScene(p.app, TableSetup("coch", seats, CochRules(target=1), 3))
        p.start(t)
        for _ in range(5000):
            if t.ended:
                break
            if isinstance(p.top, Dialog):
                p.key(pygame.K_RETURN)  # the end-of-hand table
            p.step()
        assert t.ended
        history = HistoryScene(p.app, read_record(t.record_text()))
        p.app.push(history)
        assert history.names[3] == "Mariangelina's dummy" or language == "it"
        problems: list[str] = []
        for index in (1, 5, 20, len(history.steps) - 1):
            history.go(index)
            p.screenshot()
            problems += layout_problems(p.app.drawn, pygame.Rect(0, 0, 900, 600))
        assert problems == []
    finally:
        i18n.set_language("en")
