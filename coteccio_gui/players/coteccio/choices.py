"""The capotto and doctor choices: a chance read from the view, and a rule of thumb."""

from __future__ import annotations

import random
from math import comb

from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio.odds import after_losses, win_chances
from coteccio_gui.players.coteccio.seats import others
from coteccio_gui.players.knowledge import knowledge
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


def fifth_trick_outlook(
    view: SeatView, rng: random.Random, fit: Fit | None = None, fit_tries: int = 0
) -> tuple[float, dict[int, float]]:
    """The chance the last card wins the fifth trick, and per other seat the chance it wins it.

    Over deals that respect the voids shown (and, with ``fit``, the plays read).
    """
    if len(view.hand) != 1:
        return 0.0, {}
    c = view.hand[0]
    suit = SUIT_OF[c]
    know = knowledge(view)
    sizes = {s: view.hand_sizes[s] for s in others(view)}
    wins = n = 0
    beaten: dict[int, int] = {}
    for _ in range(_CAPOTTO_SAMPLES):
        hands = sample_hands(know, sizes, rng, fit, fit_tries)
        if hands is None:
            continue
        n += 1
        top, seat = c, -1
        for s, h in hands.items():
            for x in h:
                if SUIT_OF[x] == suit and x < top:
                    top, seat = x, s
        if seat < 0:
            wins += 1
        else:
            beaten[seat] = beaten.get(seat, 0) + 1
    if not n:
        return 0.0, {}
    return wins / n, {s: k / n for s, k in beaten.items()}


def match_calls_left(view: SeatView) -> int:
    """The doctor calls the match still allows (none without a pool)."""
    if view.rules.stake == 0:
        return 0
    return view.doctor_calls_left


def capotto_by_odds(
    view: SeatView, chance: float, beaten: dict[int, float]
) -> tuple[CapottoChoice, float, float]:
    """Play the fifth trick when it raises the chance of winning the match (``odds``).

    Returns the choice and the seat's match chances after annulling and after playing.
    """
    me = view.seat
    lives, calls = view.lives, match_calls_left(view)
    annul = win_chances(lives, calls)[me]
    made = [0 if x <= 0 else (-1 if s == me else 1) for s, x in enumerate(lives)]
    play = chance * _odds_after(lives, made, calls, me)
    for seat, p in beaten.items():
        failed = [0] * len(lives)
        failed[me], failed[seat] = 1, -1
        play += p * _odds_after(lives, failed, calls, me)
    choice = CapottoChoice.PLAY if play > annul else CapottoChoice.ANNUL
    return choice, annul, play


def _odds_after(lives: tuple[int, ...], lost: list[int], calls: int, me: int) -> float:
    after, left = after_losses(lives, lost, calls)
    return win_chances(after, left)[me]


def doctor_by_odds(view: SeatView) -> bool:
    """Call the doctor when the chance of then winning the pool is worth the fee."""
    fee = view.rules.doctor_fee
    if view.doctor_lives <= 0:
        return False
    lives = list(view.lives)
    lives[view.seat] = view.doctor_lives
    chance = win_chances(lives, match_calls_left(view) - 1)[view.seat]
    return chance * (view.pool + fee) >= fee
