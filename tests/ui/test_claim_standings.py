"""Tressette's win by claim said "claimed with 21 of 21" while the standings gave the winners 20
(issue 49): the claim's whole count is the score the game ends at, in the win box's lines, the
score sheet and the final standings alike."""

from __future__ import annotations

import random

import pytest

from coteccio_gui import games
from coteccio_gui.games.tressette.events import Claimed
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.sheet import score_sheet
from tests.games.tressette_helpers import random_game

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def claimed_game(game: str, players: int):
    """A game ended by a right claim made with points of the hand in play."""
    for seed in range(200):
        m = random_game(games.spec(game).start(players, None, 0), random.Random(seed))
        claim = m.view(0).claim
        if claim is not None and claim.right and claim.total > m.scores()[claim.seat]:
            return m, claim
    raise AssertionError("no right claim with points of the hand")


@pytest.mark.parametrize(("game", "players"), [("tressette", 4), ("tressette-in-due", 2)])
def test_the_standings_give_the_claimers_what_they_claimed_with(game, players):
    m, claim = claimed_game(game, players)
    assert isinstance(claim, Claimed)
    look = presentation(game)
    names = NAMES[:players]
    sheet = score_sheet(look, m, names, "triestine")
    column = next(i for i, side in enumerate(sheet.seats) if claim.seat in side)
    assert sheet.totals[column] == claim.total
    _title, lines = look.match_end(m, names)
    said = f"{names[claim.seat]} claimed with {claim.total} of {m.rules.target}"
    assert any(line.startswith(said) for line in lines)
    side = next(part for part in lines[-1].split(", ") if names[claim.seat] in part)
    assert side.rstrip(".").endswith(f" {claim.total}"), lines[-1]
