"""Duplicate hands (``players/duplicate.py``) for every game: one shuffle of the pack, a deal
of distinct cards, and a hand played to its count, the same for the same seed."""

from __future__ import annotations

import random

import pytest

from coteccio_gui import games
from coteccio_gui.players import make_player, players_of
from coteccio_gui.players.duplicate import deal_for_duplicate, play_dealt_hand

SEATS = {"coch": 3, "zifuli": 5, "terziglio": 3, "tressette-in-due": 2}
"""Seats at a tournament table of each game (four unless named)."""


@pytest.mark.parametrize("game", sorted(games.NAMES))
def test_a_duplicate_hand_is_one_shuffle_and_plays_to_a_count_per_seat(game):
    way, players = players_of(game).DUPLICATE, SEATS.get(game, 4)
    rng, same = random.Random(7), random.Random(7)
    deal = deal_for_duplicate(way, players, rng)
    deck = list(range(40))
    same.shuffle(deck)
    assert rng.random() == same.random(), "the pack is shuffled once, nothing more drawn"
    cards = [c for part in deal for c in part]
    assert len(cards) == len(set(cards)) and set(cards) <= set(deck), "distinct cards of the pack"
    assert len(deal) >= players
    table = [make_player("random", game=game)] * players
    counts = [play_dealt_hand(way, table, deal, 1, random.Random(d)) for d in (0, 0)]
    assert len(counts[0]) == players
    assert counts[0] == counts[1], "the same seed plays the same hand"
