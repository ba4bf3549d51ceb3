"""The tournament's ``sampler`` field: scores a hand as the rules do, leak-free, reproducible,
stronger than the rule-based normal player, and offered only to tournaments."""

from __future__ import annotations

import contextlib
import io
import json
import random
from typing import Any

import pytest

from coteccio_gui.engine import Play
from coteccio_gui.engine.cards import card_from_code
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
from coteccio_gui.players.coteccio import FACTORIES
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.plain import PlainSampler, play_out, rule_card
from coteccio_gui.players.tournament import parse_level, run_tournament
from tests.players.helpers import played_match


def _rule_action(m: Match) -> Play | Capotto:
    """The playout's rule at the real table, knowing every hand (as a playout does)."""
    seat = m.turn
    if m.phase is Phase.CAPOTTO:
        lead = m.hands[seat][0]
        beaten = any(c // 10 == lead // 10 and c < lead for h in m.hands for c in h)
        return Capotto(seat, CapottoChoice.ANNUL if beaten else CapottoChoice.PLAY)
    last = len(m.trick) == len(m.order) - 1
    return Play(seat, rule_card(list(m.hands[seat]), list(m.trick), last))


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_a_playout_scores_the_hand_as_the_engine_does(players: int) -> None:
    rng = random.Random(f"playout/{players}")
    capottos = 0
    for _ in range(150):
        m = played_match(players, rng.randrange(0, players * 5), rng)
        if m.phase is not Phase.PLAY:
            continue
        seat = m.turn
        view = seat_view(m, seat)
        hands = {s: list(m.hands[s]) for s in m.order}
        card = rule_card(list(view.hand), list(view.trick), len(view.trick) == players - 1)
        hands[seat].remove(card)
        mine = play_out(view, hands, [*view.trick, (seat, card)])[0]
        net = [0] * players
        events = m.play(seat, card)
        while m.phase in (Phase.PLAY, Phase.CAPOTTO):
            events += m.apply(_rule_action(m))
        for e in events:
            if isinstance(e, LifeLost):
                net[e.seat] += 1
            elif isinstance(e, LifeGained):
                net[e.seat] -= 1
                capottos += 1
        assert mine == net[seat]
    if players <= 4:
        assert capottos > 0  # the capotto was really played out


@pytest.mark.parametrize("beater", [None, 1, 2, 3])
def test_a_fifth_trick_played_for_capotto_scores_as_the_engine_does(beater: int | None) -> None:
    # seat 0 leads four aces, then 2 of coppe; ``beater`` keeps the 3 of coppe for the fifth trick
    deal = [["Ac", "Ad", "As", "Ab", "2c"], ["Rc", "Rd", "Rs", "Rb", "5d"]]
    deal += [["Cc", "Cd", "Cs", "Cb", "6d"], ["Fc", "Fd", "Fs", "Fb", "7d"]]
    if beater is not None:
        deal[beater][4] = "3c"
    m = Match(4, None, 3)
    m.deal_hands([[card_from_code(c) for c in h] for h in deal])
    for _ in range(4):
        for s in range(4):
            m.play(s, m.hands[s][0])
    m.decide_capotto(0, CapottoChoice.PLAY)
    mines, events = [], []
    while m.phase is Phase.PLAY:
        v = seat_view(m, m.turn)
        h = {s: list(m.hands[s]) for s in m.order}
        c = h[m.turn].pop()
        mines.append((m.turn, play_out(v, h, [*v.trick, (m.turn, c)])[0]))
        events += m.play(m.turn, c)
    net = [0] * 4
    for e in events:
        if isinstance(e, LifeLost):
            net[e.seat] += 1
        elif isinstance(e, LifeGained):
            net[e.seat] -= 1
    assert net[0] == (-1 if beater is None else 1)  # the capotto made, or missed
    assert [mine for _, mine in mines] == [net[s] for s, _ in mines]


def test_the_same_seed_gives_the_same_card() -> None:
    rng = random.Random(12)
    for trial in range(30):
        m = played_match(5, rng.randrange(0, 10), rng)
        view = seat_view(m, m.turn)
        a = PlainSampler().choose_card(view, random.Random(trial))
        assert a == PlainSampler().choose_card(view, random.Random(trial)) and a in view.legal


def _mean_lost(seats: list[str], deals: int) -> float:
    out = json_of(4, seats, deals, seed=5, field="normal")
    return float(out["duplicate"][seats[0]]["ratio_to_all_normal"][0])


def json_of(players: int, seats: list[str], hands: int, seed: int, field: str) -> Any:
    """The tournament's JSON report."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert run_tournament(players, seats, hands, seed, True, field=field, matches=1) == 0
    return json.loads(buf.getvalue())


def test_the_sampler_loses_fewer_lives_than_normal_at_a_normal_table() -> None:
    assert _mean_lost(["sampler", "normal", "normal", "normal"], 150) < 0.95


def test_sampler_is_a_tournament_field_level_only() -> None:
    out = json_of(4, ["normal", "sampler", "sampler", "sampler"], 4, seed=1, field="sampler")
    assert out["field"] == "sampler" and set(out["duplicate"]) == {"normal", "sampler"}
    assert isinstance(parse_level("sampler"), PlainSampler)
    with pytest.raises(ValueError, match="sampler"):
        parse_level("sampler:50")
    for levels in (LEVELS, ALL_LEVELS, FACTORIES):
        assert "sampler" not in levels
    with pytest.raises(ValueError):
        make_player("sampler")
    from coteccio_gui.ui.screens.setup import KINDS

    assert "sampler" not in KINDS  # the set-up never offers it to people


def test_cards_are_legal_through_whole_hands() -> None:
    bot = PlainSampler(deals=6)
    rng = random.Random(3)
    for players in (2, 3, 6):
        m = Match(players, None, 0)
        m.deal_hands(deal_cards(players, rng))
        while m.phase in (Phase.PLAY, Phase.CAPOTTO):
            m.apply(bot.decide(seat_view(m, m.turn), rng))  # the engine refuses an illegal card
        assert len(m.tricks) == 5 or m.phase is Phase.DEAL  # five tricks, or the hand annulled


def test_the_command_line_seats_and_fields_the_sampler(capsys: pytest.CaptureFixture[str]) -> None:
    from coteccio_gui.cli import main

    argv = ["tournament", "--players", "3", "--seats", "sampler,normal,normal", "--hands", "6"]
    assert main([*argv, "--field", "sampler", "--matches", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["field"] == "sampler" and out["duplicate"]["sampler"]["seats"] == 1
    assert main([*argv, "--field", "wizard"]) == 2
    assert "sampler" in capsys.readouterr().err  # the error names the field levels too
