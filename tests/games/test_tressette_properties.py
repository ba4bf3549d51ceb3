"""Properties of random Tressette and Tressette in due games: the pack, the points, the secrets."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.games.tressette.actions import Claim, Phase, Play
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.events import CardDrawn, GameOver, HandScored
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules

RULES = st.builds(
    lambda decl, claim, target, chiamata: TressetteRules.from_dict(
        {"declarations": decl and not chiamata, "claiming": claim, "target": target,
         "chiamata": chiamata}
    ),
    st.booleans(), st.booleans(), st.sampled_from([21, 31, 51]), st.booleans(),
)  # fmt: skip


def _step(m: Tressette, rng: random.Random) -> list:  # type: ignore[type-arg]
    if m.needs_deal():
        return m.deal(rng)
    acts = m.legal_actions()
    plain = [a for a in acts if not isinstance(a, Claim)]
    return m.apply(rng.choice(plain) if plain and rng.random() < 0.995 else rng.choice(acts))


def _check_pack(m: Tressette) -> None:
    played = [c for t in m.tricks for _, c in t.plays] + [c for _, c in m.trick]
    held = [c for h in m.hands for c in h]
    assert sorted(played + held + m.stock) == list(range(40))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), RULES)
def test_random_games_keep_the_pack_and_share_eleven_points_a_hand(
    seed: int, rules: TressetteRules
) -> None:
    rng = random.Random(seed)
    m = Tressette(4, rules, seed % 4)
    for _ in range(400):
        if m.outcome() is not None:
            break
        events = _step(m, rng)
        if m.phase is Phase.PLAY:
            _check_pack(m)
            assert all(len(h) == len(m.hands[m.leader]) or m.trick for h in m.hands)
        for e in events:
            if isinstance(e, HandScored):
                assert sum(e.points) == 22  # 11 to share, each side's to both its seats
            if isinstance(e, GameOver):
                assert m.outcome() is not None and set(e.winners) == set(m.outcome().winners)
                assert e.winners and len(e.winners) <= 2
    assert m.actions


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_the_called_partner_stays_secret_until_the_three_is_played(seed: int) -> None:
    rng = random.Random(seed)
    m = Tressette(4, TressetteRules.from_dict({"chiamata": True}), seed % 4)
    for _ in range(300):
        if m.outcome() is not None:
            break
        _step(m, rng)
        if m.caller < 0 or m.phase is not Phase.PLAY:
            continue
        if not m.revealed:
            assert m.teams() == ()
            for s in range(4):
                v = m.view(s)
                assert v.partner == (m.caller if s == m.partner else None)
                assert v.teams == ()
        else:
            assert set(m.teams()[0]) | set(m.teams()[1]) == {0, 1, 2, 3}


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.booleans())
def test_tressette_in_due_draws_the_stock_in_order_winner_first(seed: int, decl: bool) -> None:
    rng = random.Random(seed)
    m = TressetteInDue(2, DueRules.from_dict({"declarations": decl}), seed % 2)
    for _ in range(400):
        if m.outcome() is not None:
            break
        if m.needs_deal():
            m.deal(rng)
            stock = list(m.stock)
            continue
        plays = [a for a in m.legal_actions() if isinstance(a, Play)]
        events = m.apply(rng.choice(plays))
        drawn = [e for e in events if isinstance(e, CardDrawn)]
        if drawn:
            assert [e.card for e in drawn] == stock[:2]
            assert drawn[0].seat == m.tricks[-1].winner == m.turn
            stock = stock[2:]
            assert all(
                m.view(s).drawn[-2:]
                == ((drawn[0].seat, drawn[0].card), (drawn[1].seat, drawn[1].card))
                for s in (0, 1)
            )
        if m.phase is Phase.PLAY:
            _check_pack(m)
            assert m.teams() == () and m.view(0).partner is None
