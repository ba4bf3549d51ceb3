"""A label gets the room its words need and reads at its neighbours' size: the join form's
'Codice del tavolo' (1600x1000) and the statistics' 'Azzera le statistiche' (900x600) were
drawn at a fraction of the size of the labels beside them."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.net.join import JoinScene
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.stats import StatsScene

SIZES = [(900, 600), (1600, 1000)]
JOIN = {"en": ("Address", "Table code"), "it": ("Indirizzo", "Codice del tavolo")}
STATS = {"en": ("Back", "Reset statistics"), "it": ("Indietro", "Azzera le statistiche")}


def _sizes(p: Pilot) -> dict[str, int]:
    """The size each text of the frame is drawn at."""
    p.screenshot()
    return {d.text: d.size for d in p.app.drawn.items if d.kind == "text"}


def _pilot(monkeypatch, tmp_path, size, language) -> Pilot:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    return Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_table_code_label_reads_as_large_as_the_address(monkeypatch, tmp_path, size, language):
    p = _pilot(monkeypatch, tmp_path, size, language)
    p.start(JoinScene(p.app))
    drawn = _sizes(p)
    neighbour, label = JOIN[language]
    assert drawn[label] == drawn[neighbour], drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_reset_button_reads_as_large_as_back(monkeypatch, tmp_path, size, language):
    p = _pilot(monkeypatch, tmp_path, size, language)
    stats = StatsScene(p.app)
    p.start(stats)
    neighbour, label = STATS[language]
    for _game in range(len(stats.shown_games())):  # every game's button beside them too
        drawn = _sizes(p)
        game = stats.group.buttons[0].label
        assert drawn[label] == drawn[neighbour] == drawn[game], (game, drawn)
        stats.next_game()
