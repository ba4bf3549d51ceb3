"""Terziglio's rules, one test per rule, on scripted deals."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.cards import card_from_code as c
from coteccio_gui.engine.errors import NotYourTurn, WrongPhase
from coteccio_gui.engine.events import HandDealt
from coteccio_gui.games.terziglio.actions import (
    Bid,
    Call,
    CardCalled,
    Contract,
    Contracted,
    Deal,
    Discard,
    Exchanged,
    GameOver,
    Give,
    HandScored,
    MonteShown,
    PassedOut,
    Phase,
    Play,
    Take,
    TerziglioRules,
)
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.games.tressette.state import NotAllowed
from tests.games.tressette_helpers import cards

MONTE = "4c 4d 4s 4b"


def game(spec: dict[int, str] | None = None, monte: str = MONTE, **rules: object) -> Terziglio:
    """Dealer 0 (seat 1 is eldest): the cards ``spec`` gives, filled up in a fixed random order."""
    mon = cards(monte)
    hands = [cards((spec or {}).get(s, "")) for s in range(3)]
    used = set(mon) | {x for h in hands for x in h}
    free = [x for x in range(40) if x not in used]
    random.Random(7).shuffle(free)
    for h in hands:
        while len(h) < 12:
            h.append(free.pop())
    m = Terziglio(3, TerziglioRules(**rules), 0)  # type: ignore[arg-type]
    m.apply(Deal(tuple(map(tuple, hands)), tuple(mon)))
    return m


def bid_out(m: Terziglio, *bids: Contract | None) -> list:  # type: ignore[type-arg]
    events = []
    for b in bids:
        events += m.apply(Bid(m.turn, b))
    return events


def discard_lowest(m: Terziglio) -> None:
    while m.phase is Phase.DISCARD:
        seat = m.turn
        m.apply(Discard(seat, sorted(m.hand(seat))[-1]))


def play_out(m: Terziglio) -> list:  # type: ignore[type-arg]
    events = []
    while m.phase is Phase.PLAY:
        events += m.apply([a for a in m.legal_actions() if isinstance(a, Play)][0])
    return events


def test_twelve_cards_each_a_monte_of_four_and_eldest_bids_first() -> None:
    m = game()
    assert [len(m.hand(s)) for s in range(3)] == [12, 12, 12] and m.monte == cards(MONTE)
    assert m.phase is Phase.BID and m.turn == 1
    assert [a.contract for a in m.legal_actions()] == [None, *Contract]
    assert m.piles()[0].cards == (None,) * 4


def test_each_bid_higher_and_a_pass_is_final() -> None:
    m = game()
    bid_out(m, Contract.SOLO)
    assert m.turn == 2 and [a.contract for a in m.legal_actions()] == [
        None, Contract.SOLISSIMO, Contract.DIVIDETE, Contract.SCEGLIETE,
    ]  # fmt: skip
    with pytest.raises(NotAllowed):
        m.apply(Bid(2, Contract.CHIAMO))
    bid_out(m, None)  # seat 2 passes
    assert m.turn == 0
    bid_out(m, Contract.SOLISSIMO)
    assert m.turn == 1  # seat 2 is skipped from now on
    events = bid_out(m, None)
    assert Contracted(0, Contract.SOLISSIMO) in events and m.soloist == 0
    assert m.phase is Phase.PLAY and m.turn == 1  # eldest leads


def test_scegliete_ends_the_auction_at_once() -> None:
    m = game()
    events = bid_out(m, Contract.SCEGLIETE)
    assert Contracted(1, Contract.SCEGLIETE) in events
    assert MonteShown(tuple(cards(MONTE))) in events
    assert m.phase is Phase.SPLIT and m.turn == 2


def test_all_pass_without_the_pass_out_rule_the_next_dealer_deals() -> None:
    m = game()
    events = bid_out(m, None, None, None)
    assert PassedOut(0, False) in events
    assert m.phase is Phase.DEAL and m.dealer == 1 and m.hands_passed == 1


def test_pass_out_rule_redeals_unshuffled_keeps_the_monte_and_asks_for_solo() -> None:
    m = game(pass_out=True)
    before = sorted(c for s in range(3) for c in m.hand(s))
    events = bid_out(m, None, None, None)
    assert PassedOut(0, True) in events and any(isinstance(e, HandDealt) for e in events)
    assert m.phase is Phase.BID and m.dealer == 0 and m.turn == 1 and m.monte == cards(MONTE)
    assert sorted(c for s in range(3) for c in m.hand(s)) == before
    assert [a.contract for a in m.legal_actions()][1] is Contract.SOLO
    bid_out(m, None, None, None)
    assert m.phase is Phase.DEAL and m.dealer == 1  # a second pass-out: the next dealer


def test_chiamo_the_holder_gives_the_called_card_for_any_card() -> None:
    m = game({1: "3c", 2: "3d 7b"})
    bid_out(m, Contract.CHIAMO, None, None)
    assert m.phase is Phase.CALL and m.turn == 1
    with pytest.raises(NotAllowed):
        m.apply(Call(1, c("3c")))
    events = m.apply(Call(1, c("3d")))
    assert events == [CardCalled(1, c("3d"), 2)] and m.phase is Phase.GIVE
    given = [x for x in m.hand(1) if x != c("3c")][0]
    events = m.apply(Give(1, given))
    assert Exchanged(1, 2, c("3d"), given) in events
    assert c("3d") in m.hand(1) and given in m.hand(2)
    assert m.view(1).given == given and m.view(2).given == given and m.view(0).given is None
    assert m.phase is Phase.DISCARD and len(m.hand(1)) == 16  # the monte taken
    assert m.view(0).monte_shown == tuple(cards(MONTE))


def test_chiamo_a_card_in_the_monte_cannot_be_called_again() -> None:
    m = game({1: "3c"})
    bid_out(m, Contract.CHIAMO, None, None)
    events = m.apply(Call(1, c("4c")))
    assert events[0] == CardCalled(1, c("4c"), -1)
    assert m.phase is Phase.DISCARD and c("4c") in m.hand(1)
    with pytest.raises(WrongPhase):
        m.apply(Call(1, c("3d")))


def test_solo_takes_the_monte_and_discards_four_face_down() -> None:
    m = game()
    bid_out(m, Contract.SOLO, None, None)
    assert m.phase is Phase.DISCARD and len(m.hand(1)) == 16
    with pytest.raises(NotYourTurn):
        m.apply(Discard(2, m.hand(2)[0]))
    discard_lowest(m)
    assert len(m.hand(1)) == 12 and len(m.monte) == 4
    assert len(m.view(1).discarded) == 4 and m.view(0).discarded == ()
    assert m.view(0).discard_counts == (0, 4, 0) and m.phase is Phase.PLAY


def test_solissimo_the_monte_goes_untouched_to_the_last_trick() -> None:
    m = game(monte="Ac 4d 4s 4b")
    bid_out(m, Contract.SOLISSIMO, None, None)
    assert m.phase is Phase.PLAY and len(m.hand(1)) == 12
    events = play_out(m)
    scored = [e for e in events if isinstance(e, HandScored)][0]
    last = m.tricks[-1].winner
    assert scored.monte == tuple(cards("Ac 4d 4s 4b"))
    assert sum(m.taken) == 35 and m.taken[last] >= 3 + 3  # the Ace of the monte and the last trick


def test_dividete_each_opponent_takes_two_unseen_and_discards_two() -> None:
    m = game()
    bid_out(m, Contract.DIVIDETE)
    assert m.soloist == 1 and m.phase is Phase.BID or m.phase is Phase.DISCARD
    if m.phase is Phase.BID:
        bid_out(m, None, None)
    assert m.phase is Phase.DISCARD and m.turn == 2
    assert len(m.hand(2)) == 14 and len(m.hand(0)) == 14 and len(m.hand(1)) == 12
    assert m.view(2).took[2] == tuple(cards("4c 4d")) and m.view(1).took[2] == ()
    assert m.view(0).took[2] == () and m.view(0).monte_shown == ()
    discard_lowest(m)
    assert m.phase is Phase.PLAY and [len(m.hand(s)) for s in range(3)] == [12, 12, 12]


def test_scegliete_the_first_opponent_shares_the_open_monte() -> None:
    m = game()
    bid_out(m, Contract.SCEGLIETE)
    assert len(m.legal_actions()) == 16
    with pytest.raises(NotAllowed):
        m.apply(Take(2, (c("Ac"),)))
    m.apply(Take(2, tuple(cards("4c 4d 4s"))))
    assert c("4b") in m.hand(0) and len(m.hand(2)) == 15
    assert m.view(1).took == ((c("4b"),), (), tuple(cards("4c 4d 4s")))
    assert m.turn == 2
    discard_lowest(m)
    assert m.phase is Phase.PLAY


def test_the_soloist_leads_solissimo_where_the_table_agrees() -> None:
    m = game(solissimo_leads=True)
    bid_out(m, None, Contract.SOLISSIMO, None)
    assert m.soloist == 2 and m.turn == 2


def _scored(won: list[int], taken: list[int], contract: Contract = Contract.SOLO) -> HandScored:
    m = game()
    m.soloist, m.contract = 1, contract
    m.tricks = [None] * 12  # type: ignore[list-item]
    m.won, m.taken = won, taken
    return m.score_hand(0)[0]


@pytest.mark.parametrize(
    ("won", "taken", "made", "mult", "gained"),
    [
        ([5, 7, 0], [16, 19, 0], True, 1, (0, 2, 0)),
        ([6, 6, 0], [18, 17, 0], False, 1, (2, 0, 2)),
        ([0, 12, 0], [0, 35, 0], True, 2, (0, 4, 0)),
        ([1, 11, 0], [1, 34, 0], True, 3, (0, 6, 0)),
        ([8, 0, 4], [20, 0, 15], False, 2, (4, 0, 4)),
        ([8, 1, 3], [22, 2, 11], False, 3, (6, 0, 6)),
    ],
)
def test_scoring_six_points_make_it_doubled_for_every_trick_trebled_for_all_points(
    won: list[int], taken: list[int], made: bool, mult: int, gained: tuple[int, ...]
) -> None:
    e = _scored(won, taken)
    assert (e.made, e.multiplier, e.gained) == (made, mult, gained)


def test_the_stakes_by_contract() -> None:
    assert [k.stake for k in Contract] == [1, 2, 4, 8, 16]


def test_the_first_to_the_target_wins_and_ties_share() -> None:
    m = game()
    m.score = [20, 19, 20]
    m.soloist, m.contract = 1, Contract.SOLO
    m.tricks = [None] * 12  # type: ignore[list-item]
    m.won, m.taken = [6, 6, 0], [18, 17, 0]
    events = m.score_hand(0)
    assert events[-1] == GameOver((0, 2)) and m.outcome() is not None
