"""Rovescino's computer players: legal whole matches, the rules of thumb, reproducible and
leak-free decisions, the expert's moves and reading, the tournament."""

from __future__ import annotations

import json
import random

import pytest

from coteccio_gui.engine import IllegalAction, card_from_code
from coteccio_gui.games.rovescino import Deal, Phase, Play, Rovescino, RovescinoRules
from coteccio_gui.players import ALL_LEVELS, make_player, play_match, players_of
from coteccio_gui.players.duplicate import deal_for_duplicate, play_dealt_hand
from coteccio_gui.players.masks import mask_of
from coteccio_gui.players.rovescino import DUPLICATE
from coteccio_gui.players.rovescino.expert import CardChoice, ExpertPlayer
from coteccio_gui.players.rovescino.knowledge import knowledge
from coteccio_gui.players.rovescino.policy import choose
from coteccio_gui.players.rovescino.reading import soft_bans
from coteccio_gui.players.tournament import run_tournament

C = card_from_code
GAME = "rovescino"


def _player(level: str):
    if level == "expert":
        return ExpertPlayer(time_budget_s=0.01)  # a small work budget: a fast test
    return make_player(level, game=GAME)


def test_levels_and_the_names_every_players_module_offers():
    module = players_of(GAME)
    assert "LEVELS" not in vars(module)  # one list of levels for every game: players.LEVELS
    assert module.METRIC == "penalty points"
    for level in ALL_LEVELS:
        assert callable(make_player(level, game=GAME).decide)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster", game=GAME)


@pytest.mark.parametrize("players", [3, 5, 8])
def test_every_level_finishes_whole_matches_legally(players):
    # the engine refuses illegal cards, so a finished match proves every choice was legal
    levels = [_player(lv) for lv in ALL_LEVELS]
    table = [levels[s % len(levels)] for s in range(players)]
    m = play_match("rovescino", table, random.Random(players))
    assert m.phase is Phase.FINISHED and m.outcome() is not None


def test_a_duplicate_deal_is_every_card_with_the_monte_last_and_plays_to_points():
    deal = deal_for_duplicate(DUPLICATE, 6, random.Random(1))
    assert [len(h) for h in deal] == [6] * 6 + [4]
    assert sorted(c for h in deal for c in h) == list(range(40))
    table = [make_player("normal", game=GAME)] * 6
    points = play_dealt_hand(DUPLICATE, table, deal, 2, random.Random(0))
    assert sum(points) == 11 or sorted(points)[:1] == [0]  # 11 a hand, or a cappotto


# ---- the rules of thumb ------------------------------------------------------------------------


def _cards(text: str) -> list[int]:
    return [C(c) for c in text.split()]


def _out(hand: str, table: str) -> int:
    return ((1 << 40) - 1) & ~mask_of(_cards(hand)) & ~mask_of(_cards(table))


@pytest.mark.parametrize(
    ("hand", "table", "expected", "why"),
    [
        ("2c 7c 4c Ab", "3c", "2c", "ducks under the 3 with the highest card that loses"),
        ("Ac 2d 7c 4c", "Rc 5c", "7c", "ducks with the 7: the Asso would win"),
        ("Ac 5c 4s", "2c", "Ac", "an Asso under a 2 is dropped on someone else's trick"),
        ("Ab 5s 4d 2s", "7c", "Ab", "void: drops its Asso, a whole point, on another's trick"),
        ("Rb 5s 4d 2s", "7c", "2s", "void: throws a 2 that only the 3 can beat"),
        ("Fc Cc 4d", "5c", "Fc", "must win the trick: wins low, someone may still overtake"),
        ("6b 7b 2b", "4c 5c 6c", "2b", "void: the 2 is more dangerous than the 6 and 7"),
        ("4c 2s 3d", "", "4c", "leads the card least likely to win"),
    ],
)
def test_the_normal_policy_plays_by_its_rules_of_thumb(hand, table, expected, why):
    seats = 5
    got = choose(_cards(hand), _cards(table), seats, _out(hand, table))
    assert got == C(expected), why


