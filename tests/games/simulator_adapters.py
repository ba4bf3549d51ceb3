"""One small adapter per game between its engine and the fast simulator its searches use.

An adapter builds the simulator's world from a match, at the first card of a hand and now
and then mid-hand, the way the computer players build it (their own helper or sampler, with
the hidden cards then set to the true ones), then plays each
card in both and says what the simulator holds: hands, the seat to play, its legal cards
(where it computes them itself), its policy's card, the points it has counted for each
seat or side, and its own verdict on the finished hand. ``playout`` runs the simulator's
inlined rollout loop and returns the cards its policy chose, in order, so the same hand
can be replayed on the engine.
"""

from __future__ import annotations

import random
from unittest import mock

from coteccio_gui.engine.game import Game
from coteccio_gui.games.coteccio.events import HandAnnulled, LifeGained, LifeLost
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.tressette.cards import THIRDS
from coteccio_gui.players.coteccio import rollout
from coteccio_gui.players.coteccio.searcher import base_world
from coteccio_gui.players.masks import mask_of
from coteccio_gui.players.rovescino import world as rovescino_world
from coteccio_gui.players.rovescino.expert import _world as rovescino_base
from tests.games.simulator_base import Adapter, apply_card, recording
from tests.games.simulator_cucco import CuccoAdapter
from tests.games.simulator_stovkahra import StovkahraAdapter
from tests.games.simulator_tressette import TerziglioAdapter, TressetteAdapter


class CoteccioAdapter(Adapter):
    """Coteccio: ``players/rollout.py``, its world from the searcher's ``base_world``."""

    name = "coteccio"
    rebuilt = True

    def world(self, game: Game, rng: random.Random) -> rollout.World:
        w = base_world(game.view(game.turn))
        for s in game.order:
            w.hands[s] = mask_of(game.hand(s))
        return w

    def points(self, w: rollout.World) -> list[int]:
        return list(w.taken)

    def policy(self, w: rollout.World) -> int:
        return rollout.policy_card(w, w.turn, w.style[w.turn])

    def play(self, game: Game, w: rollout.World, card: int) -> tuple[list, bool]:
        events = apply_card(game, card)
        over = rollout.step(w, card)
        if game.phase is Phase.CAPOTTO:  # the simulator decides as its searches assume
            assert w.capotto in (-2, game.turn), "the simulator missed the capotto choice"
            choice = "annul" if w.capotto == -2 else "play"
            events += game.apply(next(a for a in game.legal_actions() if a.choice == choice))
        else:
            assert w.capotto in (-1, game.capotto_seat), "a capotto choice the engine did not offer"
        return events, over

    def check_end(self, game: Game, w: rollout.World, events: list) -> None:
        annulled = any(isinstance(e, HandAnnulled) for e in events)
        assert annulled == (w.capotto == -2)
        engine = dict.fromkeys(w.order, 0)
        for e in events:
            if isinstance(e, LifeLost):
                engine[e.seat] += 1
            elif isinstance(e, LifeGained):
                engine[e.seat] -= 1
        sim = {
            s: round(rollout.life_loss(w, s) - rollout.POINT_WEIGHT * w.taken[s]) for s in w.order
        }
        assert sim == engine, "lives lost"

    def playout(self, w: rollout.World) -> list[int]:
        with recording(rollout, "policy_card") as chosen:
            rollout.playout(w, w.turn)
        return chosen


class RovescinoAdapter(Adapter):
    """Rovescino: ``players/rovescino/world.py``, its world from the expert's ``_world``."""

    name = "rovescino"
    rebuilt = True

    def world(self, game: Game, rng: random.Random) -> rovescino_world.World:
        gone = [c for t in game.tricks for _, c in t.plays] + [c for _, c in game.trick]
        w = rovescino_base(game.view(game.turn), mask_of(gone))
        for s in game.order:
            w.hands[s] = mask_of(game.hand(s))
        w.monte_thirds = sum(THIRDS[c] for c in game.monte)
        return w

    def points(self, w: rovescino_world.World) -> list[int]:
        return list(w.taken)

    def bonus(self, game: Game) -> int:
        return sum(THIRDS[c] for c in game.monte)

    def policy(self, w: rovescino_world.World) -> int:
        return rovescino_world.policy_card(w, False, 3.0)

    def legal(self, w: rovescino_world.World, game: Game) -> set[int] | None:
        """The cards ``best_reply`` tries first (its search of the seat's own lines, run
        when the seat holds few enough cards for it to be quick)."""
        if w.hands[w.turn].bit_count() > 4:
            return None
        root, tried, real = w.played, set(), rovescino_world.step

        def spy(x: rovescino_world.World, card: int) -> bool:
            if x.played == root:
                tried.add(card)
            return real(x, card)

        with mock.patch.object(rovescino_world, "step", spy):
            rovescino_world.best_reply(w.copy(), w.turn, game.rules, 0.0)
        return tried

    def play(self, game: Game, w: rovescino_world.World, card: int) -> tuple[list, bool]:
        return apply_card(game, card), rovescino_world.step(w, card)

    def check_end(self, game: Game, w: rovescino_world.World, events: list) -> None:
        (scored,) = [e for e in events if type(e).__name__ == "HandScored"]
        assert scored.thirds == tuple(w.taken) and scored.last_trick == w.turn
        mine = rovescino_world.hand_points(w.taken, w.order, w.turn, game.rules)[0]
        assert tuple(mine) == scored.points
        costs = [rovescino_world.hand_cost(w, s, game.rules, 0.0) for s in w.order]
        assert costs == [scored.points[s] for s in w.order]

    def playout(self, w: rovescino_world.World) -> list[int]:
        with recording(rovescino_world, "choose_mask") as chosen:
            rovescino_world.playout(w, w.turn, 3.0)
        return chosen


ADAPTERS: dict[str, Adapter] = {
    a.name: a
    for a in (
        CoteccioAdapter(),
        RovescinoAdapter(),
        TressetteAdapter("tressette"),
        TressetteAdapter("tressette-in-due"),
        TerziglioAdapter(),
        CuccoAdapter("coch"),
        CuccoAdapter("zifuli"),
        StovkahraAdapter(),
    )
}
"""Every game with a fast simulator, by its name in the registry."""
