"""Terziglio's expert: the generic sampling search for the auction and for every card.

Bidding: each legal bid (and the pass) is tried on deals of the unseen cards: the seat
becomes the soloist of that contract, the exchanges are made by the rules of thumb and the
hand is played out by the policy; a bid is worth the stake won or lost (the pass, nothing).
Playing: the unseen cards are dealt to fit the view (the monte shown, the called and given
cards, the voids) and each card is played out the same way. The soloist plays for six
points, the opponents together against him. A fixed number of deals per decision.
"""

from __future__ import annotations

import random
import time
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.terziglio.actions import Bid, Contract, Play
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.players.masks import TO_T
from coteccio_gui.players.search import search
from coteccio_gui.players.terziglio.levels import CarefulPlayer, TerziglioPlayer
from coteccio_gui.players.terziglio.simulate import (
    SOLISSIMI,
    auction_deal,
    contract_world,
    play_world,
    utility,
)
from coteccio_gui.players.tressette.world import World

SAMPLES = 32
"""Deals of the unseen cards per decision."""
HARD_SAMPLES = 6
"""The hard level: the same search with fewer deals."""
CAP_S = 1.0
"""The safety cap on a decision's time."""


class BidSearch:
    """A bid as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: TerziglioView, allowed: list[Contract], rng: random.Random) -> None:
        self.view = view
        self.rng = rng
        self.bids: list[Contract | None] = [None, *allowed]

    def moves(self) -> list[Contract | None]:
        """The pass, then the contracts the seat may bid."""
        return self.bids

    def sample(self) -> tuple[list[list[Card]], list[Card]]:
        """The other hands and the monte."""
        return auction_deal(self.view, self.rng)

    def cost(self, world: tuple[list[list[Card]], list[Card]], move: Contract | None) -> float:
        """Minus the stake the seat wins as soloist of ``move`` (0 for a pass)."""
        if move is None:
            return 0.0
        me, view = self.view.seat, self.view
        lead = me if view.rules.solissimo_leads and move in SOLISSIMI else view.eldest
        w = contract_world(world[0], world[1], me, move, lead)
        w.rollout()
        return -utility(w, True, move.stake)


class CardSearch:
    """A card as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: TerziglioView, rng: random.Random) -> None:
        self.view = view
        self.rng = rng
        self.cards = sorted(a.card for a in view.legal if isinstance(a, Play))
        assert view.contract is not None
        self.stake = view.contract.stake

    def moves(self) -> list[Card]:
        """The legal cards."""
        return self.cards

    def sample(self) -> World | None:
        """A deal of the unseen cards that fits the view."""
        return play_world(self.view, self.rng)

    def cost(self, world: World, move: Card) -> float:
        """Minus what the hand is worth to the seat after ``move``, played out by the policy."""
        w = world.copy()
        w.step(TO_T[move])
        w.rollout()
        return -utility(w, self.view.seat == self.view.soloist, self.stake)


class ExpertPlayer(TerziglioPlayer):
    """Searches its bids and cards; calls, gives, shares and discards by the rules of thumb."""

    def __init__(self, samples: int = SAMPLES, cap_s: float = CAP_S) -> None:
        self.samples = samples
        self.cap_s = cap_s

    def _search(self, sim: Any) -> Any:
        deadline = time.perf_counter() + self.cap_s
        move, _means, used = search(sim, self.samples, deadline, max(1, self.samples // 4))
        return move, used

    def choose_bid(self, view: TerziglioView, allowed: list[Any], rng: random.Random) -> Any:
        """The bid (or pass) worth most over the sampled deals."""
        move, _used = self._search(BidSearch(view, allowed, rng))
        return move

    def choose_card(self, view: TerziglioView, rng: random.Random) -> Card:
        """The card worth most over the sampled deals."""
        sim = CardSearch(view, rng)
        if len(sim.cards) == 1:
            return sim.cards[0]
        card, used = self._search(sim)
        if used == 0:
            return CarefulPlayer().choose_card(view, rng)
        return int(card)


class HardPlayer(ExpertPlayer):
    """The hard level: the expert's card search over a handful of deals, the normal's bids."""

    def __init__(self, cap_s: float = CAP_S) -> None:
        super().__init__(samples=HARD_SAMPLES, cap_s=cap_s)

    def choose_bid(self, view: TerziglioView, allowed: list[Any], rng: random.Random) -> Any:
        """Bids by the rules of thumb: a handful of deals is too few to weigh a bid (the best of
        a few noisy means flatters the big stakes, and it overbids)."""
        return TerziglioPlayer.choose_bid(self, view, allowed, rng)


__all__ = ["Bid", "ExpertPlayer", "HardPlayer"]
