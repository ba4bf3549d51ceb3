"""The simulators' one trick step (``players/trick_loop.py``) takes tricks as the engines do.

Random full tricks of every order are taken by :func:`take` and by the engine's own rule
(``engine.tricks.trick_winner`` with the game's strength; the Cucco pack's
``games.cucco.tricks.trick_winner``): the same card must win and the points must be the
cards' points in the game's unit (:func:`take_plays`, the same step on ``(seat, card)``
pairs, too).
"""

from __future__ import annotations

import doctest
import random

import pytest

from coteccio_gui.engine import tricks as engine_tricks
from coteccio_gui.games.cucco import tricks as cucco_tricks
from coteccio_gui.games.cucco.cards import HALVES, RANK_COCH, RANK_ZIFULI, RECOUNT
from coteccio_gui.players import trick_loop
from coteccio_gui.players.masks import FROM_T, TO_T
from coteccio_gui.players.trick_loop import cucco_split, take, take_plays


def test_the_examples_in_its_text_hold():
    failed, tried = doctest.testmod(trick_loop)
    assert tried > 0 and failed == 0


def tricks(seed: int, count: int = 3000) -> list[list[int]]:
    """Random tricks of 2 to 7 different cards, most of them following the suit led."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(2, 7)
        suit = rng.randrange(4)
        same = [c for c in range(40) if c // 10 == suit]
        pool = same if rng.random() < 0.6 else list(range(40))
        out.append(rng.sample(pool, n))
    return out


@pytest.mark.parametrize(
    "order, engine, renumber",
    [
        (trick_loop.COTECCIO, engine_tricks.COTECCIO, None),
        (trick_loop.TRESSETTE, engine_tricks.TRESSETTE, None),
        (trick_loop.TRESSETTE_T, engine_tricks.TRESSETTE, FROM_T),
    ],
    ids=["coteccio", "tressette", "tressette-t-cards"],
)
def test_the_italian_orders_take_as_the_engine(order, engine, renumber):
    for cards in tricks(34):
        mine = [TO_T[c] for c in cards] if renumber else cards
        place, points = take(mine, order)
        plays = list(enumerate(cards))
        assert place == engine.trick_winner(plays), cards
        assert points == engine.points_of(cards)
        seats = [(10 + i, c) for i, c in enumerate(mine)]
        assert take_plays(seats, order) == (10 + place, points), "the same step on pairs"


def cucco_tricks_with_twins(seed: int, count: int = 3000) -> list[list[int]]:
    """Random tricks of the Cucco pack (two suits of twenty), half of them holding a twin."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample(range(40), rng.randint(2, 5))
        if rng.random() < 0.5 and cards[0] ^ 1 not in cards:
            cards[rng.randrange(1, len(cards))] = cards[0] ^ 1  # the led card's twin follows
        out.append(cards)
    return out


@pytest.mark.parametrize("zifuli", [False, True], ids=["coch", "zifuli"])
def test_the_cucco_orders_take_as_the_engine_first_of_equals_first(zifuli):
    order = trick_loop.ZIFULI if zifuli else trick_loop.COCH
    ranks = RANK_ZIFULI if zifuli else RANK_COCH
    for cards in cucco_tricks_with_twins(35):
        place, points = take(cards, order)
        assert place == cucco_tricks.trick_winner(cards, ranks), cards
        assert cucco_split(points) == (
            sum(HALVES[c] for c in cards),
            sum(RECOUNT[c] for c in cards),
        )
    brescia = 38, 39  # the two copies of the top card: the first laid keeps the trick
    assert take([brescia[0], brescia[1]], order)[0] == 0
    assert take([brescia[1], brescia[0]], order)[0] == 0
