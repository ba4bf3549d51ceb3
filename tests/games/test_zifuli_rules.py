"""Zifuli's rules, one test per rule, on scripted deals; the secret partner stays secret."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.errors import CardNotInHand, IllegalAction, NotYourTurn, WrongPhase
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.games.cucco.cards import Design
from coteccio_gui.games.cucco.scoring import SideResult
from coteccio_gui.games.zifuli import (
    AllPassed,
    Bid,
    BiddingWon,
    PartnerRevealed,
    Pass,
    ZifuliHandScored,
    ZifuliMatch,
    ZifuliMatchOver,
    ZifuliRules,
)
from coteccio_gui.games.zifuli.scoring import payments
from tests.games.cucco_support import deal_with, play, random_playout


def dealt(
    fixed: dict[int, list[str]], seed: int = 0, rules: ZifuliRules | None = None
) -> ZifuliMatch:
    """A match dealt by seat 4, so seat 0 bids and leads first."""
    m = ZifuliMatch(5, rules, 4)
    m.apply(deal_with(fixed, 5, 8, seed))
    return m


def called(m: ZifuliMatch, bidder: int, call: Design) -> list:
    """Everyone passes but ``bidder``, who calls ``call``."""
    events: list = []
    while m.phase.value == "bid":
        seat = m.turn
        events += m.apply(Bid(seat, call) if seat == bidder and m.bidder is None else Pass(seat))
    return events


def test_eight_cards_each_in_batches_of_four_from_the_dealers_right() -> None:
    m = ZifuliMatch(5, None, 1)
    events = m.deal(random.Random(9))
    deck = list(range(40))
    random.Random(9).shuffle(deck)
    hand = events[0]
    assert isinstance(hand, HandDealt) and (hand.dealer, hand.leader) == (1, 2)
    assert list(hand.hands[2]) == deck[0:4] + deck[20:24]
    assert list(hand.hands[1]) == deck[16:20] + deck[36:40]
    assert m.turn == 2


def test_a_bid_names_a_card_the_bidder_holds() -> None:
    m = dealt({0: ["Cucco", "F10", "Matto"], 1: ["Gatto", "Gatto"]})
    held = {c // 2 for c in m.hand(0)}
    assert {a.call for a in m.legal_actions() if isinstance(a, Bid)} == held
    assert Pass(0) in m.legal_actions()
    with pytest.raises(CardNotInHand, match="seat 0 does not hold Gatto"):
        m.apply(Bid(0, Design.GATTO))


def test_an_overcall_is_a_lower_card_of_the_first_bids_suit() -> None:
    m = dealt({0: ["Cucco"], 1: ["Gatto", "Brescia", "F10"], 2: ["Matto", "Nulla"]})
    m.apply(Bid(0, Design.CUCCO))
    calls = {a.call for a in m.legal_actions() if isinstance(a, Bid)}
    assert Design.GATTO in calls and Design.BRESCIA not in calls and Design.F10 not in calls
    with pytest.raises(IllegalAction, match="lower than the standing call"):
        m.apply(Bid(1, Design.F10))
    m.apply(Bid(1, Design.GATTO))
    calls = {a.call for a in m.legal_actions() if isinstance(a, Bid)}
    assert {Design.MATTO, Design.NULLA} <= calls  # the Matto is below the Osteria in Zifuli
    m.apply(Bid(2, Design.MATTO))
    assert m.turn == 3
    m.apply(Pass(3))
    m.apply(Pass(4))
    calls = {a.call for a in m.legal_actions() if isinstance(a, Bid)}
    assert all(d in (Design.MASCHERONE, Design.SECCHIA, Design.NULLA) for d in calls)


def test_a_player_who_passed_cannot_bid_again() -> None:
    m = dealt({0: ["Brescia"], 2: ["Cucco"]})
    m.apply(Bid(0, Design.BRESCIA))
    m.apply(Pass(1))
    m.apply(Bid(2, Design.CUCCO))
    m.apply(Pass(3))
    m.apply(Pass(4))
    assert m.turn == 0  # seat 1 is skipped
    events = m.apply(Pass(0))
    assert events[-1] == BiddingWon(2, Design.CUCCO)
    with pytest.raises(WrongPhase):
        m.apply(Bid(1, Design.F1))


def test_the_bidding_ends_when_all_the_others_have_passed_and_the_dealers_right_leads() -> None:
    m = dealt({0: ["Brescia"]})
    events = called(m, 0, Design.BRESCIA)
    assert events[-1] == BiddingWon(0, Design.BRESCIA) and m.phase.value == "play"
    assert m.turn == 0 and (m.bidder, m.call) == (0, Design.BRESCIA)
    assert all(isinstance(a, Play) and a.seat == 0 for a in m.legal_actions())


def test_when_everyone_passes_the_hand_is_thrown_in_and_the_deal_passes() -> None:
    m = dealt({})
    events = []
    for seat in range(5):
        events += m.apply(Pass(seat))
    assert events[-1] == AllPassed(4) and m.needs_deal()
    assert m.dealer == 0 and m.leader == 1 and m.hands_played == 1
    assert m.balances == [0] * 5


SECRET = {0: ["Brescia", "Matto"], 2: ["Brescia", "Osteria"], 1: ["Nulla"], 3: ["Secchia"],
          4: ["Mascherone"]}  # fmt: skip


def test_the_partner_stays_secret_until_the_twin_is_played() -> None:
    m = dealt(SECRET)
    events = called(m, 0, Design.BRESCIA)
    assert m.teams() == () and not m.view(0).revealed
    assert [m.view(s).partner for s in range(5)] == [None, None, 2, None, None]
    events += play(m, 0, "Matto") + play(m, 1, "Nulla")
    revealing = play(m, 2, "Brescia")
    assert not any(isinstance(e, PartnerRevealed) for e in events)
    assert revealing[:2] == [CardPlayed(2, revealing[0].card), PartnerRevealed(0, 2)]
    assert m.teams() == ((0, 2), (1, 3, 4))
    assert all(m.view(s).partner == 2 and m.view(s).revealed for s in range(5))


def test_who_holds_the_twin_changes_no_other_seats_view() -> None:
    def match(twin_seat: int) -> ZifuliMatch:
        fixed = {0: ["Brescia", "Matto"], twin_seat: ["Brescia"]}
        fixed |= {s: ["Mascherone"] for s in (2, 3) if s != twin_seat}
        m = dealt(fixed, seed=3)
        called(m, 0, Design.BRESCIA)
        return m

    a, b = match(2), match(3)
    for seat in (0, 1, 4):
        assert a.view(seat) == b.view(seat)
    assert a.view(2).partner == 2 and b.view(2).partner is None


def test_a_bidder_holding_both_copies_plays_alone_and_shows_it_with_the_second() -> None:
    m = dealt({0: ["Cucco", "Cucco", "Brescia", "Brescia", "F10", "F10", "F9", "F9"]})
    called(m, 0, Design.CUCCO)
    assert m.view(0).partner == 0 and all(m.view(s).partner is None for s in range(1, 5))
    first = play(m, 0, "Cucco")
    for _ in range(4):
        first += m.apply(m.legal_actions()[0])
    assert not any(isinstance(e, PartnerRevealed) for e in first) and m.teams() == ()
    assert m.turn == 0  # the first Cucco played wins over anything lower
    assert play(m, 0, "Cucco")[1] == PartnerRevealed(0, 0)
    assert m.teams() == ((0,), (1, 2, 3, 4))


def test_the_matto_ranks_between_nulla_and_the_osteria() -> None:
    m = dealt({0: ["Nulla", "Osteria"], 1: ["Matto", "Matto"], 2: ["Mascherone", "Osteria"],
               3: ["Secchia", "Secchia"], 4: ["Mascherone", "Nulla"]})  # fmt: skip
    called(m, 0, Design.NULLA)
    for seat, text in [(0, "Nulla"), (1, "Matto"), (2, "Mascherone"), (3, "Secchia")]:
        play(m, seat, text)
    assert play(m, 4, "Mascherone")[-1].seat == 1  # the Matto beats Nulla
    for seat, text in [(1, "Matto"), (2, "Osteria"), (3, "Secchia"), (4, "Nulla")]:
        play(m, seat, text)
    won = play(m, 0, "Osteria")[-1]
    assert isinstance(won, TrickWon) and won.seat == 2  # the Osteria beats it; first Osteria wins


def test_stakes_as_the_text_gives_them() -> None:
    assert payments(1, 3, SideResult.WON) == (-1, 2, -1, 1, -1)
    assert payments(1, 3, SideResult.LOST) == (1, -2, 1, -1, 1)
    assert payments(4, 4, SideResult.WON) == (-2, -2, -2, -2, 8)
    assert payments(4, 4, SideResult.LOST) == (2, 2, 2, 2, -8)
    assert payments(0, 2, SideResult.TIED) == (0,) * 5


def test_a_hand_is_settled_from_the_tricks_the_two_sides_took() -> None:
    m = dealt(SECRET, rules=ZifuliRules(rounds=1))
    events = called(m, 0, Design.BRESCIA)
    rng = random.Random(1)
    while m.phase.value == "play":
        events += m.apply(rng.choice(m.legal_actions()))
    scored = next(e for e in events if isinstance(e, ZifuliHandScored))
    side = {0, 2}
    took = [sum(e.trick.points for e in events if isinstance(e, TrickWon) and (e.seat in side) == mine)
            for mine in (True, False)]  # fmt: skip
    assert scored.halves == tuple(took) and sum(took) == 38
    assert (scored.bidder, scored.partner) == (0, 2)
    if scored.recount is None:
        assert scored.result is (SideResult.WON if took[0] >= 20 else SideResult.LOST)
    assert scored.payments == payments(0, 2, scored.result)
    assert m.balances == list(scored.balances) and sum(m.balances) == 0


def test_the_match_ends_after_every_player_has_dealt_rounds_times() -> None:
    m = ZifuliMatch(5, ZifuliRules(rounds=1), 2)
    events = random_playout(m, random.Random(5))
    assert m.hands_played == 5 and isinstance(events[-1], ZifuliMatchOver)
    dealers = [e.dealer for e in events if isinstance(e, HandDealt)]
    assert dealers == [2, 3, 4, 0, 1][: len(dealers)]
    best = max(m.balances)
    assert events[-1].winners == tuple(s for s in range(5) if m.balances[s] == best)
    assert m.outcome() is not None and m.outcome().winners == events[-1].winners


def test_actions_out_of_turn_or_phase_are_refused() -> None:
    m = dealt({0: ["Brescia"]})
    with pytest.raises(NotYourTurn):
        m.apply(Pass(1))
    with pytest.raises(WrongPhase):
        m.apply(Play(0, m.hand(0)[0]))
    called(m, 0, Design.BRESCIA)
    with pytest.raises(WrongPhase):
        m.apply(Pass(0))
    with pytest.raises(ValueError):
        ZifuliMatch(4, None, 0)


def _all_pass(m: ZifuliMatch) -> list:
    events: list = []
    while m.phase.value == "bid":
        events += m.apply(Pass(m.turn))
    return events


def test_a_hand_thrown_in_is_not_one_of_the_hands_of_a_new_match():
    from coteccio_gui.games.zifuli import PRESETS

    rules = next(iter(PRESETS.values()))  # what the set-up starts a new match with
    assert rules.thrown_in_counts is False and rules.to_dict()["thrown_in_counts"] is False
    m = dealt({}, rules=rules)
    events = _all_pass(m)
    assert any(isinstance(e, AllPassed) for e in events)
    assert m.hands_played == 0 and m.needs_deal() and m.dealer == 0  # the next dealer deals
    rng = random.Random(5)
    for _ in range(rules.hands - 1):  # every other hand played to its end
        _play_a_hand(m, rng)
    assert m.outcome() is None  # one hand still to play: the thrown-in one did not count
    _play_a_hand(m, rng)
    assert m.hands_played == rules.hands and m.outcome() is not None


def _play_a_hand(m: ZifuliMatch, rng: random.Random) -> None:
    """Deal and play a hand to its end, somebody bidding (so it is not thrown in)."""
    m.deal(rng)
    while not m.needs_deal() and m.outcome() is None:
        legal = m.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        m.apply(bids[0] if bids and not m.bids else rng.choice(legal))


def test_a_record_without_the_rule_keeps_counting_a_hand_thrown_in():
    rules = ZifuliRules.from_dict({"rounds": 1})
    assert rules.thrown_in_counts is True and rules.to_dict() == {"rounds": 1}
    m = dealt({}, rules=rules)
    _all_pass(m)
    assert m.hands_played == 1
    with pytest.raises(ValueError):
        ZifuliRules.from_dict({"rounds": 1, "thrown_in_counts": 1})
