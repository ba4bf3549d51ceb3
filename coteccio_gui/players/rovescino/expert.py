"""Rovescino's expert: the generic sampling search (``players.search``) over this game's deals.

What is Rovescino's own is the :class:`CardChoice` simulation: the unseen cards (the other
hands and the monte) are dealt to fit the voids shown and, softly, the other seats' past
plays read as the normal level's (``reading``); each legal card is played in each deal and
the hand is rolled out in the lean ``world`` (the others play the normal policy, the expert
counts cards); the card that costs the fewest penalty points on average is chosen.

Decisions are reproducible: the number of deals is fixed by the view (a budget of card
plays simulated per decision, sized for about 0.05 s a decision on the development machine,
under 0.1 s at the 95th percentile), the redraws that fit the others' leads and discards are
capped per decision (``FIT_REDRAWS``), and no clock is read: a decision depends only on the
view and the seed, however busy the machine. The hard level is the same search, lighter: a
few deals and no reading of past plays.
"""

from __future__ import annotations

import random

from coteccio_gui.engine.cards import SUIT_OF, Card, suit_cards
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH as STRENGTH
from coteccio_gui.engine.tricks import TRESSETTE_THIRDS as THIRDS
from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.players.masks import SUIT_MASK, cards_of, mask_of
from coteccio_gui.players.rovescino.knowledge import expected_last_cost, knowledge
from coteccio_gui.players.rovescino.levels import CountingPlayer, RovescinoPlayer
from coteccio_gui.players.rovescino.reading import PlayReader, soft_bans
from coteccio_gui.players.rovescino.sampling import HandFitter, deal_unseen
from coteccio_gui.players.rovescino.world import (
    THIRD_WEIGHT,
    World,
    best_reply,
    hand_cost,
    playout,
    step,
)
from coteccio_gui.players.search import search

DEFAULT_BUDGET_S = 0.05
"""The thinking time per card the work budget is sized for (what the table uses)."""
PLAYS_PER_S = 250_000
"""Card plays simulated per second of budget, measured on the development machine (2 cores
shared, CPU time): a budget of 0.05 s takes about 0.05 s a decision there."""
SAMPLE_PLAYS = 150
"""What dealing one sample (reading the past plays) costs, counted in card plays."""
FIT_REDRAWS = 3000
"""Hands redrawn at most in one decision to fit the others' leads and discards (each redraw
replays a seat's leads and discards, a few card plays' work)."""
HARD_BUDGET_S = 0.01
"""The hard level's budget: a light search of a few deals, without reading past plays."""


