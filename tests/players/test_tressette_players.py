"""Tressette and Tressette in due players: legal, leak-free, and as strong as their level says."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.engine.cards import card_from_code as c
from coteccio_gui.games.tressette.actions import Claim, Declare, Phase, Play, Signal
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules
from coteccio_gui.players import ALL_LEVELS, make_player, play_match
from coteccio_gui.players.base import Player
from coteccio_gui.players.duplicate import play_dealt_hand
from coteccio_gui.players.tressette import DUPLICATE, arena
from coteccio_gui.players.tressette.expert import ExpertPlayer, HardPlayer
from tests.games.tressette_helpers import deal_with, four, permuted

GAMES = [("tressette", 4), ("tressette-in-due", 2)]


def _player(level: str, game: str) -> Player:
    if level == "expert":
        return ExpertPlayer(samples=8, cap_s=1e9)  # no clock: the same deals every time
    if level == "hard":
        return HardPlayer(cap_s=1e9)
    return make_player(level, game=game)


def _midgame(game: str, rng: random.Random, rules: TressetteRules | None = None) -> Tressette:
    """A game some way into a hand, played by normal players."""
    players = 4 if game == "tressette" else 2
    cls = Tressette if players == 4 else TressetteInDue
    m = cls(players, rules, rng.randrange(players))
    m.deal(rng)
    bot = make_player("normal", game=game)
    for _ in range(rng.randrange(0, 18)):
        if m.phase is not Phase.PLAY and m.phase is not Phase.CALL:
            break
        m.apply(bot.decide(m.view(m.turn), rng))
    return m


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize(("game", "rules"), [
    ("tressette", None),
    ("tressette", TressetteRules.from_dict({"chiamata": True})),
    ("tressette-in-due", None),
])  # fmt: skip
def test_no_level_sees_a_card_it_cannot_see_not_even_its_partners(
    level: str, game: str, rules: TressetteRules | None
) -> None:
    rng = random.Random(f"leak/{level}/{game}/{rules}")
    bot = _player(level, game)
    moved = 0
    for trial in range(8):
        m = _midgame(game, rng, rules)
        if m.phase not in (Phase.PLAY, Phase.CALL):
            continue
        seat = m.turn
        other = permuted(m, seat, rng)
        moved += other.hands != m.hands
        view = m.view(seat)
        assert other.view(seat) == view
        first = bot.decide(view, random.Random(trial))
        assert first in view.legal
        assert first == bot.decide(other.view(seat), random.Random(trial))
    assert moved >= 4  # the test really moved hidden cards


@pytest.mark.parametrize(("game", "players"), GAMES)
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_finishes_whole_games_legally(game: str, players: int, level: str) -> None:
    bot = _player(level, game)
    normal = make_player("normal", game=game)
    table = [bot if s % 2 == 0 else normal for s in range(players)]
    m = play_match(game, table, random.Random(level))
    assert m.outcome() is not None and m.name == game


def _team_points(
    game: str, players: int, a: Player, b: Player, deals: int, seed: int
) -> tuple[int, int]:
    rng = random.Random(seed)
    mine = theirs = 0
    for d in range(deals):
        cards = arena.deal_cards(players, rng)
        for r in (0, 1):
            table = [a if (s + r) % 2 == 0 else b for s in range(players)]
            pts = play_dealt_hand(DUPLICATE, table, cards, d % players, random.Random(d))
            mine += pts[r]
            theirs += pts[1 - r]
    return mine, theirs


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_normal_beats_random_and_easy_sits_between(game: str, players: int) -> None:
    normal, easy, rand = (make_player(lv, game=game) for lv in ("normal", "easy", "random"))
    n, r = _team_points(game, players, normal, rand, 40, 1)
    assert n > 1.5 * r
    e, r2 = _team_points(game, players, easy, rand, 40, 1)
    n2, e2 = _team_points(game, players, normal, easy, 40, 1)
    assert e > r2 and n2 > e2


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_hard_scores_more_than_normal(game: str, players: int) -> None:
    mine, theirs = _team_points(
        game, players, HardPlayer(), make_player("normal", game=game), 12, 6
    )
    assert mine > 1.1 * theirs


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_expert_scores_more_than_normal(game: str, players: int) -> None:
    mine, theirs = _team_points(
        game, players, ExpertPlayer(samples=16), make_player("normal", game=game), 12, 5
    )
    assert mine > 1.15 * theirs


def test_players_declare_and_claim_when_sure_and_signal_volo() -> None:
    bot = make_player("normal", game="tressette")
    m = four(deal_with({1: "3c 2c Ac 4d"}))
    assert bot.decide(m.view(1), random.Random(0)) == Declare(1)
    m.score = [0, 31, 0, 31]
    assert bot.decide(m.view(1), random.Random(0)) == Claim(1)
    m.score = [0, 30, 0, 30]
    assert bot.decide(m.view(1), random.Random(0)) != Claim(1)
    m2 = four(deal_with({1: "4d Ac Rc Cc Fc 7c As Rs Cs Fs"}), TressetteRules(declarations=False))
    play = bot.decide(m2.view(1), random.Random(0))
    assert isinstance(play, Play)
    if play.card == c("4d"):
        assert play.signal is Signal.VOLO


def test_the_expert_claims_only_when_every_deal_says_the_side_has_it() -> None:
    rules = TressetteRules.from_dict({"chiamata": True})
    m = four(deal_with({1: "3c 3d"}), rules)
    m.apply(m.legal_actions()[0])
    expert = ExpertPlayer(samples=8)
    m.score = [40, 20, 40, 20]
    assert expert.decide(m.view(1), random.Random(0)) != Claim(1)  # the partner is unknown
    m.score = [21, 21, 21, 21]
    assert expert.decide(m.view(1), random.Random(0)) == Claim(1)


def test_due_players_never_signal() -> None:
    m = TressetteInDue(2, DueRules(), 1)
    m.deal(random.Random(3))
    for level in ALL_LEVELS:
        action = _player(level, "tressette-in-due").decide(m.view(0), random.Random(1))
        assert action in m.legal_actions() and getattr(action, "signal", None) is None
