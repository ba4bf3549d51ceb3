"""Exact hands of Rovescino for rule tests: each trick as {seat: card code}, hands follow from them."""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine import card_from_code
from coteccio_gui.games.rovescino import Phase, Rovescino


def play_tricks(m: Rovescino, tricks: list[dict[int, str]], monte: str = "") -> list[Any]:
    """Deal the hands these tricks need (and this monte), then play them as the rules ask."""
    hands: list[list[int]] = [[] for _ in range(m.players)]
    for trick in tricks:
        for seat, c in trick.items():
            hands[seat].append(card_from_code(c))
    events = m.deal_hands(hands, [card_from_code(c) for c in monte.split()])
    while m.phase is Phase.PLAY:
        events += m.play(m.turn, card_from_code(tricks[len(m.tricks)][m.turn]))
    return events


# Seven seats, dealer 6, leader 0: five cards each and a monte of five. The 3 of coppe, the 2
# of denari, the Asso of spade and the Re of bastoni win the first four tricks (the Tressette
# order); seat 3 leads its 2 of coppe to the last trick, nobody has coppe left, and it takes
# the last trick and the monte. Thirds taken: seat 6: 3, seat 5: 3, seat 4: 5, seat 3: 24.
SEVEN = [
    {0: "4c", 1: "5c", 2: "6c", 3: "7c", 4: "Fc", 5: "Cc", 6: "3c"},
    {6: "4d", 0: "5d", 1: "6d", 2: "7d", 3: "Fd", 4: "Rd", 5: "2d"},
    {5: "4s", 6: "5s", 0: "6s", 1: "7s", 2: "Fs", 3: "Cs", 4: "As"},
    {4: "4b", 5: "5b", 6: "6b", 0: "7b", 1: "Fb", 2: "Cb", 3: "Rb"},
    {3: "2c", 4: "Ad", 5: "Cd", 6: "Rs", 0: "3s", 1: "2s", 2: "Ab"},
]
SEVEN_MONTE = "Ac Rc 3d 3b 2b"

# Eight seats, dealer 7, leader 0: five cards each, no monte. Seat 0 leads its four 3s and then
# its 2 of coppe and wins every trick with every card point in it: all 35 thirds (cappotto).
CAPPOTTO = [
    {0: "3c", 1: "Ac", 2: "Rc", 3: "Cc", 4: "Fc", 5: "7c", 6: "6c", 7: "5c"},
    {0: "3d", 1: "Ad", 2: "Rd", 3: "Cd", 4: "Fd", 5: "2d", 6: "7d", 7: "6d"},
    {0: "3s", 1: "As", 2: "Rs", 3: "Cs", 4: "Fs", 5: "2s", 6: "7s", 7: "6s"},
    {0: "3b", 1: "Ab", 2: "Rb", 3: "Cb", 4: "Fb", 5: "2b", 6: "7b", 7: "6b"},
    {0: "2c", 1: "4c", 2: "5d", 3: "4d", 4: "5s", 5: "4s", 6: "5b", 7: "4b"},
]


def shift(tricks: list[dict[int, str]], by: int, players: int) -> list[dict[int, str]]:
    """The same tricks with every seat moved ``by`` places round the table."""
    return [{(s + by) % players: c for s, c in t.items()} for t in tricks]
