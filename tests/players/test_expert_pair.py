"""``tools/expert_pair.py``, whose paired runs give docs/computer-players.md its figures."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from coteccio_gui.games.coteccio import seat_view
from coteccio_gui.players.masks import cards_of, mask_of
from tests.players.helpers import played_match
from tests.scripts import load_script


def load() -> ModuleType:
    return load_script("tools/expert_pair.py")


def test_the_same_settings_twice_differ_by_nothing():
    tool = load()
    r = tool.pair("samples=6", "samples=6", deals=2, seed=3)
    assert r["hands"] == 8
    assert r["lost"][0] == r["lost"][1]
    assert len(r["lost"]) == 3  # the field's own player in the same seats, for a ratio
    assert r["d_lost"][0] == 0.0 and r["d_net"][0] == 0.0


def test_settings_reach_the_expert():
    tool = load()
    p = tool.expert("samples=50,own_depth=2,own_group=8,reading=exact")
    assert (p.samples, p.own_depth, p.own_group) == (50, 2, 8)
    assert p.styles == tool.EXACT and p.fit_tries == 200
    assert tool.expert("base").samples == tool.ExpertPlayer().samples


def test_it_prints_one_figure_a_line(capsys):
    tool = load()
    assert tool.main(["samples=4", "samples=8", "--deals", "1", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    names = [line.split()[0] for line in lines]
    assert names == [
        "hands",
        "lost_a",
        "lost_b",
        "lost_field",
        "d_lost_per_hand",
        "d_lost_ci95",
        "d_net_per_hand",
        "d_net_ci95",
    ]
    assert all(len(line.split()) == 3 for line in lines)
    assert lines[0] == "hands 4 hands"


def test_an_unknown_setting_is_named_not_a_traceback(capsys):
    tool = load()
    assert tool.main(["depth=3", "base", "--deals", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown setting 'depth=3'" in err and "Traceback" not in err


def test_knows_dealt_deals_the_others_only_cards_that_were_dealt():
    tool = load()
    p = tool.expert("knows=dealt,samples=20")
    assert isinstance(p, tool.DealtExpert) and p.samples == 20
    rng = random.Random(9)
    m = played_match(4, 3, rng)
    view = seat_view(m, m.turn)
    dealt = {c for h in m.actions[0].hands for c in h}  # type: ignore[union-attr]
    p.dealt = mask_of(sorted(dealt))
    sim = p.simulation(view, random.Random(1))
    for _ in range(30):
        world = sim.sample()
        assert world is not None
        held = {c for s in range(4) if s != view.seat for c in cards_of(world.hands[s])}
        assert held <= dealt
    # the expert as shipped deals the undealt cards too (20 of the 40 are not in play)
    plain = tool.expert("base").simulation(view, random.Random(1))
    worlds = [plain.sample() for _ in range(30)]
    assert any(
        c not in dealt
        for w in worlds
        if w
        for s in range(4)
        if s != view.seat
        for c in cards_of(w.hands[s])
    )


@pytest.mark.parametrize(
    ("knows", "kind", "told_of"),
    [
        ("dealt", "DealtExpert", lambda deal: mask_of([c for hand in deal for c in hand])),
        ("hands", "HandsExpert", lambda deal: tuple(mask_of(h) for h in deal)),
    ],
    ids=["knows=dealt", "knows=hands"],
)
def test_pair_tells_the_expert_what_it_knows_of_each_deal(monkeypatch, knows, kind, told_of):
    tool = load()
    told: list[object] = []
    expert = getattr(tool, kind)
    searched = expert.simulation

    def spy(self, view, rng):
        told.append(getattr(self, knows))
        return searched(self, view, rng)

    monkeypatch.setattr(expert, "simulation", spy)
    tool.pair(f"knows={knows},samples=6", "samples=6", deals=2, seed=3)
    rng = random.Random(3)
    deals = [tool.deal_cards(4, rng) for _ in range(2)]
    assert set(told) == {told_of(deal) for deal in deals}


def test_knows_hands_deals_every_seat_its_real_hand_less_what_it_played():
    tool = load()
    p = tool.expert("knows=hands,samples=20")
    assert isinstance(p, tool.HandsExpert) and p.samples == 20
    m = played_match(4, 3, random.Random(9))
    view = seat_view(m, m.turn)
    dealt = m.actions[0].hands  # type: ignore[union-attr]
    p.hands = tuple(mask_of(h) for h in dealt)
    gone = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
    sim = p.simulation(view, random.Random(1))
    for _ in range(5):
        world = sim.sample()
        assert world is not None
        for s in range(4):
            if s != view.seat:
                assert set(cards_of(world.hands[s])) == set(dealt[s]) - gone
                assert len(cards_of(world.hands[s])) == view.hand_sizes[s]
