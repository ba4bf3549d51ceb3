"""Helpers for the Cucco games' tests: deals written with card codes, random legal play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.game import Game
from coteccio_gui.games.cucco.cards import card_of, design_from_code


def cards(*codes: str) -> list[int]:
    """Cards from codes; a code written twice is both copies."""
    seen: dict[str, int] = {}
    out = []
    for text in codes:
        k = seen.get(text, 0)
        out.append(card_of(design_from_code(text), k))
        seen[text] = k + 1
    return out


def deal_with(fixed: dict[int, Sequence[str]], seats: int, size: int, seed: int = 0) -> Deal:
    """A whole deal: the cards given for some seats (codes), the rest of the pack shuffled
    into the other places."""
    used: list[int] = []
    hands: list[list[int]] = [[] for _ in range(seats)]
    for seat, codes in fixed.items():
        chosen = []
        for text in codes:
            c = card_of(design_from_code(text))
            c = c if c not in used else c ^ 1
            assert c not in used, f"{text} given three times"
            used.append(c)
            chosen.append(c)
        hands[seat] = chosen
    rest = [c for c in range(40) if c not in used]
    random.Random(seed).shuffle(rest)
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    return Deal(tuple(tuple(h) for h in hands))


def play(m: Game, seat: int, code: str) -> list:
    """Seat plays the design with this code (whichever copy it holds)."""
    return m.apply(Play(seat, card_of(design_from_code(code))))


def random_playout(m: Game, rng: random.Random, max_actions: int = 100_000) -> list:
    """Play on with random legal actions (dealing with ``rng``) to the end; all events."""
    events: list = []
    for _ in range(max_actions):
        if m.outcome() is not None:
            return events
        events += m.deal(rng) if m.needs_deal() else m.apply(rng.choice(m.legal_actions()))
    raise AssertionError("the match did not end")
