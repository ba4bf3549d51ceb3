"""Stovkahra's players: legal, leak-free, reproducible, reading only true facts, and as strong as
their level says; the coach's numbers are the expert's."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.actions import Play
from coteccio_gui.games.stovkahra.actions import Declare, Dost, Pass, Phase, Settle
from coteccio_gui.games.stovkahra.cards import Rank
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.players import ALL_LEVELS, coach, make_player, play_match
from coteccio_gui.players.base import Player
from coteccio_gui.players.duplicate import deal_for_duplicate, play_dealt_hand
from coteccio_gui.players.stovkahra import DUPLICATE
from coteccio_gui.players.stovkahra.expert import ExpertPlayer, HardPlayer
from coteccio_gui.players.stovkahra.reading import Reading
from coteccio_gui.players.stovkahra.study import STUDY
from tests.games.stovkahra_helpers import cards, dealt, permuted
from tests.games.test_stovkahra_rules import FOUR_ACES
from tests.players.test_reproducible import _busy_core


def _player(level: str) -> Player:
    if level == "expert":
        return ExpertPlayer(samples=8, cap_s=1e9)  # no clock: the same deals every time
    if level == "hard":
        return HardPlayer(cap_s=1e9)
    return make_player(level, game="stovkahra")


def _midgame(rng: random.Random, actions: int | None = None) -> Stovkahra:
    """A series some way into a deal, played by normal players."""
    m = Stovkahra(4, None, rng.randrange(4))
    bot = make_player("normal", game="stovkahra")
    for _ in range(rng.randrange(0, 120) if actions is None else actions):
        if m.outcome() is not None:
            break
        if m.needs_deal():
            m.deal(rng)
        else:
            m.apply(bot.decide(m.view(m.turn), rng))
    while m.needs_deal():
        m.deal(rng)
    return m


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_level_sees_a_card_it_cannot_see_not_even_its_partners(level: str) -> None:
    rng = random.Random(f"leak/{level}")
    bot = _player(level)
    moved = 0
    for trial in range(10):
        m = _midgame(rng)
        if m.phase not in (Phase.DECLARE, Phase.PLAY):
            continue
        seat = m.turn
        other = permuted(m, seat, rng)
        moved += other.hands != m.hands
        view = m.view(seat)
        assert other.view(seat) == view
        first = bot.decide(view, random.Random(trial))
        assert first in view.legal
        assert first == bot.decide(other.view(seat), random.Random(trial))
    assert moved >= 5  # the test really moved hidden cards


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_finishes_whole_series_legally(level: str) -> None:
    bot, normal = _player(level), make_player("normal", game="stovkahra")
    m = play_match("stovkahra", [bot, normal, bot, normal], random.Random(level))
    assert m.outcome() is not None and m.name == "stovkahra"
    assert max(m.scores()) >= 10


def test_the_same_seed_gives_the_same_decisions_while_a_core_is_busy() -> None:
    rng = random.Random(9)
    views = []
    while len(views) < 8:
        m = _midgame(rng)
        if m.phase is Phase.PLAY and len(m.legal_cards(m.turn)) > 1:
            views.append(m.view(m.turn))
    for level in ("hard", "expert"):
        bot = make_player(level, game="stovkahra")  # as the table makes it: the default budget
        quiet = [bot.decide(v, random.Random(f"seed/{i}")) for i, v in enumerate(views)]
        with _busy_core():
            busy = [bot.decide(v, random.Random(f"seed/{i}")) for i, v in enumerate(views)]
        assert busy == quiet, level


def test_what_the_expert_reads_from_the_play_is_always_true() -> None:
    rng = random.Random(4)
    checked = 0
    for _ in range(60):
        m = _midgame(rng)
        if m.phase is not Phase.PLAY:
            continue
        seat = m.turn
        reading = Reading(m.view(seat))
        for s in range(4):
            held = sum(1 << c for c in m.hand(s))
            assert not held & reading.bans[s], f"seat {s} holds a card it was read not to"
            assert reading.known[s] & ~held == 0, f"seat {s} lacks a card it was read to hold"
            checked += bin(reading.bans[s]).count("1")
        for _ in range(3):
            w = reading.world(rng)
            assert w is not None and w.hands[seat] == sum(1 << c for c in m.hand(seat))
            assert [h.bit_count() for h in w.hands] == [len(m.hand(s)) for s in range(4)]
    assert checked > 100


def _side_points(a: Player, b: Player, deals: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    mine = theirs = 0.0
    for d in range(deals):
        deal = deal_for_duplicate(DUPLICATE, 4, rng)
        for r in (0, 1):
            table = [a if (s + r) % 2 == 0 else b for s in range(4)]
            pts = play_dealt_hand(DUPLICATE, table, deal, d % 4, random.Random(d))
            mine += pts[r]
            theirs += pts[1 - r]
    return mine, theirs


def test_normal_beats_random_and_easy_sits_between() -> None:
    normal, easy, rand = (make_player(lv, game="stovkahra") for lv in ("normal", "easy", "random"))
    n, r = _side_points(normal, rand, 60, 1)
    assert n > 1.15 * r
    e, r2 = _side_points(easy, rand, 60, 1)
    n2, e2 = _side_points(normal, easy, 60, 1)
    assert e > r2 and n2 > e2


@pytest.mark.slow
def test_the_expert_scores_more_than_normal() -> None:
    mine, theirs = _side_points(
        ExpertPlayer(samples=16), make_player("normal", game="stovkahra"), 20, 5
    )
    assert mine > 1.1 * theirs


def test_players_declare_everything_say_dost_only_when_right_and_settle_by_the_race() -> None:
    bot = make_player("normal", game="stovkahra")
    m = dealt(FOUR_ACES)
    rng = random.Random(0)
    assert bot.decide(m.view(1), rng) == Declare(1, Rank.ACE)
    m.points = [0, 59]
    m.apply(Declare(1, Rank.ACE))
    assert bot.decide(m.view(1), rng) == Pass(1)  # 99: a "dost" would be wrong
    m = dealt(FOUR_ACES)
    m.points = [0, 60]
    m.apply(Declare(1, Rank.ACE))
    assert bot.decide(m.view(1), rng) == Dost(1)
    m = dealt(FOUR_ACES)
    m.points, m.brcka = [0, 60], [6, 1]
    m.apply(Declare(1, Rank.ACE))
    m.apply(Dost(1))  # side 1 wins 2 brčka: 3 against 6, behind, so it takes them from side 0
    assert m.phase is Phase.SETTLE and bot.decide(m.view(m.turn), rng) == Settle(1, True)
    m = dealt(FOUR_ACES)
    m.points, m.brcka = [0, 60], [3, 2]
    m.apply(Declare(1, Rank.ACE))
    m.apply(Dost(1))  # 4 against 3 after adding: ahead, it adds
    assert bot.decide(m.view(m.turn), rng) == Settle(1, False)


def test_the_policy_takes_a_trick_with_a_seven_when_it_can() -> None:
    bot = make_player("normal", game="stovkahra")
    hands = [cards("Ua 10a 8a 7a Ah 10h Oh Kh"), cards("Aa Al Ab 9a Kl Kb 10l 9l"),
             cards("7h Uh Ul 10b 9b 8b 7b 8l"), cards("Ka Oa 8h 9h Ob Ub 7l Ol")]  # fmt: skip
    m = dealt(hands)
    while m.phase is Phase.DECLARE:
        m.apply(Pass(m.turn))
    m.apply(Play(1, cards("Aa")[0]))
    assert bot.decide(m.view(2), random.Random(0)) == Play(2, cards("7h")[0])  # 52 points


def test_the_coach_names_the_experts_card_with_its_numbers() -> None:
    rng = random.Random(3)
    found = 0
    while found < 4:
        m = _midgame(rng)
        view = m.view(m.turn)
        if not STUDY.can_coach(view) or len(STUDY.cards(view)) < 2:
            continue
        found += 1
        h = coach.hint(STUDY, view, random.Random(1))
        assert h == coach.hint(STUDY, view, random.Random(1)) and h.deals >= 30
        assert h.card in STUDY.cards(view) and h.best.mean == max(a.mean for a in h.cards)
        other = permuted(m, m.turn, random.Random(2))
        assert coach.hint(STUDY, other.view(m.turn), random.Random(1)) == h
        assert not coach.review(STUDY, view, h.runner_up().card, random.Random(1)).agreed
