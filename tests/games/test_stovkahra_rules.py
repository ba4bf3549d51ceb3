"""Stovkahra's rules on hand-worked deals, in the brief's terms (STOVKAHRA.md §3–§7).

Seat 0 deals, so seat 1 (the dealer's left, eldest) declares first and leads; its first three
cards lie face up; the dealer's last card is the turned trump card.
"""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.errors import (
    IllegalAction,
    MustFollowSuit,
    MustHeadTrick,
    MustOvertrump,
    MustTrump,
)
from coteccio_gui.engine.events import TrickWon
from coteccio_gui.games.stovkahra.actions import Declare, Dost, Pass, Phase, Play
from coteccio_gui.games.stovkahra.cards import POINTS, Rank
from coteccio_gui.games.stovkahra.cards import card_from_code as c
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    Passed,
    SevenBonus,
)
from coteccio_gui.games.stovkahra.rules import StovkahraRules
from coteccio_gui.games.stovkahra.state import NotAllowed
from tests.games.stovkahra_helpers import cards, dealt, of, pass_all, play

# Hearts trumps (the turned Kh); seat 2 is void in acorns and holds one trump, the 7h.
SEVEN_FIRST = [
    cards("Ua 10a 8a 7a Ah 10h Oh Kh"),
    cards("Aa Al Ab 9a Kl Kb 10l 9l"),
    cards("7h Ol Ul 10b 9b 8b 7b 8l"),
    cards("Ka Oa 8h 9h Ob Ub 7l Uh"),
]
# Hearts trumps (the turned 8h); seat 1 holds every other heart and the Ace of acorns.
SEVEN_LAST = [
    cards("Ua 8a 7a 10b 9b 8b 7b 8h"),
    cards("Aa Ah Kh Oh Uh 10h 9h 7h"),
    cards("Ka 10a Al Kl Ol Ul 10l 9l"),
    cards("Oa 9a 8l 7l Ab Kb Ob Ub"),
]
# Hearts trumps (the turned 7h, the dealer's only trump); seats 2, 3 and 0 are void in acorns.
RUFFS = [
    cards("Kb Ob Ub 10b 9b 8b 7b 7h"),
    cards("Ka Aa Oa Ua 10a 9a 8a 7a"),
    cards("Oh Ah Al Kl Ol Ul 10l 9l"),
    cards("Kh 8h Uh 10h 9h 8l 7l Ab"),
]
# Bells trumps (the turned 7b); seat 1 leads the 10a, which its partner (seat 3) must beat.
HEAD = [
    cards("Aa Oa Ua Ub 10b 9b 8b 7b"),
    cards("10a Al Kl Ol Ul 10l 9l 8l"),
    cards("9a 8a Ah Kh Oh Uh 10h 9h"),
    cards("Ka 7a 8h 7h 7l Ab Kb Ob"),
]
FOUR_ACES = [
    cards("Ka 10a 8a 7a Kl 10l 8l 7b"),
    cards("Aa Al Ah Ab Kh Oh Ob 9a"),
    cards("Oa Ua Ol Ul 10h 9h 8h 7h"),
    cards("9l 7l Uh Kb Ub 10b 9b 8b"),
]
# Seat 1 holds four Nines and three Kings (the turned card is the 8b).
NINES = [
    cards("Aa Oa Ua 10a Al Ol Ah 8b"),
    cards("9a 9l 9h 9b Ka Kl Kh 7b"),
    cards("8a 7a Ul 10l 8l 7l Oh Uh"),
    cards("10h 8h 7h Ab Kb Ob Ub 10b"),
]


def test_the_deal_turns_the_dealers_last_card_and_lays_eldests_first_three_face_up() -> None:
    m = dealt(SEVEN_FIRST)
    assert m.trump_card == c("Kh") and m.trump_card in m.hand(0) and m.trump == 2
    assert m.face_up == cards("Aa Al Ab")
    for seat in range(4):
        v = m.view(seat)
        assert v.trump_card == c("Kh") and v.trump_held and v.face_up == tuple(cards("Aa Al Ab"))
    assert [p.name for p in m.piles()] == ["trump", "face up"]
    assert [m.turn, *(e.seat for e in pass_all(m))] == [1, 1, 2, 3, 0]
    assert m.phase is Phase.PLAY and m.turn == 1 and Dost(1) not in m.legal_actions()
    play(m, "Aa")
    assert m.face_up == cards("Al Ab") and m.view(3).face_up == tuple(cards("Al Ab"))


def test_a_seven_taking_the_first_trick_scores_52_whatever_it_takes() -> None:
    m = dealt(SEVEN_FIRST)
    pass_all(m)
    play(m, "Aa")
    assert m.legal_cards(2) == [c("7h")]  # void in acorns: it must trump
    play(m, "7h")
    assert set(m.legal_cards(3)) == set(cards("Ka Oa"))  # trumped: any acorn
    events = play(m, "Ka", "Ua")
    (won,) = of(events, TrickWon)
    assert won.seat == 2 and won.trick.points == 6 + 5 + 3
    assert of(events, SevenBonus) == [SevenBonus(2, 0, c("7h"), 52)]
    assert m.deal_points == [66, 0] and m.points == [66, 0]
    assert m.turn == 2 and Dost(2) in m.legal_actions()


