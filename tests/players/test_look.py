"""The expert's playouts let the other seats look ahead, as the searching players it meets do."""

from __future__ import annotations

import random
from collections.abc import Iterator

from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.rollout import (
    COUNT,
    LATE_TRICK,
    LOOK,
    LOOK_MARGIN,
    World,
    legal_mask,
    life_loss,
    playout,
    policy_card,
    step,
)
from coteccio_gui.players.coteccio.searcher import base_world
from coteccio_gui.players.masks import cards_of, mask_of


def _positions(rng: random.Random, hands: int) -> Iterator[tuple[World, int, Match]]:
    """Real positions with every hand known, the seat to play another seat than the viewer's."""
    for players in (4, 7):
        for h in range(hands):
            m = Match(players, None, h % players)
            m.deal_hands(deal_cards(players, rng))
            for _ in range(rng.randrange(0, 4 * players)):
                if m.phase is not Phase.PLAY:
                    break
                m.play(m.turn, rng.choice(seat_view(m, m.turn).legal))
            if m.phase is not Phase.PLAY:
                continue
            seat = m.turn
            viewer = m.order[(m.order.index(seat) + 1) % len(m.order)]
            w = base_world(seat_view(m, viewer))
            w.hands = [mask_of(hand) for hand in m.hands]
            w.style = [COUNT] * players
            w.turn = seat
            yield w, seat, m


def _cost(w: World, seat: int, card: int) -> float:
    """The seat's life loss after ``card``, every seat then playing its rules."""
    x = w.copy()
    x.style = [s % LOOK for s in w.style]
    return life_loss(x, seat) if step(x, card) else playout(x, seat)


def test_a_seat_that_looks_ahead_leaves_its_rule_only_for_a_card_that_saves_it_a_life() -> None:
    better = kept_for_points = late_for_points = tried = 0
    for w, seat, m in _positions(random.Random(35), 200):
        legal = seat_view(m, seat).legal
        if len(legal) < 2:
            continue
        tried += 1
        rule = policy_card(w, seat, COUNT)
        w.style[seat] = COUNT + LOOK
        looked = policy_card(w, seat, COUNT + LOOK)
        assert looked in legal
        costs = {c: _cost(w, seat, c) for c in legal}
        late = w.trick_no >= LATE_TRICK
        margin = 0.0 if late else LOOK_MARGIN  # late in the hand, points move it too
        if looked != rule:  # it left its rule: for the cheapest card, a margin cheaper
            assert costs[looked] == min(costs.values())
            assert costs[looked] < costs[rule] - margin
            better += 1
            late_for_points += late and costs[looked] > costs[rule] - LOOK_MARGIN
        else:  # it kept its rule: no card saves it a life (late: nothing at all)
            assert min(costs.values()) >= costs[rule] - margin
            kept_for_points += min(costs.values()) < costs[rule] - 1e-12
    assert tried > 200
    assert better > tried // 20  # it really leaves the rule, for gain
    assert kept_for_points > 0  # and card points alone never move it early in the hand
    assert late_for_points > 0  # but do from the fourth trick


def test_the_playouts_legal_cards_are_the_games_in_every_position() -> None:
    seen = 0
    for w, seat, m in _positions(random.Random(36), 60):
        assert cards_of(legal_mask(w, seat)) == sorted(seat_view(m, seat).legal)
        seen += len(w.trick) > 0 and legal_mask(w, seat) != w.hands[seat]
    assert seen > 10  # positions where following suit rules cards out were checked too


def test_the_expert_deals_the_other_seats_as_looking_ahead_unless_told_not_to() -> None:
    m = Match(4, None, 0)
    m.deal_hands(deal_cards(4, random.Random(3)))
    m.play(m.turn, seat_view(m, m.turn).legal[0])
    view = seat_view(m, m.turn)
    for look in (True, False):
        world = ExpertPlayer(samples=5, look=look).simulation(view, random.Random(1)).sample()
        assert world is not None
        for s in range(4):
            assert (world.style[s] >= LOOK) == (look and s != view.seat)


def test_early_in_a_hand_the_expert_searches_fewer_deals_so_it_fits_its_budget() -> None:
    expert = ExpertPlayer()
    m = Match(4, None, 0)
    m.deal_hands(deal_cards(4, random.Random(5)))
    first_lead = seat_view(m, m.turn)
    assert len(first_lead.legal) == 5
    assert expert.samples_at(first_lead) == expert.samples * 450 // (5 * 20 * 20) == 45
    assert ExpertPlayer(look=False).samples_at(first_lead) == expert.samples
    while len(m.tricks) < 3:
        m.play(m.turn, seat_view(m, m.turn).legal[0])
    late = seat_view(m, m.turn)
    assert expert.samples_at(late) == expert.samples  # all its deals from the fourth trick
