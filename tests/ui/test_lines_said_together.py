"""Lines a network table says above the hand (a friend lost the connection, then is away: the
server's notices) are all read when they come in one frame: after a slow frame, or once a dialog
over the table closes. Before, each line replaced the one before it in the same frame, so the
person read only the last (a network test missed "lost the connection" on a busy machine)."""

from __future__ import annotations

from tests.ui.net_support import texts
from tests.ui.support import pilot, table

LOST = "Gianni lost the connection; their seat waits for them."
AWAY = "Gianni is away — the computer plays for them."


def test_two_lines_said_in_one_frame_are_both_shown(monkeypatch) -> None:
    p = pilot()
    t = table(p, players=3)
    p.until(t.waiting_for_bottom)
    told = [[LOST, AWAY]]  # the source's lines of one frame, then none
    monkeypatch.setattr(t.source, "said", lambda: told.pop() if told else [])
    monkeypatch.setattr(t.source, "behind", lambda: bool(told))  # news: the frame runs
    p.step()
    shown = texts(p)
    assert LOST in shown and AWAY in shown
    p.step(int(4.0 / 0.01) + 10)  # said for their time, then gone
    assert LOST not in texts(p) and AWAY not in texts(p)
