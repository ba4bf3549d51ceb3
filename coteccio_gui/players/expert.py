"""The expert: a sampling search over the deals consistent with what the seat has seen.

Each sampled deal of the unseen cards respects the voids shown and, as far as it can,
the other seats' past plays read as a rule-of-thumb player's (``inference``). In each
deal every legal card is tried: the other seats then play the rule-based policy
(remembering only the table, like the normal level) and the expert plays out the rest
with the policy, or, once few cards are left, with its best line against theirs. The
card with the lowest mean life loss over the samples is chosen. Anytime: it stops at
its time budget.
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine import CapottoChoice, Card, SeatView
from coteccio_gui.players.base import CoteccioPlayer
from coteccio_gui.players.choices import capotto_choice, doctor_choice, last_trick_chance
from coteccio_gui.players.heuristic import HardPlayer
from coteccio_gui.players.inference import PlayReader
from coteccio_gui.players.knowledge import knowledge, others
from coteccio_gui.players.playout import World, best_reply, life_loss, playout, step
from coteccio_gui.players.sampling import sample_hands
from coteccio_gui.players.search import search

DEFAULT_BUDGET_S = 0.1
"""Thinking time per card by default (what the table uses)."""


class ExpertPlayer(CoteccioPlayer):
    """Sampling search with inferred deals and policy playouts; stateless, so thread-safe."""

    def __init__(
        self,
        time_budget_s: float = DEFAULT_BUDGET_S,
        max_samples: int = 4000,
        min_samples: int = 4,
        reply_cards: int = 3,
        miss: float = 0.01,
        fit_tries: int = 20,
    ) -> None:
        self.time_budget_s = time_budget_s
        self.max_samples = max_samples
        self.min_samples = min_samples
        self.reply_cards = reply_cards
        """Search the expert's own best line once it holds this many cards or fewer."""
        self.miss = miss
        """How much a play the rule-based policy would not make weighs against a guessed hand."""
        self.fit_tries = fit_tries
        """How many hands are drawn per seat, at most, looking for one that fits its plays."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The legal card with the lowest mean life loss over sampled deals."""
        if len(view.legal) == 1:
            return view.legal[0]
        deadline = time.perf_counter() + self.time_budget_s
        sim = CardChoice(view, rng, self)
        card, _means, used = search(sim, self.max_samples, deadline, self.min_samples)
        if used == 0:  # the voids shown admit no deal (cannot happen in a legal hand)
            return HardPlayer().choose_card(view, rng)
        return int(card)

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play on when sampled deals (voids and past plays read) say the last card likely wins."""
        fit = PlayReader(view, self.miss).fit
        return capotto_choice(last_trick_chance(view, rng, fit, self.fit_tries), view)

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Call when a fair share of the pool is worth the fee."""
        return doctor_choice(view)


class CardChoice:
    """The expert's card choice as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: SeatView, rng: random.Random, expert: ExpertPlayer) -> None:
        self.view = view
        self.rng = rng
        self.base = _world(view)
        self.know = knowledge(view)
        self.sizes = {s: view.hand_sizes[s] for s in others(view)}
        self.fit = PlayReader(view, expert.miss).fit
        self.fit_tries = expert.fit_tries
        self.reply = len(view.hand) <= expert.reply_cards

    def moves(self) -> list[Card]:
        """The legal cards, lowest code first."""
        return sorted(self.view.legal)

    def sample(self) -> World | None:
        """The seat's hand as it is, the others dealt to fit voids and past plays."""
        hands = sample_hands(self.know, self.sizes, self.rng, self.fit, self.fit_tries)
        if hands is None:
            return None
        world = self.base.copy()
        for s, h in hands.items():
            world.hands[s] = h
        return world

    def cost(self, world: World, move: Card) -> float:
        """Life loss after ``move``: the policy for the others, the best line near the end."""
        w = world.copy()
        seat = self.view.seat
        if step(w, move):
            return life_loss(w, seat)
        if self.reply:
            return best_reply(w, seat)
        return playout(w, seat)


def _world(view: SeatView) -> World:
    """The hand as the seat sees it; other hands are filled in per sample."""
    n = view.players
    order = view.order
    nxt = [0] * n
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[view.seat] = list(view.hand)
    wins = [0] * n
    for t in view.tricks:
        wins[t.winner] += 1
    played = 0
    for t in view.tricks:
        for _, c in t.plays:
            played |= 1 << c
    for _, c in view.trick:
        played |= 1 << c
    return World(
        hands,
        order,
        nxt,
        view.seat,
        [c for _, c in view.trick],
        [s for s, _ in view.trick],
        len(view.tricks),
        list(view.taken),
        wins,
        played,
        view.capotto_seat,
    )
