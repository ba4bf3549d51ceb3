"""The set-up keeps its rows still under the pointer: a change of the number of players moves
no row above the rules (the click after it lands on the seat it was aimed at)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.live import HUMAN
from coteccio_gui.settings import Settings
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.table.scene import TableScene


def _row(setup: SetupScene, label: str):
    return next(r for r in setup.form.rows if r.label == label)


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
@pytest.mark.parametrize("game", ["coteccio", "rovescino"])
def test_fewer_or_more_players_move_no_seat_row(size, game, tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(size, Settings(language="en", tips=False, sound=False))
    setup = SetupScene(p.app, game)
    p.start(setup)
    for step in (+1, +1, -1, -1, -1):
        players = _row(setup, "Players")
        left, right = setup.form.arrows(players)
        before = {r.label: r.rect.copy() for r in setup.form.rows if r.label.startswith("Seat")}
        before["Players"] = players.rect.copy()
        count = setup.count
        p.click((right if step > 0 else left).center)
        if setup.count == count:
            continue  # at the end of the range
        after = {r.label: r.rect for r in setup.form.rows if r.label in before}
        assert all(after[k] == before[k] for k in after), (before, after)
    # the click right after a change lands on the seat aimed at
    p.click(setup.form.arrows(_row(setup, "Players"))[1].center)
    aim = setup.form.arrows(_row(setup, "Seat 2"))[1].center
    p.click(setup.form.arrows(_row(setup, "Players"))[0].center)
    kinds = [k for _n, k in setup.seats]
    p.click(aim)
    changed = [i for i, (_n, k) in enumerate(setup.seats) if k != kinds[i]]
    assert changed == [1] and setup.seats[0][1] == HUMAN


@pytest.mark.parametrize("game", ["tressette", "tressette-in-due", "terziglio", "zifuli"])
def test_a_game_of_one_number_of_players_shows_it_with_no_arrows(game, tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((900, 600), Settings(language="en", tips=False, sound=False))
    setup = SetupScene(p.app, game)
    p.start(setup)
    players = _row(setup, "Players")
    assert players.step is None and players.noted() == str(setup.spec.max_players)
    p.screenshot()
    inside = [
        d.text for d in p.app.drawn.items if d.kind == "text" and players.rect.contains(d.rect)
    ]
    assert inside == ["Players", str(setup.count)]  # no ◀ ▶ that would change nothing
    assert setup.form.rows[setup.form.focus].label == "Seat 1"  # the first line to change


def test_enter_starts_the_match_from_the_players_line_as_the_line_under_the_form_says(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((900, 600), Settings(language="en", tips=False, sound=False))
    setup = SetupScene(p.app, "coteccio")
    p.start(setup)
    assert setup.form.rows[setup.form.focus].label == "Players" and setup.count == 4
    p.key(pygame.K_SPACE)  # Space still changes the choice in focus
    assert setup.count == 5 and p.top is setup
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, TableScene) and p.top.match.players == 5