def test_the_last_seat_that_must_take_the_trick_sheds_its_strongest_card():
    got = choose(_cards("Fc 2c 4d"), _cards("4c 5c"), 3, _out("Fc 2c 4d", "4c 5c"))
    assert got == C("2c")


def test_with_two_cards_left_it_keeps_the_card_that_loses_the_last_trick():
    # the 4 of coppe will lose any trick; the 3 of spade wins any: lead the 3 now, while the
    # last trick (1 point and the monte) goes to someone else
    out = _out("4c 3s", "") & ~mask_of(_cards("5c 6c"))  # 5c, 6c played: the 4c still loses
    assert choose(_cards("4c 3s"), [], 4, out, last_cost=3 + 6) == C("3s")


def test_the_choice_never_depends_on_the_order_of_the_hand():
    rng = random.Random(3)
    for _ in range(200):
        deck = list(range(40))
        rng.shuffle(deck)
        hand, table = deck[:7], deck[7 : 7 + rng.randrange(4)]
        out = ((1 << 40) - 1) & ~mask_of(hand) & ~mask_of(table)
        shuffled = hand[:]
        rng.shuffle(shuffled)
        assert choose(hand, table, 5, out) == choose(shuffled, table, 5, out)


# ---- reproducible, and no peeking ---------------------------------------------------------------


def _played(players: int, plays: int, rng: random.Random) -> Rovescino:
    m = Rovescino(players, None, 0)
    m.deal(rng)
    bot = make_player("normal", game=GAME)
    for _ in range(plays):
        if m.phase is not Phase.PLAY:
            break
        m.apply(bot.decide(m.view(m.turn), rng))
    return m


def _permuted(m: Rovescino, seat: int, rng: random.Random) -> Rovescino:
    """The same match replayed with every card ``seat`` cannot see dealt elsewhere.

    The others keep the cards they have played and their hand sizes; their unplayed cards
    and the monte are reshuffled until the replay is legal (voids shown stay true).
    """
    deal = m.actions[0]
    assert isinstance(deal, Deal)
    plays = m.actions[1:]
    played = {a.card for a in plays}
    for _ in range(2000):
        hidden = [c for c in range(40) if c not in played and c not in deal.hands[seat]]
        rng.shuffle(hidden)
        hands = []
        for s, h in enumerate(deal.hands):
            if s == seat:
                hands.append(list(h))
                continue
            keep = [c for c in h if c in played]
            hands.append(keep + [hidden.pop() for _ in range(len(h) - len(keep))])
        other = Rovescino(m.players, m.rules, m.first_dealer)
        try:
            other.deal_hands(hands, hidden)
            for a in plays:
                other.apply(a)
        except IllegalAction:
            continue
        if rng.random() < 0.7:
            return other
    raise AssertionError("no legal permutation of the hidden cards found")


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize("players", [3, 6, 8])
def test_a_decision_ignores_the_hidden_cards(level, players):
    rng = random.Random(f"leak/{level}/{players}")
    bot = _player(level)
    moved = 0
    for trial in range(8):
        m = _played(players, rng.randrange(0, 40 - players), rng)
        if m.phase is not Phase.PLAY:
            continue
        seat = m.turn
        other = _permuted(m, seat, rng)
        assert other.view(seat) == m.view(seat)
        moved += other.hands != m.hands or other.monte != m.monte
        seed = f"decide/{trial}"
        first = bot.decide(m.view(seat), random.Random(seed))
        assert first == bot.decide(other.view(seat), random.Random(seed))
        assert isinstance(first, Play) and first.seat == seat and first.card in m.legal_plays(seat)
    assert moved >= 4  # the test really moved hidden cards


def test_the_expert_decides_the_same_twice_with_the_same_seed():
    m = _played(5, 7, random.Random(2))
    view = m.view(m.turn)
    expert = ExpertPlayer()
    assert expert.decide(view, random.Random(9)) == expert.decide(view, random.Random(9))


