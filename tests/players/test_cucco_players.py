"""Cöch and Zifuli players: legal, reproducible, and blind to what their seat cannot see.

The leak tests deal every card a seat cannot see differently (keeping what was played, the
hand sizes, the voids shown and the calls made) and check that no level decides otherwise.
In Zifuli that moves the twin of the called card, so the secret partner changes seats:
a computer that is not the partner must not notice.
"""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.games.coch import CochMatch
from coteccio_gui.games.zifuli import ZifuliMatch
from coteccio_gui.players import ALL_LEVELS, make_player, play_match
from coteccio_gui.players.coch.expert import CochExpert
from coteccio_gui.players.tournament import duplicate
from coteccio_gui.players.zifuli.expert import ZifuliExpert


def _player(game: str, level: str):
    if level == "expert":  # fewer rollouts: the same search, quicker tests
        return CochExpert(24) if game == "coch" else ZifuliExpert(24)
    return make_player(level, game=game)


def _match(game: str, people: int, steps: int, rng: random.Random):
    """A match dealt and played ``steps`` actions by hard players (bids included)."""
    m = CochMatch(people, None, 0) if game == "coch" else ZifuliMatch(5, None, 0)
    m.deal(rng)
    bot = make_player("hard", game=game)
    for _ in range(steps):
        if m.needs_deal() or m.outcome() is not None:
            break
        m.apply(bot.decide(m.view(m.turn), rng))
    return m


def _rebuilt(m, hands: list[list[int]]):
    other = CochMatch(m.people, m.rules, m.first_dealer) if m.name == "coch" else (
        ZifuliMatch(5, m.rules, m.first_dealer))  # fmt: skip
    other.apply(Deal(tuple(tuple(h) for h in hands)))
    for a in m.actions[1:]:
        other.apply(a)
    return other


def permuted(m, seat: int, rng: random.Random):
    """The same match with the cards ``seat`` cannot see dealt again among the seats hiding
    them (each keeps the cards it played; the replay must stay legal)."""
    deal = m.actions[0].hands
    played = {a.card for a in m.actions if isinstance(a, Play)}
    view = m.view(seat)
    seen = getattr(view, "seen", None)
    hidden = [s for s in range(len(deal)) if (seen[s] is None if seen else s != seat)]
    pool = [c for s in hidden for c in deal[s] if c not in played]
    for _ in range(3000):
        rng.shuffle(pool)
        hands = [list(h) for h in deal]
        k = 0
        for s in hidden:
            keep = [c for c in deal[s] if c in played]
            fresh = pool[k : k + len(deal[s]) - len(keep)]
            k += len(fresh)
            hands[s] = keep + fresh
        try:
            return _rebuilt(m, hands)
        except IllegalAction:
            continue
    raise AssertionError("no legal permutation of the hidden cards")


CASES = [("coch", 4), ("coch", 3), ("coch", 2), ("zifuli", 5)]


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize(("game", "people"), CASES)
def test_decisions_ignore_the_cards_a_seat_cannot_see(level: str, game: str, people: int) -> None:
    rng = random.Random(f"leak/{game}/{people}/{level}")
    bot = _player(game, level)
    moved = partner_moved = 0
    for trial in range(10):
        steps = rng.randrange(0, 30) if game == "coch" else rng.randrange(0, 35)
        m = _match(game, people, steps, rng)
        if m.turn < 0:
            continue
        seat = m.turn
        other = permuted(m, seat, rng)
        assert other.view(seat) == m.view(seat)
        moved += other.hands != m.hands
        if game == "zifuli" and m.partner is not None:
            partner_moved += other.partner != m.partner and seat not in (m.partner, other.partner)
        seed = f"decide/{trial}"
        first = bot.decide(m.view(seat), random.Random(seed))
        assert first in m.legal_actions()
        assert bot.decide(other.view(seat), random.Random(seed)) == first
    assert moved >= 5
    if game == "zifuli":
        assert partner_moved >= 1  # the secret partner changed seats and nobody noticed


@pytest.mark.parametrize("game", ["coch", "zifuli"])
def test_every_level_plays_whole_matches_legally(game: str) -> None:
    rng = random.Random(game)
    for level in ("random", "easy", "normal", "hard"):
        seats = 3 if game == "coch" else 5
        table = [make_player(level, game=game)] + [make_player("normal", game=game)] * (seats - 1)
        m = play_match(game, table, rng)
        assert m.outcome() is not None


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("game", ["coch", "zifuli"])
def test_the_searches_are_reproducible_and_answer_every_phase(game: str, level: str) -> None:
    rng = random.Random(2)
    bot = make_player(level, game=game)
    phases = set()
    for steps in (0, 3, 9, 20):
        m = _match(game, 4, steps, rng)
        if m.turn < 0:
            continue
        view = m.view(m.turn)
        phases.add(view.phase)
        first = bot.decide(view, random.Random(7))
        assert first in m.legal_actions()
        assert bot.decide(view, random.Random(7)) == first
    assert "play" in phases and (game == "coch" or "bid" in phases)


@pytest.mark.slow
def test_hard_loses_fewer_hands_than_normal_on_the_same_deals() -> None:
    report = duplicate(4, ["hard", "normal", "hard", "normal"], 80, 5, game="coch")
    _rate, _low, high = report["hard"]["loss_rate"]
    assert high < 0.45  # the counting hard it replaced: 0.475 [0.417, 0.533] on these deals


@pytest.mark.slow
def test_hard_wins_stakes_among_normal_players_on_the_same_deals() -> None:
    report = duplicate(5, ["hard", "normal", "normal", "normal", "normal"], 120, 5, game="zifuli")
    diff, _low, high = report["hard"]["paired_difference"]
    assert high < 0 and diff < -0.15  # the counting hard it replaced: -0.095 on these deals


def test_a_computer_plays_its_dummy_from_the_dummys_view() -> None:
    m = CochMatch(2, None, 1)  # seat 2 (seat 0's dummy) leads
    m.deal(random.Random(3))
    assert m.turn == 2 and m.controller(2) == 0
    view = m.view(2)
    assert view.seen[0] == tuple(m.hand(0)) and view.seen[1] is None
    action = make_player("expert", game="coch").decide(view, random.Random(1))
    assert action.seat == 2 and action in m.legal_actions()
