"""Engine speed: random legal 4-player hands and whole matches through the public API.

Prints ``hands_per_s N hands/s`` and ``matches_per_s N matches/s`` (one core), then
``<game>_hands_per_s`` for every other game: hands dealt and played to the end with random
legal actions through the game interface (``deal``, ``legal_actions``, ``apply``; no claims).
"""

from __future__ import annotations

import random
import time

from coteccio_gui.games.coteccio import CapottoChoice, Match, Phase

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


GAME_HANDS = 2_000


def bench_game_hands(game: str, players: int, rng: random.Random) -> float:
    """Hands per second of ``game``: dealt and played out with random legal actions."""
    from coteccio_gui.games import spec

    s = spec(game)
    hands = 0
    start = time.process_time()
    while hands < GAME_HANDS:
        m = s.new_match(players, s.rules_from_dict({}), rng)
        while m.outcome() is None and hands < GAME_HANDS:
            if m.needs_deal():
                m.deal(rng)
                hands += 1
                continue
            legal = [a for a in m.legal_actions() if type(a).__name__ != "Claim"]
            m.apply(legal[int(rng.random() * len(legal))])
    return hands / (time.process_time() - start)


OTHER_GAMES = (
    ("coch", 4),
    ("zifuli", 5),
    ("rovescino", 4),
    ("tressette", 4),
    ("tressette-in-due", 2),
    ("terziglio", 3),
)


if __name__ == "__main__":
    rng = random.Random(2026)
    print(f"hands_per_s {bench_hands(rng):.0f} hands/s")
    print(f"matches_per_s {bench_matches(rng):.0f} matches/s")
    for name, seats in OTHER_GAMES:
        key = name.replace("-", "_")
        print(f"{key}_hands_per_s {bench_game_hands(name, seats, rng):.0f} hands/s")
