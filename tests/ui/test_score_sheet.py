"""The score sheet: every game's hands one under the other, from the table by S, the button
or an end-of-hand summary; sides where partners are fixed; the standings at the end."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.sheet import score_sheet
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.scoresheet import ScoreSheetScene
from coteccio_gui.ui.table.ending import ending_dialog
from tests.ui.sheet_support import NAMES, played, table_of
from tests.ui.support import SIZE, button_center, table

GAMES = [
    ("coteccio", 4),
    ("rovescino", 4),
    ("tressette", 4),
    ("tressette-in-due", 2),
    ("terziglio", 3),
    ("coch", 4),
    ("zifuli", 5),
    ("stovkahra", 4),
]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_game_has_a_sheet_whose_rows_add_up_to_the_match_score(game, players):
    m = played(game, players, seed=11, hands=3)
    sheet = score_sheet(presentation(game), m, NAMES[:players], "triestine")
    assert len(sheet.hands) >= 1
    running = list(sheet.start)
    for hand in sheet.hands:
        running = [r + c for r, c in zip(running, hand.changes, strict=True)]
        assert tuple(running) == hand.totals
    scores = m.scores()
    assert sheet.totals == tuple(scores[side[0]] for side in sheet.seats)


def test_tressette_with_partners_has_one_column_a_side_and_its_declarations():
    for seed in range(40):
        m = played("tressette", 4, seed=seed, hands=4)
        sheet = score_sheet(presentation("tressette"), m, NAMES[:4], "triestine")
        if any("shows" in note for hand in sheet.hands for note in hand.notes):
            break
    assert sheet.columns == ("Anna & Carla", "Bruno & Dario")
    assert sheet.seats == ((0, 2), (1, 3))
    assert any("shows" in note for hand in sheet.hands for note in hand.notes)


def test_coteccio_notes_name_the_last_trick():
    m = played("coteccio", 4, seed=5, hands=2)
    sheet = score_sheet(presentation("coteccio"), m, NAMES[:4], "triestine")
    assert all(any(n.startswith("Last trick:") for n in h.notes) for h in sheet.hands)


def test_s_and_the_button_open_the_sheet_at_the_table_and_esc_closes_it():
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table_of(p.app, played("terziglio", 3, seed=2, hands=2))
    p.start(t)
    p.until(lambda: p.top is t)
    p.key(pygame.K_s)
    assert isinstance(p.top, ScoreSheetScene)
    assert [h.number for h in p.top.sheet.hands] == [1, 2]
    p.key(pygame.K_ESCAPE)
    assert p.top is t
    p.click(next(b for b in t.painter.buttons.buttons if b.label == "Score sheet (S)").rect.center)
    assert isinstance(p.top, ScoreSheetScene)
    p.click(button_center(p.top, "Close (Esc)"))
    assert not p.app.nav.showing("sheet") and p.app.scenes[0] is t  # (the bid may be asked)


def test_the_end_of_hand_summary_offers_the_sheet_and_the_match_goes_on_after_it():
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table(p, seed=4, rules=HouseRules(starting_lives=2))
    for _ in range(20_000):
        if isinstance(p.top, Dialog) and p.top.rows:
            break
        p.key(pygame.K_RETURN) if t.waiting_for_bottom() else p.step()
    summary = p.top
    assert [b.label for b in summary.group.buttons] == ["Continue", "Score sheet"]
    p.click(summary.group.buttons[1].rect.center)
    assert isinstance(p.top, ScoreSheetScene)
    assert len(p.top.sheet.hands) == 1
    p.key(pygame.K_s)  # S closes it as it opened it
    assert p.top is t
    p.until(t.waiting_for_bottom)  # the next hand is dealt and played


def test_the_end_of_the_match_lists_every_seat_in_order_and_comes_back_after_the_sheet():
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    m = played("rovescino", 4, seed=8, hands=99)
    t = table_of(p.app, m)
    p.start(t)
    dialog = ending_dialog(t)
    heading, *rows = dialog.rows
    assert heading == ("Final standings", "Score")
    scores = m.scores()
    listed = [next(i for i in range(4) if row[0].endswith(NAMES[i])) for row in rows]
    assert sorted(listed) == [0, 1, 2, 3]
    winners = m.outcome().winners
    assert set(listed[: len(winners)]) == set(winners)
    assert [int(row[1]) for row in rows] == [scores[s] for s in listed]
    p.app.push(dialog)
    p.click(button_center(dialog, "Score sheet"))
    assert isinstance(p.top, ScoreSheetScene)
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, Dialog) and p.top.rows[0] == ("Final standings", "Score")


def test_esc_at_the_end_of_the_match_goes_back_to_the_title():
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = table_of(p.app, played("rovescino", 4, seed=8, hands=99))
    p.start(t)
    p.app.push(ending_dialog(t))
    p.key(pygame.K_ESCAPE)
    assert p.top.scene_name == "title"


def test_the_end_of_a_coteccio_match_says_restarts_only_when_there_were_some():
    from coteccio_gui.ui.games.coteccio import story as coteccio_story

    m = played("coteccio", 4, seed=8, hands=99)
    assert m.restarts == 0
    _title, lines = coteccio_story.match_end(m, NAMES[:4])
    assert not any("Restart" in line for line in lines)
    m.restarts = 2
    _title, lines = coteccio_story.match_end(m, NAMES[:4])
    assert lines[-1] == (
        "Restarts (everyone lost the last life in the same hand, so all began again): 2."
    )


def test_coteccio_standings_put_who_went_out_later_first_and_say_when():
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    m = played("coteccio", 4, seed=8, hands=99)
    t = table_of(p.app, m)
    heading, *rows = ending_dialog(t).rows
    assert heading == ("Final standings", "Lives")
    sheet = score_sheet(presentation("coteccio"), m, NAMES[:4], "triestine")
    losers = sorted(sheet.out, key=lambda s: -sheet.out[s])
    assert [r[0] for r in rows[1:]] == [f"{i + 2}. {NAMES[s]}" for i, s in enumerate(losers)]
    assert [r[1] for r in rows[1:]] == [f"0 (out in hand {sheet.out[s]})" for s in losers]


def test_an_annulled_deal_is_a_row_of_its_own_before_the_hand_dealt_again():
    # the sheet merged an annulled deal and its replay into one row (issue 49)
    m = played("coteccio", 4, seed=5, hands=99)
    assert m.hands_annulled >= 2
    sheet = score_sheet(presentation("coteccio"), m, NAMES[:4], "triestine")
    counted = [h for h in sheet.hands if not h.annulled]
    annulled = [h for h in sheet.hands if h.annulled]
    assert [h.number for h in counted] == list(range(1, m.hands_played + 1))
    assert len(annulled) == m.hands_annulled
    for h in annulled:
        assert set(h.changes) == {0} and any("annul" in n for n in h.notes), h
        after = sheet.hands[sheet.hands.index(h) + 1 :]
        again = next(a for a in after if not a.annulled)  # dealt again, maybe annulled again
        assert again.number == h.number and not any("annul" in n for n in again.notes)


def test_a_long_sheet_opens_on_the_last_hands_and_scrolls_by_whole_hands():
    p = Pilot((900, 600), Settings(tips=False, speed=Speed.INSTANT))
    t = table_of(p.app, played("coteccio", 4, seed=7, hands=12))
    p.start(t)
    p.key(pygame.K_s)
    sheet = p.top

    def said() -> str:
        p.screenshot()
        return next(d.text for d in p.app.drawn.items if d.text.startswith("Hands "))

    last = said()
    assert last.startswith("Hands ") and last.endswith("–12 of 12: Up and Down show the others.")
    p.key(pygame.K_HOME)
    assert said().startswith("Hands 1–") and sheet.first == 0
    p.key(pygame.K_DOWN)
    assert said().startswith("Hands 2–")
    p.pending.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    p.step()
    assert said().startswith("Hands 1–")
    p.key(pygame.K_END)
    assert said() == last
