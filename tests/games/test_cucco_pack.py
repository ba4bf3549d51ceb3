"""The Cucco pack: twenty designs twice over, their order, points and recount values."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.games.cucco.cards import (
    CODES,
    DECK,
    HALVES,
    RANK_COCH,
    RANK_ZIFULI,
    RECOUNT,
    CuccoSuit,
    Design,
    card_from_code,
    card_of,
    code,
    design_of,
    roman,
    suit_of,
    twin,
)
from coteccio_gui.games.cucco.scoring import SideResult, side_result
from coteccio_gui.games.cucco.tricks import legal_plays, trick_winner
from tests.games.cucco_support import cards


def test_forty_cards_twenty_designs_in_pairs_and_two_suits() -> None:
    assert len(DECK) == 40 and len(set(CODES)) == 20
    for c in DECK:
        assert design_of(twin(c)) is design_of(c) and twin(c) != c
    figure = [c for c in DECK if suit_of(c) is CuccoSuit.FIGURE]
    assert len(figure) == 20 and {code(c) for c in figure} == {f"F{n}" for n in range(1, 11)}
    assert [code(card_of(d)) for d in range(10, 20)] == [
        "Matto", "Mascherone", "Secchia", "Nulla", "Osteria",
        "Gatto", "Cavallo", "Bragon", "Cucco", "Brescia",
    ]  # fmt: skip


def test_numbers_printed_on_the_cards() -> None:
    assert [roman(d) for d in range(10)] == [
        "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "VIIII", "X",
    ]  # fmt: skip
    assert [roman(d) for d in range(14, 19)] == ["XI", "XII", "XIII", "XIIII", "XV"]
    assert roman(Design.MATTO) == roman(Design.BRESCIA) == ""


def test_points_are_19_in_halves_as_the_text_counts_them() -> None:
    def halves(text: str) -> int:
        return HALVES[card_from_code(text)]

    assert [halves(f"F{n}") for n in range(1, 11)] == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2]
    for name in ("Osteria", "Gatto", "Cavallo", "Bragon", "Cucco", "Brescia"):
        assert halves(name) == 2
    for name in ("Matto", "Mascherone", "Secchia", "Nulla"):
        assert halves(name) == 0
    assert sum(HALVES) == 38


def test_recount_values_total_82() -> None:
    values = {t: RECOUNT[card_from_code(t)] for t in set(CODES)}
    assert values["F5"] == values["F10"] == 0
    assert values["F1"] == values["F6"] == values["Osteria"] == 1
    assert values["F4"] == values["F9"] == values["Bragon"] == 4
    assert values["Cucco"] == 5 and values["Brescia"] == 6
    assert sum(RECOUNT) == 82


def test_matte_order_in_coch_and_zifuli() -> None:
    order = ["Matto", "Mascherone", "Secchia", "Nulla", "Osteria", "Gatto"]
    assert sorted(order, key=lambda t: RANK_COCH[card_from_code(t)]) == order
    zifuli = ["Mascherone", "Secchia", "Nulla", "Matto", "Osteria", "Gatto"]
    assert sorted(order, key=lambda t: RANK_ZIFULI[card_from_code(t)]) == zifuli


def test_follow_the_suit_led_if_you_can() -> None:
    hand = cards("F3", "Gatto", "Brescia")
    assert legal_plays(hand, cards("F9")) == cards("F3")
    assert legal_plays(hand, cards("Matto")) == cards("Gatto", "Brescia")
    assert legal_plays(cards("Gatto"), cards("F1")) == cards("Gatto")


def test_highest_of_the_suit_led_wins_and_the_first_of_two_equals() -> None:
    assert trick_winner(cards("F2", "Brescia", "F3", "F1"), RANK_COCH) == 2
    assert trick_winner(cards("F7", "F7", "F6"), RANK_COCH) == 0
    assert trick_winner(cards("Nulla", "Matto"), RANK_COCH) == 0
    assert trick_winner(cards("Nulla", "Matto"), RANK_ZIFULI) == 1


def test_ten_points_win_and_a_tie_goes_to_the_recount() -> None:
    rng = random.Random(0)
    seen = set()
    while seen != {SideResult.WON, SideResult.LOST, SideResult.TIED, "recount-won"}:
        pack = list(DECK)
        rng.shuffle(pack)
        cut = 4 * rng.randrange(3, 8)
        result, a, b, recount = side_result(pack[:cut], pack[cut:])
        assert a + b == 38
        if recount is None:
            assert result is (SideResult.WON if a >= 20 else SideResult.LOST)
            seen.add(result)
            continue
        assert a == b == 19 and sum(recount) == 82
        ra, rb = recount
        expected = SideResult.WON if ra >= 42 else SideResult.LOST if rb >= 42 else SideResult.TIED
        assert result is expected
        seen.add("recount-won" if result is SideResult.WON else result)


@pytest.mark.parametrize("bad", ["F0", "F11", "matto", "Leone", ""])
def test_unknown_codes_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        card_from_code(bad)
