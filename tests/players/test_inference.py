"""Reading past plays: the hands normal players really hold always fit, a contradiction does not."""

from __future__ import annotations

import random

from coteccio_gui.engine import card_from_code
from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.inference import PlayReader
from coteccio_gui.players.coteccio.seats import others
from coteccio_gui.players.knowledge import knowledge
from coteccio_gui.players.sampling import sample_hands


def test_the_cards_normal_players_hold_always_fit_their_plays() -> None:
    rng = random.Random(3)
    bot = make_player("normal")
    checked = 0
    for h in range(30):
        m = Match(4, None, h % 4)
        m.deal_hands(deal_cards(4, rng))
        while m.phase is Phase.PLAY:
            view = seat_view(m, m.turn)
            reader = PlayReader(view, 0.01)
            for s in others(view):
                assert reader.fit(s, list(m.hands[s])) == 1.0
                checked += 1
            m.play(m.turn, bot.choose_card(view, rng))
    assert checked > 1000


def _cards(codes: str) -> list[int]:
    return [card_from_code(c) for c in codes.split()]


def test_a_duck_with_a_low_card_says_no_card_just_under_the_winner() -> None:
    m = Match(4, None, 0)  # seat 1 leads
    m.deal_hands(
        [
            _cards(h)
            for h in ["Ac 2c 3d 4s 5b", "Rc 7c 2d 3s 4b", "Cc 6c 4d 5s 6b", "Fc 5c 5d 6s 7b"]
        ]
    )
    m.play(1, card_from_code("Rc"))
    m.play(2, card_from_code("Cc"))  # ducks under Rc with its highest losing card
    view = seat_view(m, 3)
    reader = PlayReader(view, 0.01)
    assert reader.fit(2, _cards("6c 4d 5s 6b")) == 1.0
    # holding the Fante instead, a duck with the Caval is still right...
    assert reader.fit(2, _cards("Fd 4d 5s 6b")) == 1.0
    # ...but had seat 2 ducked with the 6 while holding the Caval, the reader would doubt it
    m2 = Match(4, None, 0)
    m2.deal_hands(
        [
            _cards(h)
            for h in ["Ac 2c 3d 4s 5b", "Rc 7c 2d 3s 4b", "Cc 6c 4d 5s 6b", "Fc 5c 5d 6s 7b"]
        ]
    )
    m2.play(1, card_from_code("Rc"))
    m2.play(2, card_from_code("6c"))
    reader2 = PlayReader(seat_view(m2, 3), 0.01)
    assert reader2.fit(2, _cards("Cc 4d 5s 6b")) == 0.01
    assert reader2.fit(2, _cards("2c 4d 5s 6b")) == 1.0


def test_sampled_deals_follow_the_plays_read() -> None:
    m = Match(4, None, 0)
    m.deal_hands(
        [
            _cards(h)
            for h in ["Ac 2c 3d 4s 5b", "Rc 7c 2d 3s 4b", "Cc 6c 4d 5s 6b", "Fc 5c 5d 6s 7b"]
        ]
    )
    m.play(1, card_from_code("Rc"))
    m.play(2, card_from_code("6c"))  # a duck with the 6: seat 2 holds no Caval or 7 of cups
    view = seat_view(m, 3)
    know = knowledge(view)
    sizes = {s: view.hand_sizes[s] for s in others(view)}
    fit = PlayReader(view, 0.01).fit
    rng = random.Random(1)
    between = set(_cards("Cc 7c"))  # seat 3 holds the Fante itself
    plain = guided = 0
    for _ in range(300):
        hands = sample_hands(know, sizes, rng)
        assert hands is not None
        plain += bool(between & set(hands[2]))
        hands = sample_hands(know, sizes, rng, fit, 20)
        assert hands is not None
        guided += bool(between & set(hands[2]))
    assert plain > 30 and guided * 10 < plain  # a 1-in-100 doubt, not a certainty
