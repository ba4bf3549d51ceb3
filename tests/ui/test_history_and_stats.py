"""History's list names the game and the date of every line; its header counts the trick the
narration speaks of; Statistics opens on the game last played and reaches every game."""

from __future__ import annotations

import re

from coteccio_gui import autosave
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.stats import count_match
from coteccio_gui.ui.games import playable, presentation
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.stats import StatsScene
from tests.saves_support import finished_match, home, partial_match, pilot, record_text
from tests.ui.sheet_support import NAMES, played

DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")


def _texts(p) -> list[str]:
    p.screenshot()
    return [d.text for d in p.app.drawn.items if d.kind == "text"]


def test_every_line_of_the_history_has_its_date_and_its_game(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    (data / "history").mkdir(parents=True)
    (data / "history" / "a.json").write_text(record_text(finished_match(seed=2)), "utf-8")
    tressette = played("tressette", 4, seed=3, hands=99)
    text = dumps_record(NAMES[:4], tressette, {"seats": ["human"] + ["easy"] * 3, "seed": 3})
    (data / "history" / "b.json").write_text(text, "utf-8")
    (data / autosave.AUTOSAVE).write_text(record_text(partial_match(30)), "utf-8")
    p = pilot()
    listing = HistoryList(p.app)
    p.start(listing)
    p.until(lambda: not listing.busy())
    assert len(listing.entries) == 3
    for entry in listing.entries:
        assert DATE.search(entry.label), entry.label
        detail = listing.detail(entry)
        assert detail.startswith(("Coteccio — ", "Tressette — ")), detail


def test_the_history_header_counts_the_trick_just_taken_as_the_story_does():
    record = read_record(record_text(finished_match(seed=6)))
    p = pilot()
    history = HistoryScene(p.app, record)
    p.start(history)
    checked = 0
    for index, step in enumerate(history.steps):
        if step.kind != "trick":
            continue
        history.go(index)
        story = " ".join(history.describe(step))
        taken = re.search(r"takes trick (\d+)", story)
        assert taken is not None, story
        header = next(t for t in _texts(p) if re.fullmatch(r"Hand \d+, trick \d+", t))
        assert header.endswith(f"trick {taken.group(1)}"), (header, story)
        checked += 1
    assert checked > 10


def test_statistics_open_on_the_game_played_and_reach_every_game(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    m = played("tressette", 4, seed=3, hands=99)
    kinds = ["human"] + ["easy"] * 3
    text = dumps_record(NAMES[:4], m, {"seats": kinds, "seed": 3})
    count_match(data, NAMES[:4], m, text, kinds)
    p = pilot()
    assert p.app.settings.last_game == "coteccio"  # set up last, never finished
    screen = StatsScene(p.app)
    p.start(screen)
    assert screen.game == "tressette"
    assert "Statistics: Tressette" in _texts(p)
    seen = [screen.game]
    for _ in range(len(playable()) - 1):
        screen.next_game()
        seen.append(screen.game)
        if screen.game != "tressette":
            title = presentation(screen.game).title()
            empty = f"No finished match of {title} yet: its statistics start with the first."
            assert empty in " ".join(_texts(p)), screen.game
    assert sorted(seen) == sorted(playable())


def test_a_wide_window_shows_each_name_of_the_statistics_on_one_line(monkeypatch, tmp_path):
    # at 1600x1000 "Elena (computer, normal)" wrapped onto two lines beside wide, empty columns
    data = home(monkeypatch, tmp_path)
    m = played("rovescino", 7, seed=3, hands=99)
    kinds = ["human", "human"] + ["normal"] * 5
    text = dumps_record(NAMES, m, {"seats": kinds, "seed": 3})
    count_match(data, NAMES, m, text, kinds)
    p = pilot((1600, 1000))
    screen = StatsScene(p.app)
    p.start(screen)
    assert screen.game == "rovescino"
    shown = _texts(p)
    for name in NAMES[2:]:
        assert f"{name} (computer, normal)" in shown, name
