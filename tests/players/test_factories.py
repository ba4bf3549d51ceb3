"""Every game names its player at each level once (``FACTORIES``), for every level offered."""

from __future__ import annotations

import pytest

from coteccio_gui import games
from coteccio_gui.players import ALL_LEVELS, make_player, players_of


@pytest.mark.parametrize("game", games.NAMES)
def test_every_game_has_a_player_for_every_level_and_no_other(game: str) -> None:
    factories = players_of(game).FACTORIES
    assert list(factories) == list(ALL_LEVELS)
    for level in ALL_LEVELS:
        player = make_player(level, game=game, time_budget_s=0.01)
        assert callable(player.decide)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster", game=game)
