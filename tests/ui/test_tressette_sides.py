"""Tressette with fixed partners: the side totals once, in the box (not on both partners'
plates), and the end-of-hand table with the declarations in a column of their own."""

from __future__ import annotations

from coteccio_gui import games
from coteccio_gui.games.tressette.events import Declared, HandScored
from coteccio_gui.ui.games import presentation
from tests.ui.sheet_support import NAMES, played

LOOK = presentation("tressette")


def _replayed_with_a_declaration():
    for seed in range(60):
        m = played("tressette", 4, seed=seed, hands=3)
        fresh = games.spec("tressette").start(4, m.rules, m.first_dealer)
        events = [e for a in m.actions for e in fresh.apply(a)]
        if any(isinstance(e, Declared) for e in events):
            return fresh, events
    raise AssertionError("no declaration in 60 matches")


def test_the_end_of_hand_table_shows_declarations_in_their_own_column():
    fresh, events = _replayed_with_a_declaration()
    board = LOOK.board(games.spec("tressette").start(4, fresh.rules, fresh.first_dealer), NAMES[:4])
    declared = {}
    for e in events:
        if isinstance(e, Declared):
            declared[e.seat % 2] = declared.get(e.seat % 2, 0) + e.points
        shown = LOOK.see(board, e, [], NAMES[:4], "triestine")
        if isinstance(e, HandScored) and declared:
            break
        if isinstance(e, HandScored):
            declared = {}
    rows = shown.dialog.rows
    assert rows[0] == ("Player", "Points", "Declared", "Score")
    for side, row in enumerate(rows[1:]):
        before, after = (int(x) for x in row[3].split(" → "))
        points = int(row[1])
        extra = declared.get(side, 0)
        assert row[2] == (f"+{extra}" if extra else "–")
        assert after - before == points + extra  # nothing hidden inside "4 → 7"


def test_partners_plates_do_not_repeat_the_score_and_the_box_gives_each_side_once():
    m = played("tressette", 4, seed=3, hands=2)
    board = LOOK.board(m, NAMES[:4])
    for seat in range(4):
        assert str(m.scores()[seat]) not in LOOK.panel(board, seat, m).text
    info = LOOK.info(board, m, "triestine")
    s = m.scores()
    assert f"Anna and Carla: {s[0]}" in info and f"Bruno and Dario: {s[1]}" in info


def test_a_resumed_table_names_the_sides_at_once():
    from coteccio_gui.settings import Settings
    from coteccio_gui.ui.pilot import Pilot
    from coteccio_gui.ui.table.frame import frame_of
    from tests.ui.sheet_support import table_of

    p = Pilot((900, 600), Settings(tips=False))
    m = played("tressette", 4, seed=3, hands=2)
    t = table_of(p.app, m)
    p.app.push(t)
    s = m.scores()
    assert f"Anna and Carla: {s[0]}" in frame_of(t).info
    assert f"Bruno and Dario: {s[1]}" in frame_of(t).info
