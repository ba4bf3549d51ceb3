"""The expert's own later cards: one card for every sampled deal that looks the same to it.

Checked against a brute force written here: the deals after a card are grouped by the cards
on the table at the seat's next turn, and every card of that turn is played out by the rule
in all of a group's deals.
"""

from __future__ import annotations

import random

import pytest

from coteccio_gui.games.coteccio import Phase, SeatView, seat_view
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.infosets import OwnTurns, _legal, _others_play
from coteccio_gui.players.coteccio.rollout import World, life_loss, playout, step
from coteccio_gui.players.coteccio.searcher import CardChoice
from tests.players.helpers import played_match


def _decision(seed: int) -> tuple[SeatView, list[World], CardChoice]:
    """A view with a choice early in a hand, and 120 deals its seat cannot tell apart.

    Every other seed, the seat plays last to a trick: a card that wins it leads the next
    one, so all the deals where it wins look alike at that turn (a large group)."""
    rng = random.Random(seed)
    while True:
        players = rng.choice([3, 4, 5, 7])
        m = played_match(players, rng.randrange(0, players * 2), rng)
        last = len(m.trick) == players - 1
        if m.phase is Phase.PLAY and len(m.legal_plays(m.turn)) > 1 and last == (seed % 2 == 0):
            view = seat_view(m, m.turn)
            sim = CardChoice(view, random.Random(seed), ExpertPlayer())
            worlds = [w for w in (sim.sample() for _ in range(120)) if w is not None]
            return view, worlds, sim


def _brute_force(
    view: SeatView, worlds: list[World], card: int, group: int
) -> tuple[list[float], list[list[int]]]:
    """The grouped costs of ``card`` one turn deep, worked out the long way, and the groups.

    The seat's forced cards are played without counting as a turn (as the search does)."""
    seat = view.seat
    out = [0.0] * len(worlds)
    groups: dict[tuple[int, ...], list[int]] = {}
    after: dict[int, World] = {}
    for i, world in enumerate(worlds):
        w = world.copy()
        if step(w, card):
            out[i] = life_loss(w, seat)
            continue
        if _others_play(w, seat):
            out[i] = life_loss(w, seat)
            continue
        groups.setdefault(tuple(w.trick), []).append(i)
        after[i] = w
    for members in groups.values():
        options = _legal(after[members[0]], seat)
        if len(options) == 1:  # a forced card is no turn to choose at: group again after it
            forced, _ = _brute_force(view, [after[i] for i in members], options[0], group)
            for i, cost in zip(members, forced, strict=True):
                out[i] = cost
            continue
        if len(members) < group and len(options) > 1:
            for i in members:
                out[i] = playout(after[i].copy(), seat)
            continue
        columns = []
        for later in options:
            column = []
            for i in members:
                w = after[i].copy()
                column.append(life_loss(w, seat) if step(w, later) else playout(w, seat))
            columns.append(column)
        best = min(columns, key=sum)  # ties: the first; only the total is compared below
        for i, cost in zip(members, best, strict=True):
            out[i] = cost
    return out, list(groups.values())


@pytest.mark.parametrize("group", [2, 8])
@pytest.mark.parametrize("seed", range(8))
def test_a_later_card_is_the_best_for_all_the_deals_that_look_alike_and_only_for_them(seed, group):
    view, worlds, sim = _decision(seed)
    turns = OwnTurns(view.seat, group=group, depth=1)
    for card in sim.moves():
        found = turns.costs(worlds, card)
        expected, groups = _brute_force(view, worlds, card, group=group)
        grouped = {i for members in groups for i in members}
        for i in set(range(len(worlds))) - grouped:  # the hand over before the seat's turn
            assert found[i] == expected[i]
        for members in groups:  # equally good cards may share a group's total differently
            assert sum(found[i] for i in members) == pytest.approx(
                sum(expected[i] for i in members), abs=1e-9
            )


@pytest.mark.parametrize("seed", range(8))
def test_with_groups_too_thin_to_choose_from_the_search_is_the_plain_one(seed):
    view, worlds, sim = _decision(seed)
    never = OwnTurns(view.seat, group=10**6, depth=1)
    for card in sim.moves():
        assert never.costs(worlds, card) == [sim.cost(w, card) for w in worlds]


@pytest.mark.parametrize("seed", range(8))
def test_choosing_later_cards_by_group_never_costs_more_than_the_counting_rule(seed):
    view, worlds, sim = _decision(seed)
    for depth in (1, 2, 3):
        turns = OwnTurns(view.seat, group=4, depth=depth)
        for card in sim.moves():
            plain = sum(sim.cost(w, card) for w in worlds)
            assert sum(turns.costs(worlds, card)) <= plain + 1e-9


def test_the_sampled_deals_are_left_as_they_were():
    view, worlds, sim = _decision(3)
    before = [(w.hands[:], w.trick[:], w.taken[:], w.turn) for w in worlds]
    OwnTurns(view.seat, group=2, depth=3).costs(worlds, sim.moves()[0])
    assert [(w.hands, w.trick, w.taken, w.turn) for w in worlds] == before
