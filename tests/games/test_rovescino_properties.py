"""Properties of Rovescino over random seeded matches: cards kept, only legal plays, 11 points a
hand, scores that never fall, matches that end, records that replay to the same state."""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine import IllegalAction
from coteccio_gui.engine.tricks import TRESSETTE_THIRDS
from coteccio_gui.games import rovescino
from coteccio_gui.games.rovescino import (
    HAND_POINTS,
    TOTAL_THIRDS,
    Fractions,
    HandScored,
    MatchOver,
    Phase,
    Play,
    Rovescino,
    RovescinoRules,
    SeatEliminated,
)
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.replay import state_dict

rules_st = st.builds(
    RovescinoRules,
    target=st.integers(21, 40),
    elimination=st.booleans(),
    fractions=st.sampled_from(list(Fractions)),
    cappotto=st.booleans(),
    lowest_tie=st.sampled_from(["share", "play_on"]),
)


def _cards_in_play(m: Rovescino) -> list[int]:
    cards = [c for h in m.hands for c in h] + [c for _, c in m.trick] + m.monte
    return cards + [c for t in m.tricks for _, c in t.plays]


def _check_scored(m: Rovescino, e: HandScored, before: list[int]) -> None:
    assert sum(e.thirds) == TOTAL_THIRDS  # 10 2/3 in the cards, 1 for the last trick
    assert e.thirds == tuple(m.taken)
    if e.cappotto >= 0:
        assert e.thirds[e.cappotto] == TOTAL_THIRDS and m.rules.cappotto
        assert all(e.points[s] == (0 if s == e.cappotto else HAND_POINTS) for s in m.order)
    else:
        assert 3 * sum(e.points) + e.dropped == TOTAL_THIRDS
        if m.rules.fractions is Fractions.LAST_TRICK:
            assert sum(e.points) == HAND_POINTS and e.dropped == 2
        for s in m.order:
            rounded = e.thirds[s] // 3
            if s == e.last_trick and m.rules.fractions is Fractions.LAST_TRICK:
                assert rounded <= e.points[s] <= rounded + len(m.order)
            else:
                assert e.points[s] == rounded
    assert all(e.points[s] == 0 for s in range(m.players) if s not in m.order)
    assert list(e.scores) == [b + p for b, p in zip(before, e.points, strict=True)]


@settings(max_examples=50, deadline=None)
@given(players=st.integers(3, 8), rules=rules_st, seed=st.integers(0, 2**32))
def test_random_matches_keep_every_rule(players, rules, seed):
    rng = random.Random(seed)
    m = Rovescino(players, rules, rng.randrange(players))
    out_before: list[bool] = []
    for _hand in range(200):
        if m.outcome() is not None:
            break
        assert m.needs_deal() and m.legal_actions() == []
        out_before = list(m.out)
        before = list(m.totals)
        events = m.deal(rng)
        k = players - sum(m.out)
        assert [len(h) for h in events[0].hands] == [
            0 if m.out[s] else 40 // k for s in range(players)
        ]
        assert len(m.monte) == 40 - k * (40 // k)
        while m.phase is Phase.PLAY:
            cards = _cards_in_play(m)
            assert sorted(cards) == list(range(40))  # no card lost or doubled
            seat = m.turn
            legal = m.legal_actions()
            # the legal actions are exactly the plays the engine accepts
            for c in range(40):
                trial = m.copy()
                try:
                    trial.apply(Play(seat, c))
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == (Play(seat, c) in legal)
            view = m.view(seat)
            assert view.hand == tuple(m.hands[seat]) and view.legal == tuple(a.card for a in legal)
            taken_before = list(m.taken)
            events = m.apply(rng.choice(legal))
            assert all(t >= b for t, b in zip(m.taken, taken_before, strict=True))
        scored = next(e for e in events if isinstance(e, HandScored))
        _check_scored(m, scored, before)
        assert all(t >= b for t, b in zip(m.totals, before, strict=True))  # scores never fall
        for s in range(players):
            assert m.out[s] >= out_before[s]  # nobody comes back
        for e in events:
            if isinstance(e, SeatEliminated):
                assert rules.elimination and m.totals[e.seat] >= rules.target
    assert m.outcome() is not None, "a match that never ends"
    over = next(e for e in events if isinstance(e, MatchOver))
    in_play = [s for s in range(players) if not m.out[s]]
    low = min(m.totals[s] for s in in_play)
    assert over.winners == tuple(s for s in in_play if m.totals[s] == low) == m.outcome().winners
    assert max(m.totals[s] for s in in_play) >= rules.target
    assert rules.lowest_tie == "share" or len(over.winners) == 1
    assert sum(m.out) <= max(0, players - 3)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(3, 8), rules=rules_st, seed=st.integers(0, 2**32),
       stop=st.integers(0, 600))  # fmt: skip
def test_writing_a_record_then_replaying_it_gives_the_same_state(players, rules, seed, stop):
    rng = random.Random(seed)
    m = Rovescino(players, rules, rng.randrange(players))
    for _ in range(stop):
        if m.outcome() is not None:
            break
        if m.needs_deal():
            m.deal(rng)
        else:
            m.apply(rng.choice(m.legal_actions()))
    names = [f"Giocatore {i}" for i in range(players)]
    again = read_record(dumps_record(names, m).encode("utf-8"))
    assert again.game == "rovescino" and again.players == names
    assert again.match.rules == m.rules
    assert state_dict(again.match) == state_dict(m)
    assert again.match.actions == m.actions and again.match.hands == m.hands


def test_the_thirds_in_the_pack_and_the_last_trick_make_eleven_and_two_thirds():
    assert sum(TRESSETTE_THIRDS) + 3 == TOTAL_THIRDS == 3 * HAND_POINTS + 2


@pytest.mark.parametrize("module", [rovescino.rules, rovescino.scoring, rovescino.match])
def test_docstring_examples(module):
    failed, tried = doctest.testmod(module)
    assert tried > 0 and failed == 0


def test_docstring_examples_of_the_shared_trick_helper():
    from coteccio_gui.engine import tricks

    failed, tried = doctest.testmod(tricks)
    assert tried > 0 and failed == 0
