"""The score sheet in a real X window, by the mouse: after a hand, a click on the table's
Score sheet button opens it (as the layout code draws it, the hand in it) and a click on
Close gives the table back as it was."""

from __future__ import annotations

import pytest

from coteccio_gui.ui.screens.scoresheet import ScoreSheetScene
from tests.ui.real_oracle import Oracle, play_until, saved_table, start_match
from tests.ui.real_window import Game, write_settings
from tests.ui.support import differing_pixels
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow


def _sheet_as_drawn(oracle: Oracle, home) -> ScoreSheetScene:
    """The saved match's table with its score sheet open, drawn here (invisibly)."""
    table = saved_table(oracle, home)
    oracle.p.start(table)
    table.painter.sheet.action()
    sheet = oracle.p.top
    assert isinstance(sheet, ScoreSheetScene)
    return sheet


def test_the_score_sheet_opens_with_a_click_and_closes_with_another(tmp_path, monkeypatch):
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home)
    oracle = Oracle(home, monkeypatch)
    with xvfb() as display:
        game = Game(display, home)
        try:
            start_match(game, oracle, "coteccio")
            # a hand played by mouse, then seat 0's turn in the next
            m = play_until(game, oracle, lambda m, legal: m.hands_played >= 1 and bool(legal))
            assert m.hands_played >= 1
            game.quiet("the table, seat 0 to play")
            table = game.picture()
            sheet = _sheet_as_drawn(oracle, home)
            assert len(sheet.sheet.hands) == m.hands_played
            expected = oracle.p.screenshot()
            buttons = oracle.table_buttons(m.players)
            game.click(buttons[1].center)  # Score sheet (S)
            game.quiet("the score sheet")
            shown = game.picture()
            box = sheet.box.inflate(-40, -40)
            differing = differing_pixels(shown.subsurface(box), expected.subsurface(box))
            assert differing <= box.width * box.height // 100, differing  # as drawn here
            assert differing_pixels(shown, table) > box.width * box.height // 10
            game.click(sheet.group.buttons[0].rect.center)  # Close (Esc)
            game.quiet("the sheet closed")
            back = game.picture()
            corner = buttons[0].unionall(buttons).inflate(12, 12)
            for picture in (back, table):
                picture.fill((0, 0, 0), corner)  # the button clicked keeps the focus
            assert differing_pixels(back, table) <= 60  # the table as it was
            assert len(game.record().actions) == len(m.actions)  # and nothing played meanwhile
        finally:
            err = game.close()
    print(f"\nreal input, score sheet: {m.hands_played} hand(s), sheet matched ({differing} px)")
    assert "Traceback" not in err
    assert game.stale == []