def test_the_number_of_deals_is_fixed_by_the_view_never_by_the_clock():
    expert = ExpertPlayer()
    assert expert.samples_for(4, 40) == expert.samples_for(4, 40)
    assert expert.min_samples <= expert.samples_for(9, 40) <= expert.samples_for(2, 10)
    assert ExpertPlayer(time_budget_s=10).samples_for(2, 4) == expert.max_samples
    assert ExpertPlayer(time_budget_s=0.2).samples_for(4, 40) > expert.samples_for(4, 40)


# ---- the expert's moves and reading ---------------------------------------------------------------


def _view_after(hands: list[str], plays: list[str], monte: str = "", seat: int | None = None):
    m = Rovescino(len(hands), RovescinoRules(), len(hands) - 1)
    m.deal_hands([_cards(h) for h in hands], _cards(monte))
    for c in plays:
        m.play(m.turn, C(c))
    return m.view(m.turn if seat is None else seat)


FOUR = [
    "4c 5c 6c 7c Fc Cc Rc Ac 2c 3c",
    "4d 5d 6d 7d Fd Cd Rd Ad 2d 3d",
    "4s 5s 6s 7s Fs Cs Rs As 2s 3s",
    "4b 5b 6b 7b Fb Cb Rb Ab 2b 3b",
]


def test_cards_that_play_alike_are_searched_once():
    # seat 0 holds every coppe: 4 5 6 7 play alike, so do F C R (a third each) and 2 3
    view = _view_after(FOUR, [])
    moves = CardChoice(view, random.Random(0), ExpertPlayer()).moves()
    assert moves == _cards("Ac Fc 4c 2c")  # one of each set, lowest code first


def test_a_seat_that_ducked_low_probably_holds_no_higher_card_that_loses():
    hands = [
        "Rc 4d 5d 6d 7d Cd Rd Ad 2d 3d",
        "5c 6c Cc 4s 5s 6s 7s Fs Cs Rs",
        "7c Fc As 2s 3s 4b 5b 6b 7b Fb",
        "4c Ac 2c 3c Cb Rb Ab 2b 3b Fd",
    ]
    # seat 0 leads Rc; seat 1 ducks with the 5 although it holds the Caval, a better duck
    view = _view_after(hands, ["Rc", "5c"], seat=2)
    bans = soft_bans(view, knowledge(view))
    assert bans[1] >> C("Cc") & 1 and bans[1] >> C("6c") & 1
    assert not bans[1] >> C("Ac") & 1  # the Asso would have won: nothing read about it
    assert all(not bans[s] >> c & 1 for s in bans for c in view.hand)  # only unseen cards


# ---- the tournament -------------------------------------------------------------------------------


def test_the_tournament_reports_penalty_points_on_duplicate_deals(capsys):
    assert run_tournament(3, ["random", "normal", "normal"], 12, 4, True, GAME) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == GAME and report["rotations"] == 3
    for figures in report["duplicate"].values():
        low, mid, high = figures["loss_rate"][1], figures["loss_rate"][0], figures["loss_rate"][2]
        assert low <= mid <= high
    assert run_tournament(4, ["hard", "normal", "easy", "normal"], 5, 1, False, GAME) == 0
    text = capsys.readouterr().out
    assert "rovescino" in text and "penalty points per seat per hand" in text


def test_the_tournament_refuses_a_seat_count_rovescino_does_not_have(capsys):
    assert run_tournament(2, ["normal", "normal"], 5, 1, False, GAME) == 2
    assert "players must be 3 to 8" in capsys.readouterr().err


def test_the_expert_takes_fewer_penalty_points_than_the_normal_level(monkeypatch):
    # a small fixed budget keeps this quick and reproducible; figures: docs/computer-players.md
    from coteccio_gui.players import tournament

    expert = ExpertPlayer(time_budget_s=0.015)
    original = tournament.parse_level
    monkeypatch.setattr(
        tournament,
        "parse_level",
        lambda spec, game=GAME: expert if spec == "expert" else original(spec, game),
    )
    r = tournament.duplicate(5, ["expert", "normal", "normal", "normal", "normal"], 40, 13, GAME)
    assert r["expert"]["paired_difference"][2] < 0  # the whole 95% interval below zero
    assert r["expert"]["ratio_to_all_normal"][0] < 0.85
