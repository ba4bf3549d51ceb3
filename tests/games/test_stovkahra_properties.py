"""Properties of random Stovkahra series: the pack, the 78 points of a deal, the counting of
games and brčka, the legal actions, and views that show no hidden card."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine.events import TrickWon
from coteccio_gui.games.stovkahra.actions import Dost, Phase
from coteccio_gui.games.stovkahra.cards import DECK, POINTS
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    GameEnd,
    GameWon,
    SeriesOver,
    Settled,
    SevenBonus,
)
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.rules import DealEnd, Shuffle, StovkahraRules
from coteccio_gui.games.stovkahra.scoring import seven_bonus
from tests.games.stovkahra_helpers import permuted

RULES = st.builds(
    StovkahraRules,
    deal_end=st.sampled_from(list(DealEnd)),
    series=st.sampled_from([10, 20]),
    shuffle=st.sampled_from(list(Shuffle)),
    beat_partner=st.booleans(),
    underruff=st.booleans(),
)


def _step(m: Stovkahra, rng: random.Random) -> list:  # type: ignore[type-arg]
    """The dealer deals, or the seat to act takes a random legal action ("dost" seldom)."""
    if m.needs_deal():
        return m.deal(rng)
    acts = m.legal_actions()
    assert acts, "a seat to act always has something to do"
    plain = [a for a in acts if not isinstance(a, Dost)]
    return m.apply(rng.choice(plain if plain and rng.random() < 0.9 else acts))


def _check_pack(m: Stovkahra) -> None:
    played = [c for t in m.tricks for _, c in t.plays] + [c for _, c in m.trick]
    held = [c for h in m.hands for c in h]
    assert sorted(played + held) == list(DECK)
    assert set(m.face_up) <= set(m.hands[m.eldest])
    assert m.trump_card in played or m.trump_card in m.hands[(m.eldest + 3) % 4]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), RULES)
def test_random_series_keep_the_pack_and_hand_out_78_a_deal(
    seed: int, rules: StovkahraRules
) -> None:
    rng = random.Random(seed)
    m = Stovkahra(4, rules, seed % 4)
    deals = 0
    for _ in range(1500):
        if m.outcome() is not None:
            break
        events = _step(m, rng)
        if m.phase in (Phase.DECLARE, Phase.PLAY):
            _check_pack(m)
        for e in events:
            if isinstance(e, SevenBonus):
                assert e.points == seven_bonus(e.number, e.card)
            if isinstance(e, DealScored):
                deals += 1
                assert len(m.tricks) == 8
                assert sum(t.points for t in m.tricks) == 78  # cards 72 and the last trick 6
                assert sorted(c for t in m.tricks for _, c in t.plays) == list(DECK)
                assert sum(POINTS[c] for t in m.tricks for _, c in t.plays) == 72
            if isinstance(e, GameWon):
                losers = e.totals[1 - e.side]
                if e.end is GameEnd.DOST_WRONG:
                    assert e.brcka == 2 and e.totals[1 - e.side] < 100
                else:
                    assert e.totals[e.side] >= 100
                    assert e.brcka == (1 if losers >= 50 else 2)
            if isinstance(e, Settled):
                assert min(e.brcka) >= 0
            if isinstance(e, SeriesOver):
                assert m.outcome() is not None and m.outcome().winners == e.winners
    assert deals or m.games_played


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_each_deal_counts_every_trick_and_bonus_in_the_game_totals(seed: int) -> None:
    rng = random.Random(seed)
    m = Stovkahra(4, None, seed % 4)
    for _ in range(800):
        if m.outcome() is not None:
            break
        before = list(m.points)
        events = _step(m, rng)
        gained = [0, 0]
        for e in events:
            if isinstance(e, TrickWon):
                gained[e.seat % 2] += e.trick.points
            elif isinstance(e, (SevenBonus, Declared)):
                gained[e.seat % 2] += e.points
        if not any(isinstance(e, (GameWon, Settled)) for e in events):  # a new game starts at 0
            assert m.points == [before[0] + gained[0], before[1] + gained[1]]
        if any(isinstance(e, DealScored) for e in events):
            assert sum(t.points for t in m.tricks) == 78


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 3))
def test_a_view_shows_no_card_its_seat_cannot_see(seed: int, seat: int) -> None:
    rng = random.Random(seed)
    m = Stovkahra(4, None, seed % 4)
    moved = 0
    for _ in range(rng.randrange(5, 400)):
        if m.outcome() is not None:
            break
        _step(m, rng)
        if m.phase in (Phase.DECLARE, Phase.PLAY):
            other = permuted(m, seat, rng)
            moved += other.hands != m.hands
            assert other.view(seat) == m.view(seat)
    assert moved or m.outcome() is not None or m.phase is not Phase.PLAY
