"""The coach: the expert's card with its numbers, from the person's view only, the same every time."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine import card_from_code
from coteccio_gui.games.coteccio import CapottoChoice, Match, Phase, seat_view
from coteccio_gui.players.coteccio.coach import agreement, capotto_hint, hint, review
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from tests.players.helpers import permuted, played_match

COACH = ExpertPlayer(samples=40)  # fewer deals than at the table: the tests run faster


@pytest.mark.parametrize("players", [2, 4, 7])
def test_advice_ignores_the_cards_the_person_cannot_see(players: int) -> None:
    rng = random.Random(f"coach-leak/{players}")
    changed_hidden = 0
    for trial in range(10):
        m = played_match(players, rng.randrange(0, players * 4), rng)
        if m.phase is not Phase.PLAY:
            continue
        seat = m.turn
        other = permuted(m, seat, rng)
        assert seat_view(other, seat) == seat_view(m, seat)
        changed_hidden += other.hands != m.hands
        seed = f"hint/{trial}"
        first = hint(seat_view(m, seat), random.Random(seed), COACH)
        assert first == hint(seat_view(other, seat), random.Random(seed), COACH)
    assert changed_hidden >= 5  # the test really moved hidden cards


def _shedding_view() -> tuple[Match, int]:
    """Seat 2 is void in denari, led by seat 1: it may throw its unbeatable Asso of bastoni."""
    m = Match(4, None, 0)
    hands = ["Ac 2c 3d 4s 5b", "Rd 7d 2d 3s 4b", "Cc Ab 4c 5s 6b", "Fc 5c 5d 6s 7b"]
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    m.play(1, card_from_code("7d"))
    return m, 2


def test_hint_gives_numbers_for_every_legal_card_and_picks_the_safest() -> None:
    m, seat = _shedding_view()
    view = seat_view(m, seat)
    coach = ExpertPlayer(time_budget_s=1.0, samples=2000)  # a cap far off under load
    h = hint(view, random.Random(1), coach)
    assert h.deals == coach.samples_at(view) >= 400  # every deal it meant to try
    assert [a.card for a in h.cards] == list(view.legal)
    assert h.card == card_from_code("Ab")  # the Asso would win every bastoni trick later
    for a in h.cards:
        assert 0.0 <= a.life_loss_share <= 1.0
        assert a.expected_lives <= a.life_loss_share + 1e-9  # a life at most per deal
        assert a.expected_points >= 0
    best = h.best
    four = h.advice(card_from_code("4c"))  # keeping the Asso and the Caval: more lives lost
    assert four.expected_lives > best.expected_lives + 0.05
    assert four.life_loss_share > best.life_loss_share
    runner_up = h.runner_up()
    assert runner_up is not None and runner_up.card != h.card
    with pytest.raises(KeyError):
        h.advice(card_from_code("7d"))


def test_a_card_that_surely_loses_a_life_says_so() -> None:
    m = Match(2, None, 1)  # seat 0 leads
    m.deal_hands(
        [[card_from_code(c) for c in h.split()] for h in ["2c 3c 4c 5c Ab", "Ac Rc Cc Fc 2b"]]
    )
    for seat, c in [
        (0, "2c"),
        (1, "Ac"),
        (1, "2b"),
        (0, "Ab"),
        (0, "3c"),
        (1, "Rc"),
        (1, "Cc"),
        (0, "4c"),
    ]:
        m.play(seat, card_from_code(c))
    # seat 1 has 15 points to 6 and its last card: whatever seat 0 holds, seat 1 has the most
    h = hint(seat_view(m, 1), random.Random(2), COACH)
    assert [a.card for a in h.cards] == [card_from_code("Fc")]
    assert h.best.life_loss_share == 1.0 and h.best.expected_lives == 1.0
    assert h.runner_up() is None


def test_the_same_seed_gives_the_same_hint_and_another_may_differ_only_in_numbers() -> None:
    rng = random.Random(4)
    m = played_match(4, 5, rng)
    view = seat_view(m, m.turn)
    a = hint(view, random.Random("x"), COACH)
    assert a == hint(view, random.Random("x"), COACH)
    assert a.card in view.legal


def test_review_compares_a_play_with_the_experts_card() -> None:
    m, seat = _shedding_view()
    view = seat_view(m, seat)
    expert = ExpertPlayer(samples=200)
    same = review(view, card_from_code("Ab"), random.Random(3), expert)
    assert same.agreed and same.expert == card_from_code("Ab") and same.lives_difference == 0
    worse = review(view, card_from_code("4c"), random.Random(3), expert)
    assert not worse.agreed and worse.expert == card_from_code("Ab")
    assert worse.lives_difference > 0.05
    assert agreement([same, worse, same]) == pytest.approx(2 / 3)
    assert agreement([]) == 0.0


def test_hint_needs_the_seats_turn_to_play() -> None:
    m, _seat = _shedding_view()
    with pytest.raises(ValueError, match="waiting for this seat's card"):
        hint(seat_view(m, 3), random.Random(0), COACH)


def test_capotto_hint_plays_a_sure_winner() -> None:
    hands = ["Ac Ad As 2b Ab", "Rc Rd Rs 3c 6d", "Cc Cd Cs 4c 6s", "Fc Fd Fs 5c 7c"]
    m = Match(4, None, 3)
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    for c in [r + s for s in "cds" for r in "ARCF"]:
        m.play(m.turn, card_from_code(c))
    m.play(0, card_from_code("2b"))
    for c in ["3c", "4c", "5c"]:
        m.play(m.turn, card_from_code(c))
    assert m.phase is Phase.CAPOTTO
    h = capotto_hint(seat_view(m, 0), random.Random(0), COACH)
    assert h.choice is CapottoChoice.PLAY and h.fifth_trick == 1.0
    assert h.match_if_played > h.match_if_annulled
