"""The capotto and doctor choices: a chance read from the view, and a rule of thumb."""

from __future__ import annotations

import random
from math import comb

from coteccio_gui.engine import CapottoChoice, SeatView
from coteccio_gui.players.knowledge import knowledge, others
from coteccio_gui.players.masks import ABOVE
from coteccio_gui.players.sampling import Fit, sample_hands

_CAPOTTO_SAMPLES = 300


def last_trick_chance(
    view: SeatView, rng: random.Random | None = None, fit: Fit | None = None, fit_tries: int = 0
) -> float:
    """The chance that this seat's last card, led to the fifth trick, wins it.

    Without ``rng``: every unseen card is equally likely to be held (hypergeometric);
    with ``rng``: sampled deals that respect the voids the other seats have shown
    (and with ``fit``, their past plays; see ``sample_hands``).
    """
    if len(view.hand) != 1:
        return 0.0
    c = view.hand[0]
    know = knowledge(view)
    held = sum(view.hand_sizes[s] for s in others(view))
    if rng is None:
        unseen = know.unseen.bit_count()
        beaters = (ABOVE[c] & know.unseen).bit_count()
        return comb(unseen - beaters, held) / comb(unseen, held)
    sizes = {s: view.hand_sizes[s] for s in others(view)}
    wins = n = 0
    for _ in range(_CAPOTTO_SAMPLES):
        hands = sample_hands(know, sizes, rng, fit, fit_tries)
        if hands is None:
            continue
        n += 1
        wins += not any(ABOVE[c] >> x & 1 for h in hands.values() for x in h)
    return wins / n if n else 0.0


def capotto_choice(chance: float, view: SeatView) -> CapottoChoice:
    """Play the fifth trick when it is more likely won than lost (more sure at one life)."""
    need = 0.6 if view.lives[view.seat] <= 1 else 0.5
    return CapottoChoice.PLAY if chance >= need else CapottoChoice.ANNUL


def doctor_choice(view: SeatView) -> bool:
    """Call the doctor when a fair share of the pool is worth more than the fee."""
    fee = view.rules.doctor_fee
    if view.doctor_lives <= 0:
        return False
    alive = [view.lives[s] for s in range(view.players) if s != view.seat and view.lives[s] > 0]
    share = view.doctor_lives / (view.doctor_lives + sum(alive)) if alive else 1.0
    return share * (view.pool + fee) >= fee
