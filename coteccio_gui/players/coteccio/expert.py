"""The expert: a sampling search over the deals consistent with what the seat has seen.

Each sampled deal of the unseen cards respects the voids shown and, as far as it can,
the other seats' past plays, read as several styles of rule-of-thumb player weighed by
how well each explains them (``inference``). In each deal every legal card is tried: the
other seats then look ahead, as the searching players it meets do: at each of their turns
they try each legal card on the deal, everyone then playing the rule-based policy in the
style drawn for them, and leave their rule's card only for one that saves them a life on
the deal (``rollout.LOOK``, ``LOOK_MARGIN``). The expert's own
next card is chosen once for all the deals that look alike to it at that turn (the same
cards on the table), when there are at least 4 of them (``infosets``); the rest it plays with
the card-counting policy. The card with the lowest mean life loss over the deals is chosen.

It does not search its own best line in the last tricks of each sampled deal alone: that
line would know the hidden cards, which the expert cannot when it plays them (strategy
fusion), and on the same 400 deals × 4 rotations it lost more lives with it, three cards
from the end, than without (0.672 against 0.659 of an all-normal table's lives; 0.793 from
five cards). Choosing over groups of deals it cannot tell apart does better: on 1000
deals × 4 rotations (seed 21, paired) 860 lives lost became 849 (−0.0053 ± 0.0034 a hand).
It searches 200 deals per card, which the time budget allows; more deals are not measurably
better (paired on 600 deals: 100 against 200 −0.0008 ± 0.0102, 400 against 200 0.0 ± 0.0083;
with groups from 4, over 3800 deals, 400 against 200 −0.0002 ± 0.0034).

A fixed number of deals per decision, sized to the time budget on the machine where it
was measured (``SAMPLES_PER_SECOND``): the same seed gives the same play on any machine,
at any load; the wall clock is only a safety cap.
"""

from __future__ import annotations

import random

from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio.choices import (
    capotto_by_odds,
    doctor_by_odds,
    fifth_trick_outlook,
)
from coteccio_gui.players.coteccio.inference import Style
from coteccio_gui.players.coteccio.rollout import COUNT, FORGET
from coteccio_gui.players.coteccio.searcher import SearchPlayer

DEFAULT_BUDGET_S = 0.1
"""Thinking time per card the table gives by default."""
SAMPLES_PER_SECOND = 2000
"""Deals searched per second of budget, measured so that a decision fits its budget here
(200 deals: 56 ms p95 at 4 seats, 64 ms at 7, of the thinking thread's time)."""
STYLES = (Style(FORGET, 0.4, 0.99), Style(COUNT, 0.2, 0.99), Style(COUNT, 0.4, 0.6))
"""The opponents the expert weighs: the normal level's rules, the same counting cards, and a
player who follows the counting rules only now and then (a search, a person)."""

OWN_GROUP = 4
"""The fewest sampled deals that look alike to the expert for it to choose its later card over
them (``infosets``); fewer play the counting rule. Paired against 8 (2000 deals × 4 rotations,
seeds 51 and 61, the rest normal): −0.0024 ± 0.0017 lives a hand."""
OWN_DEPTH = 1
"""How many of its own later turns the expert chooses over groups of deals."""
FULL_SEARCH_WORK = 450
"""A decision's work per deal is about its legal cards × the square of the cards left in all
hands (a playout where the others look ahead); up to this much the expert searches all its
deals, above it fewer in proportion, so every decision fits its budget: 45 deals for four
seats' first lead (5 × 20²), 88 for the second, all of them from the third."""


class ExpertPlayer(SearchPlayer):
    """The strongest level: reads plays in several styles, searches many deals."""

    def __init__(
        self,
        time_budget_s: float = DEFAULT_BUDGET_S,
        samples: int | None = None,
        styles: tuple[Style, ...] | None = STYLES,
        fit_tries: int = 20,
        own_group: int = OWN_GROUP,
        own_depth: int = OWN_DEPTH,
        look: bool = True,
        redeals: tuple[int, int, float] | None = None,
        quantal: tuple[float, int] | None = None,
        pay_redeals: bool = True,
    ) -> None:
        super().__init__(
            samples if samples is not None else samples_for(time_budget_s),
            styles,
            fit_tries,
            cap_s=max(2.0, 20 * time_budget_s),
            own_group=own_group,
            own_depth=own_depth,
            look=look,
            redeals=redeals,
            quantal=quantal,
        )
        self.time_budget_s = time_budget_s
        self.pay_redeals = pay_redeals
        """Whether it searches fewer deals where the others look over re-deals (``False``: a
        measurement of the model alone, over the time budget)."""

    def samples_at(self, view: SeatView) -> int:
        """All its deals late in a hand; early, fewer, so a decision fits its budget."""
        if not self.look:
            return self.samples
        left = sum(view.hand_sizes)
        work = len(view.legal) * left * left
        if self.redeals and self.pay_redeals and len(view.tricks) < self.redeals[1]:
            work *= self.redeals[0]  # the others' looks cost as many times more
        return max(1, min(self.samples, self.samples * FULL_SEARCH_WORK // work))

    def capotto_outlook(self, view: SeatView, rng: random.Random) -> tuple[float, dict[int, float]]:
        """The chance the last card wins the fifth trick, and who else would win it."""
        reader = self.reader(view)
        return fifth_trick_outlook(view, rng, reader.fit if reader else None, self.fit_tries)

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play the fifth trick when that raises the chance of winning the match."""
        return capotto_by_odds(view, *self.capotto_outlook(view, rng))[0]

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Call when the chance of then winning the pool is worth the fee."""
        return doctor_by_odds(view)


def samples_for(budget_s: float) -> int:
    """The deals searched per decision for a time budget (at least one)."""
    return max(1, round(budget_s * SAMPLES_PER_SECOND))
