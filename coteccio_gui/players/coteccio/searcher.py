"""Coteccio's card choice as a sampling search: the settings, the deals, the playouts.

A :class:`SearchPlayer` deals the cards its seat cannot see many times, consistently with
the voids shown (and, if it reads plays, with the other seats' past plays), tries every
legal card in every deal, finishes the hand with fast rule-based playouts and keeps the
card with the lowest mean life loss. The ``hard`` level is a light one (a few deals, voids
only); the expert reads plays and weighs styles of opponent.

The amount of search is fixed (``samples`` deals per decision), so a decision depends
only on the view and the ``rng``; the wall clock is only a safety cap.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio.base import CoteccioPlayer
from coteccio_gui.players.coteccio.choices import capotto_choice, doctor_choice, last_trick_chance
from coteccio_gui.players.coteccio.guess import Quantal, Redeals
from coteccio_gui.players.coteccio.inference import PlayReader, Style
from coteccio_gui.players.coteccio.infosets import OwnTurns
from coteccio_gui.players.coteccio.rollout import (
    COUNT,
    FORGET,
    LOOK,
    World,
    life_loss,
    playout,
    step,
)
from coteccio_gui.players.coteccio.seats import others
from coteccio_gui.players.knowledge import knowledge
from coteccio_gui.players.masks import BIT, SUIT_MASK, mask_of
from coteccio_gui.players.sampling import sample_hands
from coteccio_gui.players.search import search

CAP_S = 2.0
"""The wall-clock stop per decision: far above the fixed search, it guards a stalled machine."""


class SearchPlayer(CoteccioPlayer):
    """A sampling search with a fixed number of deals; stateless, so thread-safe."""

    def __init__(
        self,
        samples: int,
        styles: tuple[Style, ...] | None = None,
        fit_tries: int = 20,
        cap_s: float = CAP_S,
        prior: Callable[[SeatView], Card] | None = None,
        prior_margin: float = 0.0,
        own_group: int = 0,
        own_depth: int = 0,
        look: bool = False,
        redeals: tuple[int, int, float] | None = None,
        quantal: tuple[float, int] | None = None,
    ) -> None:
        self.samples = samples
        """Deals searched per decision: fixed, so the same seed gives the same choice."""
        self.styles = styles
        """How the other seats' past plays are read (``None``: only their voids)."""
        self.fit_tries = fit_tries
        """How many hands are drawn per seat, at most, looking for one that fits its plays."""
        self.cap_s = cap_s
        self.prior = prior
        """A rule-of-thumb card the search keeps unless another is better by ``prior_margin``."""
        self.prior_margin = prior_margin
        self.own_group = own_group
        """With ``own_depth``: the seat's own next ``own_depth`` turns are chosen over groups of
        at least this many deals that look alike to it (``infosets``); 0: by the rule."""
        self.own_depth = own_depth
        self.look = look
        """Whether the other seats look ahead in the playouts (``rollout.LOOK``), as a searching
        player does, rather than play their rules."""
        self.redeals = redeals
        self.quantal = quantal
        """With ``look``: (temperature, tricks) of ``guess.Quantal`` (not with ``redeals``)."""
        """With ``look``: (deals, tricks, margin) of ``guess.Redeals``, the others looking ahead
        over deals of what they cannot see in the first tricks; ``None``: on the playout's deal."""

    def samples_at(self, view: SeatView) -> int:
        """The deals searched for this decision (a fixed number: the same view, the same work)."""
        return self.samples

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The legal card with the lowest mean life loss over sampled deals."""
        if len(view.legal) == 1:
            return view.legal[0]
        card, _means, used = self.search(view, rng)
        if used == 0:  # the voids shown admit no deal (cannot happen in a legal hand)
            return min(view.legal)
        return card

    def search(
        self, view: SeatView, rng: random.Random, costs: list[list[float]] | None = None
    ) -> tuple[Card, list[float], int]:
        """The searched card, the mean cost of each legal card (lowest code first), deals used.

        With ``costs``, each deal's cost of every legal card is appended to it.
        """
        deadline = time.perf_counter() + self.cap_s
        sim = self.simulation(view, rng)
        if self.own_group and self.own_depth:
            card, means, used = grouped_search(sim, self, deadline, costs)
        else:
            card, means, used = search(sim, self.samples_at(view), deadline, 1, costs)
        if self.prior is not None and used:
            moves = sim.moves()
            favoured = self.prior(view)
            scores = [
                m - (self.prior_margin if c == favoured else 0.0)
                for c, m in zip(moves, means, strict=True)
            ]
            card = moves[min(range(len(moves)), key=scores.__getitem__)]
        return int(card), means, used

    def simulation(self, view: SeatView, rng: random.Random) -> CardChoice:
        """The card choice this player searches (a measuring tool may deal it differently)."""
        return CardChoice(view, rng, self)

    def reader(self, view: SeatView) -> PlayReader | None:
        """The reader of the other seats' plays, if this player reads them."""
        return PlayReader(view, 1.0, self.styles) if self.styles else None

    def capotto_chance(self, view: SeatView, rng: random.Random) -> float:
        """The chance that the last card wins the fifth trick, over deals that fit the view."""
        reader = self.reader(view)
        return last_trick_chance(view, rng, reader.fit if reader else None, self.fit_tries)

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play on when sampled deals say the last card likely wins."""
        return capotto_choice(self.capotto_chance(view, rng), view)

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Call when a fair share of the pool is worth the fee."""
        return doctor_choice(view)


