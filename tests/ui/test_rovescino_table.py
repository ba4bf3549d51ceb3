"""Rovescino at the table: hot-seat shows each hand only to its owner; its words fit in both
languages (the walk from the title to the history and the statistics is in
test_every_game_walk.py)."""

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
from tests.ui.support import NAMES


def test_a_hot_seat_rovescino_table_shows_each_hand_only_to_its_owner(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla")]
    t = TableScene(p.app, TableSetup("rovescino", seats, None, 5))
    p.start(t)
    curtains = 0
    for _ in range(3000):
        top = p.top
        name = type(top).__name__
        if name == "CurtainScene":
            # behind the curtain no hand of a person is face up
            t.painter.face_up = set()
            p.screenshot()
            assert not (t.painter.face_up & {0, 2})
            curtains += 1
            p.key(pygame.K_RETURN)
            assert t.turns.viewer == t.match.turn
        elif isinstance(top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {t.turns.viewer}  # the owner's hand, no other
            legal = [a.card for a in t.match.legal_actions()]
            cards = list(t.show.cards[t.bottom])
            p.click(t.hand_rects()[cards.index(legal[0])].center)
        else:
            p.step()
        if curtains >= 6:
            break
    assert curtains >= 6


@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize("faces", ["triestine", "english"])
@pytest.mark.parametrize("language", ["it", "en"])
def test_rovescino_words_fit_at_a_small_and_a_large_window(
    monkeypatch, tmp_path, language, faces, players
):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        for size in ((900, 600), (1920, 1080)):
            settings = Settings(speed=Speed.INSTANT, tips=True, language=language, faces=faces)
            p = Pilot(size, settings)
            names = ["Massimiliano", "Mariangelina", "Wilhelmina W", *NAMES[3:]][:players]
            seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]]
            t = TableScene(p.app, TableSetup("rovescino", seats, None, 9))
            p.start(t)
            window = pygame.Rect((0, 0), size)
            problems: list[str] = []
            dialogs = 0
            for _ in range(4000):
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
                    legal = [a.card for a in t.match.legal_actions()]
                    cards = list(t.show.cards[t.bottom])
                    p.click(t.hand_rects()[cards.index(legal[0])].center)
                else:
                    p.step()
            assert dialogs >= 1
            rules = RulesScene(p.app, "rovescino", t.match.rules)
            p.app.push(rules)
            for _ in range(12):
                p.screenshot()
                problems += layout_problems(p.app.drawn, window)
                p.key(pygame.K_PAGEDOWN)
            assert sorted(set(problems)) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("losers", "said"),
    [((5,), "Ha raggiunto il limite: Franco."), ((1, 5), "Hanno raggiunto il limite: B, Franco.")],
)
def test_the_end_of_a_rovescino_match_says_who_reached_the_target_in_italian_grammar(losers, said):
    # one seat over the target read "Hanno raggiunto il limite: Franco." (plural verb)
    from coteccio_gui.games.rovescino import Rovescino
    from coteccio_gui.ui.games.rovescino import PRESENTATION

    m = Rovescino(8)
    m.winners, m.losers = (4,), losers
    i18n.set_language("it")
    try:
        _title, lines = PRESENTATION.match_end(m, ["A", "B", "C", "D", "E", "Franco", "G", "H"])
    finally:
        i18n.set_language("en")
    assert said in lines
