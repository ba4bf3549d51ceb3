"""The kernel's shared trick rules: one follow-suit rule (``check_play``) that agrees with the
cards it lists as legal, the orders' trick winners, and no game of its own."""

from __future__ import annotations

import random

import pytest

import coteccio_gui.engine as engine
from coteccio_gui.engine.errors import CardNotInHand, MustFollowSuit
from coteccio_gui.engine.tricks import COTECCIO, TRESSETTE, check_play, legal_plays, trick_winner


def _deals(n: int) -> list[tuple[list[int], list[tuple[int, int]], int]]:
    rng = random.Random(34)
    out = []
    for _ in range(n):
        deck = rng.sample(range(40), 12)
        hand, table = deck[:5], deck[5 : 5 + rng.randrange(4)]
        trick = [(s, c) for s, c in enumerate(table)]
        out.append((hand, trick, rng.choice(deck[:9])))
    return out


@pytest.mark.parametrize(("hand", "trick", "card"), _deals(400))
def test_check_play_refuses_exactly_the_cards_legal_plays_leaves_out(hand, trick, card) -> None:
    legal = legal_plays(hand, trick)
    if card not in hand:
        with pytest.raises(CardNotInHand):
            check_play(9, card, hand, trick)
    elif card not in legal:
        with pytest.raises(MustFollowSuit) as refused:
            check_play(9, card, hand, trick)
        assert refused.value.suit == trick[0][1] // 10
    else:
        check_play(9, card, hand, trick)


def test_each_order_names_its_own_trick_winner() -> None:
    # Asso of coppe led, then the 3 and the 2 of coppe, then the Re of denari (another suit)
    plays = [(0, 0), (1, 8), (2, 9), (3, 11)]
    assert COTECCIO.trick_winner(plays) == 0  # Asso high
    assert TRESSETTE.trick_winner(plays) == 1  # the 3 takes everything
    assert trick_winner(plays, TRESSETTE.strength) == 1
    assert TRESSETTE.points_of([0, 8, 9, 11]) == 3 + 1 + 1 + 1  # in thirds


def test_the_kernel_exports_no_game() -> None:
    for name in ("Match", "Phase", "HouseRules", "SeatView", "Capotto", "Doctor", "LifeLost"):
        assert not hasattr(engine, name), f"engine still exports Coteccio's {name}"
