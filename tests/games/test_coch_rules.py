"""Cöch's rules, one test per rule, on scripted deals."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.errors import (
    CardNotInHand,
    IllegalAction,
    MustFollowSuit,
    NotYourTurn,
    WrongPhase,
)
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.games.coch import CochHandScored, CochMatch, CochMatchWon, CochRules
from coteccio_gui.games.cucco.cards import RECOUNT, card_from_code
from coteccio_gui.games.cucco.errors import BadCuccoDeal
from tests.games.cucco_support import cards, deal_with, play, random_playout

ALL_MATTE = ["Brescia", "Brescia", "Cucco", "Cucco", "Bragon", "Bragon", "Cavallo", "Cavallo",
             "Gatto", "Gatto"]  # fmt: skip


def dealt(
    fixed: dict[int, list[str]], people: int = 4, dealer: int = 3, seed: int = 0
) -> CochMatch:
    m = CochMatch(people, None, dealer if dealer < people else 0)
    m.dealer, m.leader = dealer, (dealer + 1) % 4
    m.apply(deal_with(fixed, 4, 10, seed))
    return m


def test_ten_cards_each_in_packets_of_five_from_the_dealers_right() -> None:
    m = CochMatch(4, None, 2)
    events = m.deal(random.Random(5))
    deck = list(range(40))
    random.Random(5).shuffle(deck)
    assert events[0] == HandDealt(2, 3, events[0].hands)
    assert list(events[0].hands[3]) == deck[0:5] + deck[20:25]
    assert list(events[0].hands[0]) == deck[5:10] + deck[25:30]
    assert list(events[0].hands[2]) == deck[15:20] + deck[35:40]
    assert m.turn == 3 and all(len(m.hand(s)) == 10 for s in range(4))


def test_the_player_on_the_dealers_right_leads() -> None:
    m = CochMatch(4, None, 1)
    m.deal(random.Random(1))
    assert m.turn == 2 and {a.seat for a in m.legal_actions()} == {2}


def test_follow_figure_or_matte_if_you_can() -> None:
    m = dealt({0: ["F3"], 1: ["F1", "Osteria"], 2: ["F9"], 3: ALL_MATTE})
    play(m, 0, "F3")
    with pytest.raises(MustFollowSuit, match="seat 1 must follow the Figure but played Osteria"):
        play(m, 1, "Osteria")
    assert all(a.card // 2 != card_from_code("Osteria") // 2 for a in m.legal_actions())
    play(m, 1, "F1")
    play(m, 2, "F9")
    assert sorted(a.card for a in m.legal_actions()) == sorted(m.hand(3))  # void: any card


def test_highest_card_of_the_suit_led_wins_and_the_other_suit_never_does() -> None:
    m = dealt({0: ["F3"], 1: ["F1"], 2: ["F9"], 3: ALL_MATTE})
    for seat, text in [(0, "F3"), (1, "F1"), (2, "F9")]:
        play(m, seat, text)
    events = play(m, 3, "Brescia")
    won = events[-1]
    assert isinstance(won, TrickWon) and won.seat == 2 and won.number == 0
    assert won.trick.points == 1 + 2  # F9 ½ and Brescia 1, in halves
    assert m.turn == 2 and m.halves == [3, 0]


def test_of_two_equal_cards_the_first_played_wins() -> None:
    m = dealt({0: ["F7"], 1: ["F7"], 2: ["F6"], 3: ALL_MATTE})
    play(m, 0, "F7")
    play(m, 1, "F7")
    play(m, 2, "F6")
    events = play(m, 3, "Gatto")
    assert events[-1].seat == 0 and m.turn == 0


def test_trick_points_in_halves() -> None:
    m = dealt({0: ["F5"], 1: ["F10"], 2: ["F2"], 3: ALL_MATTE})
    for seat, text in [(0, "F5"), (1, "F10"), (2, "F2"), (3, "Cucco")]:
        events = play(m, seat, text)
    assert events[-1].trick.points == 1 + 2 + 0 + 2 and events[-1].seat == 1


def test_either_copy_names_the_card_and_both_copies_are_offered() -> None:
    m = dealt({0: ["F4", "F4"]})
    f4, twin = cards("F4", "F4")
    assert {Play(0, f4), Play(0, twin)} <= set(m.legal_actions())
    events = m.apply(Play(0, twin))
    assert events == [CardPlayed(0, twin)]
    events = m.copy().apply(Play(1, m.legal_plays(1)[0]))
    assert isinstance(events[0], CardPlayed)


def test_a_seat_plays_only_in_turn_and_only_what_it_holds() -> None:
    m = dealt({0: ["F4"], 1: ["F8"]})
    with pytest.raises(NotYourTurn, match="seat 0 is to play, not seat 1"):
        play(m, 1, "F8")
    missing = next(c for c in range(40) if c not in m.hand(0) and c ^ 1 not in m.hand(0))
    with pytest.raises(CardNotInHand):
        m.apply(Play(0, missing))
    with pytest.raises(WrongPhase):
        m.apply(deal_with({}, 4, 10))
    with pytest.raises(IllegalAction):
        m.apply(Play(0, 40))


def test_a_deal_must_be_the_whole_pack_ten_each() -> None:
    m = CochMatch()
    with pytest.raises(WrongPhase):
        m.apply(Play(1, 0))
    good = deal_with({}, 4, 10)
    short = Deal((good.hands[0][:9], *good.hands[1:]))
    twice = Deal(((good.hands[1][0], *good.hands[0][1:]), *good.hands[1:]))
    for bad in (short, twice, Deal(good.hands[:3])):
        with pytest.raises(BadCuccoDeal):
            m.apply(bad)


def _play_hand(m: CochMatch, rng: random.Random) -> list:
    events = []
    while not m.needs_deal() and m.outcome() is None:
        events += m.apply(rng.choice(m.legal_actions()))
    return events


def test_the_side_with_ten_points_wins_the_hand_and_the_deal_passes_to_the_right() -> None:
    m = CochMatch(4, CochRules(target=3), 3)
    m.deal(random.Random(2))
    events = _play_hand(m, random.Random(2))
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert len(tricks) == 10
    halves = [sum(t.trick.points for t in tricks if t.seat % 2 == side) for side in (0, 1)]
    scored = events[-1]
    assert isinstance(scored, CochHandScored) and scored.halves == tuple(halves)
    assert sum(halves) == 38
    if scored.recount is None:
        assert scored.side == (0 if halves[0] >= 20 else 1)
        assert scored.hands_won[scored.side] == 1
    assert m.needs_deal() and m.dealer == 0 and m.leader == 1
    assert m.deal(random.Random(3))[0].leader == 1


def _recount_hand(seed: int) -> tuple[CochHandScored, list]:
    m = CochMatch(4, CochRules(target=9), 0)
    m.deal(random.Random(seed))
    events = _play_hand(m, random.Random(seed))
    return events[-1], events


@pytest.mark.parametrize("seed", [0, 500])  # random hands that end 9½ to 9½ (seed 500: 41-41)
def test_nine_and_a_half_each_goes_to_the_recount(seed: int) -> None:
    if seed == 0:
        seed = next(s for s in range(1, 500) if _recount_hand(s)[0].recount not in (None, (41, 41)))
    scored, events = _recount_hand(seed)
    assert scored.halves == (19, 19)
    won = [[c for e in events if isinstance(e, TrickWon) and e.seat % 2 == side
            for _, c in e.trick.plays] for side in (0, 1)]  # fmt: skip
    assert scored.recount == (sum(RECOUNT[c] for c in won[0]), sum(RECOUNT[c] for c in won[1]))
    if scored.recount == (41, 41):
        assert scored.side is None and scored.hands_won == (0, 0)
    else:
        assert scored.recount[scored.side] >= 42 and scored.hands_won[scored.side] == 1


def test_the_first_side_to_win_target_hands_wins_the_match() -> None:
    m = CochMatch(4, CochRules(target=2), 0)
    events = random_playout(m, random.Random(11))
    final = [e for e in events if isinstance(e, CochHandScored)][-1]
    won = events[-1]
    assert isinstance(won, CochMatchWon) and final.hands_won[won.side] == 2
    assert m.outcome() is not None and m.outcome().winners == (won.side, won.side + 2)
    assert m.legal_actions() == [] and not m.needs_deal()
    with pytest.raises(WrongPhase, match="match is over"):
        m.apply(Play(0, 0))


@pytest.mark.parametrize(("people", "dummies"), [(2, (2, 3)), (3, (3,))])
def test_absent_players_hands_lie_face_up_and_their_partners_play_them(
    people: int, dummies: tuple[int, ...]
) -> None:
    m = CochMatch(people, None, 0)
    m.deal(random.Random(4))
    assert m.players == 4 and m.face_up_hands() == dummies
    assert [m.controller(s) for s in range(4)] == [
        0,
        1,
        *[s - 2 if s in dummies else s for s in (2, 3)],
    ]
    for seat in range(4):
        seen = m.view(seat).seen
        for other in range(4):
            may = other in dummies or other in (seat, m.controller(seat))
            assert (seen[other] is not None) == may, (seat, other)
            if may:
                assert seen[other] == tuple(m.hand(other))
    events = random_playout(m, random.Random(4))
    assert all(s < people for s in m.outcome().winners)
    assert any(isinstance(e, CardPlayed) and e.seat in dummies for e in events)


def test_bad_seats_and_house_rules_are_refused() -> None:
    for people, dealer in [(1, 0), (5, 0), (3, 3)]:
        with pytest.raises(ValueError):
            CochMatch(people, None, dealer)
    with pytest.raises(ValueError, match="target must be a whole number from 1 to 9"):
        CochRules.from_dict({"target": 10})
    with pytest.raises(ValueError, match="unknown rule 'hands'"):
        CochRules.from_dict({"hands": 3})
