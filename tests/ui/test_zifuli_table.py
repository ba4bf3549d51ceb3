"""Zifuli at the table, as a person meets it: chosen from the title, set up, bid and played to
the end, then found in the history and the statistics; hot-seat keeps each hand to its owner
and the bidding dialog to the person whose call it is; its words fit in both languages."""

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
from tests.ui.support import button_center, click_a_legal_card, history_story, play_to_the_end


def _answer(p: Pilot, dialog: Dialog) -> None:
    """A bidding dialog: call the first card offered when the bidding is open, else pass; any
    other dialog: its default."""
    opening = dialog.title.startswith("Your call") and "Nobody has called yet" in dialog.lines[0]
    if opening and len(dialog.group.buttons) > 1:
        p.click(dialog.group.buttons[1].rect.center)
        return
    p.key(pygame.K_RETURN)


def test_a_zifuli_match_from_the_title_to_the_history_and_the_statistics(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    p = pilot(speed=Speed.INSTANT)
    p.start(TitleScene(p.app))
    p.click(button_center(p.top, "New match"))
    chooser = p.top
    assert isinstance(chooser, GamesScene) and "zifuli" in chooser.names
    p.click(button_center(chooser, "Zifuli"))
    setup = p.top
    assert isinstance(setup, SetupScene) and setup.game == "zifuli"
    assert "Times each player deals" in [r.label for r in setup.form.rows]
    assert setup.count == 5
    setup._step_count(-1)  # five players, always
    assert setup.count == 5
    setup.start()
    table = p.top
    assert isinstance(table, TableScene) and table.match.name == "zifuli"
    titles = play_to_the_end(p, table, _answer, 80_000)
    assert "Your call, Anna" in titles and any(t.startswith("End of hand") for t in titles)
    final = table.match
    assert final.hands_played == final.rules.hands == 10
    assert titles[-1].endswith(("wins!", "win!", "the same."))
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)  # back to the title
    assert isinstance(p.top, TitleScene)
    # The statistics count it under Zifuli, with its own columns.
    stats = load_stats(data)[0]
    rows = dict(stats.game_ranking("zifuli"))
    anna = next(r for who, r in rows.items() if who.name == "Anna" and who.level is None)
    assert anna.matches == 1
    net = anna.counts.get("stakes_won", 0) - anna.counts.get("stakes_paid", 0)
    assert net == final.balances[0]
    p.app.push(StatsScene(p.app))
    screen = p.top
    # it opens on the game just played
    assert screen.game == "zifuli" and "Bids made" in screen.columns()
    p.screenshot()
    p.key(pygame.K_ESCAPE)
    # The history lists it, opens it and steps through it to the end.
    story = history_story(p, "Zifuli — Anna")
    assert any(line.startswith("Anna calls") for line in story)
    assert any("is the bidder" in line for line in story)
    assert any("Stakes:" in line for line in story)


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
            _answer(p, top)
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
                        _answer(p, top)
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
