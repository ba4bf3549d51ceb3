"""Stovkahra's games and series on hand-worked deals: declarations and "dost", the end of a game
and its brčka, settling, the series (STOVKAHRA.md §4, §7)."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.errors import NotYourTurn
from coteccio_gui.games.stovkahra.actions import Declare, Dost, Phase
from coteccio_gui.games.stovkahra.cards import Rank
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    DostCalled,
    GameEnd,
    GameWon,
    Hundred,
    Settled,
)
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.rules import DealEnd, StovkahraRules
from coteccio_gui.games.stovkahra.state import NotAllowed
from tests.games.stovkahra_helpers import dealt, of, pass_all, play, play_first_legal
from tests.games.test_stovkahra_rules import FOUR_ACES, SEVEN_FIRST


def test_four_aces_declared_score_40_and_a_right_dost_wins_the_game() -> None:
    m = dealt(FOUR_ACES)
    m.points = [20, 60]  # as if earlier deals of this game had scored so
    assert Declare(1, Rank.ACE) in m.legal_actions() and Dost(1) not in m.legal_actions()
    events = m.apply(Declare(1, Rank.ACE))
    assert events == [Declared(1, Rank.ACE, 4, 40, 100), Hundred(1, 100, True)]
    assert Dost(1) in m.legal_actions()
    events = m.apply(Dost(1))
    assert events[0] == DostCalled(1, 100, True)
    assert events[1] == GameWon(1, (1, 3), GameEnd.DOST_RIGHT, 2, (20, 100))  # losers under 50
    assert events[2] == Settled(-1, 1, False, 2, (0, 2))
    assert m.brcka == [0, 2] and m.points == [0, 0]
    assert m.phase is Phase.DEAL and m.dealer == 1 and m.pack is None  # a new game: shuffled


def test_a_right_dost_against_losers_with_50_wins_one_brcko() -> None:
    m = dealt(FOUR_ACES)
    m.points = [50, 60]
    m.apply(Declare(1, Rank.ACE))
    assert of(m.apply(Dost(1)), GameWon)[0].brcka == 1


def test_a_wrong_dost_gives_the_opponents_two_brcka() -> None:
    m = dealt(FOUR_ACES)
    m.points = [95, 10]
    m.apply(Declare(1, Rank.ACE))
    events = m.apply(Dost(1))
    assert events[0] == DostCalled(1, 50, False)
    assert events[1] == GameWon(0, (0, 2), GameEnd.DOST_WRONG, 2, (95, 50))
    assert m.brcka == [2, 0] and m.games_played == 1


def test_dost_after_a_won_trick_only_by_its_winner_before_leading() -> None:
    m = dealt(SEVEN_FIRST)
    m.points = [40, 0]
    pass_all(m)
    with pytest.raises(NotAllowed):
        m.apply(Dost(1))
    play(m, "Aa", "7h", "Ka", "Ua")  # seat 2 takes 66: 106
    with pytest.raises(NotYourTurn):
        m.apply(Dost(0))
    events = m.apply(Dost(2))
    assert events[0] == DostCalled(2, 106, True) and of(events, GameWon)[0].side == 0


def test_a_game_won_when_the_losers_hold_brcka_is_settled_by_the_winners_choice() -> None:
    m = dealt(FOUR_ACES)
    m.points, m.brcka = [20, 60], [1, 4]
    m.apply(Declare(1, Rank.ACE))
    m.apply(Dost(1))
    assert m.phase is Phase.SETTLE and m.turn == 1  # the winners' seat first after the dealer
    events = m.apply(m.legal_actions()[1])  # subtract: 2 from 1 stops at 0
    assert events == [Settled(1, 1, True, 2, (0, 4))] and m.phase is Phase.DEAL


def test_the_series_is_won_at_ten_brcka() -> None:
    m = dealt(FOUR_ACES)
    m.points, m.brcka = [20, 60], [0, 9]
    m.apply(Declare(1, Rank.ACE))
    m.apply(Dost(1))
    assert m.outcome() is not None and m.outcome().winners == (1, 3) and m.phase is Phase.OVER
    assert m.legal_actions() == [] and m.scores() == (0, 11, 0, 11)


def test_to_twenty_the_side_that_reached_ten_first_must_reach_twenty_first_or_it_is_a_draw() -> (
    None
):
    m = dealt(FOUR_ACES, rules=StovkahraRules(series=20))
    m.points, m.brcka, m.ten_first = [20, 60], [10, 19], 0
    m.apply(Declare(1, Rank.ACE))
    m.apply(Dost(1))
    m.apply(m.legal_actions()[0])  # add: 21
    assert m.outcome() is not None and m.outcome().winners == () and m.outcome().pool == 0


def test_a_deal_played_out_goes_to_the_first_side_to_100_or_by_the_house_to_the_higher() -> None:
    differ = 0
    for seed in range(60):
        winners = {}
        for rule in DealEnd:
            m = Stovkahra(4, StovkahraRules(deal_end=rule), 0)
            m.deal(random.Random(seed))
            m.points = [90, 90]
            pass_all(m)
            events = play_first_legal(m)
            (won,) = of(events, GameWon)
            winners[rule] = won.side
            totals = of(events, DealScored)[0].totals
            first = next(e.side for e in of(events, Hundred) if e.first)
        assert winners[DealEnd.FIRST_TO_100] == first
        if totals[0] != totals[1]:
            assert winners[DealEnd.HIGHER_TOTAL] == (0 if totals[0] > totals[1] else 1)
        differ += winners[DealEnd.FIRST_TO_100] != winners[DealEnd.HIGHER_TOTAL]
    assert differ >= 3  # deals where the first to 100 ends with fewer points were met
