"""The arrow in the middle of the table and its word "anticlockwise" show where the turn goes
round; at a table of two (Coteccio or Tressette in due) the turn only goes back and forth, and
the word told nothing (a reviewer read "antiorario" there), so the table of two has neither."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.layout_check import texts_drawn

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def direction_drawn(game: str, players: int, language: str) -> bool:
    """Whether a new table of ``game`` for ``players`` writes the direction of play."""
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    t = TableScene(p.app, TableSetup(game, seats, None, 5), match=None)
    p.start(t)
    p.step(3)
    i18n.set_language(language)
    try:
        word = i18n._("anticlockwise")
        return any(d.text == word for d in texts_drawn(t.draw, (1280, 800)))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(
    ("game", "players", "shown"),
    [
        ("coteccio", 2, False),
        ("tressette-in-due", 2, False),
        ("coteccio", 3, True),
        ("tressette", 4, True),
        ("coch", 2, True),  # two people, each with a dummy: four places, the turn goes round
    ],
)
def test_the_direction_of_play_is_shown_where_the_turn_goes_round(game, players, shown, language):
    assert direction_drawn(game, players, language) is shown