class ExpertPlayer(RovescinoPlayer):
    """Sampling search with dealt-to-fit worlds and policy rollouts; stateless, so thread-safe."""

    def __init__(
        self,
        time_budget_s: float = DEFAULT_BUDGET_S,
        min_samples: int = 8,
        max_samples: int = 400,
        miss: float = 0.01,
        reading: bool = True,
        fit_tries: int = 30,
        fit_redraws: int = FIT_REDRAWS,
        reply_cards: int = 3,
        third_weight: float = THIRD_WEIGHT,
    ) -> None:
        self.work = int(PLAYS_PER_S * time_budget_s)
        """Card plays simulated per decision, over every move and deal."""
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.miss = miss
        """How likely a seat holds a card its past plays say it does not (soft bans)."""
        self.reading = reading
        self.fit_tries = fit_tries
        """How many hands are drawn per seat, at most, looking for one that explains its plays."""
        self.fit_redraws = fit_redraws
        """How many hands are redrawn, at most, over a whole decision (a cap on that work)."""
        self.reply_cards = reply_cards
        """Search the expert's own lines exactly once it holds this many cards or fewer."""
        self.third_weight = third_weight

    def samples_for(self, moves: int, cards_left: int) -> int:
        """How many deals a decision uses: fixed by the view, never by the clock."""
        per_sample = moves * cards_left + SAMPLE_PLAYS
        return max(self.min_samples, min(self.max_samples, self.work // per_sample))

    def choose_card(self, view: RovescinoView, rng: random.Random) -> Card:
        """The legal card with the fewest penalty points on average over sampled deals."""
        if len(view.legal) == 1:
            return view.legal[0]
        sim = CardChoice(view, rng, self)
        moves = sim.moves()
        if len(moves) == 1:
            return moves[0]
        samples = self.samples_for(len(moves), sum(view.hand_sizes))
        card, _means, used = search(sim, samples)
        if used == 0:  # the voids shown admit no deal (cannot happen in a legal hand)
            return CountingPlayer().choose_card(view, rng)
        return int(card)


class HardPlayer(ExpertPlayer):
    """The hard level: the expert's search, lighter (a few deals, no reading of past plays)."""

    def __init__(self) -> None:
        super().__init__(HARD_BUDGET_S, reading=False, reply_cards=0)


class CardChoice:
    """The expert's card choice as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: RovescinoView, rng: random.Random, expert: ExpertPlayer) -> None:
        self.view = view
        self.rng = rng
        self.know = knowledge(view)
        self.unseen = cards_of(self.know.unseen)
        self.sizes = {s: view.hand_sizes[s] for s in view.order if s != view.seat}
        hard: dict[int, int] = {}
        for s in self.sizes:
            v = self.know.voids[s]
            hard[s] = sum(SUIT_MASK[x] for x in range(4) if v >> x & 1)
        self.hard = hard
        self.soft = soft_bans(view, self.know) if expert.reading else {}
        self.fitter = (
            HandFitter(PlayReader(view), expert.miss, expert.fit_tries, expert.fit_redraws)
            if expert.reading
            else None
        )
        self.miss = expert.miss
        self.last_cost = expected_last_cost(view, self.know.unseen)
        self.base = _world(view, self.know.played)
        self.reply = len(view.hand) <= expert.reply_cards
        self.third_weight = expert.third_weight

    def moves(self) -> list[Card]:
        """The legal cards, one of each set of cards that play alike, lowest code first.

        Two cards of a suit play alike when no unseen card lies between them and they carry
        the same points: whichever is played, every trick goes the same way.
        """
        legal = sorted(self.view.legal)
        unseen = self.know.unseen
        kept: list[Card] = []
        by_strength = sorted(legal, key=lambda c: (SUIT_OF[c], STRENGTH[c]))
        prev = -1
        for c in by_strength:
            if prev >= 0 and SUIT_OF[prev] == SUIT_OF[c] and THIRDS[prev] == THIRDS[c]:
                between = [
                    x
                    for x in suit_cards(SUIT_OF[c])
                    if STRENGTH[prev] < STRENGTH[x] < STRENGTH[c] and unseen >> x & 1
                ]
                if not between:
                    prev = c
                    continue
            kept.append(c)
            prev = c
        return sorted(kept)

    def sample(self) -> World | None:
        """The seat's hand as it is, the others and the monte dealt to fit what it has seen."""
        dealt = deal_unseen(
            self.unseen,
            self.sizes,
            self.hard,
            self.soft,
            self.rng,
            self.miss,
            self.fitter,
        )
        if dealt is None:
            return None
        hands, monte = dealt
        world = self.base.copy()
        for s, h in hands.items():
            world.hands[s] = mask_of(h)
        world.monte_thirds = sum(THIRDS[c] for c in monte)
        return world

    def cost(self, world: World, move: Card) -> float:
        """Penalty points after ``move``, the hand rolled out with the policy."""
        w = world.copy()
        seat = self.view.seat
        rules = self.view.rules
        if step(w, move):
            return hand_cost(w, seat, rules, self.third_weight)
        if self.reply:
            return best_reply(w, seat, rules, self.third_weight)
        playout(w, seat, self.last_cost)
        return hand_cost(w, seat, rules, self.third_weight)


def _world(view: RovescinoView, played: int) -> World:
    """The hand as the seat sees it; the other hands and the monte are filled in per sample."""
    order = view.order
    nxt = [0] * view.players
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    hands = [0] * view.players
    hands[view.seat] = mask_of(view.hand)
    return World(
        hands,
        order,
        nxt,
        view.seat,
        [c for _, c in view.trick],
        [s for s, _ in view.trick],
        view.tricks_left,
        list(view.taken),
        played,
        0,
    )
