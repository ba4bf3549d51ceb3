"""One test (at least) for every rule of Rovescino in docs/rules.md, on scripted deals."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine import (
    CardNotInHand,
    CardPlayed,
    HandDealt,
    IllegalAction,
    MustFollowSuit,
    NotYourTurn,
    TrickWon,
    WrongPhase,
    card_from_code,
)
from coteccio_gui.engine.errors import HouseRuleError
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH, TRESSETTE_THIRDS, trick_winner
from coteccio_gui.games import spec
from coteccio_gui.games.rovescino import (
    PRESETS,
    Fractions,
    HandScored,
    LowestTie,
    MatchOver,
    MonteLaid,
    MonteTaken,
    Phase,
    Play,
    Rovescino,
    RovescinoRules,
    SeatEliminated,
    TieForLowest,
    hand_points,
)
from tests.games.rovescino_scenario import CAPPOTTO, SEVEN, SEVEN_MONTE, play_tricks

C = card_from_code


def _codes(text: str) -> list[int]:
    return [C(c) for c in text.split()]


# ---- the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "each", "monte"),
    [(3, 13, 1), (4, 10, 0), (5, 8, 0), (6, 6, 4), (7, 5, 5), (8, 5, 0)],
)
def test_every_card_is_dealt_evenly_and_the_leftovers_are_the_monte(players, each, monte):
    m = Rovescino(players, first_dealer=players - 1)
    events = m.deal(random.Random(players))
    dealt, laid = events
    assert isinstance(dealt, HandDealt) and laid == MonteLaid(monte)
    assert [len(h) for h in dealt.hands] == [each] * players and len(m.monte) == monte
    cards = [c for h in dealt.hands for c in h] + m.monte
    assert sorted(cards) == list(range(40))


def test_the_seat_after_the_dealer_leads_and_the_deal_passes_to_the_right():
    m = Rovescino(7, first_dealer=6)
    play_tricks(m, SEVEN, SEVEN_MONTE)
    assert (m.dealer, m.leader) == (0, 1)  # the next seat in play order deals, the one after leads
    m.deal(random.Random(1))
    assert (m.turn, m.order) == (1, (1, 2, 3, 4, 5, 6, 0))


def test_a_seed_reproduces_the_deal():
    a, b = Rovescino(5), Rovescino(5)
    assert a.deal(random.Random(9)) == b.deal(random.Random(9))


def test_a_bad_deal_is_refused_naming_what_is_wrong():
    m = Rovescino(4)
    hands = [list(range(s * 10, s * 10 + 10)) for s in range(4)]
    with pytest.raises(IllegalAction, match="the monte must hold 0 cards, not 1"):
        m.deal_hands([*hands[:3], hands[3][:-1] + [39]], [38])
    with pytest.raises(IllegalAction, match="seat 0 is out and must be dealt no cards"):
        out = Rovescino(5)
        out.out[0] = True
        out.deal_hands([[0], [], [], [], []], [])
    with pytest.raises(IllegalAction, match="seat 0 must be dealt 10 cards, not 9"):
        m.deal_hands([hands[0][:-1], *hands[1:]], [])
    with pytest.raises(IllegalAction, match="Ac is dealt twice"):
        m.deal_hands([hands[0], [0, *hands[1][1:]], *hands[2:]], [])
    with pytest.raises(IllegalAction, match="a deal lists 4 hands"):
        m.deal_hands(hands[:3], [])
    assert m.phase is Phase.DEAL and m.actions == []


# ---- play --------------------------------------------------------------------------------------


def test_tressette_order_three_two_ace_king_knight_jack_seven_to_four():
    order = [rank + "c" for rank in "32ARCF7654"]
    for i, high in enumerate(order):
        for low in order[i + 1 :]:
            assert trick_winner([(0, C(low)), (1, C(high))], TRESSETTE_STRENGTH) == 1
            assert trick_winner([(0, C(high)), (1, C(low))], TRESSETTE_STRENGTH) == 0


def test_highest_card_of_the_suit_led_wins_and_its_winner_leads_the_next_trick():
    m = Rovescino(7, first_dealer=6)
    events = play_tricks(m, SEVEN, SEVEN_MONTE)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [e.seat for e in won] == [6, 5, 4, 3, 3]
    assert [e.trick.leader for e in won] == [0, 6, 5, 4, 3]
    # the last trick: the 2 of coppe alone follows the suit led; the Assi thrown on it never win
    assert won[4].trick.plays[0] == (3, C("2c"))


def test_a_seat_must_follow_suit_and_is_refused_otherwise():
    m = Rovescino(7, first_dealer=6)
    hands: list[list[int]] = [[] for _ in range(7)]
    for t in SEVEN:
        for s, c in t.items():
            hands[s].append(C(c))
    m.deal_hands(hands, _codes(SEVEN_MONTE))
    m.play(0, C("4c"))
    with pytest.raises(MustFollowSuit, match="seat 1 must follow coppe but played 6d"):
        m.play(1, C("6d"))
    with pytest.raises(NotYourTurn, match="seat 1 is to play, not seat 2"):
        m.play(2, C("6c"))
    with pytest.raises(CardNotInHand, match="seat 1 does not hold Ac"):
        m.play(1, C("Ac"))
    assert [a.card for a in m.legal_actions()] == [C("5c")]
    assert m.apply(Play(1, C("5c"))) == [CardPlayed(1, C("5c"))]


def test_a_void_seat_may_play_any_card():
    m = Rovescino(7, first_dealer=6)
    play_tricks(m, SEVEN, SEVEN_MONTE)  # in the last trick seats 4 to 2 throw other suits on 2c
    assert m.hands_played == 1


def test_nothing_but_a_deal_before_the_deal_and_nothing_after_the_end():
    m = Rovescino(3)
    with pytest.raises(WrongPhase, match="expected a deal, not a play"):
        m.play(1, 0)
    m.deal(random.Random(0))
    with pytest.raises(WrongPhase, match="expected a play from seat 1, not a deal"):
        m.deal(random.Random(0))
    m.totals = [20, 20, 20]
    while m.phase is Phase.PLAY:
        m.apply(m.legal_actions()[0])
    assert m.phase is Phase.FINISHED and m.legal_actions() == []
    with pytest.raises(WrongPhase, match="the match is over"):
        m.deal(random.Random(0))


# ---- points ------------------------------------------------------------------------------------


def test_card_points_in_thirds_ace_one_point_figures_a_third_the_rest_nothing():
    thirds = [TRESSETTE_THIRDS[C(rank + "d")] for rank in "A32RCF7654"]
    assert thirds == [3, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    assert sum(TRESSETTE_THIRDS) == 32  # 10 2/3 points in the pack


def test_the_last_trick_is_worth_a_point_and_takes_the_monte_with_its_points():
    m = Rovescino(7, first_dealer=6)
    events = play_tricks(m, SEVEN, SEVEN_MONTE)
    last = [e for e in events if isinstance(e, TrickWon)][-1]
    assert last.trick.points == 11 + 3  # its cards, and 3 thirds for the last trick
    taken = next(e for e in events if isinstance(e, MonteTaken))
    assert taken == MonteTaken(3, tuple(_codes(SEVEN_MONTE)), 7)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.thirds == (0, 0, 0, 24, 5, 3, 3) and sum(scored.thirds) == 35
    assert scored.points == (0, 0, 0, 8, 1, 1, 1) and scored.last_trick == 3
    assert scored.dropped == 2 and scored.scores == scored.points and m.scores() == scored.points


def test_the_monte_lies_face_down_and_is_shown_when_the_last_trick_takes_it():
    m = Rovescino(7, first_dealer=6)
    hands: list[list[int]] = [[] for _ in range(7)]
    for t in SEVEN:
        for s, c in t.items():
            hands[s].append(C(c))
    m.deal_hands(hands, _codes(SEVEN_MONTE))
    assert [p.cards for p in m.piles()] == [(None,) * 5]
    while m.phase is Phase.PLAY:
        assert all(m.view(s).monte == () and m.view(s).monte_size == 5 for s in range(7))
        m.play(m.turn, C(SEVEN[len(m.tricks)][m.turn]))
    assert m.piles()[0].cards == tuple(_codes(SEVEN_MONTE))
    assert m.view(0).monte == tuple(_codes(SEVEN_MONTE))
    m.deal(random.Random(2))
    assert m.view(0).monte == () and m.piles()[0].cards == (None,) * 5


def test_each_total_is_rounded_down_and_the_last_trick_takes_the_fractions_by_default():
    rules = RovescinoRules()
    assert rules.fractions is Fractions.LAST_TRICK
    # 3 1/3 + 3 1/3 + 3 1/3 + 1 2/3: the others score 3 each, the last trick 11 - 9 = 2
    assert hand_points([10, 10, 10, 5], (0, 1, 2, 3), 3, rules) == ([3, 3, 3, 2], 2, -1)
    # the same with the last trick to seat 0: it is charged 11 - 3 - 3 - 1 = 4
    assert hand_points([10, 10, 10, 5], (0, 1, 2, 3), 0, rules) == ([4, 3, 3, 1], 2, -1)


def test_with_fractions_on_the_floor_each_total_is_only_rounded_down():
    rules = RovescinoRules(fractions=Fractions.FLOOR)
    assert hand_points([10, 10, 10, 5], (0, 1, 2, 3), 3, rules) == ([3, 3, 3, 1], 5, -1)
    assert hand_points([8, 8, 8, 8, 3], (0, 1, 2, 3, 4), 4, rules) == ([2, 2, 2, 2, 1], 8, -1)


def test_cappotto_all_eleven_points_score_nothing_and_everyone_else_eleven():
    m = Rovescino(8, first_dealer=7)
    events = play_tricks(m, CAPPOTTO)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.thirds[0] == 35 and scored.cappotto == 0
    assert scored.points == (0, 11, 11, 11, 11, 11, 11, 11)


def test_without_cappotto_all_eleven_points_are_eleven_penalty_points():
    m = Rovescino(8, RovescinoRules(cappotto=False), first_dealer=7)
    events = play_tricks(m, CAPPOTTO)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.cappotto == -1 and scored.points == (11, 0, 0, 0, 0, 0, 0, 0)


# ---- the end of the match ------------------------------------------------------------------------


def test_the_first_to_reach_the_target_loses_and_the_lowest_score_wins():
    m = Rovescino(7, first_dealer=6)
    m.totals = [5, 4, 5, 15, 5, 5, 5]
    events = play_tricks(m, SEVEN, SEVEN_MONTE)
    assert events[-1] == MatchOver((1,), (3,), (5, 4, 5, 23, 6, 6, 6))
    assert m.outcome() is not None and m.outcome().winners == (1,)
    assert m.phase is Phase.FINISHED and m.turn == -1 and (m.dealer, m.leader) == (6, 0)


def test_seats_tied_for_the_lowest_score_share_the_win_by_default():
    m = Rovescino(7, first_dealer=6)
    m.totals = [5, 5, 5, 15, 9, 9, 9]
    events = play_tricks(m, SEVEN, SEVEN_MONTE)
    assert events[-1] == MatchOver((0, 1, 2), (3,), (5, 5, 5, 23, 10, 10, 10))


def test_a_tie_for_the_lowest_score_can_be_played_off():
    m = Rovescino(7, RovescinoRules(lowest_tie=LowestTie.PLAY_ON), first_dealer=6)
    m.totals = [5, 5, 5, 15, 9, 9, 9]
    events = play_tricks(m, SEVEN, SEVEN_MONTE)
    assert events[-1] == TieForLowest((0, 1, 2), 5)
    assert m.needs_deal() and m.outcome() is None
    m.deal(random.Random(4))
    while m.outcome() is None:
        if m.needs_deal():
            m.deal(random.Random(len(m.actions)))
        else:
            m.apply(m.legal_actions()[0])
    low = min(m.totals)
    assert m.outcome().winners == tuple(s for s in range(7) if m.totals[s] == low)
    assert len(m.outcome().winners) == 1


def test_several_seats_reaching_the_target_together_all_lose():
    m = Rovescino(8, first_dealer=7)
    m.totals = [3, 10, 10, 10, 0, 0, 0, 0]
    events = play_tricks(m, CAPPOTTO)
    assert events[-1] == MatchOver((0,), (1, 2, 3), (3, 21, 21, 21, 11, 11, 11, 11))


def test_with_elimination_a_seat_at_the_target_drops_out_and_is_dealt_no_more():
    m = Rovescino(8, RovescinoRules(elimination=True), first_dealer=7)
    m.totals = [0, 0, 0, 18, 0, 0, 0, 0]
    events = play_tricks(m, CAPPOTTO)
    assert events[-1] == SeatEliminated(3, 29)
    assert m.out[3] and m.outcome() is None and (m.dealer, m.leader) == (0, 1)
    dealt = m.deal(random.Random(3))[0]
    assert dealt.hands[3] == () and [len(h) for h in dealt.hands].count(5) == 7
    assert len(m.monte) == 5 and 3 not in m.order


def test_with_elimination_the_deal_and_the_lead_skip_seats_that_are_out():
    m = Rovescino(8, RovescinoRules(elimination=True, cappotto=False), first_dealer=7)
    m.totals = [10, 0, 0, 0, 0, 0, 0, 0]
    events = play_tricks(m, CAPPOTTO)  # seat 0 takes 11 and reaches 21
    assert events[-1] == SeatEliminated(0, 21)
    assert (m.dealer, m.leader) == (1, 2)  # seat 0 would have dealt: seat 1 deals instead
    m.deal(random.Random(0))
    assert m.order == (2, 3, 4, 5, 6, 7, 1) and m.turn == 2


def test_elimination_stops_at_three_and_the_match_ends_as_usual_then():
    m = Rovescino(8, RovescinoRules(elimination=True), first_dealer=7)
    m.totals = [0, 12, 12, 12, 12, 0, 0, 0]  # four reach 23: four would remain
    events = play_tricks(m, CAPPOTTO)
    assert [e for e in events if isinstance(e, SeatEliminated)] == [
        SeatEliminated(s, 23) for s in (1, 2, 3, 4)
    ]
    m2 = Rovescino(8, RovescinoRules(elimination=True), first_dealer=7)
    m2.totals = [0, 12, 12, 12, 12, 12, 12, 0]  # six reach: fewer than three would remain
    events = play_tricks(m2, CAPPOTTO)
    assert events[-1] == MatchOver((0,), (1, 2, 3, 4, 5, 6), (0, 23, 23, 23, 23, 23, 23, 11))


def test_with_three_players_elimination_changes_nothing():
    m = Rovescino(3, RovescinoRules(elimination=True))
    m.totals = [20, 0, 0]
    m.deal(random.Random(5))
    while m.phase is Phase.PLAY:
        m.apply(m.legal_actions()[0])
    if m.totals[0] >= 21:
        assert m.phase is Phase.FINISHED


# ---- house rules -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "rule", "message"),
    [
        ({"target": 20}, "target", "target must be a whole number from 21 to 101"),
        ({"target": 102}, "target", "target must be a whole number from 21 to 101"),
        ({"target": 21.0}, "target", "target must be a whole number from 21 to 101"),
        ({"target": True}, "target", "target must be a whole number from 21 to 101"),
        ({"elimination": 1}, "elimination", "elimination must be true or false"),
        ({"cappotto": "yes"}, "cappotto", "cappotto must be true or false"),
        ({"fractions": "up"}, "fractions", 'fractions must be "last_trick" or "floor"'),
        ({"lowest_tie": None}, "lowest_tie", 'lowest_tie must be "share" or "play_on"'),
        ({"stake": 10}, "stake", "unknown rule 'stake'"),
    ],
)
def test_a_house_rule_out_of_range_is_refused_naming_the_rule(data, rule, message):
    with pytest.raises(HouseRuleError) as refused:
        RovescinoRules.from_dict(data)
    assert refused.value.rule == rule and str(refused.value) == message
    assert isinstance(refused.value, ValueError)


def test_defaults_presets_and_a_round_trip_of_the_rules():
    assert RovescinoRules().to_dict() == {
        "target": 21, "elimination": False, "fractions": "last_trick", "cappotto": True,
        "lowest_tie": "share",
    }  # fmt: skip
    assert list(PRESETS) == ["classic", "elimination", "long"]
    assert PRESETS["classic"] == RovescinoRules() and PRESETS["long"].target == 31
    assert PRESETS["elimination"].elimination
    for rules in PRESETS.values():
        assert RovescinoRules.from_dict(rules.to_dict()) == rules
    assert spec("rovescino").presets() == PRESETS


@pytest.mark.parametrize("players", [2, 9])
def test_three_to_eight_players(players):
    with pytest.raises(ValueError, match="3 to 8 players"):
        Rovescino(players)
    assert not spec("rovescino").players_allowed(players)


def test_a_copy_is_independent():
    m = Rovescino(4)
    m.deal(random.Random(1))
    other = m.copy()
    other.apply(other.legal_actions()[0])
    assert len(m.actions) == 1 and len(other.actions) == 2
    assert m.hands != other.hands and m.trick == []
