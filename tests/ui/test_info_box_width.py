"""The info box at the top left widens where a line would wrap and the table has room beside
the seats: at 1600x1000 Cöch's 'Vince la coppia che arriva a 2 mani' broke over two smaller
lines in a box of 250 px, with the top seat far away. It never reaches a seat's cards or name."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.games import NAMES as GAMES
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.info_box import measure_info
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Ivo"]
MOST = {"coteccio": 7, "rovescino": 8, "coch": 4, "zifuli": 5, "tressette": 4}
FEW = {"coteccio": 2, "rovescino": 3, "coch": 2, "zifuli": 5, "tressette": 4}
FIXED = {"tressette-in-due": 2, "terziglio": 3, "stovkahra": 4}


def box_of(game: str, players: int, size: tuple[int, int], language: str):
    """The info box as the table draws it, with the seats' panels and hands."""
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    t = TableScene(p.app, TableSetup(game, seats, None, 5), match=None)
    p.start(t)
    p.step(3)
    info = tuple(t.look.info(t.show.board, t.match, t.faces))
    drawn = measure_info(t.layout, info)
    spots = [s for s in t.layout.spots if s is not None]
    return drawn, [r for s in spots for r in (s.panel, s.hand)]


@pytest.fixture(autouse=True)
def english_after(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    yield
    i18n.set_language("en")


def test_coch_s_target_stands_on_one_line_at_a_large_window():
    drawn, _seats = box_of("coch", 4, (1600, 1000), "it")
    assert drawn is not None
    title, _colour = drawn.lines[0]
    assert title.lines == ("Vince la coppia che arriva a 2 mani",)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
@pytest.mark.parametrize("game", GAMES)
def test_the_info_box_keeps_clear_of_every_seat(game, size, language):
    for players in {FIXED.get(game) or MOST[game], FIXED.get(game) or FEW[game]}:
        drawn, seats = box_of(game, players, size, language)
        assert drawn is not None
        hit = drawn.box.collidelist(seats)
        assert hit == -1, (game, players, drawn.box, seats[hit])
