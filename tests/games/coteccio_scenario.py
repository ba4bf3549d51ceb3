"""Build exact hands for rule tests: each trick as {seat: card code}; hands follow from them."""

from __future__ import annotations

from coteccio_gui.engine import card_from_code
from coteccio_gui.games.coteccio import CapottoChoice, Event, Match, Phase


def shift(tricks: list[dict[int, str]], by: int, players: int) -> list[dict[int, str]]:
    """The same tricks with every seat moved ``by`` places round the table."""
    return [{(s + by) % players: c for s, c in t.items()} for t in tricks]


def play_tricks(
    m: Match, tricks: list[dict[int, str]], capotto: CapottoChoice | None = None
) -> list[Event]:
    """Deal the hands these tricks need, then play them in the order the rules ask."""
    hands: list[list[int]] = [[] for _ in range(m.players)]
    for trick in tricks:
        for seat, c in trick.items():
            hands[seat].append(card_from_code(c))
    for seat in range(m.players):
        if m.lives[seat] > 0 and len(hands[seat]) < 5:
            raise AssertionError(f"scenario gives seat {seat} only {len(hands[seat])} cards")
    events = m.deal_hands(hands)
    while m.phase in (Phase.PLAY, Phase.CAPOTTO):
        if m.phase is Phase.CAPOTTO:
            assert capotto is not None, "scenario reached a capotto choice"
            events += m.decide_capotto(m.turn, capotto)
            continue
        seat = m.turn
        events += m.play(seat, card_from_code(tricks[len(m.tricks)][seat]))
    return events


# Four seats, dealer 0, leader 1. Each seat wins one of the first four tricks (6 points each);
# seat 0 also takes the last trick with the Fante: seat 0 ends with 15 points, the others 6.
SEAT0_MOST = [
    {1: "2c", 2: "Ac", 3: "3c", 0: "4c"},
    {2: "2d", 3: "Ad", 0: "3d", 1: "4d"},
    {3: "2s", 0: "As", 1: "3s", 2: "4s"},
    {0: "2b", 1: "Ab", 2: "3b", 3: "4b"},
    {1: "5c", 2: "6c", 3: "7c", 0: "Fc"},
]

# Four seats, dealer 0, leader 1: seats 2 and 3 tie on 12 points, seat 1 has 6, seat 0 none.
TIE_2_3 = [
    {1: "2c", 2: "Ac", 3: "3c", 0: "4c"},
    {2: "2d", 3: "Ad", 0: "3d", 1: "4d"},
    {3: "2s", 0: "3s", 1: "4s", 2: "As"},
    {2: "2b", 3: "Ab", 0: "3b", 1: "4b"},
    {3: "5c", 0: "6c", 1: "7c", 2: "5d"},
]

# Four seats, leader 1: seat 1 wins the first four tricks with its aces.
FOUR_TO_1 = [
    {1: "Ac", 2: "2c", 3: "3c", 0: "4c"},
    {1: "Ad", 2: "2d", 3: "3d", 0: "4d"},
    {1: "As", 2: "2s", 3: "3s", 0: "4s"},
    {1: "Ab", 2: "2b", 3: "3b", 0: "4b"},
]
CAPOTTO_MADE = [*FOUR_TO_1, {1: "Rc", 2: "5c", 3: "6c", 0: "7c"}]
CAPOTTO_SAVED = [*FOUR_TO_1, {1: "5c", 2: "Rc", 3: "6c", 0: "7c"}]

# Two seats, dealer 0, leader 1: both end on 12 points.
TWO_TIE = [
    {1: "Ac", 0: "2c"},
    {1: "2d", 0: "Ad"},
    {0: "2s", 1: "3s"},
    {1: "2b", 0: "Ab"},
    {0: "4c", 1: "5c"},
]
