"""Speed of the searches' fast simulators: hands played out per second, for every game.

Prints ``<game>_rollouts_per_s`` (a world at the hand's first card, copied and played to
the end by the simulator's inlined rollout loop, as the expert's search does it) and
``<game>_steps_per_s`` (the same hands a card at a time through the simulator's ``step`` and
its policy). The worlds are built by the engine-versus-simulator test's adapters
(``tests/games/simulator_adapters.py``), the way the players build them, from seeded deals;
run from the repository's root with ``PYTHONPATH=.``. CPU time of this process only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from coteccio_gui import games
from tests.games.simulator_adapters import ADAPTERS
from tests.games.simulator_base import engine_cards

WORLDS = 200
"""Worlds per game (each from its own deal)."""
REPEATS = 40
"""Times each world is played out."""
SEATS = {
    "coteccio": 4,
    "rovescino": 5,
    "coch": 4,
    "zifuli": 5,
    "tressette": 4,
    "tressette-in-due": 2,
    "terziglio": 3,
}


def worlds(name: str, count: int, rng: random.Random) -> list[Any]:
    """``count`` worlds of game ``name`` at the first card of a fresh deal."""
    adapter, spec = ADAPTERS[name], games.spec(name)
    out = []
    while len(out) < count:
        game = spec.new_match(SEATS[name], spec.rules_from_dict({}), rng)
        game.deal(rng)
        while not engine_cards(game) and game.outcome() is None and not game.needs_deal():
            game.apply(adapter.decide(game, rng))
        if engine_cards(game):
            out.append(adapter.world(game, rng))
    return out


def _stepper(name: str) -> Callable[[Any], None]:
    """The simulator's ``step`` loop with its policy, to the end of the hand."""
    from coteccio_gui.players.coteccio import rollout
    from coteccio_gui.players.cucco.playout import allies, choose
    from coteccio_gui.players.rovescino import world as rovescino

    if name == "coteccio":

        def run(w: Any) -> None:
            while not rollout.step(w, rollout.policy_card(w, w.turn, w.style[w.turn])):
                pass

    elif name == "rovescino":

        def run(w: Any) -> None:
            while not rovescino.step(w, rovescino.policy_card(w, False, 3.0)):
                pass

    elif name in ("coch", "zifuli"):

        def run(w: Any) -> None:
            table = allies(w.side)
            while not w.over():
                hand = w.hands[w.turn]
                known = w.played
                for c in hand:
                    known |= 1 << c
                args = (w.trick, w.trick_seats, w.turn, table[w.turn], known, w.ranks, w.above)
                w.step(choose(hand, *args))

    else:

        def run(w: Any) -> None:
            while not w.over():
                w.step(w.policy_card())

    return run


def _roller(name: str) -> Callable[[Any], None]:
    """The simulator's inlined rollout loop."""
    from coteccio_gui.players.coteccio import rollout
    from coteccio_gui.players.cucco.playout import playout
    from coteccio_gui.players.rovescino import world as rovescino

    if name == "coteccio":
        return lambda w: rollout.playout(w, w.turn)  # type: ignore[no-any-return]
    if name == "rovescino":
        return lambda w: rovescino.playout(w, w.turn, 3.0)
    if name in ("coch", "zifuli"):
        return playout
    return lambda w: w.rollout()  # type: ignore[no-any-return]


def per_second(ws: list[Any], run: Callable[[Any], None]) -> float:
    """Hands played out per second of CPU time."""
    start = time.process_time()
    for _ in range(REPEATS):
        for w in ws:
            run(w.copy())
    return len(ws) * REPEATS / (time.process_time() - start)


if __name__ == "__main__":
    for i, name in enumerate(SEATS):
        ws = worlds(name, WORLDS, random.Random(2026 + i))
        key = name.replace("-", "_")
        print(f"{key}_rollouts_per_s {per_second(ws, _roller(name)):.0f} hands/s")
        print(f"{key}_steps_per_s {per_second(ws, _stepper(name)):.0f} hands/s")
