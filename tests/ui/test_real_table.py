"""At the table in a real X window, by mouse: Undo puts the card back in the hand, and a tip
beside a Tressette table leaves the click on a card to the table (the card is played)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

from coteccio_gui.settings import Settings
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.real_oracle import Oracle, my_turn, saved_table, start_match
from tests.ui.real_window import SIZE, Game, write_settings
from tests.ui.support import differing_pixels
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow


def _table_of(oracle: Oracle, home: Path, tip: str | None = None) -> TableScene:
    """The saved match at a table on the oracle's invisible screen, as the real one shows it
    (with ``tip`` first among the tips, as the deal of the hand asked for it there)."""
    settings = Settings(language="en", tips=tip is not None, sound=False)
    table = saved_table(oracle, home, settings)
    if tip is not None:
        table.tips.want(tip)
    oracle.p.start(table)
    oracle.p.step(2)
    return table


def test_undo_by_mouse_puts_the_card_back_in_the_hand(tmp_path, monkeypatch):
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home, tips=False)
    oracle = Oracle(home, monkeypatch)
    with xvfb() as display:
        game = Game(display, home)
        try:
            start_match(game, oracle, "coteccio")
            m, legal = my_turn(game)
            before, card = len(m.actions), legal[0].card
            game.click(oracle.card(m, 0, card))
            after = game.acted(before)
            assert card not in after.hand(0)
            game.settle("the card played", False)
            table = _table_of(oracle, home)
            assert table.painter.undo.shown  # the Undo button is there, where it is drawn
            undo = table.painter.undo.rect.center
            table.closed()
            game.click(undo)
            end = time.monotonic() + 20
            while len(game.record().actions) != before and time.monotonic() < end:
                time.sleep(0.2)
            back = game.record()
            assert back.actions == m.actions and card in back.hand(0)
            saved = json.loads((home / "data" / "autosave.json").read_text("utf-8"))
            assert saved["meta"]["undone"][0]["at"] == before
            # and what the window shows is the hand with the card, as the table draws it
            game.settle("after the undo", False)
            shown = _table_of(oracle, home)
            # the card clicked before is still the one chosen: it is lifted as the window has it
            shown.turns.selected = list(shown.show.cards[0]).index(card)
            oracle.p.step()
            rect = shown.hand_rects()[shown.turns.selected]
            expected = oracle.p.screenshot().subsurface(rect).copy()
            shown.closed()
            real = game.picture().subsurface(rect).copy()
            assert differing_pixels(real, expected) < rect.width * rect.height // 20
        finally:
            err = game.close()
    assert "Traceback" not in err


def test_a_tressette_card_click_plays_while_a_tip_shows(tmp_path, monkeypatch):
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home, tips=True)
    oracle = Oracle(home, monkeypatch)
    with xvfb() as display:
        game = Game(display, home)
        try:
            start_match(game, oracle, "tressette")
            played = 0
            for _ in range(3):
                m, legal = my_turn(game)
                table = _table_of(oracle, home, "tressette")
                for _ask in range(3):  # the person's choices come first (a buon gioco): answered
                    if not isinstance(oracle.p.app.top, Dialog):
                        break
                    table.closed()
                    game.key("Return")
                    game.acted(len(m.actions))
                    m, legal = my_turn(game)
                    table = _table_of(oracle, home, "tressette")
                assert table.tips.showing == "tressette", "no tip at the person's turn"
                box = next(d.rect for d in oracle.p.app.drawn.items if d.kind == "tip")
                expected = oracle.p.screenshot().subsurface(box).copy()
                table.closed()
                assert game.shows(box, expected) < box.width * box.height // 20, (
                    "the tip is not shown where the table puts it"
                )
                before = len(m.actions)
                game.click(oracle.card(m, 0, legal[0].card))
                after = game.acted(before)  # the click went to the card, not to the tip
                assert legal[0].card not in after.hand(0)
                played += 1
        finally:
            err = game.close()
    assert played == 3 and "Traceback" not in err
    assert pygame.Rect((0, 0), SIZE).contains(box)
