"""One small adapter per game between its engine and the fast simulator its searches use.

An adapter builds the simulator's world from a match at the start of a hand's play, the
way the computer players build it (the same helper where they have one), then plays each
card in both and says what the simulator holds: hands, the seat to play, its legal cards
(where it computes them itself), its policy's card, the points it has counted for each
seat or side, and its own verdict on the finished hand. ``playout`` runs the simulator's
inlined rollout loop and returns the cards its policy chose, in order, so the same hand
can be replayed on the engine.
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.events import HandAnnulled, LifeGained, LifeLost
from coteccio_gui.engine.game import Game
from coteccio_gui.engine.phase import Phase
from coteccio_gui.games.cucco.cards import RECOUNT
from coteccio_gui.games.tressette.cards import THIRDS, points
from coteccio_gui.players import rollout
from coteccio_gui.players.cucco import playout as cucco_playout
from coteccio_gui.players.cucco.world import World as CuccoWorld
from coteccio_gui.players.masks import mask_of
from coteccio_gui.players.rovescino import world as rovescino_world
from coteccio_gui.players.rovescino.expert import _world as rovescino_base
from coteccio_gui.players.searcher import base_world
from coteccio_gui.players.terziglio.simulate import contract_world, play_world
from coteccio_gui.players.terziglio.thumb import call_card, discards
from coteccio_gui.players.tressette import world as tressette_world
from coteccio_gui.players.tressette.masks import FROM_T, TO_T, tmask
from coteccio_gui.players.tressette.masks import cards_of as t_cards_of
from tests.games.simulator_base import Adapter, apply_card, recording


class CoteccioAdapter(Adapter):
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


class TressetteAdapter(Adapter):
    """Tressette (four players, fixed or called partners) and Tressette in due (a stock)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def world(self, game: Game, rng: random.Random) -> tressette_world.World:
        n = game.players
        if n == 2:
            side, partner = [0, 1], [-1, -1]
        elif game.rules.chiamata:
            pair = (game.caller, game.partner)
            side = [0 if s in pair else 1 for s in range(n)]
            partner = [next(p for p in range(n) if p != s and side[p] == side[s]) for s in range(n)]
        else:
            side, partner = [s % 2 for s in range(4)], [(s + 2) % 4 for s in range(4)]
        hands = [tmask(game.hand(s)) for s in range(n)]
        stock = [TO_T[c] for c in game.stock]
        return tressette_world.World(hands, [], game.turn, 0, side, partner, [0, 0], stock)

    def hand(self, w: tressette_world.World, seat: int) -> set[int]:
        return set(t_cards_of(w.hands[seat]))

    def legal(self, w: tressette_world.World) -> set[int]:
        return set(t_cards_of(w.legal()))

    def owner(self, w: tressette_world.World, seat: int) -> int:
        return w.side[seat]

    def points(self, w: tressette_world.World) -> list[int]:
        return list(w.thirds)

    def policy(self, w: tressette_world.World) -> int:
        return FROM_T[w.policy_card()]

    def play(self, game: Game, w: tressette_world.World, card: int) -> tuple[list, bool]:
        events = apply_card(game, card)
        w.step(TO_T[card])
        return events, w.over()

    def check_end(self, game: Game, w: tressette_world.World, events: list) -> None:
        assert not game.stock and not any(game.hands)
        seats = range(game.players)
        assert [sum(game.taken[s] for s in seats if w.side[s] == k) for k in (0, 1)] == w.thirds

    def playout(self, w: tressette_world.World) -> list[int]:
        with recording(tressette_world, "follow", "lead", convert=FROM_T.__getitem__) as chosen:
            w.rollout()
        return chosen


