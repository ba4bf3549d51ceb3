"""One test (at least) for every rule of Coteccio (RULES.md)."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine import (
    DECK,
    CardNotInHand,
    HouseRuleError,
    IllegalAction,
    MustFollowSuit,
    NotYourTurn,
    Rank,
    Suit,
    WrongPhase,
    card,
    card_from_code,
    code,
    points,
)
from coteccio_gui.games.coteccio import (
    CapottoChoice,
    HandAnnulled,
    HandOutcome,
    HandScored,
    HouseRules,
    LifeGained,
    LifeLost,
    LifeReason,
    Match,
    MatchWon,
    Phase,
    Restarted,
)
from tests.games.coteccio_scenario import (
    CAPOTTO_MADE,
    CAPOTTO_SAVED,
    FOUR_TO_1,
    SEAT0_MOST,
    TIE_2_3,
    TWO_TIE,
    play_tricks,
    shift,
)

C = card_from_code


# ---- cards -----------------------------------------------------------------------------------


def test_the_pack_has_forty_cards_in_four_suits_of_ten():
    assert len(DECK) == len(set(DECK)) == 40
    assert sorted(code(c) for c in DECK) == sorted(r + s for s in "cdsb" for r in "ARCF765432")


def test_card_points_and_rank_order():
    assert [points(card(Suit.COPPE, r)) for r in Rank] == [6, 5, 4, 3, 0, 0, 0, 0, 0, 0]
    assert sum(points(c) for c in DECK) == 72
    assert code(card(Suit.COPPE, Rank.RE)) == "Rc"
    assert code(card(Suit.SPADE, Rank.SETTE)) == "7s"
    assert code(card(Suit.DENARI, Rank.CAVAL)) == "Cd"
    with pytest.raises(ValueError):
        card_from_code("rc")


# ---- dealing and leading ---------------------------------------------------------------------


def test_the_dealers_next_seat_leads_and_five_cards_go_to_each_seat():
    m = Match(5, first_dealer=4)
    events = m.deal(random.Random(1))
    assert (m.dealer, m.leader, m.turn) == (4, 0, 0)
    hands = events[0].hands
    assert [len(h) for h in hands] == [5] * 5
    assert len({c for h in hands for c in h}) == 25


def test_first_dealer_is_drawn_with_the_rng_and_a_seed_reproduces_the_deals():
    def deals(seed: int) -> list[tuple]:
        rng = random.Random(seed)
        m = Match.new(4, None, rng)
        return [m.first_dealer, m.deal(rng)[0].hands]

    assert deals(3) == deals(3)
    assert {Match.new(4, None, random.Random(s)).first_dealer for s in range(40)} == {0, 1, 2, 3}


# ---- playing ---------------------------------------------------------------------------------


def _dealt(tricks=SEAT0_MOST) -> Match:
    m = Match(4, first_dealer=0)
    hands = [[C(t[s]) for t in tricks] for s in range(4)]
    m.deal_hands(hands)
    return m


def test_a_seat_must_follow_the_suit_led_and_a_refusal_changes_nothing():
    m = _dealt()
    m.play(1, C("2c"))
    before = (list(m.hands[2]), list(m.trick), m.turn)
    with pytest.raises(MustFollowSuit) as refused:
        m.play(2, C("2d"))  # seat 2 holds Ac
    assert refused.value.suit is Suit.COPPE
    assert str(refused.value) == "seat 2 must follow coppe but played 2d"
    assert (m.hands[2], m.trick, m.turn) == before
    assert m.legal_plays(2) == [C("Ac"), C("6c")]


def test_a_seat_that_cannot_follow_may_play_any_card():
    m = _dealt(TIE_2_3)
    while len(m.tricks) < 4:
        m.play(m.turn, C(TIE_2_3[len(m.tricks)][m.turn]))
    m.play(3, C("5c"))
    m.play(0, C("6c"))
    m.play(1, C("7c"))
    assert m.legal_plays(2) == [C("5d")]  # no coppe left: the denari is legal


def test_only_the_seat_to_play_may_play_and_only_a_card_it_holds():
    m = _dealt()
    with pytest.raises(NotYourTurn):
        m.play(2, C("Ac"))
    with pytest.raises(CardNotInHand):
        m.play(1, C("Ac"))
    with pytest.raises(WrongPhase):
        m.decide_capotto(1, CapottoChoice.ANNUL)
    assert m.legal_plays(2) == []


def test_the_highest_card_of_the_suit_led_wins_and_its_winner_leads():
    m = _dealt()
    m.play(1, C("2c"))
    m.play(2, C("Ac"))
    m.play(3, C("3c"))
    events = m.play(0, C("4c"))
    won = events[-1]
    assert (won.seat, won.trick.points) == (2, 6)
    assert m.turn == 2
    # the Asso of denari is off-suit in a spade trick: it does not win
    m2 = Match(2, first_dealer=0)
    m2.deal_hands(
        [
            [C(x) for x in ["Ad", "2c", "3c", "4c", "5c"]],
            [C(x) for x in ["2s", "6c", "7c", "Fc", "Cc"]],
        ]
    )
    m2.play(1, C("2s"))
    assert m2.play(0, C("Ad"))[-1].seat == 1


# ---- scoring ---------------------------------------------------------------------------------


def test_the_seat_with_most_points_including_the_last_trick_loses_a_life():
    m = Match(4, first_dealer=0)
    events = play_tricks(m, SEAT0_MOST)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.points == (15, 6, 6, 6)
    assert scored.last_trick == 0 and scored.outcome is HandOutcome.POINTS
    assert [e for e in events if isinstance(e, LifeLost)] == [
        LifeLost(0, 3, LifeReason.MOST_POINTS)
    ]
    assert m.lives == [3, 4, 4, 4] and m.hands_played == 1


def test_all_seats_tied_for_most_points_lose_a_life():
    m = Match(4, first_dealer=0)
    events = play_tricks(m, TIE_2_3)
    assert next(e for e in events if isinstance(e, HandScored)).points == (0, 6, 12, 12)
    assert m.lives == [4, 4, 3, 3]


# ---- capotto ---------------------------------------------------------------------------------


def test_four_tricks_to_one_seat_offer_the_capotto_and_annul_redeals_with_the_same_dealer():
    m = Match(4, first_dealer=0)
    events = play_tricks(m, [*FOUR_TO_1, {1: "5c", 2: "Rc", 3: "6c", 0: "7c"}],
                         CapottoChoice.ANNUL)  # fmt: skip
    assert any(isinstance(e, HandAnnulled) for e in events)
    assert not any(isinstance(e, (LifeLost, LifeGained)) for e in events)
    assert m.lives == [4, 4, 4, 4]
    assert (m.phase, m.dealer, m.leader) == (Phase.DEAL, 0, 1)
    assert (m.hands_played, m.hands_annulled) == (0, 1)


def test_capotto_made_gains_a_life_and_every_other_seat_loses_one():
    m = Match(4, first_dealer=0)
    events = play_tricks(m, CAPOTTO_MADE, CapottoChoice.PLAY)
    assert next(e for e in events if isinstance(e, HandScored)).outcome is HandOutcome.CAPOTTO_MADE
    assert m.lives == [3, 5, 3, 3]


def test_capotto_saved_costs_the_four_trick_seat_a_life_and_gives_one_to_the_saver():
    m = Match(4, first_dealer=0)
    events = play_tricks(m, CAPOTTO_SAVED, CapottoChoice.PLAY)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.outcome is HandOutcome.CAPOTTO_SAVED
    assert scored.points[1] > scored.points[2]  # whatever the card points
    assert m.lives == [4, 3, 5, 4]
    assert LifeGained(2, 5, LifeReason.CAPOTTO_SAVED) in events


# ---- after a hand ----------------------------------------------------------------------------


def test_everyone_dying_together_restarts_with_the_seats_that_were_out():
    rules = HouseRules(starting_lives=1, doctor_limit=0, stake=10)
    m = Match(3, rules, first_dealer=0)  # leader 1
    play_tricks(m, shift(_three_most(), 1, 3))  # seat 2 takes the most and goes out (no doctor)
    assert m.lives == [1, 1, 0] and m.phase is Phase.DEAL
    pool = m.pool
    events = play_tricks(m, _two_seats(m, TWO_TIE))
    assert any(isinstance(e, Restarted) for e in events)
    assert m.lives == [1, 1, 1] and m.restarts == 1 and m.pool == pool
    assert m.winner is None and m.phase is Phase.DEAL


def _three_most() -> list[dict[int, str]]:
    """Three seats, leader 0: seat 1 ends with 6 + 3 + 6 = 15 points, seats 0 and 2 with 6."""
    return [
        {0: "2c", 1: "Ac", 2: "3c"},
        {1: "2d", 2: "Ad", 0: "3d"},
        {2: "2s", 0: "As", 1: "3s"},
        {0: "2b", 1: "3b", 2: "4b"},
        {2: "5b", 0: "6b", 1: "Fb"},
    ]


def _two_seats(m: Match, tricks: list[dict[int, str]]) -> list[dict[int, str]]:
    """Two-seat tricks (0 deals, 1 leads) given to the two seats alive in ``m``."""
    other = next(s for s in range(m.players) if m.lives[s] > 0 and s != m.leader)
    seats = {1: m.leader, 0: other}
    return [{seats[s]: c for s, c in t.items()} for t in tricks]


def test_the_doctor_gives_the_fewest_lives_of_another_alive_seat_for_its_fee():
    rules = HouseRules(starting_lives=1, doctor_fee=7, stake=10)
    m = Match(4, rules, first_dealer=0)
    events = play_tricks(m, SEAT0_MOST)
    offer = events[-1]
    assert (type(offer).__name__, offer.seat, offer.fee, offer.lives) == ("DoctorOffered", 0, 7, 1)
    assert (m.phase, m.turn) == (Phase.DOCTOR, 0)
    called = m.decide_doctor(0, True)
    assert called[0].lives == 1 and m.lives == [1, 1, 1, 1]
    assert m.pool == 47 and m.doctor_calls == [1, 0, 0, 0]
    assert m.phase is Phase.DEAL


def test_a_seat_that_declines_the_doctor_is_out_and_rotation_skips_it():
    m = Match(4, HouseRules(starting_lives=1), first_dealer=3)  # leader 0
    play_tricks(m, shift(SEAT0_MOST, 3, 4))  # seat 3 loses
    assert m.turn == 3
    events = m.decide_doctor(3, False)
    assert type(events[0]).__name__ == "SeatOut"
    # seat 0 led, so seat 1 leads next and seat 0 deals
    assert (m.leader, m.dealer) == (1, 0)
    events = m.deal(random.Random(2))
    assert events[0].hands[3] == ()


def test_doctor_needs_two_other_seats_alive():
    m = Match(3, HouseRules(starting_lives=1), first_dealer=0)
    events = play_tricks(m, shift(_three_most(), 1, 3))
    # seat 2 reached 0 with two other seats alive: offered
    assert events[-1].seat == 2 and m.phase is Phase.DOCTOR
    m.decide_doctor(2, False)
    # now only two seats are alive: a seat reaching 0 cannot call the doctor, and the other wins
    assert (m.leader, m.dealer) == (0, 1)
    events = play_tricks(m, _two_seats(m, _two_most()))  # the leader, seat 0, takes every point
    outs = [e for e in events if type(e).__name__ == "SeatOut"]
    assert [(e.seat, e.reason.value) for e in outs] == [(0, "too_few_alive")]
    assert events[-1] == MatchWon(1, 30)
    assert m.phase is Phase.FINISHED and m.winner == 1


def _two_most() -> list[dict[int, str]]:
    """Two seats (0 deals, 1 leads): seat 1 takes every point but not four tricks in a row."""
    return [
        {1: "Ac", 0: "2c"},
        {1: "2d", 0: "3d"},
        {0: "2s", 1: "Rs"},
        {1: "Rb", 0: "2b"},
        {1: "Rc", 0: "4c"},
    ]


@pytest.mark.parametrize("per", ["match", "player"])
def test_the_doctor_limit_counts_per_match_or_per_player(per):
    rules = HouseRules(starting_lives=1, doctor_limit=1, doctor_limit_per=per)
    m = Match(4, rules, first_dealer=0)
    events = play_tricks(m, TIE_2_3)  # seats 2 and 3 both reach 0; leader 1
    assert events[-1].seat == 2  # taken in play order from the leader
    events = m.decide_doctor(2, True)
    if per == "match":
        assert [(type(e).__name__, e.seat) for e in events] == [("DoctorCalled", 2), ("SeatOut", 3)]
        assert events[1].reason.value == "doctor_limit"
    else:
        assert [(type(e).__name__, e.seat) for e in events] == [
            ("DoctorCalled", 2), ("DoctorOffered", 3)]  # fmt: skip
        assert events[1].calls_left == 1


def test_doctor_decisions_go_in_play_order_from_the_hands_leader():
    m = Match(4, HouseRules(starting_lives=1), first_dealer=1)  # leader 2
    events = play_tricks(m, shift(TIE_2_3, 1, 4))  # seats 3 and 0 tie
    assert events[-1].seat == 3  # not seat 0: seat 3 comes first from leader 2
    events = m.decide_doctor(3, True)
    assert events[-1].seat == 0 and m.turn == 0


def test_no_doctor_when_the_limit_is_zero():
    m = Match(4, HouseRules(starting_lives=1, doctor_limit=0), first_dealer=0)
    events = play_tricks(m, SEAT0_MOST)
    assert type(events[-1]).__name__ == "SeatOut" and events[-1].reason.value == "no_doctor"
    assert m.phase is Phase.DEAL


def test_no_doctor_without_a_pool_when_the_stake_is_zero():
    # RULES.md, from 001: "If no bidding is used ... once a player loses all their lives,
    # they are out". A fee would otherwise make a pool out of nothing.
    m = Match(4, HouseRules(starting_lives=1, stake=0), first_dealer=0)
    events = play_tricks(m, SEAT0_MOST)
    assert not any(type(e).__name__ == "DoctorOffered" for e in events)
    assert type(events[-1]).__name__ == "SeatOut" and events[-1].reason.value == "no_pool"
    assert m.pool == 0 and m.lives == [0, 1, 1, 1] and m.phase is Phase.DEAL
    with pytest.raises(IllegalAction, match="no doctor in a match without a stake"):
        m.decide_doctor(0, True)


def test_when_the_seat_about_to_deal_goes_out_the_previous_dealer_deals_again():
    m = Match(4, HouseRules(starting_lives=1, doctor_limit=0), first_dealer=0)  # leader 1
    # seat 1 would deal next (leader 2); make seat 1 take the most points
    play_tricks(m, _leader1_loses())
    assert m.lives == [1, 0, 1, 1]
    assert (m.leader, m.dealer) == (2, 0)


def _leader1_loses() -> list[dict[int, str]]:
    """Four seats, leader 1: seat 1 takes the most (it wins the last trick with the Fante)."""
    return [
        {1: "2c", 2: "Ac", 3: "3c", 0: "4c"},
        {2: "2d", 3: "Ad", 0: "3d", 1: "4d"},
        {3: "2s", 0: "As", 1: "3s", 2: "4s"},
        {0: "2b", 1: "Ab", 2: "3b", 3: "4b"},
        {1: "Fc", 2: "6c", 3: "7c", 0: "5c"},
    ]


def test_the_leader_moves_one_seat_anticlockwise_every_hand():
    m = Match(4, first_dealer=2)
    seen = []
    rng = random.Random(5)
    for _ in range(5):
        seen.append((m.dealer, m.leader))
        m.deal(rng)
        while m.phase is Phase.PLAY:
            m.play(m.turn, m.legal_plays(m.turn)[0])
            if m.phase is Phase.CAPOTTO:
                m.decide_capotto(m.turn, CapottoChoice.PLAY)
        if m.phase is not Phase.DEAL:
            break
    assert seen[:3] == [(2, 3), (3, 0), (0, 1)]


def test_the_last_seat_alive_wins_the_whole_pool():
    rules = HouseRules(starting_lives=1, stake=25, doctor_limit=0)
    m = Match(2, rules, first_dealer=0)
    events = play_tricks(m, _two_most())
    assert events[-1] == MatchWon(0, 50)
    assert m.winner == 0 and m.pool == 50
    with pytest.raises(WrongPhase, match="over"):
        m.deal(random.Random(0))


# ---- house rules -----------------------------------------------------------------------------


def test_house_rules_defaults_and_ranges():
    r = HouseRules()
    assert (r.starting_lives, r.stake, r.doctor_fee, r.doctor_limit) == (4, 10, 5, 3)
    assert r.doctor_limit_per.value == "match"
    for bad in ({"starting_lives": 10}, {"stake": -1}, {"doctor_fee": 1001},
                {"doctor_limit": 100}, {"doctor_limit_per": "hand"}, {"starting_lives": True}):  # fmt: skip
        with pytest.raises(HouseRuleError):
            HouseRules.from_dict(bad)
    with pytest.raises(ValueError):
        Match(8)
    with pytest.raises(ValueError):
        Match(1)
    assert Match(7, r).pool == 70
