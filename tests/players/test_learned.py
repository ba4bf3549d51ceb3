"""The learned playout policy: legal, deterministic, wired to the rule, read by the reader."""

from __future__ import annotations

import random

from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players.coteccio import learned
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.inference import PlayReader, Style
from coteccio_gui.players.coteccio.rollout import COUNT, LEARNED, policy_card
from coteccio_gui.players.coteccio.searcher import base_world
from coteccio_gui.players.coteccio.seats import others
from coteccio_gui.players.masks import FULL
from tests.players.helpers import played_match


def positions(count: int, seed: int):
    """``(view, world)`` at the turn of a seat with a choice, at 4 and 7 seats."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        n = rng.choice((4, 7))
        m = played_match(n, rng.randrange(0, 4 * n), rng)
        if m.phase is not Phase.PLAY:
            continue
        view = seat_view(m, m.turn)
        if len(view.legal) > 1:
            out.append((view, base_world(view)))
    return out


def learned_card(view, w) -> int:
    hand = w.hands[view.seat]
    rule = policy_card(w, view.seat, COUNT)
    return learned.choose_bits(hand, w.trick, w.best, FULL & ~hand & ~w.played, rule, n(view))


def n(view) -> int:
    return len(view.order)


def test_the_learned_card_is_legal_and_the_same_every_time() -> None:
    chosen = []
    for view, w in positions(300, 5):
        card = learned_card(view, w)
        assert card in view.legal
        assert card == policy_card(w, view.seat, LEARNED) == learned_card(view, w)
        chosen.append(card == policy_card(w, view.seat, COUNT))
    # the shipped weights leave the counting rule somewhere (else nothing was learned)
    assert 0 < sum(chosen) < len(chosen)


def test_weights_on_the_rule_alone_play_the_counting_rule(monkeypatch) -> None:
    rule_only = tuple((1.0,) + (0.0,) * (len(k) - 1) for k in learned.WEIGHTS)
    monkeypatch.setattr(learned, "WEIGHTS", rule_only)
    for view, w in positions(300, 6):
        assert learned_card(view, w) == policy_card(w, view.seat, COUNT)


def test_a_seat_that_plays_the_learned_policy_fits_that_style_only() -> None:
    rng = random.Random(4)
    styles = (Style(LEARNED, 1.0, 0.999),)
    fits, misfits = [], []
    for h in range(20):
        m = Match(4, None, h % 4)
        m.deal_hands(deal_cards(4, rng))
        while m.phase is Phase.PLAY:
            view = seat_view(m, m.turn)
            learned_reader = PlayReader(view, 1.0, styles)
            count_reader = PlayReader(view, 1.0, (Style(COUNT, 1.0, 0.999),))
            for s in others(view):
                fits.append(learned_reader.fit(s, list(m.hands[s])))
                misfits.append(count_reader.fit(s, list(m.hands[s])))
            w = base_world(view)
            card = learned_card(view, w) if len(view.legal) > 1 else view.legal[0]
            m.play(m.turn, card)
    assert min(fits) > 0.99
    assert min(misfits) < 0.01  # the counting rule alone does not explain those plays


def test_record_writes_each_searched_choice_with_the_card_chosen(tmp_path) -> None:
    import importlib.util
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "learn_playout.py"
    spec = importlib.util.spec_from_file_location("learn_playout", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "rows.jsonl"
    tool.record(str(out), 2, 3, ["hard", "normal", "hard", "normal"])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows  # two hands, two searching seats: some choices had more than one card
    for r in rows:
        assert r["hand"] >> r["card"] & 1 and r["hand"] >> r["rule"] & 1
        assert not r["hand"] & r["out"] and r["seats"] == 4
