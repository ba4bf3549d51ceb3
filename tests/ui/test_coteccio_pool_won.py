"""At the end of a Coteccio match the info box said "Pool: 40 chips" as though the pool still
stood on the table, while the winner had taken it: it now says the pool was won (and a match
played on, or one opened again once it is over, says the same)."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.support import pilot, play_to_the_end, table


def info(t: TableScene) -> list[str]:
    """The info box's lines as the table shows them now."""
    return t.look.info(t.show.board, t.match, t.faces)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_info_box_says_the_pool_was_won_once_the_match_is_over(tmp_path, monkeypatch, language):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    try:
        p = pilot()
        t = table(p, players=3, rules=HouseRules(starting_lives=1, stake=10))
        pool = t.match.pool
        assert pool > 0 and info(t)[0] == i18n._("Pool: {n} chips").format(n=pool)  # in play
        play_to_the_end(p, t)
        won = i18n._("Pool won: {n} chips").format(n=t.match.pool)
        assert info(t)[0] == won
        again = TableScene(p.app, t.setup, match=t.match)  # the finished match shown again
        assert info(again)[0] == won
    finally:
        i18n.set_language("en")


def test_without_a_stake_there_is_no_pool_to_win(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = pilot()
    t = table(p, players=3, rules=HouseRules(starting_lives=1, stake=0))
    play_to_the_end(p, t)
    assert info(t)[0] == "Pool: 0 chips"
