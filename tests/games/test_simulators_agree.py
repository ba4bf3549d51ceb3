"""Each game's fast simulator plays by its engine's rules.

The searches of the computer players do not play through the engine: they play thousands
of imagined hands in a lean simulator of each game (``players/rollout.py``,
``players/rovescino/world.py``, ``players/tressette/world.py``, ``players/cucco/world.py``
and ``players/cucco/playout.py``, ``players/terziglio/simulate.py``,
``players/stovkahra/world.py``), the rules written a
second time for speed. Here random deals are played through the engine and the simulator
side by side, a card at a time, and at every turn they must agree on the hands, the seat to
play and the legal cards (the simulator's own legal set where it computes one, and its
policy's card always among the engine's); after every trick on its winner and the points
taken; at the end of the hand on the result as each side scores it (lives, penalty points,
the soloist's points, the hand's winner). Now and then, from the position reached, the
simulator's inlined rollout loop plays the hand out on its own and the same cards are
replayed on the engine, which must end where the rollout did.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from coteccio_gui import games
from coteccio_gui.engine.events import TrickWon
from coteccio_gui.engine.game import Game, GameSpec
from tests.games.simulator_adapters import ADAPTERS
from tests.games.simulator_base import Adapter, engine_cards

HANDS = 300
"""Hands played per game: every rule path of a hand is met many times in this many."""
BUDGET = 20.0
"""Seconds one game's hands may take on one core (they take a few)."""


def check_playout(adapter: Adapter, game: Game, w: Any) -> None:
    """The simulator's own rollout from here, replayed on a copy of the engine, ends alike."""
    g, shadow, rolled = game.copy(), w.copy(), w.copy()
    chosen = adapter.playout(rolled)
    over, events = False, []
    while not over:
        legal = engine_cards(g)
        if len(legal) == 1:  # a forced card: the rollout may not have asked its policy
            card = next(iter(legal))
            if chosen and chosen[0] == card:
                chosen.pop(0)
        else:
            assert chosen, "the rollout stopped before the engine's hand ended"
            card = chosen.pop(0)
            assert card in legal, f"the rollout played {card}, the engine allows {sorted(legal)}"
        events, over = adapter.play(g, shadow, card)
    assert chosen == [], "the rollout played on after the engine's hand ended"
    assert adapter.points(rolled) == adapter.points(shadow)
    assert adapter.turn(rolled) == adapter.turn(shadow)
    adapter.check_end(g, rolled, events)


def play_hand(adapter: Adapter, game: Game, rng: random.Random) -> None:
    """One hand from its first card to its score, in the engine and the simulator at once."""
    w = adapter.world(game, rng)
    check_playout(adapter, game, w)
    while True:
        seat = game.turn
        assert adapter.turn(w) == seat
        for s in range(game.players):
            assert adapter.hand(w, s) == set(game.hand(s)), f"seat {s}'s hand"
        if adapter.rebuilt and rng.random() < 0.1:  # the world a search would start from here
            fresh = adapter.world(game, rng)
            assert adapter.points(fresh) == adapter.points(w), "points of a rebuilt world"
            assert all(adapter.hand(fresh, s) == adapter.hand(w, s) for s in range(game.players))
            assert adapter.turn(fresh) == seat
            w = fresh
        legal = engine_cards(game)
        own = adapter.legal(w, game)
        assert own is None or own == legal, f"legal cards {sorted(own or ())} ≠ {sorted(legal)}"
        choice = adapter.policy(w)
        assert choice in legal, f"the policy plays {choice}, the engine allows {sorted(legal)}"
        if rng.random() < 0.1:
            check_playout(adapter, game, w)
        card = choice if rng.random() < 0.5 else rng.choice(sorted(legal))
        before = adapter.points(w)
        events, over = adapter.play(game, w, card)
        won = [e.trick for e in events if isinstance(e, TrickWon)]
        if won:
            (trick,) = won
            assert adapter.turn(w) == trick.winner, f"trick {trick.plays}: winner"
            expected = adapter.credit(before, trick, w, game, over)
            assert adapter.points(w) == expected, f"trick {trick.plays}: points"
        else:
            assert adapter.points(w) == before
        if over:
            assert not engine_cards(game), "the simulator ended the hand before the engine"
            adapter.check_end(game, w, events)
            return
        assert engine_cards(game), "the engine ended the hand before the simulator"


def random_rules(spec: GameSpec, rng: random.Random) -> object:
    """A preset of the game with each house rule that is a choice drawn at random (drawn
    again while the rules refuse the combination)."""
    while True:
        data = rng.choice(list(spec.presets().values())).to_dict()
        for field in spec.rule_fields():
            if field.options:
                data[field.key] = rng.choice(field.options)
        try:
            return spec.rules_from_dict(data)
        except ValueError:
            continue


def play_hands(name: str, seed: int, hands: int) -> None:
    """``hands`` random hands of game ``name``, with random seats and house rules."""
    adapter, spec, rng = ADAPTERS[name], games.spec(name), random.Random(seed)
    game: Game | None = None
    played = 0
    while played < hands:
        if game is None or game.outcome() is not None:
            rules = random_rules(spec, rng)
            players = rng.randint(spec.min_players, spec.max_players)
            game = spec.new_match(players, rules, rng)
        if game.needs_deal():
            game.deal(rng)
        elif engine_cards(game):
            play_hand(adapter, game, rng)
            played += 1
        else:
            game.apply(adapter.decide(game, rng))


def test_every_game_with_a_simulator_is_checked():
    assert set(ADAPTERS) == set(games.NAMES)


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_the_simulator_plays_random_deals_as_the_engine_does(name):
    start = time.process_time()
    play_hands(name, seed=3400 + sorted(ADAPTERS).index(name), hands=HANDS)
    assert time.process_time() - start < BUDGET
