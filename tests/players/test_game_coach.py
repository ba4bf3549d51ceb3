"""The coach of every game but Coteccio: the expert's card with its numbers in the game's measure,
from the person's view only (the unseen cards dealt otherwise change nothing), the same for the
same seed, and a review that agrees exactly when the expert's card was played."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from coteccio_gui import games, i18n
from coteccio_gui.players import coach, make_player, study_of
from coteccio_gui.ui.games.game_coach import coach_rng
from coteccio_gui.ui.games.registry import entry
from tests.games.tressette_helpers import permuted as tressette_permuted
from tests.players.test_cucco_players import permuted as cucco_permuted
from tests.players.test_rovescino_players import _permuted as rovescino_permuted
from tests.players.test_terziglio_players import relabeled as terziglio_permuted

Permute = Callable[[Any, int, random.Random], Any]
CASES: list[tuple[str, int, Permute]] = [
    ("rovescino", 5, rovescino_permuted),
    ("coch", 4, cucco_permuted),
    ("coch", 3, cucco_permuted),
    ("zifuli", 5, cucco_permuted),
    ("tressette", 4, tressette_permuted),
    ("tressette-in-due", 2, tressette_permuted),
    ("terziglio", 3, terziglio_permuted),
]


class _Studies:
    """Each game's study, by the game's name."""

    def __getitem__(self, game: str):  # type: ignore[no-untyped-def]
        found = study_of(game)
        assert found is not None, f"{game} offers no study"
        return found


STUDIES = _Studies()


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def coached(game: str, players: int, rng: random.Random, turns: int) -> Any:
    """A match of the first hand where a seat waits for its card, after ``turns`` such turns
    (normal players); ``None`` if the hand ends first."""
    m = games.spec(game).new_match(players, None, rng)
    bot = make_player("normal", game=game)
    study, seen = STUDIES[game], 0
    for _ in range(500):
        if m.needs_deal():
            if m.actions:
                return None
            m.deal(rng)
            continue
        if m.outcome() is not None:
            return None
        view = m.view(m.turn)
        if study.can_coach(view):
            seen += 1
            if seen > turns:
                return m
        m.apply(bot.decide(view, rng))
    return None


def matches(game: str, players: int, seed: str, n: int) -> list[Any]:
    """``n`` matches at a coached turn, at different points of the hand."""
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < n:
        m = coached(game, players, rng, rng.randrange(0, 8))
        if m is not None:
            out.append(m)
    return out


@pytest.mark.parametrize(("game", "players", "permute"), CASES)
def test_the_hint_never_depends_on_the_cards_the_person_cannot_see(game, players, permute):
    coach_ = entry(game).coach
    assert coach_ is not None
    moved = 0
    for i, m in enumerate(matches(game, players, f"leak/{game}/{players}", 6)):
        seat = m.turn
        other = permute(m, seat, random.Random(i))
        assert other.view(seat) == m.view(seat)
        moved += [m.hand(s) for s in range(players)] != [other.hand(s) for s in range(players)]
        said = coach_.hint(m.view(seat), len(m.actions), "italian")
        assert said == coach_.hint(other.view(seat), len(m.actions), "italian")
        assert said[0] in STUDIES[game].cards(m.view(seat)) and said[1]
    assert moved >= 3  # the hidden cards really went elsewhere


@pytest.mark.parametrize(("game", "players", "_p"), CASES)
def test_the_same_play_gets_the_same_numbers_and_every_card_its_own(game, players, _p):
    study = STUDIES[game]
    for m in matches(game, players, f"same/{game}", 3):
        view = m.view(m.turn)
        h = coach.hint(study, view, coach_rng(len(m.actions)))
        assert h == coach.hint(study, view, coach_rng(len(m.actions)))
        assert h.deals >= 6
        cards = study.cards(view)
        assert h.card in cards and all(study.key(a.card) in map(study.key, cards) for a in h.cards)
        sign = -1 if study.higher_is_better else 1
        assert sign * h.best.mean == min(sign * a.mean for a in h.cards)


@pytest.mark.parametrize(("game", "players", "_p"), CASES)
def test_a_review_agrees_with_the_experts_card_only(game, players, _p):
    study = STUDIES[game]
    m = matches(game, players, f"review/{game}", 1)[0]
    view, rng = m.view(m.turn), lambda: coach_rng(len(m.actions))
    h = coach.hint(study, view, rng())
    same = coach.review(study, view, h.card, rng())
    assert same.agreed and same.expert == h.card and same.played_mean == same.expert_mean
    others = [c for c in study.cards(view) if study.key(c) != study.key(h.card)]
    for card in others[:2]:
        r = coach.review(study, view, card, rng())
        assert not r.agreed and r.expert == h.card
        assert r.played_mean == h.advice(card).mean


def test_the_measures_read_the_costs_of_each_game() -> None:
    assert STUDIES["rovescino"].measure(3.34) == 3  # 3 penalty points and 17 thirds taken
    assert STUDIES["coch"].measure(1.07) == 1 and STUDIES["coch"].measure(0.55) == 0.5
    assert STUDIES["zifuli"].measure(-8 + 0.05) == 8 and STUDIES["zifuli"].measure(1.02) == -1
    assert STUDIES["tressette"].measure(0.0) == pytest.approx(35 / 6)  # even: 5⅚ points each
    assert STUDIES["terziglio"].measure(-2.08) == 2 and STUDIES["terziglio"].measure(3.1) == -3


def test_the_same_seed_gives_the_same_hints_while_a_core_is_busy() -> None:
    from tests.players.test_reproducible import _busy_core

    cases = [(g, n) for g, n, _ in CASES if n != 3]
    views = [(g, m) for g, n in cases for m in matches(g, n, f"busy/{g}", 2)]

    def hints() -> list[coach.CardHint]:
        out = []
        for g, m in views:
            out.append(coach.hint(STUDIES[g], m.view(m.turn), coach_rng(len(m.actions))))
        return out

    quiet = hints()
    with _busy_core():
        assert hints() == quiet
