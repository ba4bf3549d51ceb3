"""The expert: a sampling search over the deals consistent with what the seat knows.

For each sampled deal of the unseen cards (respecting the voids shown), every legal
card is played and the rest of the hand is played out with the counting policy for
all seats, or searched exactly once few cards are left. The card with the lowest
mean life loss over the samples is chosen. Anytime: it stops at its time budget.
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine import CapottoChoice, Card, SeatView
from coteccio_gui.players.choices import capotto_choice, doctor_choice, last_trick_chance
from coteccio_gui.players.heuristic import HardPlayer
from coteccio_gui.players.knowledge import knowledge, others
from coteccio_gui.players.playout import World, life_loss, playout, solve, step
from coteccio_gui.players.sampling import sample_hands

DEFAULT_BUDGET_S = 0.1
"""Thinking time per card by default."""


class ExpertPlayer:
    """Sampling search with policy playouts and an exact endgame; stateless, so thread-safe."""

    def __init__(
        self,
        time_budget_s: float = DEFAULT_BUDGET_S,
        max_samples: int = 4000,
        min_samples: int = 4,
        exact_cards: int = 2,
    ) -> None:
        self.time_budget_s = time_budget_s
        self.max_samples = max_samples
        self.min_samples = min_samples
        self.exact_cards = exact_cards

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The legal card with the lowest mean life loss over sampled deals."""
        moves = sorted(view.legal)
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + self.time_budget_s
        base = _world(view)
        know = knowledge(view)
        sizes = {s: view.hand_sizes[s] for s in others(view)}
        exact = len(view.hand) <= self.exact_cards
        seat = view.seat
        totals = [0.0] * len(moves)
        done = 0
        while done < self.max_samples:
            if done >= self.min_samples and time.perf_counter() >= deadline:
                break
            hands = sample_hands(know, sizes, rng)
            if hands is None:
                break
            world = base.copy()
            for s, h in hands.items():
                world.hands[s] = h
            for i, c in enumerate(moves):
                w = world.copy()
                if step(w, c):
                    totals[i] += life_loss(w, seat)
                elif exact:
                    totals[i] += solve(w)[seat]
                else:
                    totals[i] += playout(w, seat)
            done += 1
        if done == 0:  # the voids shown admit no deal (cannot happen in a legal hand)
            return HardPlayer().choose_card(view, rng)
        best = min(range(len(moves)), key=lambda i: totals[i])
        return moves[best]

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play on when sampled deals (respecting voids) say the last card more likely wins."""
        return capotto_choice(last_trick_chance(view, rng), view)

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Call when a fair share of the pool is worth the fee."""
        return doctor_choice(view)


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
