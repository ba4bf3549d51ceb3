"""The first frame of a network table: before any of its update's events is shown, the info box
already says the hand in play, in both languages (the panels and the box read the update as far
as shown from one place)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from coteccio_gui.ui.net.frame import info_lines
from coteccio_gui.ui.net.moves import NetShow
from coteccio_gui.ui.net.seating import Seating

from coteccio_gui import i18n
from coteccio_gui.ui.net.cards import reader

UPDATE = {
    "game": "coteccio",
    "table": "K7Q2",
    "status": "playing",
    "seat": 1,
    "seats": [{"name": n, "state": "joined"} for n in ("Anna", "Gianni", "Carla", "Dario")],
    "scores": [5, 5, 5, 5],
    "view": {"hands_played": 0, "dealer": 0, "hand_sizes": [10, 10, 10, 10]},
}


def first_table() -> SimpleNamespace:
    """A network table holding its first update, none of whose events is shown yet."""
    seating = Seating("coteccio", reader("coteccio"))
    layout = seating.layout(UPDATE, (1600, 1000), 1.0)
    moves = NetShow(seating, lambda: layout, lambda: (1.0, 1.0), lambda _: None, lambda: True)
    moves.state = UPDATE  # as ``follow`` takes it, before any event is shown
    return SimpleNamespace(state=UPDATE, seating=seating, moves=moves)


@pytest.mark.parametrize(("language", "hand"), [("en", "Hand 1"), ("it", "Mano 1")])
def test_the_info_box_says_the_hand_before_the_first_event_is_shown(
    language: str, hand: str
) -> None:
    i18n.set_language(language)
    try:
        t = first_table()
        assert t.moves.shown == {}
        assert info_lines(t)[-1] == hand
        looks = t.seating.looks(UPDATE, None, None, t.moves.as_shown())
        assert looks[0].dealer and [looks[s].right for s in range(4)] == ["5"] * 4
    finally:
        i18n.set_language("en")
