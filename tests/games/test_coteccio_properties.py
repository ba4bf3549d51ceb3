"""Coteccio: properties over random seeded matches: cards kept, only legal plays, lives as the rules say."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine import DECK, POINTS, IllegalAction
from coteccio_gui.games.coteccio import (
    CapottoChoice,
    HouseRules,
    Match,
    Phase,
    Restarted,
    seat_view,
)
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.replay import state_dict

rules_st = st.builds(
    HouseRules,
    starting_lives=st.integers(1, 4),
    stake=st.integers(0, 20),
    doctor_fee=st.integers(0, 10),
    doctor_limit=st.integers(0, 4),
    doctor_limit_per=st.sampled_from(["match", "player"]),
)


def _expected_lives(before: list[int], m: Match) -> list[int]:
    """Lives after the hand just played, worked out again from its tricks (no doctor yet)."""
    lives = list(before)
    order = [s for s in range(m.players) if before[s] > 0]
    winners = [t.winner for t in m.tricks]
    if m.capotto_seat >= 0:
        s = m.capotto_seat
        if winners[4] == s:
            lives = [v + 1 if i == s else v - 1 if i in order else v for i, v in enumerate(lives)]
        else:
            lives[s] -= 1
            lives[winners[4]] += 1
        return lives
    taken = [0] * m.players
    for i, t in enumerate(m.tricks):
        taken[t.winner] += sum(POINTS[c] for _, c in t.plays) + (6 if i == 4 else 0)
    most = max(taken[s] for s in order)
    return [v - 1 if i in order and taken[i] == most else v for i, v in enumerate(lives)]


def _illegal_card(m: Match, seat: int, rng: random.Random) -> int | None:
    legal = set(m.legal_plays(seat))
    others = [c for c in DECK if c not in legal]
    return rng.choice(others) if others else None


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 7), rules=rules_st, seed=st.integers(0, 2**32))
def test_random_matches_keep_every_rule(players, rules, seed):
    rng = random.Random(seed)
    m = Match.new(players, rules, rng)
    steps = 0
    while m.phase is not Phase.FINISHED:
        steps += 1
        assert steps < 20_000, "a match that never ends"
        lives_before = list(m.lives)
        if m.phase is Phase.DEAL:
            events = m.deal(rng)
            dealt = [c for h in events[0].hands for c in h]
            alive = sum(1 for v in m.lives if v > 0)
            assert len(dealt) == len(set(dealt)) == 5 * alive
            assert all(len(events[0].hands[s]) == (5 if m.lives[s] else 0) for s in range(players))
        elif m.phase is Phase.PLAY:
            seat = m.turn
            bad = _illegal_card(m, seat, rng)
            if bad is not None:
                snapshot = (list(map(list, m.hands)), list(m.trick), m.turn, len(m.actions))
                try:
                    m.play(seat, bad)
                    raise AssertionError("an illegal card was accepted")
                except IllegalAction:
                    pass
                assert snapshot == (list(map(list, m.hands)), list(m.trick), m.turn, len(m.actions))
            in_play = [c for h in m.hands for c in h] + [c for _, c in m.trick]
            in_play += [c for t in m.tricks for _, c in t.plays]
            assert len(in_play) == len(set(in_play)) == 5 * len(m.order)  # no card lost or doubled
            view = seat_view(m, seat)
            assert set(view.hand) == set(m.hands[seat]) and set(view.legal) <= set(view.hand)
            events = m.play(seat, rng.choice(m.legal_plays(seat)))
            if m.phase is Phase.PLAY or m.phase is Phase.CAPOTTO:
                assert m.lives == lives_before, "lives changed in the middle of a hand"
            else:
                expected = _expected_lives(lives_before, m)
                if any(isinstance(e, Restarted) for e in events):
                    assert not any(expected)
                    assert m.lives == [rules.starting_lives] * players
                else:
                    assert m.lives == expected
        elif m.phase is Phase.CAPOTTO:
            events = m.decide_capotto(m.turn, rng.choice(list(CapottoChoice)))
            assert m.lives == lives_before
        else:
            seat = m.turn
            call = rng.random() < 0.6
            events = m.decide_doctor(seat, call)
            if call:
                others = [v for s, v in enumerate(lives_before) if s != seat and v > 0]
                assert len(others) >= 2 and m.lives[seat] == min(others)
            changed = [s for s in range(players) if m.lives[s] != lives_before[s]]
            assert changed == ([seat] if call else [])
    assert sum(1 for v in m.lives if v > 0) == 1 and m.lives[m.winner] > 0
    assert m.pool == rules.stake * players + rules.doctor_fee * sum(m.doctor_calls)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 7), rules=rules_st, seed=st.integers(0, 2**32),
       stop=st.integers(0, 400))  # fmt: skip
def test_writing_a_record_then_replaying_it_gives_the_same_state(players, rules, seed, stop):
    rng = random.Random(seed)
    m = Match.new(players, rules, rng)
    for _ in range(stop):
        if m.phase is Phase.FINISHED:
            break
        if m.phase is Phase.DEAL:
            m.deal(rng)
        elif m.phase is Phase.PLAY:
            m.play(m.turn, rng.choice(m.legal_plays(m.turn)))
        elif m.phase is Phase.CAPOTTO:
            m.decide_capotto(m.turn, rng.choice(list(CapottoChoice)))
        else:
            m.decide_doctor(m.turn, rng.random() < 0.5)
    names = [f"Giocatore {i}" for i in range(players)]
    again = read_record(dumps_record(names, m).encode("utf-8"))
    assert again.players == names
    assert state_dict(again.match) == state_dict(m)
    assert again.match.actions == m.actions
    assert again.match.hands == m.hands
