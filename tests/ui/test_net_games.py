"""Every game played to its end through the network windows: a host's window and a guest's
window over a real loopback server, each clicking the cards and choices its window offers.

A whole Stovkahra series (to 10 brčka: dozens of deals) is a long run (``pytest -m long``); its
first game, settled, is played in the default suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from coteccio_gui import games
from coteccio_gui.ui.pilot import Pilot
from tests.ui.net_support import host_and_join, pilot, play_by_clicks, table_of, until
from tests.ui.test_net_rehost import says_over

LONG_SERIES = {"stovkahra"}
"""Games whose whole match through two windows takes many minutes."""
GAMES = [pytest.param(g, marks=pytest.mark.long) if g in LONG_SERIES else g for g in games.NAMES]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_match_through_the_host_and_guest_windows(game: str, tmp_path: Path) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    spec = games.spec(game)
    try:
        host_and_join(host, guest, game, max(2, spec.min_players))
        moves = play_by_clicks(host, guest, seed=len(game))
        assert moves > 0
        # each person reads on to the end: the final standings and the way back to the title
        until([host, guest], lambda: says_over(host) and says_over(guest))
        assert host.app.crashes == guest.app.crashes == []
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))


def test_the_first_game_of_stovkahra_through_the_host_and_guest_windows(tmp_path: Path) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")

    def games_won(p: Pilot) -> int:
        t = table_of(p)
        return int(t.look.seen(t.match).games_played)

    try:
        host_and_join(host, guest, "stovkahra", 4)
        moves = play_by_clicks(host, guest, seed=9, stop=lambda: games_won(host) >= 1)
        assert moves > 0  # few, at times: a person who declares may call dost, ending the game
        until([host, guest], lambda: games_won(guest) >= 1)  # the guest's news comes too
        for p in (host, guest):
            assert p.app.crashes == []
            t = table_of(p)
            assert sum(t.look.seen(t.match).brcka) >= 1  # the game's brčka, settled
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))