class TerziglioAdapter(TressetteAdapter):
    """Terziglio: the world ``players.terziglio.simulate`` deals, with the true hands and monte.

    The exchanges after the auction are made by the rules of thumb the simulator assumes,
    and ``contract_world`` must leave the hands and the monte as the engine does.
    """

    rebuilt = True

    def __init__(self) -> None:
        super().__init__("terziglio")
        self.dealt: tuple[list[list[int]], list[int]] | None = None
        """The hands and the monte as the auction found them."""
        self.plan: dict[int, list[int]] = {}
        """The cards each seat discards, chosen when it starts discarding."""

    def decide(self, game: Game, rng: random.Random) -> Any:
        seat, phase = game.turn, game.phase.value
        if phase == "bid":  # half the time a pass, else one of the two lowest bids left
            self.dealt = ([game.hand(s) for s in range(3)], list(game.monte))
            self.plan = {}
            acts = game.legal_actions()
            return acts[0] if rng.random() < 0.5 else rng.choice(acts[1:3] or acts)
        kinds = {type(a).__name__: type(a) for a in game.legal_actions()}
        if phase == "call":
            return kinds["Call"](seat, call_card(game.hand(seat)))
        assert self.dealt is not None
        dealt = self.dealt[0][seat]
        if phase == "give":
            return kinds["Give"](seat, discards(dealt, 1)[0])
        if phase == "take":  # the simulator gives the first opponent the whole monte
            return kinds["Take"](seat, tuple(game.monte))
        if seat not in self.plan:
            # ``discards`` breaks ties by the order of the hand: the plan is made over the
            # hand in the order the simulator holds it (as dealt, the called card, the monte)
            hand = game.hand(seat)
            called = [game.called] if game.holder >= 0 and seat == game.soloist else []
            held = [c for c in dealt if c in hand] + called + list(game.took[seat])
            assert sorted(held) == sorted(hand)
            self.plan[seat] = discards(held, game.to_discard[0][1])
        return kinds["Discard"](seat, self.plan[seat].pop(0))

    def world(self, game: Game, rng: random.Random) -> tressette_world.World:
        if not game.tricks and not game.trick and self.dealt is not None:
            hands, monte = self.dealt
            made = contract_world(hands, monte, game.soloist, game.contract, game.turn)
            assert [set(t_cards_of(h)) for h in made.hands] == [set(game.hand(s)) for s in range(3)]
            assert made.bonus == self.bonus(game), "the monte's thirds after the exchanges"
            self.dealt = None
        view = game.view(game.turn)
        w = None
        while w is None:  # a sample that cannot fit the view is drawn again, as the expert does
            w = play_world(view, rng)
        assert set(t_cards_of(w.hands[game.turn])) == set(game.hand(game.turn))
        assert [h.bit_count() for h in w.hands] == [len(game.hand(s)) for s in range(3)]
        gone = sum(THIRDS[c] for t in game.tricks for _, c in t.plays)
        dealt = sum(THIRDS[c] for h in w.hands for c in t_cards_of(h))
        table = sum(THIRDS[c] for _, c in game.trick)
        assert gone + dealt + table + w.bonus == 32, "a sampled deal is one whole pack"
        w.hands = [tmask(game.hand(s)) for s in range(3)]
        w.bonus = self.bonus(game)
        return w

    def bonus(self, game: Game) -> int:
        return sum(THIRDS[c] for c in game.monte)

    def check_end(self, game: Game, w: tressette_world.World, events: list) -> None:
        (scored,) = [e for e in events if type(e).__name__ == "HandScored"]
        assert scored.soloist == w.side.index(0)
        assert scored.points == points(w.thirds[0])
        assert scored.made == (points(w.thirds[0]) >= 6)


class CuccoAdapter(Adapter):
    """Cöch (four seats, fixed sides) and Zifuli (five seats, the bidder and the twin's holder)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def world(self, game: Game, rng: random.Random) -> CuccoWorld:
        if self.name == "coch":
            side = [0, 1, 0, 1]
        else:
            side = [0 if s in (game.bidder, game.partner) else 1 for s in range(5)]
        hands = [game.hand(s) for s in range(game.players)]
        return CuccoWorld(hands, game.turn, [], [], side, [0, 0], [0, 0], 0, self.name == "zifuli")

    def hand(self, w: CuccoWorld, seat: int) -> set[int]:
        return set(w.hands[seat])

    def points(self, w: CuccoWorld) -> list[int]:
        return [*w.halves, *w.recount]

    def credit(self, before: list[int], trick: Any, w: Any, game: Game, last: bool) -> list[int]:
        out = list(before)
        side = w.side[trick.winner]
        out[side] += trick.points
        out[2 + side] += sum(RECOUNT[c] for _, c in trick.plays)
        return out

    def policy(self, w: CuccoWorld) -> int:
        table = cucco_playout.allies(w.side)
        known = w.played
        for c in w.hands[w.turn]:
            known |= 1 << c
        args = (w.trick, w.trick_seats, w.turn, table[w.turn], known, w.ranks, w.above)
        return cucco_playout.choose(w.hands[w.turn], *args)

    def play(self, game: Game, w: CuccoWorld, card: int) -> tuple[list, bool]:
        events = apply_card(game, card)
        w.step(card)
        return events, w.over()

    def check_end(self, game: Game, w: CuccoWorld, events: list) -> None:
        (scored,) = [e for e in events if type(e).__name__.endswith("HandScored")]
        assert tuple(scored.halves) == tuple(w.halves)
        if self.name == "coch":
            winner = {1.0: 0, 0.0: 1, 0.5: None}[w.result(0)]
            assert scored.side == winner
        else:
            assert scored.result.value == {1.0: "won", 0.0: "lost", 0.5: "tied"}[w.result(0)]

    def playout(self, w: CuccoWorld) -> list[int]:
        with recording(cucco_playout, "choose") as chosen:
            cucco_playout.playout(w)
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
    )
}
"""Every game with a fast simulator, by its name in the registry."""
