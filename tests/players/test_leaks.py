"""No peeking: moving the cards a seat cannot see never changes any level's decision."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.games.coteccio import CapottoChoice, Match, Phase, seat_view
from coteccio_gui.players import ALL_LEVELS, make_player
from coteccio_gui.players.base import Player
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.fields import FIELDS
from coteccio_gui.players.coteccio.plain import PlainSampler
from tests.players.helpers import permuted, played_match

LEVELS = (*ALL_LEVELS, "sampler", *FIELDS)
"""Every level, with the tournament-only sampling fields (they must not peek either)."""


def _player(level: str) -> Player:
    if level == "sampler":
        return PlainSampler()
    if level in FIELDS:
        return FIELDS[level]()
    if level == "expert":
        return ExpertPlayer(samples=24)  # fewer deals than at the table: the test runs faster
    return make_player(level)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4, 7])
def test_card_choice_ignores_hidden_cards(level: str, players: int) -> None:
    rng = random.Random(f"leak/{level}/{players}")
    bot = _player(level)
    changed_hidden = 0
    for trial in range(12):
        m = played_match(players, rng.randrange(0, players * 4), rng)
        if m.phase is not Phase.PLAY:
            continue
        seat = m.turn
        other = permuted(m, seat, rng)
        view = seat_view(m, seat)
        assert seat_view(other, seat) == view
        changed_hidden += other.hands != m.hands
        seed = f"decide/{trial}"
        assert bot.choose_card(view, random.Random(seed)) == bot.choose_card(
            seat_view(other, seat), random.Random(seed)
        )
    assert changed_hidden >= 6  # the test really moved hidden cards


def _capotto_match(rng: random.Random) -> Match:
    """A 4-player match waiting for a capotto choice (normal players sweep 4 tricks)."""
    bot = make_player("normal")
    while True:
        m = Match(4, None, 0)
        m.deal_hands(deal_cards(4, rng))
        while m.phase is Phase.PLAY:
            m.play(m.turn, bot.choose_card(seat_view(m, m.turn), rng))
        if m.phase is Phase.CAPOTTO:
            return m


@pytest.mark.parametrize("level", LEVELS)
def test_capotto_choice_ignores_hidden_cards(level: str) -> None:
    rng = random.Random(f"capotto/{level}")
    bot = _player(level)
    for trial in range(4):
        m = _capotto_match(rng)
        seat = m.turn
        other = permuted(m, seat, rng)
        assert seat_view(other, seat) == seat_view(m, seat)
        seed = f"c/{trial}"
        first = bot.choose_capotto(seat_view(m, seat), random.Random(seed))
        assert first in (CapottoChoice.PLAY, CapottoChoice.ANNUL)
        assert first == bot.choose_capotto(seat_view(other, seat), random.Random(seed))


@pytest.mark.parametrize("level", LEVELS)
def test_doctor_choice_depends_on_the_view_only(level: str) -> None:
    bot = _player(level)
    rng = random.Random(5)
    m = Match(3, None, 0)
    while m.phase is not Phase.DOCTOR:
        if m.phase is Phase.DEAL:
            m.deal(rng)
        elif m.phase is Phase.PLAY:
            m.play(m.turn, m.legal_plays(m.turn)[0])
        elif m.phase is Phase.CAPOTTO:
            m.decide_capotto(m.turn, CapottoChoice.PLAY)
        else:
            pytest.fail("the match ended without a doctor offer")
    view = seat_view(m, m.turn)
    calls = {bot.choose_doctor(view, random.Random(i)) for i in range(3)}
    assert calls == {True}  # default pool 30 + fee 5: a fair share is worth the fee
