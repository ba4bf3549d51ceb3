"""A network window that opens as the match starts shows its first deal once, as it comes:
it sits at the match before the deal and is shown the deal's events, not the dealt match and
then its deal again (Terziglio's box counted the first hand twice: "Hand 2, to 21")."""

from __future__ import annotations

from pathlib import Path

import pytest

from coteccio_gui.ui.table.frame import frame_of
from tests.ui.net_support import seeded, table_of
from tests.ui.one_table_support import network_table, pilot, settled


def test_a_network_table_that_opens_at_the_start_shows_the_first_hand_as_the_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded(monkeypatch, 11)
    p = pilot(tmp_path)
    session, friends = network_table(p, tmp_path, "terziglio", 3)
    try:
        t = table_of(p)
        p.until(lambda: settled(p, t) and (p.top is not t or t.waiting_for_bottom()))
        assert frame_of(t).info[0] == "Hand 1, to 21"
        assert len(t.show.cards[0]) == 12
    finally:
        friends.stop()
        session.close()
