"""The adapters of Tressette, Tressette in due and Terziglio (``players/tressette/world.py``,
``players/terziglio/simulate.py``) for the engine-versus-simulator test."""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.game import Game
from coteccio_gui.games.tressette.cards import THIRDS, points
from coteccio_gui.players.terziglio.simulate import contract_world, play_world
from coteccio_gui.players.terziglio.thumb import call_card, discards
from coteccio_gui.players.tressette import world as tressette_world
from coteccio_gui.players.tressette.masks import FROM_T, TO_T, tmask
from coteccio_gui.players.tressette.masks import cards_of as t_cards_of
from coteccio_gui.players.tressette.reading import Reading
from tests.games.simulator_base import Adapter, apply_card, recording


class TressetteAdapter(Adapter):
    """Tressette (four players, fixed or called partners) and Tressette in due (a stock)."""

    rebuilt = True

    def __init__(self, name: str) -> None:
        self.name = name

    def sides(self, game: Game) -> tuple[list[int], list[int]]:
        """The true side and partner of every seat."""
        n = game.players
        if n == 2:
            return [0, 1], [-1, -1]
        if game.rules.chiamata:
            pair = (game.caller, game.partner)
            side = [0 if s in pair else 1 for s in range(n)]
            return side, [
                next(p for p in range(n) if p != s and side[p] == side[s]) for s in range(n)
            ]
        return [s % 2 for s in range(4)], [(s + 2) % 4 for s in range(4)]

    def world(self, game: Game, rng: random.Random) -> tressette_world.World:
        """The expert's sampled deal (``Reading.world``), then the true hands and stock."""
        n, seat = game.players, game.turn
        reading = Reading(game.view(seat))
        w = None
        while w is None:  # a sample that cannot fit the view is drawn again, as the expert does
            w = reading.world(rng)
        assert set(t_cards_of(w.hands[seat])) == set(game.hand(seat))
        assert [h.bit_count() for h in w.hands] == [len(game.hand(s)) for s in range(n)]
        assert len(w.stock) == len(game.stock)
        gone = [c for t in game.tricks for _, c in t.plays] + [c for _, c in game.trick]
        assert w.played == tmask(gone)
        side, partner = self.sides(game)
        if w.side != side:  # a called partner not yet shown: the sample guessed who it is
            assert game.rules.chiamata and not game.revealed
            w.side, w.partner, w.thirds = side, partner, [0, 0]
            for t in game.tricks:
                w.thirds[side[t.winner]] += t.points
        w.hands = [tmask(game.hand(s)) for s in range(n)]
        w.stock = [TO_T[c] for c in game.stock]
        return w

    def hand(self, w: tressette_world.World, seat: int) -> set[int]:
        return set(t_cards_of(w.hands[seat]))

    def legal(self, w: tressette_world.World, game: Game) -> set[int]:
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
