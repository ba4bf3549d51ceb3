"""The others in the expert's playouts as searchers over their own information (``guess.py``):
a seat's look over re-deals depends only on what that seat can see."""

from __future__ import annotations

import random
from collections.abc import Iterator

from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.guess import Quantal, Redeals, redeal
from coteccio_gui.players.coteccio.rollout import COUNT, LOOK, World, look_card, step
from coteccio_gui.players.coteccio.searcher import CardChoice, base_world
from coteccio_gui.players.masks import SUIT_MASK, cards_of, mask_of
from tests.players.helpers import permuted, played_match


def _positions(rng: random.Random, count: int) -> Iterator[tuple[World, int, Match]]:
    """Real positions with every hand known, seen from the seat after the one to play."""
    while count:
        players = rng.choice([3, 4, 5])
        m = Match(players, None, 0)
        m.deal_hands(deal_cards(players, rng))
        for _ in range(rng.randrange(0, 2 * players)):
            m.play(m.turn, rng.choice(seat_view(m, m.turn).legal))
        if m.phase is not Phase.PLAY or len(m.legal_plays(m.turn)) < 2:
            continue
        viewer = m.order[(m.order.index(m.turn) + 1) % len(m.order)]
        w = base_world(seat_view(m, viewer))
        w.hands = [mask_of(h) for h in m.hands]
        w.style = [COUNT + LOOK] * players
        w.turn = m.turn
        count -= 1
        yield w, m.turn, m


def test_a_redeal_keeps_what_the_seat_sees_and_deals_the_rest_afresh() -> None:
    rng = random.Random(1)
    moved = 0
    for w, seat, _m in _positions(rng, 60):
        x = redeal(w, seat, rng)
        assert x.hands[seat] == w.hands[seat] and x.played == w.played and x.trick == w.trick
        held = 0
        for s in range(len(w.hands)):
            assert x.hands[s].bit_count() == w.hands[s].bit_count()
            assert not x.hands[s] & held  # no card twice
            held |= x.hands[s]
            assert not x.hands[s] & w.voids[s]  # a void shown stays a void
        assert not held & w.played
        others = mask_of(c for s in range(len(w.hands)) if s != seat for c in cards_of(w.hands[s]))
        moved += held & ~w.hands[seat] != others
    assert moved > 50  # the cards the seat cannot see really are dealt afresh


def test_a_look_over_redeals_depends_only_on_what_the_seat_can_see() -> None:
    rng = random.Random(2)
    left_rule = 0
    for i, (w, seat, _m) in enumerate(_positions(rng, 40)):
        other = redeal(w, seat, rng)  # the playout's deal, as another deal the seat cannot tell
        a = Redeals(4, 5, 0.0, random.Random(i)).look(w, seat)
        assert a == Redeals(4, 5, 0.0, random.Random(i)).look(other, seat)
        left_rule += a != look_card(w, seat)
    assert left_rule > 0  # and it is not the look on the deal


def test_after_its_tricks_a_seat_looks_on_the_playouts_deal() -> None:
    rng = random.Random(3)
    for w, seat, _m in _positions(rng, 30):
        late = Redeals(4, w.trick_no, 0.25, random.Random(0))
        assert late.look(w, seat) == look_card(w, seat)


def test_voids_shown_in_a_playout_are_kept_only_with_a_guess() -> None:
    # the leader leads 7d; the next seat has no denari and throws a card: a denari void shown
    m = Match(4, None, 0)
    leader = m.leader
    hands = [[1, 2, 13, 24, 35], [11, 14, 19, 28, 37], [0, 7, 25, 36, 39], [3, 5, 16, 26, 34]]
    m.deal_hands([hands[(s - leader + 1) % 4] for s in range(4)])
    nxt = m.order[1]
    w = base_world(seat_view(m, leader))
    guessed = w.copy()
    guessed.guess = Redeals(2, 1, 0.5, random.Random(0))
    for x in (w, guessed):
        step(x, 14)  # 7 of denari
        step(x, 0)  # the next seat: the Asso di coppe
    assert SUIT_OF[14] == 1 and SUIT_OF[0] == 0 and not w.voids[nxt]
    assert guessed.voids[nxt] == SUIT_MASK[1] and not any(
        v for s, v in enumerate(guessed.voids) if s != nxt
    )


def test_the_expert_that_credits_the_others_with_their_own_view_does_not_peek() -> None:
    rng = random.Random(4)
    bot = ExpertPlayer(samples=16, redeals=(3, 2, 0.25))
    for trial in range(6):
        m = played_match(4, rng.randrange(0, 6), rng)
        if m.phase is not Phase.PLAY:
            continue
        other = permuted(m, m.turn, rng)
        seed = f"guess/{trial}"
        view = seat_view(m, m.turn)
        assert bot.choose_card(view, random.Random(seed)) == bot.choose_card(
            seat_view(other, m.turn), random.Random(seed)
        )


def test_it_searches_fewer_deals_where_the_others_guess() -> None:
    m = played_match(4, 0, random.Random(5))
    view = seat_view(m, m.turn)
    plain, guessing = ExpertPlayer(), ExpertPlayer(redeals=(4, 1, 0.25))
    assert guessing.samples_at(view) == max(1, plain.samples_at(view) // 4)
    sim = CardChoice(view, random.Random(0), guessing)
    world = sim.sample()
    assert world is not None and isinstance(world.guess, Redeals)
    assert CardChoice(view, random.Random(0), plain).sample().guess is None  # type: ignore[union-attr]
    late = played_match(4, 8, random.Random(5))
    lv = seat_view(late, late.turn)
    assert guessing.samples_at(lv) == plain.samples_at(lv)  # from the second trick, all of them


def test_a_softmax_look_plays_the_deals_cheapest_card_most_often_and_others_too() -> None:
    rng = random.Random(6)
    sure = spread = 0
    for w, seat, _m in _positions(rng, 40):
        cold = Quantal(1e-3, 5, random.Random(0)).chances(w, seat)
        warm = Quantal(0.5, 5, random.Random(0)).chances(w, seat)
        assert abs(sum(cold.values()) - 1) < 1e-9 and abs(sum(warm.values()) - 1) < 1e-9
        top = max(cold, key=cold.__getitem__)
        if cold[top] > 0.99:  # no tie: the cold look is the look on the deal
            sure += 1
            assert top == look_card(w, seat)
            assert Quantal(1e-3, 5, random.Random(0)).look(w, seat) == top
        spread += max(warm.values()) < 0.99
    assert sure > 20 and spread > 20
