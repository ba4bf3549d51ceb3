"""The Stovkahra pack and the examples in the docstrings of Stovkahra's modules."""

from __future__ import annotations

import doctest

import pytest

from coteccio_gui.games.stovkahra import cards, dealing, declarations, match, rules, scoring
from coteccio_gui.games.stovkahra.cards import CODES, DECK, POINTS, RANK_OF, SUIT_OF, Rank, Suit


@pytest.mark.parametrize(
    "module", [cards, dealing, declarations, match, rules, scoring], ids=lambda m: m.__name__
)
def test_docstring_examples(module: object) -> None:
    failed, tried = doctest.testmod(module)  # type: ignore[arg-type]
    assert tried > 0 and failed == 0


def test_the_pack_is_32_cards_of_four_suits_with_72_points() -> None:
    assert len(DECK) == 32 and len(set(CODES)) == 32
    assert [sum(1 for c in DECK if SUIT_OF[c] == s) for s in Suit] == [8, 8, 8, 8]
    assert [sum(POINTS[c] for c in DECK if SUIT_OF[c] == s) for s in Suit] == [18] * 4
    assert sum(POINTS) == 72
    assert {POINTS[c] for c in DECK if RANK_OF[c] >= Rank.TEN} == {0}
    assert [cards.code(c) for c in DECK if RANK_OF[c] == Rank.SEVEN] == ["7a", "7l", "7h", "7b"]
    for c in DECK:
        assert cards.card_from_code(cards.code(c)) == c
        assert cards.card(cards.suit_of(c), cards.rank_of(c)) == c
    with pytest.raises(ValueError, match="not a Stovkahra card"):
        cards.card_from_code("Ac")
