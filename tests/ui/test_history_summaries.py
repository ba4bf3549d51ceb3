"""The history's second column reads at a readable size for a seven- or eight-seat match: the
names are shortened ('Anna, Bruno and 5 others') rather than all drawn in tiny letters, and
the result is never cut off; a short match keeps every name."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.autosave import AUTOSAVE
from coteccio_gui.record import dumps_record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.files import HistoryList
from tests.saves_support import finished_match, home
from tests.ui.sheet_support import NAMES, played

LONG = [
    "Massimiliano",
    "Mariangelina",
    "Bartolomeo",
    "Wilhelmina",
    "Costantino",
    "Gianfranco",
    "Alessandra",
    "Ferdinando",
]
WON = {"en": "won", "it": "vinto"}


def _history(data) -> None:
    """The saved match has eight seats (its line is the chosen one, in bold), a finished one
    seven, a short one three: long names, as people type them."""
    (data / "history").mkdir(parents=True)
    coteccio = finished_match(2, 7)
    meta = {"seats": ["human"] + ["normal"] * 6, "seed": 2}
    (data / "history" / "seven.json").write_text(dumps_record(LONG[:7], coteccio, meta), "utf-8")
    rovescino = played("rovescino", 8, seed=3, hands=1)
    meta = {"seats": ["human"] + ["easy"] * 7, "seed": 3}
    (data / AUTOSAVE).write_text(dumps_record(LONG, rovescino, meta), "utf-8")
    terziglio = played("terziglio", 3, seed=3, hands=1)
    meta = {"seats": ["human", "easy", "easy"], "seed": 3}
    (data / "history" / "three.json").write_text(dumps_record(NAMES[:3], terziglio, meta), "utf-8")


@pytest.mark.parametrize(("language", "size"), [("en", (1600, 1000)), ("it", (900, 600))])
def test_many_seats_are_summed_up_at_a_readable_size(monkeypatch, tmp_path, language, size):
    _history(home(monkeypatch, tmp_path))
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    listing = HistoryList(p.app)
    p.start(listing)
    p.until(lambda: not listing.busy())
    p.screenshot()
    drawn = {d.text: d.size for d in p.app.drawn.items if d.kind == "text"}
    readable = int(int(15 * theme.ui_scale(size)) * 0.85)
    shown = {}
    for entry in listing.entries:
        variants = listing.details(entry)
        (text,) = [v for v in variants if v in drawn]  # whole, never cut with an ellipsis
        assert drawn[text] >= readable, (text, drawn[text], readable)
        shown[entry.path.stem] = text
    assert shown["three"].startswith("Terziglio — Anna, Bruno, Carla:"), shown
    assert WON[language] in shown["seven"], shown
    saved = shown[AUTOSAVE.removesuffix(".json")]
    assert "Massimiliano" in saved and "Ferdinando" not in saved, shown  # shortened
