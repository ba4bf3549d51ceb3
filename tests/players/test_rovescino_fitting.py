"""Rovescino's expert deals the unseen cards to fit the others' plays: the weights it draws
hands with are the misses of the normal policy, read suit by suit; soft bans give way seat by
seat; the work of a decision is capped; and a decision never reads a clock."""

from __future__ import annotations

import math
import random
import threading
import time
from itertools import combinations

import pytest

from coteccio_gui.games.rovescino import Phase, Rovescino, RovescinoView
from coteccio_gui.players import make_player
from coteccio_gui.players.masks import SUIT_MASK
from coteccio_gui.players.rovescino.expert import CardChoice, ExpertPlayer
from coteccio_gui.players.rovescino.knowledge import knowledge
from coteccio_gui.players.rovescino.reading import PlayReader
from coteccio_gui.players.rovescino.sampling import HandFitter, _SuitDraw, deal_unseen

GAME = "rovescino"


def _view(players: int, plays: int, seed: int) -> RovescinoView:
    """A hand played ``plays`` cards deep by hard players (who often play unlike normal)."""
    rng = random.Random(seed)
    m = Rovescino(players, None, 0)
    m.deal(rng)
    bot = make_player("hard", game=GAME)
    for _ in range(plays):
        assert m.phase is Phase.PLAY
        m.apply(bot.decide(m.view(m.turn), rng))
    return m.view(m.turn)


def _bits(mask: int) -> list[int]:
    return [c for c in range(40) if mask >> c & 1]


@pytest.mark.parametrize("seed", range(6))
def test_a_hand_misses_its_follows_suit_by_suit_and_its_leads_and_discards_whole(seed):
    view = _view(4, 17 + seed, seed)
    reader = PlayReader(view)
    unseen = knowledge(view).unseen
    rng = random.Random(seed)
    checked = 0
    for seat in (s for s in view.order if s != view.seat):
        for _ in range(30):
            hand = sum(1 << c for c in rng.sample(_bits(unseen), view.hand_sizes[seat]))
            suit_misses = 0
            for suit in range(4):
                held = hand & SUIT_MASK[suit]
                fits = reader.suit_fits(seat, suit, unseen & SUIT_MASK[suit], 0.5)
                if fits is None:
                    continue
                row = fits[held.bit_count()]
                i = [sub for _, sub in row].index(held)
                weight = row[i][0] - (row[i - 1][0] if i else 0.0)
                suit_misses += round(math.log(weight, 0.5))
            whole = reader.misses(seat, hand)
            assert whole == suit_misses + reader.off_suit_misses(seat, hand)
            checked += whole > 0
    assert checked  # some guessed hands did fail to explain a play


def test_hands_are_drawn_with_weight_miss_to_the_misses_of_their_follows():
    view = _view(4, 25, 11)
    reader = PlayReader(view)
    seat = next(
        s
        for s in view.order
        if s != view.seat and reader.follows.keys() & {(s, 0), (s, 1), (s, 2), (s, 3)}
    )
    allowed = knowledge(view).unseen
    need = view.hand_sizes[seat]
    miss = 0.3
    draw = _SuitDraw.of(reader, seat, allowed, need, miss)
    assert draw is not None
    exact: dict[int, float] = {}
    for cards in combinations(_bits(allowed), need):
        hand = sum(1 << c for c in cards)
        exact[hand] = miss ** (reader.misses(seat, hand) - reader.off_suit_misses(seat, hand))
    total = sum(exact.values())
    assert len(set(exact.values())) > 1  # the plays tell some hands from others
    rng = random.Random(5)
    n = 20_000
    seen: dict[int, int] = {}
    for _ in range(n):
        hand = draw.draw(rng.random)
        assert hand.bit_count() == need and hand & ~allowed == 0
        seen[hand] = seen.get(hand, 0) + 1
    distance = sum(abs(seen.get(h, 0) / n - w / total) for h, w in exact.items()) / 2
    assert distance < 0.05


def test_soft_bans_that_leave_a_seat_too_few_cards_give_way_for_that_seat_only():
    unseen = list(range(6))
    sizes = {1: 3, 2: 3}
    soft = {1: 0b001111, 2: 0b100000}  # seat 1 would keep only 2 cards; seat 2 not card 5
    for seed in range(40):
        dealt = deal_unseen(unseen, sizes, {}, soft, random.Random(seed))
        assert dealt is not None
        hands, monte = dealt
        assert len(hands[1]) == len(hands[2]) == 3 and not monte
        assert 5 not in hands[2]


def test_redraws_to_fit_leads_and_discards_stop_at_the_cap():
    view = _view(5, 24, 3)
    reader = PlayReader(view)
    calls = 0
    original = reader.off_suit_misses

    def counted(seat: int, hand: int, limit: int = 99) -> int:
        nonlocal calls
        calls += 1
        return original(seat, hand, limit) or 1  # no hand ever fits: every draw is redrawn

    reader.off_suit_misses = counted  # type: ignore[method-assign]
    fitter = HandFitter(reader, 0.01, 30, 50)
    seats = [s for s in view.order if s != view.seat]
    draws = 0
    rng = random.Random(0)
    allowed = knowledge(view).unseen
    for _ in range(10):
        for seat in seats:
            assert fitter.hand(seat, allowed, view.hand_sizes[seat], rng.random) is not None
            draws += 1
    assert fitter.redraws == 0
    assert calls == draws + 50  # one check a hand, and 50 redraws in all


def _clock_stopped(*_args: object) -> float:
    raise AssertionError("a decision read the clock")


def test_a_decision_reads_no_clock_and_load_does_not_change_it(monkeypatch):
    expert = ExpertPlayer()
    views = [_view(n, k, n * 100 + k) for n, k in ((4, 18), (5, 26), (7, 12))]
    before = [expert.decide(v, random.Random(i)) for i, v in enumerate(views)]
    busy = threading.Event()

    def burn() -> None:
        while not busy.is_set():
            sum(range(10_000))

    thread = threading.Thread(target=burn)
    thread.start()
    try:
        for name in ("perf_counter", "monotonic", "time", "process_time", "thread_time"):
            monkeypatch.setattr(time, name, _clock_stopped)
            monkeypatch.setattr(time, name + "_ns", _clock_stopped)
        after = [expert.decide(v, random.Random(i)) for i, v in enumerate(views)]
    finally:
        busy.set()
        monkeypatch.undo()
        thread.join()
    assert after == before
    assert all(CardChoice(v, random.Random(0), expert).fitter for v in views)
