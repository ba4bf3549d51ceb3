"""Tressette's rules, one test per rule, on scripted deals (four players unless said)."""

from __future__ import annotations

import pytest

from coteccio_gui.engine.cards import card_from_code as c
from coteccio_gui.engine.errors import CardNotInHand, MustFollowSuit, NotYourTurn, WrongPhase
from coteccio_gui.engine.events import TrickWon
from coteccio_gui.games.tressette.actions import (
    Annul,
    Call,
    Claim,
    Declare,
    Phase,
    Play,
    Signal,
)
from coteccio_gui.games.tressette.cards import COUNTERS
from coteccio_gui.games.tressette.declarations import Combo
from coteccio_gui.games.tressette.events import (
    Annulled,
    Claimed,
    Declared,
    EndReason,
    GameOver,
    GoodGame,
    HandScored,
    PartnerRevealed,
    Signalled,
    Special,
)
from coteccio_gui.games.tressette.rules import TressetteRules
from coteccio_gui.games.tressette.state import BadSignal, NotAllowed
from tests.games.tressette_helpers import deal_with, four, play_strongest, suit

NO_DECL = TressetteRules(target=21, declarations=False)


def test_the_three_takes_the_two_the_two_the_ace_and_points_are_thirds() -> None:
    m = four(deal_with({1: "2c", 2: "3c", 3: "Ac", 0: "Rc"}), NO_DECL)
    events = []
    for seat, code in ((1, "2c"), (2, "3c"), (3, "Ac"), (0, "Rc")):
        events += m.apply(Play(seat, c(code)))
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.seat == 2 and won.trick.points == 1 + 1 + 3 + 1  # thirds: 2, 3, Ace, Re
    assert m.turn == 2 and m.leader == 2


def test_seats_play_in_order_and_follow_suit() -> None:
    m = four(deal_with({1: "4c", 2: "5c 3d 4d 5d 6d 7d Fd Cd Rd Ad"}), NO_DECL)
    with pytest.raises(NotYourTurn):
        m.apply(Play(2, c("5c")))
    with pytest.raises(CardNotInHand):
        m.apply(Play(1, c("5c")))
    m.apply(Play(1, c("4c")))
    with pytest.raises(MustFollowSuit):
        m.apply(Play(2, c("3d")))
    assert {a.card for a in m.legal_actions() if isinstance(a, Play)} == {c("5c")}