def test_a_seven_taking_the_last_trick_scores_26_in_all_with_the_last_trick() -> None:
    m = dealt(SEVEN_LAST)
    pass_all(m)
    events: list = []
    for lead in ("Aa", "Ah", "Kh", "Oh", "Uh", "10h", "9h", "7h"):
        assert m.turn == 1
        events += play(m, lead)
        while m.trick:
            events += m.apply(Play(m.turn, m.legal_cards(m.turn)[0]))
    last = of(events, TrickWon)[-1]
    assert last.number == 7 and last.seat == 1
    cards_points = sum(POINTS[x] for _, x in last.trick.plays)
    assert last.trick.points == 6 + cards_points
    assert of(events, SevenBonus) == [SevenBonus(1, 7, c("7h"), 20)]
    assert sum(t.trick.points for t in of(events, TrickWon)) == 78
    assert of(events, DealScored) == [DealScored((0, 98), (0, 98))]
    assert m.phase is Phase.DEAL and m.dealer == 1 and m.pack is not None


def test_a_void_seat_must_overtrump_and_else_underruff() -> None:
    m = dealt(RUFFS)
    pass_all(m)
    play(m, "Ka")
    assert set(m.legal_cards(2)) == set(cards("Oh Ah"))  # not yet trumped: any trump
    play(m, "Oh")
    assert m.legal_cards(3) == [c("Kh")]
    with pytest.raises(MustOvertrump) as over:
        play(m, "8h")
    assert over.value.best == c("Oh") and over.value.allowed == (c("Kh"),)
    assert str(over.value) == "seat 3 must overtrump Oh but played 8h"
    with pytest.raises(MustTrump) as trump:
        play(m, "Ab")
    assert str(trump.value) == "seat 3 must play a trump (hearts) but played Ab"
    play(m, "Kh")
    assert m.legal_cards(0) == [c("7h")]  # the forced underruff
    with pytest.raises(MustTrump) as under:
        play(m, "Kb")
    assert under.value.allowed == (c("7h"),)
    (won,) = of(play(m, "7h"), TrickWon)
    assert won.seat == 3


def test_without_the_forced_underruff_a_seat_that_cannot_overtrump_plays_anything() -> None:
    m = dealt(RUFFS, rules=StovkahraRules(underruff=False))
    pass_all(m)
    play(m, "Ka", "Oh", "Kh")
    assert set(m.legal_cards(0)) == set(RUFFS[0])


def test_a_follower_must_head_the_trick_even_over_its_partner() -> None:
    m = dealt(HEAD)
    pass_all(m)
    play(m, "10a")
    assert set(m.legal_cards(2)) == set(cards("9a 8a"))  # neither beats the 10: either
    with pytest.raises(MustFollowSuit):
        play(m, "Ah")
    play(m, "8a")
    assert m.legal_cards(3) == [c("Ka")]
    with pytest.raises(MustHeadTrick) as refused:
        play(m, "7a")
    assert refused.value.best == c("10a") and refused.value.allowed == (c("Ka"),)
    assert str(refused.value) == "seat 3 must head the trick over 10a but played 7a"
    play(m, "Ka")
    assert m.legal_cards(0) == [c("Aa")]


def test_partners_spared_need_not_beat_each_other() -> None:
    m = dealt(HEAD, rules=StovkahraRules(beat_partner=False))
    pass_all(m)
    play(m, "10a", "8a")
    assert set(m.legal_cards(3)) == set(cards("Ka 7a"))
    play(m, "7a")
    assert set(m.legal_cards(0)) == set(cards("Aa Oa Ua"))  # an opponent heads: beat it


def test_nines_are_never_declared_and_the_true_count_is_declared() -> None:
    m = dealt(NINES)
    assert [a for a in m.legal_actions() if isinstance(a, Declare)] == [Declare(1, Rank.KING)]
    with pytest.raises(NotAllowed) as refused:
        m.apply(Declare(1, Rank.NINE))
    assert str(refused.value) == "seat 1 may not declare Nines: Nines and Eights are never declared"
    assert m.apply(Declare(1, Rank.KING))[0] == Declared(1, Rank.KING, 3, 6, 6)
    with pytest.raises(NotAllowed, match="already"):
        m.apply(Declare(1, Rank.KING))
    assert m.apply(Pass(1)) == [Passed(1)]
    with pytest.raises(NotAllowed, match="it holds 2, not three or four"):
        m.apply(Declare(2, Rank.UNDER))


def test_a_later_deal_is_gathered_in_trick_order_and_cut() -> None:
    m = dealt(SEVEN_LAST)
    pass_all(m)
    while m.phase is Phase.PLAY:
        m.apply(Play(m.turn, m.legal_cards(m.turn)[0]))
    order = [x for t in m.tricks for _, x in t.plays]
    assert m.pack == order
    with pytest.raises(IllegalAction, match="gathered"):
        m.apply(m.actions[0])
    k = m.deal(random.Random(3))[-1].cut
    pack = order[k:] + order[:k]
    assert m.hand(2)[:3] == pack[:3] and m.hand(1)[-1] == pack[-1] and m.trump_card == pack[-1]
