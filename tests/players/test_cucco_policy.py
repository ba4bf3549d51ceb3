"""The rule-based card policy of the Cucco games: what a player at the table would notice."""

from __future__ import annotations

from coteccio_gui.games.cucco.cards import RANK_COCH
from coteccio_gui.players.cucco.policy import choose
from coteccio_gui.players.cucco.world import ABOVE_COCH, mask_of
from tests.games.cucco_support import cards


def _choose(hand: list[int], trick: list[int], seats: list[int], seat: int = 0) -> int:
    ally = [1 if (s - seat) % 2 == 0 else -1 for s in range(4)]
    known = mask_of(hand) | mask_of(trick)
    return choose(hand, trick, seats, seat, ally, known, RANK_COCH, ABOVE_COCH)


def test_a_partner_holding_the_trick_gets_the_points() -> None:
    # seat 2 leads the Brescia (nothing beats it), seat 3 follows; seat 1 is still to play.
    hand = cards("Gatto", "Matto", "F3")
    assert _choose(hand, cards("Brescia", "Nulla"), [2, 3]) == cards("Gatto")[0]
    # an opponent's Brescia: keep the Gatto, give the Matto
    assert _choose(hand, cards("Brescia", "Nulla", "Secchia"), [1, 2, 3]) == cards("Matto")[0]


def test_the_last_player_wins_cheaply_and_ducks_what_it_cannot_win() -> None:
    hand = cards("F6", "F9", "F2")
    assert _choose(hand, cards("F5", "F4", "F1"), [1, 2, 3]) == cards("F6")[0]
    hand = cards("F3", "F8")
    assert _choose(hand, cards("F10", "F1", "F2"), [1, 2, 3]) == cards("F3")[0]


def test_a_void_player_throws_away_its_cheapest_card_against_an_opponents_trick() -> None:
    hand = cards("Cucco", "Matto", "Osteria")
    assert _choose(hand, cards("F10", "F1", "F2"), [1, 2, 3]) == cards("Matto")[0]


def test_a_leader_cashes_a_sure_winner() -> None:
    hand = cards("Brescia", "F1", "F7")
    assert _choose(hand, [], []) == cards("Brescia")[0]
    hand = cards("Bragon", "F1", "F7")  # the Cucco and the Brescia are still out: lead low
    assert _choose(hand, [], []) == cards("F1")[0]