def grouped_search(
    sim: CardChoice, player: SearchPlayer, deadline: float, costs: list[list[float]] | None
) -> tuple[Card, list[float], int]:
    """``search`` with the seat's own later cards chosen by groups of deals (``infosets``):
    every deal is drawn first (the groups need them all), then every card tried in all."""
    worlds: list[World] = []
    samples = player.samples_at(sim.view)
    while len(worlds) < samples and (not worlds or time.perf_counter() < deadline):
        world = sim.sample()
        if world is None:
            break
        worlds.append(world)
    moves = sim.moves()
    if not worlds:
        return moves[0], [], 0
    turns = OwnTurns(sim.view.seat, player.own_group, player.own_depth)
    columns = [turns.costs(worlds, move) for move in moves]
    if costs is not None:
        costs.extend(list(row) for row in zip(*columns, strict=True))
    means = [sum(col) / len(worlds) for col in columns]
    best = min(range(len(moves)), key=means.__getitem__)
    return moves[best], means, len(worlds)


class CardChoice:
    """A search player's card choice as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: SeatView, rng: random.Random, player: SearchPlayer) -> None:
        self.view = view
        self.rng = rng
        self.base = base_world(view)
        self.know = knowledge(view)
        self.sizes = {s: view.hand_sizes[s] for s in others(view)}
        self.reader = player.reader(view)
        self.fit_tries = player.fit_tries
        self.look = player.look
        r = player.redeals if player.look else None
        q = player.quantal if player.look else None
        self.guess = (
            Redeals(r[0], r[1], r[2], rng) if r else Quantal(q[0], q[1], rng) if q else None
        )

    def moves(self) -> list[Card]:
        """The legal cards, lowest code first."""
        return sorted(self.view.legal)

    def sample(self) -> World | None:
        """The seat's hand as it is, the others dealt to fit voids (and past plays, if read)."""
        reader = self.reader
        fit = reader.fit if reader else None
        hands = sample_hands(self.know, self.sizes, self.rng, fit, self.fit_tries)
        if hands is None:
            return None
        world = self.base.copy()
        world.guess = self.guess
        if reader or self.look:
            world.style = world.style[:]
        for s, h in hands.items():
            world.hands[s] = mask_of(h)
            if reader:
                world.style[s] = reader.memory_of(s, h, self.rng)
            if self.look:
                world.style[s] += LOOK
        return world

    def cost(self, world: World, move: Card) -> float:
        """Life loss after ``move``, every seat then playing its policy."""
        w = world.copy()
        seat = self.view.seat
        if step(w, move):
            return life_loss(w, seat)
        return playout(w, seat)


def base_world(view: SeatView) -> World:
    """The hand as the seat sees it; the other hands are filled in per sample.

    The others remember only the table (the normal level) unless a sample says otherwise;
    the seat itself counts every card.
    """
    n = view.players
    order = view.order
    nxt = [0] * n
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    hands = [0] * n
    hands[view.seat] = mask_of(view.hand)
    wins = [0] * n
    played = 0
    for t in view.tricks:
        wins[t.winner] += 1
        for _, c in t.plays:
            played |= BIT[c]
    trick = [c for _, c in view.trick]
    best = -1
    for c in trick:
        played |= BIT[c]
        if best < 0 or (c < best and SUIT_OF[c] == SUIT_OF[best]):
            best = c
    style = [FORGET] * n
    style[view.seat] = COUNT
    voids = tuple(sum(SUIT_MASK[s] for s in range(4) if v >> s & 1) for v in knowledge(view).voids)
    return World(
        hands,
        order,
        nxt,
        view.seat,
        trick,
        [s for s, _ in view.trick],
        best,
        len(view.tricks),
        list(view.taken),
        wins,
        played,
        view.capotto_seat,
        style,
        voids,
    )
