"""The levels: the interface, legal play in whole matches, and what each level is for."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine import CapottoChoice, Match, Phase, card_from_code, seat_view
from coteccio_gui.players import ALL_LEVELS, LEVELS, make_player
from coteccio_gui.players.arena import play_match
from coteccio_gui.players.choices import capotto_by_odds
from coteccio_gui.players.expert import ExpertPlayer
from coteccio_gui.players.tournament import duplicate


def test_levels_are_offered_weakest_first() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    for level in ALL_LEVELS:
        player = make_player(level)
        assert callable(player.choose_card) and callable(player.choose_capotto)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


@pytest.mark.parametrize("players", [2, 5, 7])
def test_every_level_finishes_whole_matches_legally(players: int) -> None:
    # the engine refuses illegal cards, so a finished match proves every choice was legal
    levels = [ExpertPlayer(samples=4), *(make_player(lv) for lv in ALL_LEVELS[:4])]
    table = [levels[s % len(levels)] for s in range(players)]
    m = play_match(table, random.Random(players))
    assert m.phase is Phase.FINISHED and m.winner is not None


def _match(hands: list[str], plays: list[str]) -> Match:
    """A 4-player match led by seat 1 (dealer 0) with these hands and these cards played."""
    m = Match(4, None, 0)
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    for c in plays:
        m.play(m.turn, card_from_code(c))
    return m


HANDS = ["Ac 2c 3d 4s 5b", "Rc 7c 2d 3s 4b", "Cc 6c 4d 5s 6b", "Fc 5c 5d 6s 7b"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_ducks_under_the_winning_card_with_the_highest_card_that_loses(level: str) -> None:
    m = _match(HANDS, ["Rc"])  # seat 1 leads Rc; seat 2 holds Cc and 6c: both lose to Rc
    assert make_player(level).choose_card(seat_view(m, 2), random.Random(0)) == card_from_code("Cc")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_sheds_the_highest_points_when_void(level: str) -> None:
    # seat 1 leads 7d; seat 2 has no denari and throws its Asso (6 points, and unbeatable)
    m = _match(["Ac 2c 3d 4s 5b", "Rd 7d 2d 3s 4b", "Cc Ab 4c 5s 6b", "Fc 5c 5d 6s 7b"], ["7d"])
    assert make_player(level).choose_card(seat_view(m, 2), random.Random(0)) == card_from_code("Ab")


def test_capotto_is_played_with_a_sure_winner_and_annulled_with_a_sure_loser() -> None:
    hands = ["Ac Ad As Ab 2c", "Rc Rd Rs Rb 3c", "Cc Cd Cs Cb 4c", "Fc Fd Fs Fb 5c"]
    m = Match(4, None, 3)  # dealer 3: seat 0 leads
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    for suit in "cdsb":  # seat 0 leads its four Assi and wins every trick
        for rank in "ARCF":
            m.play(m.turn, card_from_code(rank + suit))
    assert m.phase is Phase.CAPOTTO and m.turn == 0
    view = seat_view(m, 0)  # seat 0 keeps 2c, the lowest club: any club still out beats it
    for level in ("normal", "hard"):  # less than an even chance: the rules of thumb annul
        assert make_player(level).choose_capotto(view, random.Random(1)) is CapottoChoice.ANNUL
    # the expert weighs the match: three lives taken from the others if the 2 wins (46 %)
    # are worth more than the one it loses if it does not, so it plays on...
    expert = ExpertPlayer(samples=16)
    chance, beaten = expert.capotto_outlook(view, random.Random(1))
    assert 0.3 < chance < 0.6 and set(beaten) == {1, 2, 3}
    choice, annul, play = capotto_by_odds(view, chance, beaten)
    assert choice is CapottoChoice.PLAY and play > annul
    assert expert.choose_capotto(view, random.Random(1)) is CapottoChoice.PLAY
    # ...but not with a sure loser, nor with a poor chance
    assert capotto_by_odds(view, 0.0, {1: 1.0})[0] is CapottoChoice.ANNUL
    assert capotto_by_odds(view, 0.2, {1: 0.8})[0] is CapottoChoice.ANNUL
    hands = ["Ac Ad As 2b Ab", "Rc Rd Rs 3c 6d", "Cc Cd Cs 4c 6s", "Fc Fd Fs 5c 7c"]
    m = Match(4, None, 3)
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    for c in [r + s for s in "cds" for r in "ARCF"]:
        m.play(m.turn, card_from_code(c))
    m.play(0, card_from_code("2b"))
    for c in ["3c", "4c", "5c"]:  # everyone else is void in bastoni: seat 0 wins with the 2
        m.play(m.turn, card_from_code(c))
    assert m.phase is Phase.CAPOTTO
    view = seat_view(m, 0)  # seat 0 keeps Ab: nothing can beat it
    for level in ALL_LEVELS[1:]:  # easy too: a beginner sees that much
        assert make_player(level).choose_capotto(view, random.Random(1)) is CapottoChoice.PLAY


def test_random_loses_lives_much_more_often_than_normal() -> None:
    r = duplicate(4, ["random", "normal", "normal", "normal"], 800, seed=11)
    random_rate = r["random"]["loss_rate"][0]
    normal_rate = r["normal"]["loss_rate"][0]
    assert random_rate >= 1.4 * normal_rate


def test_easy_loses_many_more_lives_than_normal_as_many_as_random() -> None:
    # easy must lose 1.30x normal's lives (issue 14); any legal card at random loses 1.28x,
    # so easy, who takes tricks with its high cards, ends up at random's level or below
    r = duplicate(4, ["random", "easy", "normal", "normal"], 600, seed=12)
    normal_rate = r["normal"]["loss_rate"][0]
    assert r["easy"]["loss_rate"][0] > 1.4 * normal_rate
    assert r["random"]["loss_rate"][0] > 1.4 * normal_rate


def test_easy_grabs_tricks_with_high_cards_and_keeps_them_when_void() -> None:
    m = _match(["Ac 2c 3d 4s 5b", "7c Rc 2d 3s 4b", "Cc 6c 4d 5s 6b", "Fc 5c 5d 6s 7b"], ["7c"])
    views = [seat_view(m, 2)]  # seat 2 holds Cc over the 7 and 6c under it
    m2 = _match(["Ac 2c 3d 4s 5b", "Rd 7d 2d 3s 4b", "Cc Ab 4c 5s 6b", "Fc 5c 5d 6s 7b"], ["7d"])
    views.append(seat_view(m2, 2))  # void in denari: a beginner keeps its Asso and Caval
    easy = make_player("easy")
    picks = [[easy.choose_card(v, random.Random(i)) for i in range(200)] for v in views]
    taken = picks[0].count(card_from_code("Cc")) / 200  # normal ducks with the 6
    assert 0.45 < taken < 0.75 and taken + picks[0].count(card_from_code("6c")) / 200 == 1
    assert 0.45 < picks[1].count(card_from_code("4c")) / 200 < 0.75  # throws its lowest card


@pytest.mark.slow
def test_expert_loses_fewer_lives_than_normal() -> None:
    # fewer deals than at the table keep this short; full figures: docs/computer-players.md
    expert = ExpertPlayer(samples=16)
    from coteccio_gui.players import tournament

    original = tournament.parse_level
    tournament.parse_level = lambda spec, game="coteccio": (  # type: ignore[assignment]
        expert if spec == "expert" else original(spec, game)
    )
    try:
        r = duplicate(4, ["expert", "normal", "normal", "normal"], 120, seed=13)
    finally:
        tournament.parse_level = original  # type: ignore[assignment]
    assert r["expert"]["paired_difference"][2] < 0  # the whole 95% interval below zero
    assert r["expert"]["ratio_to_all_normal"][0] < 0.85
