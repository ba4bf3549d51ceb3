"""Every game played to its end through the network windows: a host's window and a guest's
window over a real loopback server, each clicking the cards and choices its window offers."""

from __future__ import annotations

from pathlib import Path

import pytest

from coteccio_gui import games
from tests.ui.net_support import host_and_join, pilot, play_by_clicks, texts


@pytest.mark.parametrize("game", games.NAMES)
def test_a_whole_match_through_the_host_and_guest_windows(game: str, tmp_path: Path) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    spec = games.spec(game)
    try:
        host_and_join(host, guest, game, max(2, spec.min_players))
        moves = play_by_clicks(host, guest, seed=len(game))
        assert moves > 0
        for p in (host, guest):
            shown = " ".join(texts(p))
            assert "The match is over" in shown and "Back to the title" in shown
            assert p.app.crashes == []
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))
