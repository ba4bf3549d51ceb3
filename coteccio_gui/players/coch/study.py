"""Cöch's coach: the game's coach study, its expert's search read for a coach
(the chance of losing the hand)."""

from __future__ import annotations

import math
import random

from coteccio_gui.games.coch import CochView
from coteccio_gui.players.coach import EPS, Study, waits
from coteccio_gui.players.coch import expert as coch_expert
from coteccio_gui.players.cucco.sampling import distinct


def _coch_sim(view: CochView, rng: random.Random) -> coch_expert.CochCardChoice:
    return coch_expert.CochCardChoice(view, rng, distinct(view.legal))


STUDY = Study(
    can_coach=lambda v: waits(v, CochView, "play") and bool(v.legal),
    cards=lambda v: sorted(v.legal),
    simulation=_coch_sim,
    deals=lambda v, n: max(coch_expert.MIN_SAMPLES, coch_expert.ROLLOUTS // n),
    # a hand lost costs 1, nobody's ½, and the points conceded add at most 0.1
    measure=lambda c: math.floor(2 * c + EPS) / 2,
    higher_is_better=False,
    key=lambda c: c // 2,
)
"""Cöch's coach: the chance of losing the hand."""
