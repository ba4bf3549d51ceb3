"""A match in the History keeps the date it was played, even in a copied or restored folder."""

from __future__ import annotations

import os
import time

from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.title import TitleScene
from tests.saves_support import finished_match, home, pilot, record_text


def test_copied_history_files_keep_the_dates_their_matches_were_played(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    (data / "history").mkdir()
    text = record_text(finished_match(seed=9))
    now = time.time()
    for stem in ("match-20250102-203000", "match-20250315-091500", "match-20250315-091500-2"):
        path = data / "history" / f"{stem}.json"
        path.write_text(text, "utf-8")
        os.utime(path, (now, now))  # as a copy to a new computer leaves them: all written now
    other = data / "history" / "kept.json"  # a name without a date: its file's time
    other.write_text(text, "utf-8")
    os.utime(other, (now - 60, now - 60))
    p = pilot((900, 600))
    p.start(TitleScene(p.app))
    lst = HistoryList(p.app)
    p.app.push(lst)
    p.step(2)
    shown = [e.label for e in lst.entries]
    today = time.strftime("%Y-%m-%d %H:%M", time.localtime(now - 60))
    assert shown == [
        f"Match of {today}",
        "Match of 2025-03-15 09:15",
        "Match of 2025-03-15 09:15",
        "Match of 2025-01-02 20:30",
    ]
    drawn = [d.text for d in p.app.drawn.items if d.kind == "text"]
    assert "Match of 2025-01-02 20:30" in drawn
