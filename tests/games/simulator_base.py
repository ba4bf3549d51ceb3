"""What the engine-versus-simulator test asks of each game's simulator (``Adapter``), and how
it watches a simulator's inlined rollout choose its cards (``recording``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from coteccio_gui.engine.game import Game
from coteccio_gui.players.masks import cards_of


@contextmanager
def recording(module: Any, *names: str, convert: Callable[[int], int] = int) -> Iterator[list]:
    """Every card the named policy functions of ``module`` return while inside, in order."""
    chosen: list[int] = []

    def wrap(real: Callable[..., int]) -> Callable[..., int]:
        def recorded(*args: Any, **kwargs: Any) -> int:
            card = real(*args, **kwargs)
            chosen.append(convert(card))
            return card

        return recorded

    with mock.patch.multiple(module, **{n: wrap(getattr(module, n)) for n in names}):
        yield chosen


class Adapter:
    """What the driver asks of every simulator; a game overrides what differs."""

    name = ""
    rebuilt = False
    """Whether ``world`` builds the world mid-hand too (from the view, as the searches do)."""

    def world(self, game: Game, rng: random.Random) -> Any:
        """The simulator's world at the first card of the hand, built as the players build it."""
        raise NotImplementedError

    def decide(self, game: Game, rng: random.Random) -> Any:
        """A choice outside the card play (a bid, a call, an exchange, the doctor)."""
        acts = game.legal_actions()
        # the first ones oftener: a pass, then the lowest bids, so cheap contracts are met too
        return rng.choice(acts[:3] if rng.random() < 0.5 else acts)

    def hand(self, w: Any, seat: int) -> set[int]:
        """The engine cards ``seat`` holds in the world."""
        return set(cards_of(w.hands[seat]))

    def turn(self, w: Any) -> int:
        """The seat to play in the world."""
        return w.turn

    def legal(self, w: Any, game: Game) -> set[int] | None:
        """The cards the simulator itself lets the seat to play play, if it computes them."""
        return None

    def owner(self, w: Any, seat: int) -> int:
        """Where the simulator counts a trick won by ``seat``: the seat, or its side."""
        return seat

    def points(self, w: Any) -> list[int]:
        """What the world has counted so far: per seat or per side."""
        raise NotImplementedError

    def credit(self, before: list[int], trick: Any, w: Any, game: Game, last: bool) -> list[int]:
        """The simulator's points after ``trick``, as the engine counts the trick."""
        out = list(before)
        out[self.owner(w, trick.winner)] += trick.points + (self.bonus(game) if last else 0)
        return out

    def bonus(self, game: Game) -> int:
        """What the engine adds to the last trick outside its points (a monte)."""
        return 0

    def play(self, game: Game, w: Any, card: int) -> tuple[list, bool]:
        """Play ``card`` in both; the engine's events and whether the simulator's hand is over."""
        raise NotImplementedError

    def check_end(self, game: Game, w: Any, events: list) -> None:
        """The simulator's verdict on the finished hand is the engine's."""

    def policy(self, w: Any) -> int:
        """The engine card the simulator's rule-based policy plays now."""
        raise NotImplementedError

    def playout(self, w: Any) -> list[int]:
        """Play ``w`` out with the simulator's rollout loop; the cards its policy chose."""
        raise NotImplementedError


def engine_cards(game: Game) -> set[int]:
    """The cards the engine lets the seat to act play now (none outside the play)."""
    return {a.card for a in game.legal_actions() if hasattr(a, "card")}


def apply_card(game: Game, card: int) -> list:
    """Play ``card`` for the seat to play (a plain play: no signal)."""
    action = next(a for a in game.legal_actions() if getattr(a, "card", None) == card)
    return game.apply(action)