def test_a_hand_shares_eleven_points_with_one_for_the_last_trick() -> None:
    m = four(deal_with({}), NO_DECL)
    events = play_strongest(m)
    scored = [e for e in events if isinstance(e, HandScored)][0]
    last = [e for e in events if isinstance(e, TrickWon)][-1]
    assert last.number == 9 and last.trick.points >= 3
    side = {0: (0, 2), 1: (1, 3)}
    assert scored.points[0] + scored.points[1] == 11  # 35 thirds: the fractions drop
    assert scored.points[0] == scored.points[2] and scored.points[1] == scored.points[3]
    thirds = [
        sum(m.tricks[k].points for k in range(10) if m.tricks[k].winner in side[t]) for t in (0, 1)
    ]
    assert [t // 3 for t in thirds] == [scored.points[0], scored.points[1]]
    assert m.score == list(scored.points) and m.phase is Phase.DEAL and m.dealer == 1


def test_annul_a_hand_under_one_point_and_the_same_dealer_deals_again() -> None:
    weak = "7c 6c 5c 4c 7d 6d 5d 4d 7s Fs"  # one third of a point
    m = four(deal_with({2: weak}), NO_DECL)
    assert Annul(1) not in m.legal_actions()  # seat 1 holds more than a point
    m.apply(Play(1, m.hand(1)[0]))
    assert Annul(2) in m.legal_actions()
    events = m.apply(Annul(2))
    assert events == [Annulled(2, 0)]
    assert m.phase is Phase.DEAL and m.dealer == 0 and m.hands_annulled == 1
    assert m.hands_played == 0 and m.score == [0, 0, 0, 0]


def test_no_annulment_with_a_point_or_after_the_first_card() -> None:
    m = four(deal_with({1: "7c 6c 5c 4c 7d 6d 5d 4d 7s Fs"}), NO_DECL)
    assert Annul(1) in m.legal_actions()
    m.apply(Play(1, c("7c")))
    assert m.started[1] and m.turn == 2
    with pytest.raises(NotAllowed):
        m.copy().apply(Annul(2))  # seat 2 has more than a point (or is not the weak hand)
    m2 = four(deal_with({1: "Ac 6c 5c 4c 7d 6d 5d 4d 7s 6s"}), NO_DECL)
    with pytest.raises(NotAllowed):
        m2.apply(Annul(1))


def test_declarations_are_announced_at_the_first_turn_then_shown_and_scored() -> None:
    hands = deal_with({1: "3c 2c Ac 3d 3s", 3: "2d 2s 2b 4c"})
    m = four(hands)
    assert Declare(1) in m.legal_actions()
    assert m.apply(Declare(1)) == [GoodGame(1)]
    assert Declare(1) not in m.legal_actions()
    assert m.view(0).declared == ((), (), (), ()) and m.view(0).announced[1]
    m.apply(Play(1, c("4s")) if c("4s") in m.hand(1) else Play(1, m.hand(1)[-1]))
    m.apply(Play(2, [a for a in m.legal_actions() if isinstance(a, Play)][0].card))
    m.apply(Declare(3))
    events = m.apply([a for a in m.legal_actions() if isinstance(a, Play)][0])
    events += m.apply([a for a in m.legal_actions() if isinstance(a, Play)][0])
    shown = {e.seat: e for e in events if isinstance(e, Declared)}
    assert [(d.combo, d.suit) for d in shown[1].declarations] == [
        (Combo.THREE, 3), (Combo.NAPOLETANA, 0),
    ]  # fmt: skip
    assert shown[1].points == 6 and shown[3].points == 3
    assert m.score == [0, 9, 0, 9]  # seats 1 and 3 are partners
    assert all(v.declared[1] == shown[1].declarations for v in map(m.view, range(4)))


def test_no_declaration_without_a_combination_or_with_declarations_off() -> None:
    m = four(deal_with({1: "3c 2c Ac"}), NO_DECL)
    assert not any(isinstance(a, Declare) for a in m.legal_actions())
    with pytest.raises(NotAllowed):
        m.apply(Declare(1))
    m2 = four(deal_with({2: "3c 2c Ac"}))
    assert not any(isinstance(a, Declare) for a in m2.legal_actions())


def test_napoletana_decima_wins_the_game_outright_sixteen_times() -> None:
    m = four(deal_with({1: suit("c")}), TressetteRules(stake=2))
    m.apply(Declare(1))
    events = play_strongest(m)
    over = [e for e in events if isinstance(e, GameOver)][0]
    assert over.special is Special.COLLATONDRIONE and over.winners == (1, 3) and over.pool == 32
    assert m.outcome() is not None and m.outcome().pool == 32 and len(m.tricks) == 1


def test_signals_are_the_leaders_and_public_and_volo_must_be_true() -> None:
    m = four(deal_with({1: "4c 5d 6d"}), NO_DECL)
    legal = m.legal_actions()
    assert Play(1, c("4c"), Signal.VOLO) in legal and Play(1, c("5d"), Signal.VOLO) not in legal
    with pytest.raises(BadSignal):
        m.apply(Play(1, c("5d"), Signal.VOLO))
    events = m.apply(Play(1, c("4c"), Signal.BUSSO))
    assert Signalled(1, c("4c"), Signal.BUSSO) in events
    assert all(v.signals == ((0, 1, Signal.BUSSO),) for v in map(m.view, range(4)))
    follow = [a for a in m.legal_actions() if isinstance(a, Play)][0]
    with pytest.raises(BadSignal):
        m.apply(follow._replace(signal=Signal.BUSSO))


def test_striscio_only_where_the_table_admits_it() -> None:
    m = four(deal_with({}), TressetteRules(declarations=False, striscio=False))
    assert not any(isinstance(a, Play) and a.signal is Signal.STRISCIO for a in m.legal_actions())
    with pytest.raises(BadSignal):
        m.apply(Play(1, m.hand(1)[0], Signal.STRISCIO))


def test_a_right_claim_wins_the_stake_and_a_wrong_one_loses_it() -> None:
    m = four(deal_with({}), TressetteRules(target=21, declarations=False, stake=5))
    m.score = [20, 19, 20, 19]
    play_one_trick(m)
    winner = m.tricks[0].winner
    events = m.apply(Claim(winner))
    side = (winner % 2, winner % 2 + 2)
    total = 20 - winner % 2 + m.tricks[0].points // 3
    assert events[0] == Claimed(winner, total, total >= 21)
    over = events[1]
    assert isinstance(over, GameOver) and over.pool == 5
    if total >= 21:
        assert over.winners == side and over.reason is EndReason.CLAIM_RIGHT
    else:
        assert over.winners != side and over.reason is EndReason.CLAIM_WRONG


def test_a_wrong_claim_gives_the_game_to_the_others_even_if_they_lack_the_target() -> None:
    m = four(deal_with({}), NO_DECL)
    events = m.apply(Claim(1))
    assert events == [Claimed(1, 0, False), GameOver((0, 2), EndReason.CLAIM_WRONG, None, 1)]
    with pytest.raises(WrongPhase):
        m.apply(Play(2, m.hand(2)[0]))


def test_without_claiming_there_is_no_claim_and_the_hand_decides() -> None:
    m = four(deal_with({}), TressetteRules(target=21, claiming=False, declarations=False))
    assert not any(isinstance(a, Claim) for a in m.legal_actions())
    with pytest.raises(NotAllowed):
        m.apply(Claim(1))
    m.score = [18, 10, 18, 10]
    events = play_strongest(m)
    scored = [e for e in events if isinstance(e, HandScored)][0]
    if 18 + scored.points[0] >= 21:
        assert m.outcome() is not None and m.outcome().winners == (0, 2)
    else:
        assert m.outcome() is None


def test_a_tie_at_the_target_is_played_on() -> None:
    m = four(deal_with({}), TressetteRules(target=21, claiming=False, declarations=False))
    m.score = [30, 30, 30, 30]
    events = play_strongest(m)
    pts = [e for e in events if isinstance(e, HandScored)][0].points
    if pts[0] == pts[1]:
        assert m.outcome() is None
    else:
        assert m.outcome() is not None


def test_cappottone_one_player_takes_every_trick_six_stakes() -> None:
    m = four(deal_with({1: suit("c")}), NO_DECL)
    events = play_strongest(m)
    over = [e for e in events if isinstance(e, GameOver)][0]
    assert over.special is Special.CAPPOTTONE and over.winners == (1, 3) and over.pool == 6


@pytest.mark.parametrize(
    ("won", "counters", "special"),
    [
        ([0, 4, 0, 6], [0, 10, 0, 14], Special.CAPPOTTO),
        ([1, 5, 2, 2], [0, 24, 0, 0], Special.STRAMAZZONE),
        ([1, 5, 0, 4], [0, 12, 0, 12], Special.STRAMAZZO),
        ([0, 0, 0, 10], [0, 0, 0, 24], Special.CAPPOTTONE),
        ([1, 5, 0, 4], [1, 11, 0, 12], None),
    ],
)
def test_the_special_hands(won: list[int], counters: list[int], special: Special | None) -> None:
    m = four(deal_with({}), NO_DECL)
    m.tricks = [m.tricks[0] if m.tricks else None] * 10  # type: ignore[list-item]
    m.won, m.counters = won, counters
    found = m.special_hand()
    assert (found[0] if found else None) is special
    assert len(COUNTERS) == 24


def test_the_chiamata_del_tre_keeps_the_partner_secret_until_the_three_is_played() -> None:
    rules = TressetteRules(chiamata=True)
    assert not rules.declarations and rules.target == 21 or rules.target == 31
    m = four(
        deal_with({1: "3c 3d", 3: "3s", 0: "3b"}), TressetteRules.from_dict({"chiamata": True})
    )
    assert m.phase is Phase.CALL and m.turn == 1
    assert {a.called for a in m.legal_actions()} == {c("3s"), c("3b")}
    with pytest.raises(NotAllowed):
        m.apply(Call(1, c("2c")))
    m.apply(Call(1, c("3b")))
    assert m.teams() == ()
    views = [m.view(s) for s in range(4)]
    assert [v.partner for v in views] == [1, None, None, None]  # only the holder knows
    assert all(v.called == c("3b") for v in views)
    while c("3b") in m.hand(0):
        seat = m.turn
        plays = [a for a in m.legal_actions() if isinstance(a, Play) and a.signal is None]
        pick = next((a for a in plays if a.card == c("3b")), plays[-1])
        events = m.apply(pick)
        if pick.card == c("3b"):
            assert PartnerRevealed(1, 0) in events and seat == 0
        elif m.tricks and len(m.tricks) < 10:
            assert m.teams() == ()
    assert m.teams() == ((0, 1), (2, 3))
    assert [m.view(s).partner for s in range(4)] == [1, 0, 3, 2]


def test_the_caller_holding_every_three_calls_a_two() -> None:
    m = four(deal_with({1: "3c 3d 3s 3b 2c"}), TressetteRules.from_dict({"chiamata": True}))
    assert {a.called for a in m.legal_actions()} == {c("2d"), c("2s"), c("2b")}


def test_declarations_cannot_be_asked_for_with_the_chiamata() -> None:
    with pytest.raises(ValueError, match="chiamata"):
        TressetteRules.from_dict({"chiamata": True, "declarations": True})


def play_one_trick(m) -> None:  # type: ignore[no-untyped-def]
    for _ in range(4):
        m.apply([a for a in m.legal_actions() if isinstance(a, Play) and a.signal is None][0])
