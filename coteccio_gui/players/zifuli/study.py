"""Zifuli's coach: the game's coach study, its expert's search read for a coach
(stakes won)."""

from __future__ import annotations

import math
import random

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.games.zifuli import ZifuliView
from coteccio_gui.players.coach import EPS, Study, played_cards, waits
from coteccio_gui.players.cucco.sampling import distinct
from coteccio_gui.players.zifuli import expert as zifuli_expert


def _zifuli_cards(view: ZifuliView) -> list[Card]:
    return played_cards(view.legal, Play)


def _zifuli_sim(view: ZifuliView, rng: random.Random) -> zifuli_expert.CardChoice:
    moves = distinct(tuple(_zifuli_cards(view)))
    return zifuli_expert.CardChoice(view, rng, moves)


STUDY = Study(
    can_coach=lambda v: waits(v, ZifuliView, "play") and bool(_zifuli_cards(v)),
    cards=_zifuli_cards,
    simulation=_zifuli_sim,
    deals=lambda v, n: max(zifuli_expert.MIN_SAMPLES, zifuli_expert.ROLLOUTS // n),
    # the cost is the stake paid (a whole number) plus at most 0.1 for the points conceded
    measure=lambda c: -float(math.floor(c + EPS)),
    higher_is_better=True,
    key=lambda c: c // 2,
)
"""Zifuli's coach: stakes won."""
