"""Engine speed: random legal 4-player hands and whole matches through the public API.

Prints ``hands_per_s N hands/s`` and ``matches_per_s N matches/s`` (one core), then
``coch_hands_per_s`` (four people), ``zifuli_hands_per_s`` (bidding included) and
``rovescino_hands_per_s`` (four players, ten cards each) through the generic game
interface: ``deal``, ``legal_actions``, ``apply``.
"""

from __future__ import annotations

import random
import time

from coteccio_gui.engine import CapottoChoice, Match, Phase

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


CUCCO_HANDS = 5_000


def bench_game_hands(game: str, players: int, rng: random.Random) -> float:
    """Hands per second of a game played with random legal actions through the interface."""
    from coteccio_gui import games

    spec = games.spec(game)
    hands = 0
    start = time.process_time()
    while hands < CUCCO_HANDS:
        m = spec.new_match(players, spec.rules_from_dict({}), rng)
        choice = rng.choice
        while m.outcome() is None:
            if m.needs_deal():
                m.deal(rng)
                hands += 1
            else:
                m.apply(choice(m.legal_actions()))
    return hands / (time.process_time() - start)


if __name__ == "__main__":
    rng = random.Random(2026)
    print(f"hands_per_s {bench_hands(rng):.0f} hands/s")
    print(f"matches_per_s {bench_matches(rng):.0f} matches/s")
    print(f"coch_hands_per_s {bench_game_hands('coch', 4, rng):.0f} hands/s")
    print(f"zifuli_hands_per_s {bench_game_hands('zifuli', 5, rng):.0f} hands/s")
    print(f"rovescino_hands_per_s {bench_game_hands('rovescino', 4, rng):.0f} hands/s")
