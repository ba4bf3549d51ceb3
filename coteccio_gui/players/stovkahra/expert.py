"""Stovkahra's expert and hard levels: the generic sampling search (``players.search``).

Each card decision deals the unseen cards a fixed number of times in ways that fit what the
seat has seen (``reading``: the face-up cards, the turned card, the declarations, the suits
each seat has shown it lacks and the cards it has shown it lacks by not heading a trick), plays
each legal card in each deal and rolls the deal out with the rule-based policy for every seat
(``world``). A card costs what the side loses on the rest of the deal: the opponents' points
less the side's, Sevens' bonuses and the last trick included. The number of deals is fixed, so
a decision is reproducible; the time cap only stops an overloaded machine. Declarations,
"dost" and settling are the other levels' (``levels``).
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.players.search import search
from coteccio_gui.players.stovkahra.levels import StovkahraPlayer, policy_card
from coteccio_gui.players.stovkahra.reading import Reading
from coteccio_gui.players.stovkahra.world import World

SAMPLES = 60
"""Deals of the unseen cards per decision (the expert)."""
HARD_SAMPLES = 6
"""Deals per decision of the hard level."""
CAP_S = 1.0
"""The safety cap on a decision's time."""


class CardSearch:
    """One card choice as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: StovkahraView, rng: random.Random) -> None:
        self.view = view
        self.reading = Reading(view)
        self.rng = rng
        self.cards = sorted(a.card for a in view.legal if isinstance(a, Play))
        self.side = view.seat % 2

    def moves(self) -> list[Card]:
        """The legal cards, lowest code first."""
        return self.cards

    def sample(self) -> World | None:
        """A deal of the unseen cards that fits the view."""
        return self.reading.world(self.rng)

    def cost(self, world: World, move: Card) -> float:
        """The points the side loses on the rest of the deal after ``move``."""
        w = world.copy()
        w.step(move)
        w.rollout()
        return float(w.points[1 - self.side] - w.points[self.side])


class ExpertPlayer(StovkahraPlayer):
    """Sampling search over fitting deals with policy rollouts; stateless, so thread-safe."""

    def __init__(self, samples: int = SAMPLES, cap_s: float = CAP_S) -> None:
        self.samples = samples
        self.cap_s = cap_s

    def choose_card(self, view: StovkahraView, rng: random.Random) -> Card:
        """The card with the smallest mean loss for the side over the sampled deals."""
        sim = CardSearch(view, rng)
        if len(sim.cards) == 1:
            return sim.cards[0]
        deadline = time.perf_counter() + self.cap_s
        card, _means, used = search(sim, self.samples, deadline, max(1, self.samples // 4))
        if used == 0:
            return policy_card(view)
        return card


class HardPlayer(ExpertPlayer):
    """The hard level: the expert's search over a handful of deals."""

    def __init__(self, cap_s: float = CAP_S) -> None:
        super().__init__(samples=HARD_SAMPLES, cap_s=cap_s)
