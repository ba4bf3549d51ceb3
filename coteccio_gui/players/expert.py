"""The expert: a sampling search over the deals consistent with what the seat has seen.

Each sampled deal of the unseen cards respects the voids shown and, as far as it can,
the other seats' past plays, read as several styles of rule-of-thumb player weighed by
how well each explains them (``inference``). In each deal every legal card is tried: the
other seats then play the rule-based policy in the style drawn for them, and the expert
plays out the rest with the card-counting policy. The card with the lowest mean life loss
over the deals is chosen.

It does not search its own best line in the last tricks of a sampled deal: that line would
know the hidden cards, which the expert cannot when it plays them (strategy fusion), and on
the same 400 deals × 4 rotations it lost more lives with it, three cards from the end, than
without (0.672 against 0.659 of an all-normal table's lives; 0.793 from five cards).

A fixed number of deals per decision, sized to the time budget on the machine where it
was measured (``SAMPLES_PER_SECOND``): the same seed gives the same play on any machine,
at any load; the wall clock is only a safety cap.
"""

from __future__ import annotations

import random

from coteccio_gui.engine import CapottoChoice, SeatView
from coteccio_gui.players.choices import capotto_by_odds, doctor_by_odds, fifth_trick_outlook
from coteccio_gui.players.inference import Style
from coteccio_gui.players.rollout import COUNT, FORGET
from coteccio_gui.players.searcher import SearchPlayer

DEFAULT_BUDGET_S = 0.1
"""Thinking time per card the table gives by default."""
SAMPLES_PER_SECOND = 1000
"""Deals searched per second of budget, measured so that a decision fits its budget here."""
STYLES = (Style(FORGET, 0.4, 0.99), Style(COUNT, 0.2, 0.99), Style(COUNT, 0.4, 0.6))
"""The opponents the expert weighs: the normal level's rules, the same counting cards, and a
player who follows the counting rules only now and then (a search, a person)."""


class ExpertPlayer(SearchPlayer):
    """The strongest level: reads plays in several styles, searches many deals."""

    def __init__(
        self,
        time_budget_s: float = DEFAULT_BUDGET_S,
        samples: int | None = None,
        styles: tuple[Style, ...] | None = STYLES,
        fit_tries: int = 20,
    ) -> None:
        super().__init__(
            samples if samples is not None else samples_for(time_budget_s),
            styles,
            fit_tries,
            cap_s=max(2.0, 20 * time_budget_s),
        )
        self.time_budget_s = time_budget_s

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
