"""The Statistics screen says in how many matches a person took a move back (undo), for
Coteccio and for the other games, in Italian and English; a match without undo says nothing."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import count_match
from coteccio_gui.ui.screens.stats import StatsScene
from tests.saves_support import finished_match, home, pilot
from tests.ui.sheet_support import NAMES, played

UNDONE = [{"at": 3, "events": [{"seat": 0, "play": "Ac"}]}]
SAID = {"en": "Matches with a move taken back: {n}", "it": "Partite con una mossa annullata: {n}"}


def _texts(p) -> list[str]:
    p.screenshot()
    return [d.text for d in p.app.drawn.items if d.kind == "text"]


def _count(data, m, seed: int, undone: bool) -> None:
    kinds = ["human"] + ["easy"] * (m.players - 1)
    meta = {"seats": kinds, "seed": seed, **({"undone": UNDONE} if undone else {})}
    count_match(data, NAMES[: m.players], m, dumps_record(NAMES[: m.players], m, meta), kinds)


@pytest.mark.parametrize("language", ["en", "it"])
def test_statistics_say_how_many_matches_had_a_move_taken_back(monkeypatch, tmp_path, language):
    data = home(monkeypatch, tmp_path)
    for seed in (1, 2, 3):  # three Coteccio matches, two of them with an undo
        _count(data, finished_match(seed=seed), seed, undone=seed != 2)
    _count(data, played("tressette", 4, seed=3, hands=99), 3, undone=True)
    _count(data, played("tressette", 4, seed=4, hands=99), 4, undone=False)
    i18n.set_language(language)
    try:
        p = pilot()
        screen = StatsScene(p.app)
        p.start(screen)
        screen.game = "coteccio"
        assert SAID[language].format(n=2) in _texts(p)
        screen.game = "tressette"
        assert SAID[language].format(n=1) in _texts(p)
    finally:
        i18n.set_language("en")


def test_no_line_about_undo_when_no_move_was_taken_back(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    _count(data, finished_match(seed=1), 1, undone=False)
    p = pilot()
    screen = StatsScene(p.app)
    p.start(screen)
    screen.game = "coteccio"
    texts = _texts(p)
    assert any("Matches" in t for t in texts)
    assert not any("taken back" in t for t in texts)
