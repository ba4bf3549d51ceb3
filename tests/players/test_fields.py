"""The tournament's sampling fields (``sampler-random``, ``sampler-shed``, ``sampler-exact``): a
hand played out scores as the rules do, each style plays as it says and unlike the project's
rule, the same seed gives the same card on a busy machine, the expert shares nothing with them,
and only tournaments seat them. (No peeking: ``test_leaks.py`` covers them with every level.)"""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from coteccio_gui.engine.cards import SUIT_OF, card_from_code
from coteccio_gui.games.coteccio import (
    Capotto,
    CapottoChoice,
    LifeGained,
    LifeLost,
    Match,
    Phase,
    seat_view,
)
from coteccio_gui.players import ALL_LEVELS, LEVELS, make_player
from coteccio_gui.players.coteccio import FACTORIES, FIELD_LEVELS
from coteccio_gui.players.coteccio.fields import FIELDS
from coteccio_gui.players.coteccio.fields.player import FieldSampler
from coteccio_gui.players.coteccio.fields.styles import (
    exact_finish,
    low_card,
    shed_card,
    solve,
)
from coteccio_gui.players.coteccio.fields.table import Hand
from coteccio_gui.players.coteccio.plain import rule_card
from coteccio_gui.players.coteccio.policy import choose
from coteccio_gui.players.masks import FULL, mask_of
from coteccio_gui.players.tournament import parse_level
from tests.players.helpers import played_match
from tests.players.test_reproducible import _busy_core

PACKAGE = Path(__file__).resolve().parents[2] / "coteccio_gui"
FIELD_DIR = PACKAGE / "players" / "coteccio" / "fields"


def _net(events: list[object], players: int) -> list[int]:
    net = [0] * players
    for e in events:
        if isinstance(e, LifeLost):
            net[e.seat] += 1
        elif isinstance(e, LifeGained):
            net[e.seat] -= 1
    return net


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_a_hand_played_out_scores_as_the_engine_does(players: int) -> None:
    rng = random.Random(f"fields/{players}")
    capottos = 0
    for trial in range(200):
        m = played_match(players, rng.randrange(0, players * 5), rng)
        if m.phase is not Phase.PLAY:
            continue
        hand = Hand(seat_view(m, m.turn), {s: list(m.hands[s]) for s in m.order})
        events: list[object] = []
        rule = (shed_card, low_card)[trial % 2]  # both sweep four tricks now and then
        while m.phase in (Phase.PLAY, Phase.CAPOTTO):
            seat = m.turn
            if m.phase is Phase.CAPOTTO:  # the playouts' rule: play on only with a sure winner
                last = m.hands[seat][0]
                beaten = any(SUIT_OF[c] == SUIT_OF[last] and c < last for h in m.hands for c in h)
                choice = CapottoChoice.ANNUL if beaten else CapottoChoice.PLAY
                events += m.apply(Capotto(seat, choice))
                continue
            assert hand.turn == seat and sorted(hand.legal()) == sorted(m.legal_plays(seat))
            card = rule(hand)
            hand.play(card)
            events += m.play(seat, card)
        assert hand.over
        net = _net(events, players)
        assert [hand.outcome(s)[0] for s in m.order] == [net[s] for s in m.order]
        capottos += any(isinstance(e, LifeGained) for e in events)
    if players <= 4:
        assert capottos > 0  # a capotto was really played out


def _match(players: int, hands: list[str], plays: list[str]) -> Match:
    """A match led by seat 1 (dealer 0) with these hands and these cards played."""
    m = Match(players, None, 0)
    m.deal_hands([[card_from_code(c) for c in h.split()] for h in hands])
    for c in plays:
        m.play(m.turn, card_from_code(c))
    return m


def _known(m: Match) -> Hand:
    return Hand(seat_view(m, m.turn), {s: list(m.hands[s]) for s in m.order})


HANDS = ["Ac 2c 3d 4s 5b", "Rd 7d 2d 3s 4b", "Cc Rb 4c 5s Fb", "Fc 5c 5d 6s 7b"]


def test_the_shedder_throws_its_highest_counter_whenever_it_cannot_win() -> None:
    c = card_from_code
    assert shed_card(_known(_match(4, HANDS, ["7d"]))) == c("Rb")  # void: 5 points, not Cc's 4
    hands = ["As 2c 3d 4d 5b", "Rs 7d 2d 3c 4b", "Cs Fs 2s 5c 6b", "Fc 4c 5d 6s 7b"]
    assert shed_card(_known(_match(4, hands, ["Rs"]))) == c("Cs")  # under the Re: its counter
    hands = ["Rs 7s 5d 6d 7b", "2s 7d 2d 3c 4b", "5s Fc 6c 5c 6b", "3s 2c 3d 4d 5b"]
    # forced to win, last to play: the card with the fewest points (the counting rule: Rs)
    assert shed_card(_known(_match(4, hands, ["2s", "5s", "3s"]))) == c("7s")
    assert shed_card(_known(_match(4, HANDS, []))) == c("2d")  # the lowest of its longest suit


