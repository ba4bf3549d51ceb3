"""Stovkahra's adapter (``players/stovkahra/world.py``) for the engine-versus-simulator test."""

from __future__ import annotations

import random

from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Game
from coteccio_gui.games.stovkahra.events import DealScored
from coteccio_gui.games.stovkahra.scoring import seven_bonus
from coteccio_gui.players.stovkahra.policy import cards
from coteccio_gui.players.stovkahra.reading import Reading
from coteccio_gui.players.stovkahra.world import World
from tests.games.simulator_base import Adapter, apply_card, recording


def _mask(hand: list[int]) -> int:
    return sum(1 << c for c in hand)


def _taken(tricks: list[Trick]) -> list[int]:
    """Each side's points in these tricks as the simulator counts them (no declarations)."""
    out = [0, 0]
    for number, t in enumerate(tricks):
        card = next(c for s, c in t.plays if s == t.winner)
        out[t.winner % 2] += t.points + seven_bonus(number, card)
    return out


class StovkahraAdapter(Adapter):
    """Stovkahra: the expert's sampled deal (``Reading.world``), then the true hands."""

    name = "stovkahra"
    rebuilt = True

    def world(self, game: Game, rng: random.Random) -> World:
        w = Reading(game.view(game.turn)).world(rng)
        assert w is not None
        assert [h.bit_count() for h in w.hands] == [len(game.hand(s)) for s in range(4)]
        w.hands = [_mask(game.hand(s)) for s in range(4)]
        w.points = _taken(game.tricks)
        return w

    def hand(self, w: World, seat: int) -> set[int]:
        return set(cards(w.hands[seat]))

    def legal(self, w: World, game: Game) -> set[int]:
        return set(cards(w.legal()))

    def owner(self, w: World, seat: int) -> int:
        return seat % 2

    def points(self, w: World) -> list[int]:
        return list(w.points)

    def credit(
        self, before: list[int], trick: Trick, w: World, game: Game, last: bool
    ) -> list[int]:
        out = list(before)
        number = len(game.tricks) - 1
        card = next(c for s, c in trick.plays if s == trick.winner)
        out[trick.winner % 2] += trick.points + seven_bonus(number, card)
        return out

    def policy(self, w: World) -> int:
        return w.policy_card()

    def play(self, game: Game, w: World, card: int) -> tuple[list, bool]:
        events = apply_card(game, card)
        w.step(card)
        return events, w.over()

    def check_end(self, game: Game, w: World, events: list) -> None:
        (scored,) = [e for e in events if isinstance(e, DealScored)]
        declared = [0, 0]
        for d in game.declarations:
            declared[d.seat % 2] += d.points
        assert tuple(w.points[s] + declared[s] for s in (0, 1)) == scored.points

    def playout(self, w: World) -> list[int]:
        with recording(World, "policy_card") as chosen:
            w.rollout()
        return chosen
