"""Engine speed: random legal 4-player hands and whole matches through the public API.

Prints ``hands_per_s N hands/s`` and ``matches_per_s N matches/s`` (Coteccio, one core),
and ``rovescino_hands_per_s N hands/s`` (Rovescino: 4 players, ten cards each, every hand
of whole matches with the default house rules).
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine import CapottoChoice, Match, Phase
from coteccio_gui.games.rovescino import Phase as RovescinoPhase
from coteccio_gui.games.rovescino import Rovescino

HANDS = 20_000
_PLAY, _CAPOTTO = Phase.PLAY, Phase.CAPOTTO
MATCHES = 1_000


def play_hand(m: Match, rng: random.Random) -> None:
    """Deal and play one hand with random legal choices; play on after four tricks."""
    m.deal(rng)
    play, legal_plays, random_ = m.play, m.legal_plays, rng.random
    while True:
        phase = m.phase
        if phase is _PLAY:
            seat = m.turn
            legal = legal_plays(seat)
            play(seat, legal[int(random_() * len(legal))])
        elif phase is _CAPOTTO:
            m.decide_capotto(m.turn, CapottoChoice.PLAY)
        else:
            return


def play_match(rng: random.Random) -> Match:
    """A whole 4-player match with random legal choices."""
    m = Match.new(4, None, rng)
    while m.phase is not Phase.FINISHED:
        if m.phase is Phase.DEAL:
            play_hand(m, rng)
        elif m.phase is Phase.DOCTOR:
            m.decide_doctor(m.turn, rng.random() < 0.5)
    return m


def bench_hands(rng: random.Random) -> float:
    """Hands per second, dealt and played (annulled ones too) in whole 4-player matches."""
    hands = 0
    start = time.process_time()
    while hands < HANDS:
        m = play_match(rng)
        hands += m.hands_played + m.hands_annulled
    return hands / (time.process_time() - start)


def bench_matches(rng: random.Random) -> float:
    """Whole 4-player matches per second."""
    start = time.process_time()
    for _ in range(MATCHES):
        play_match(rng)
    return MATCHES / (time.process_time() - start)


ROVESCINO_HANDS = 5_000


def bench_rovescino_hands(rng: random.Random) -> float:
    """Rovescino hands per second, dealt and played with random legal cards in whole matches."""
    hands = 0
    start = time.process_time()
    while hands < ROVESCINO_HANDS:
        m = Rovescino(4, None, rng.randrange(4))
        random_ = rng.random
        while m.phase is not RovescinoPhase.FINISHED:
            if m.phase is RovescinoPhase.DEAL:
                m.deal(rng)
                continue
            seat = m.turn
            legal = m.legal_plays(seat)
            m.play(seat, legal[int(random_() * len(legal))])
        hands += m.hands_played
    return hands / (time.process_time() - start)


if __name__ == "__main__":
    rng = random.Random(2026)
    print(f"hands_per_s {bench_hands(rng):.0f} hands/s")
    print(f"matches_per_s {bench_matches(rng):.0f} matches/s")
    print(f"rovescino_hands_per_s {bench_rovescino_hands(rng):.0f} hands/s")
