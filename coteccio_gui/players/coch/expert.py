"""Cöch's expert: the generic sampling search with a Cöch ``Simulation``, playing for the side.

Each sample deals the cards the seat cannot see (the opponents' hidden hands, and the
partner's unless it lies face up) to fit the voids shown; each legal design is played in
each sample and the hand is rolled out with the rule-based policy. The cost is the chance
of losing the hand (½ for a hand nobody wins), plus a little for the points conceded.
The number of samples is fixed per decision, so a decision depends only on the view and
the ``rng``, never on the clock.
"""

from __future__ import annotations

import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.coch import CochView
from coteccio_gui.games.cucco.cards import RECOUNT
from coteccio_gui.players.coch.levels import played_mask, policy_card
from coteccio_gui.players.cucco.playout import playout
from coteccio_gui.players.cucco.sampling import deal_hidden, distinct, voids
from coteccio_gui.players.cucco.world import World
from coteccio_gui.players.search import search

POINT_WEIGHT = 0.1
"""How much conceding the whole pack's points weighs against losing the hand."""
ROLLOUTS = 110
"""Rollouts per decision at the default budget (about 0.1 s on the reference machine)."""
MIN_SAMPLES = 6
HARD_SAMPLES = 3
"""The hard level: the same search over this many deals per decision, whatever the moves."""


class CochExpert:
    """The sampling search; ``rollouts`` per decision, shared among the legal designs (at least
    ``min_samples`` deals)."""

    def __init__(self, rollouts: int = ROLLOUTS, min_samples: int = MIN_SAMPLES) -> None:
        self.rollouts = rollouts
        self.min_samples = min_samples

    def decide(self, view: CochView, rng: random.Random) -> Play:
        """The design with the lowest mean cost over the sampled deals."""
        moves = distinct(view.legal)
        if len(moves) == 1:
            return Play(view.seat, moves[0])
        sim = CochCardChoice(view, rng, moves)
        samples = max(self.min_samples, self.rollouts // len(moves))
        card, _, used = search(sim, samples)
        if used == 0:
            return Play(view.seat, policy_card(view, True))
        return Play(view.seat, int(card))


class CochHard(CochExpert):
    """The hard level: the expert's search over ``HARD_SAMPLES`` deals per decision."""

    def __init__(self) -> None:
        super().__init__(HARD_SAMPLES, HARD_SAMPLES)


class CochCardChoice:
    """One card decision of Cöch as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: CochView, rng: random.Random, moves: list[Card]) -> None:
        self.view = view
        self.rng = rng
        self._moves = moves
        self.side = view.seat % 2
        self.hidden = {s: view.hand_sizes[s] for s in range(4) if view.seen[s] is None}
        played = played_mask(view)
        visible = {c for h in view.seen if h is not None for c in h}
        self.unseen = [c for c in range(40) if not played >> c & 1 and c not in visible]
        self.voids = voids(view.tricks, view.trick)
        recount = [0, 0]
        for t in view.tricks:
            recount[t.winner % 2] += sum(RECOUNT[c] for _, c in t.plays)
        self.base = World(
            [list(h) if h is not None else [] for h in view.seen],
            view.seat,
            [c for _, c in view.trick],
            [s for s, _ in view.trick],
            [0, 1, 0, 1],
            list(view.halves),
            recount,
            played,
            False,
        )

    def moves(self) -> list[Card]:
        """One card per legal design."""
        return self._moves

    def sample(self) -> World | None:
        """The hidden hands dealt to fit the voids shown."""
        hands = deal_hidden(self.unseen, self.hidden, self.voids, {}, self.rng)
        if hands is None:
            return None
        world = self.base.copy()
        for s, h in hands.items():
            world.hands[s] = h
        return world

    def cost(self, world: World, move: Card) -> float:
        """Losing the hand (½ if nobody wins it), plus a little for the points conceded."""
        w = world.copy()
        w.step(move)
        playout(w)
        return 1.0 - w.result(self.side) + POINT_WEIGHT * w.halves[1 - self.side] / 38
