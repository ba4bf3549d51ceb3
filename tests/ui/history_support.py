"""A Tressette match for the History's tests: it ends in a right claim, in the middle of a hand."""

from __future__ import annotations

import random

from coteccio_gui.games.tressette.actions import Claim
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules
from coteccio_gui.games.tressette.spec import DUE_SPEC, SPEC
from coteccio_gui.ui.games.tressette.choices import known_total


def claimed_match(players: int, seed: int) -> Tressette:
    """Random plays until a seat with points in the hand counts the target, then its claim."""
    rng = random.Random(seed)
    spec, rules = (DUE_SPEC, DueRules) if players == 2 else (SPEC, TressetteRules)
    m = spec.start(players, rules(claiming=True, target=21), 0)
    while m.outcome() is None:
        if m.needs_deal():
            m.deal(rng)
            continue
        acts = m.legal_actions()
        claim = next((a for a in acts if isinstance(a, Claim)), None)
        if claim and m.side_thirds(claim.seat) >= 3 and sum(known_total(m.view(claim.seat))) >= 21:
            m.apply(claim)
            break
        m.apply(rng.choice([a for a in acts if not isinstance(a, Claim)]))
    return m
