"""Properties of random Cöch and Zifuli matches: counts, privacy, copies and records."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine.events import TrickWon
from coteccio_gui.games.coch import CochHandScored, CochMatch, CochRules
from coteccio_gui.games.cucco.cards import RANK_COCH, RANK_ZIFULI
from coteccio_gui.games.cucco.tricks import trick_winner
from coteccio_gui.games.zifuli import (
    BiddingWon,
    PartnerRevealed,
    ZifuliHandScored,
    ZifuliMatch,
    ZifuliRules,
)
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.replay import state_dict


def _designs(actions: list) -> list:
    """The actions with each card replaced by its design (a record names designs, not copies)."""
    out = []
    for a in actions:
        if hasattr(a, "hands"):
            out.append(tuple(sorted(c // 2 for c in h) for h in a.hands))
        elif hasattr(a, "card"):
            out.append((a.seat, a.card // 2))
        else:
            out.append(a)
    return out


def _step(m, rng: random.Random) -> list:
    if m.needs_deal():
        return m.deal(rng)
    legal = m.legal_actions()
    assert legal and all(a.seat == m.turn for a in legal)
    action = rng.choice(legal)
    before = m.copy()
    events = m.apply(action)
    assert before.actions == m.actions[:-1]  # the copy did not move with the match
    return events


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), people=st.integers(2, 4), target=st.integers(1, 3))
def test_coch_matches_count_every_point_and_hide_every_hidden_hand(
    seed: int, people: int, target: int
) -> None:
    rng = random.Random(seed)
    m = CochMatch(people, CochRules(target), rng.randrange(people))
    scored = 0
    while m.outcome() is None:
        for seat in range(4):
            view = m.view(seat)
            shown = {seat, m.controller(seat), *m.face_up_hands()}
            assert [s for s in range(4) if view.seen[s] is not None] == sorted(shown)
        for e in _step(m, rng):
            if isinstance(e, TrickWon):
                cards = [c for _, c in e.trick.plays]
                assert e.trick.plays[trick_winner(cards, RANK_COCH)][0] == e.seat
            if isinstance(e, CochHandScored):
                scored += 1
                assert sum(e.halves) == 38
                assert sum(e.hands_won) <= scored
    assert max(m.hands_won) == target and m.outcome().winners == m.people_of(m.winner)
    again = read_record(dumps_record([f"P{s}" for s in range(people)], m)).match
    assert state_dict(again) == state_dict(m) and _designs(again.actions) == _designs(m.actions)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_zifuli_partnerships_stay_secret_until_the_twin_is_played(seed: int) -> None:
    rng = random.Random(seed)
    m = ZifuliMatch(5, ZifuliRules(rounds=1), rng.randrange(5))
    revealed = 0
    while m.outcome() is None:
        if not m.revealed:
            assert m.teams() == ()
            for s in range(5):
                assert m.view(s).partner in ((None, s) if s == m.partner else (None,))
        for e in _step(m, rng):
            if isinstance(e, BiddingWon):
                revealed = 0
            if isinstance(e, PartnerRevealed):
                revealed += 1
                assert (e.bidder, e.partner) == (m.bidder, m.partner)
            if isinstance(e, TrickWon):
                cards = [c for _, c in e.trick.plays]
                assert e.trick.plays[trick_winner(cards, RANK_ZIFULI)][0] == e.seat
            if isinstance(e, ZifuliHandScored):
                assert revealed == 1 and sum(e.payments) == 0 and sum(e.halves) == 38
                assert sum(e.balances) == 0
    assert m.hands_played == 5
    again = read_record(dumps_record([f"P{s}" for s in range(5)], m)).match
    assert state_dict(again) == state_dict(m) and _designs(again.actions) == _designs(m.actions)