def test_the_exact_style_finds_the_lead_its_low_card_rule_misses() -> None:
    # two players; seat 0 leads the fourth trick with Ac and 2d, seat 1 holds 3c and Ad
    m = _match(2, ["Ac 2d 4s 5s 6s", "3c Ad 7s Rs 2s"], ["7s", "4s", "Rs", "5s", "2s", "6s"])
    assert m.turn == 0 and len(m.tricks) == 3 and list(m.taken) == [0, 5]
    hand = _known(m)
    assert low_card(hand) == card_from_code("2d")  # then Ad takes 6, and Ac the last 12: 12 to 11
    low = hand.copy()
    while not low.over:
        low.play(low_card(low))
    assert low.outcome(0) == (1, 12)
    assert solve(hand.copy())[0] == (0, 6) == exact_finish(hand.copy(), 0, random.Random(0))


def test_each_style_plays_unlike_the_counting_rule_and_the_sampler() -> None:
    rng = random.Random(8)
    differs = {"shed": 0, "low": 0, "sampler": 0}
    choices = 0
    while choices < 300:
        m = played_match(4, rng.randrange(0, 16), rng)
        if m.phase is not Phase.PLAY or len(m.legal_plays(m.turn)) < 2:
            continue
        choices += 1
        hand = _known(m)
        held = list(m.hands[m.turn])
        table = [c for _, c in m.trick]
        counting = choose(held, table, 4, FULL & ~mask_of(held) & ~mask_of(table))
        sampler = rule_card(held, list(m.trick), len(m.trick) == 3)
        differs["shed"] += shed_card(hand) != counting
        differs["low"] += low_card(hand) != counting
        differs["sampler"] += shed_card(hand) != sampler
    assert min(differs.values()) > 0.2 * choices, differs


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_the_same_seed_gives_the_same_card_on_a_busy_machine(name: str) -> None:
    rng = random.Random(name)
    views = []
    while len(views) < 12:
        m = played_match(4, rng.randrange(0, 18), rng)
        if m.phase is Phase.PLAY and len(m.legal_plays(m.turn)) > 1:
            views.append(seat_view(m, m.turn))
    quiet = [FIELDS[name]().choose_card(v, random.Random(i)) for i, v in enumerate(views)]
    with _busy_core():
        busy = [FIELDS[name]().choose_card(v, random.Random(i)) for i, v in enumerate(views)]
    assert busy == quiet and all(c in v.legal for c, v in zip(quiet, views, strict=True))


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_cards_are_legal_through_whole_hands(name: str) -> None:
    bot = FIELDS[name]()
    bot.deals = 4
    rng = random.Random(name)
    for players in (2, 5, 7):
        m = Match(players, None, 0)
        m.deal_hands([list(h) for h in _deal(players, rng)])
        while m.phase in (Phase.PLAY, Phase.CAPOTTO):
            m.apply(bot.decide(seat_view(m, m.turn), rng))  # the engine refuses an illegal card
        assert len(m.tricks) == 5 or m.phase is Phase.DEAL


def _deal(players: int, rng: random.Random) -> list[list[int]]:
    deck = list(range(40))
    rng.shuffle(deck)
    return [deck[5 * i : 5 * i + 5] for i in range(players)]


def test_the_fields_are_tournament_levels_only(capsys: pytest.CaptureFixture[str]) -> None:
    from coteccio_gui.cli import main

    for name in FIELDS:
        assert name in FIELD_LEVELS and isinstance(parse_level(name), FieldSampler)
        for levels in (LEVELS, ALL_LEVELS, FACTORIES):
            assert name not in levels
        with pytest.raises(ValueError):
            make_player(name)
    argv = ["tournament", "--players", "3", "--seats", "sampler-shed,normal,sampler-exact"]
    assert main([*argv, "--hands", "3", "--field", "sampler-random", "--matches", "1"]) == 0
    capsys.readouterr()
    assert (
        main([*argv, "--hands", "3", "--field", "sampler-random", "--json", "--matches", "1"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["field"] == "sampler-random"
    assert set(out["duplicate"]) == {"sampler-shed", "normal", "sampler-exact"}
    assert main([*argv, "--hands", "3", "--field", "sampler-wizard"]) == 2
    assert "sampler-exact" in capsys.readouterr().err  # the error names the fields
    from coteccio_gui.ui.screens.setup import KINDS

    assert not set(FIELD_LEVELS) & set(KINDS)  # the set-up never offers them to people


def _imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def test_the_fields_are_written_apart_from_the_project_levels() -> None:
    allowed = ("coteccio_gui.engine", "coteccio_gui.games", "coteccio_gui.players.coteccio.fields")
    for path in FIELD_DIR.glob("*.py"):
        for name in _imported(path):
            if name.startswith("coteccio_gui"):
                ok = name.startswith(allowed) or name.startswith(
                    "coteccio_gui.players.coteccio.base"
                )
                assert ok, f"{path.name} imports {name}"


def test_the_expert_imports_no_field() -> None:
    # the expert and the coach decide a few cards; no field's module (nor the sampler's) loads
    code = """
import random, sys
from coteccio_gui.games.coteccio import Phase, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.coteccio.coach import hint
from tests.players.helpers import played_match
rng = random.Random(3)
for _ in range(6):
    m = played_match(4, rng.randrange(0, 12), rng)
    if m.phase is Phase.PLAY:
        make_player("expert").decide(seat_view(m, m.turn), rng)
        hint(seat_view(m, m.turn), rng)
print(sorted(n for n in sys.modules if ".fields" in n or n.endswith(".plain")))
"""
    root = PACKAGE.parent
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
