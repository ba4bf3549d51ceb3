"""Rovescino at the table, as a person meets it: chosen from the title, set up, played to
the end, then found in the history and the statistics; its words fit in both languages."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.stats import load_stats
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.games import GamesScene
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home, pilot
from tests.ui.layout_check import layout_problems
from tests.ui.support import NAMES, button_center, history_story, play_to_the_end


def test_a_rovescino_match_from_the_title_to_the_history_and_the_statistics(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    p = pilot(speed=Speed.INSTANT)
    p.start(TitleScene(p.app))
    p.click(button_center(p.top, "New match"))
    chooser = p.top
    assert isinstance(chooser, GamesScene) and chooser.names[:2] == ["coteccio", "rovescino"]
    p.click(button_center(chooser, "Rovescino"))
    setup = p.top
    assert isinstance(setup, SetupScene) and setup.game == "rovescino"
    labels = [r.label for r in setup.form.rows]
    assert "Target (the first to reach it loses)" in labels and "Thirds of a point" in labels
    assert setup.count == 4
    setup.start()
    table = p.top
    assert isinstance(table, TableScene) and table.match.name == "rovescino"
    titles = play_to_the_end(p, table)
    assert "End of hand 1" in titles and titles[-1].endswith("wins!")
    final = table.match
    assert max(final.totals) >= final.rules.target
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)  # back to the title
    assert isinstance(p.top, TitleScene)
    # The statistics count it under Rovescino, with its own columns.
    stats = load_stats(data)[0]
    rows = dict(stats.game_ranking("rovescino"))
    anna = next(r for who, r in rows.items() if who.name == "Anna" and who.level is None)
    assert anna.matches == 1 and anna.counts["penalty_points"] == final.totals[0]
    assert sum(r.wins for r in rows.values()) >= 1
    p.app.push(StatsScene(p.app))
    screen = p.top
    # it opens on the game just played
    assert screen.game == "rovescino" and "Penalty points" in screen.columns()
    assert [n for _l, n, _c in screen.rows()][0][0] == "1"
    p.screenshot()
    p.key(pygame.K_ESCAPE)
    # The history lists it, opens it and steps through it to the end.
    story = history_story(p, "Rovescino — Anna")
    assert any(line.startswith("Penalty points:") for line in story)
    assert any(line.startswith("Lowest score:") for line in story)


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
