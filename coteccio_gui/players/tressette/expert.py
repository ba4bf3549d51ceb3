"""The expert of Tressette and Tressette in due: the generic sampling search, for the side.

Each decision deals the unseen cards a fixed number of times, in ways that fit what the
seat has seen (voids, a *volo*, declared and drawn cards, the called Three, the
conventions of *busso* and *striscio*, who declared), plays each legal card in each deal
and rolls the hand out with the rule-based policy for every seat. A card costs what the
side loses on the deal: the opponents' thirds minus the side's (the partner's points are
its own). It claims when every deal says the side has the target. The number of deals is
fixed, so a decision is reproducible; the time cap only stops a machine that is overloaded.
"""

from __future__ import annotations

import random
import time
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.actions import Claim, Phase, Play
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.players.masks import TO_T
from coteccio_gui.players.search import search
from coteccio_gui.players.tressette.levels import (
    CarefulPlayer,
    TressettePlayer,
    choose_call,
    claim_is_sure,
)
from coteccio_gui.players.tressette.reading import Reading
from coteccio_gui.players.tressette.world import World

SAMPLES = 32
"""Deals of the unseen cards per decision (well under 0.1 s on this machine)."""
HARD_SAMPLES = 6
"""The hard level: the same search with fewer deals."""
CAP_S = 1.0
"""The safety cap on a decision's time."""


class CardSearch:
    """One card choice as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: TressetteView, reading: Reading, rng: random.Random) -> None:
        self.view = view
        self.reading = reading
        self.rng = rng
        self.cards = sorted({a.card for a in view.legal if isinstance(a, Play)})

    def moves(self) -> list[Card]:
        """The legal cards, lowest code first."""
        return self.cards

    def sample(self) -> World | None:
        """A deal of the unseen cards that fits the view."""
        return self.reading.world(self.rng)

    def cost(self, world: World, move: Card) -> float:
        """The points the side loses on this deal after ``move``, the rest played by the policy."""
        w = world.copy()
        w.step(TO_T[move])
        w.rollout()
        mine = w.side[self.view.seat]
        return (w.thirds[1 - mine] - w.thirds[mine]) / 3


class ExpertPlayer(TressettePlayer):
    """Sampling search over fitting deals with policy rollouts; stateless, so thread-safe."""

    def __init__(self, samples: int = SAMPLES, cap_s: float = CAP_S, miss: float = 0.02) -> None:
        self.samples = samples
        self.cap_s = cap_s
        self.miss = miss

    def decide(self, view: TressetteView, rng: random.Random) -> Any:
        """A claim when every deal says the side has the target, else as the other levels."""
        if view.phase is Phase.PLAY and Claim(view.seat) in view.legal and self._sure(view, rng):
            return Claim(view.seat)
        return super().decide(view, rng)

    def _sure(self, view: TressetteView, rng: random.Random) -> bool:
        if view.players == 2 or view.partner is not None:
            return claim_is_sure(view)
        target = view.rules.target
        if view.scores[view.seat] + points(sum(t.points for t in view.tricks)) < target:
            return False  # not even every trick taken so far would be enough
        reading = Reading(view, self.miss)
        for _ in range(self.samples):
            w = reading.world(rng)
            if w is None:
                return claim_is_sure(view)
            mine = w.side[view.seat]
            if view.scores[view.seat] + points(w.thirds[mine]) < target:
                return False
        return True

    def choose_card(self, view: TressetteView, rng: random.Random) -> Card:
        """The card with the smallest mean loss for the side over the sampled deals."""
        sim = CardSearch(view, Reading(view, self.miss), rng)
        if len(sim.cards) == 1:
            return sim.cards[0]
        deadline = time.perf_counter() + self.cap_s
        card, _means, used = search(sim, self.samples, deadline, max(1, self.samples // 4))
        if used == 0:
            return CarefulPlayer().choose_card(view, rng)
        return int(card)


class HardPlayer(ExpertPlayer):
    """The hard level: the expert's search over a handful of deals."""

    def __init__(self, cap_s: float = CAP_S) -> None:
        super().__init__(samples=HARD_SAMPLES, cap_s=cap_s)


__all__ = ["CardSearch", "ExpertPlayer", "HardPlayer", "choose_call"]
