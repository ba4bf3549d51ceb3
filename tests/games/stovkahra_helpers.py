"""Scripted deals for Stovkahra's rule tests: hands written as card codes, in the order dealt."""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.games.stovkahra.actions import Pass, Phase
from coteccio_gui.games.stovkahra.cards import DECK, card_from_code
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.rules import StovkahraRules


def cards(text: str) -> list[int]:
    """Card codes separated by spaces."""
    return [card_from_code(c) for c in text.split()]


def deal_with(spec: dict[int, str], dealer: int = 0, trump: str | None = None) -> list[list[int]]:
    """Four hands of eight in the order dealt: each seat's cards of ``spec`` first, then cards
    nobody was given (in a fixed shuffled order); ``trump`` is put last in the dealer's hand
    (the turned card)."""
    hands = [cards(spec.get(s, "")) for s in range(4)]
    used = {c for h in hands for c in h}
    turned = card_from_code(trump) if trump else None
    if turned is not None:
        assert turned not in used or turned in hands[dealer]
        if turned in hands[dealer]:
            hands[dealer].remove(turned)
        used.add(turned)
    free = [c for c in DECK if c not in used]
    random.Random(len(free)).shuffle(free)
    for s, h in enumerate(hands):
        room = 8 - (1 if turned is not None and s == dealer else 0)
        while len(h) < room:
            h.append(free.pop(0))
    if turned is not None:
        hands[dealer].append(turned)
    return hands


def dealt(
    hands: list[list[int]], dealer: int = 0, rules: StovkahraRules | None = None
) -> Stovkahra:
    """A new series whose first deal is these hands (eldest, the seat after ``dealer``, to act)."""
    m = Stovkahra(4, rules, dealer)
    m.apply(Deal(tuple(tuple(h) for h in hands)))
    return m


def pass_all(m: Stovkahra) -> list[Any]:
    """Every seat passes its turn to declare."""
    events: list[Any] = []
    while m.phase is Phase.DECLARE:
        events += m.apply(Pass(m.turn))
    return events


def play(m: Stovkahra, *codes: str) -> list[Any]:
    """The seats to play play these cards in turn."""
    events: list[Any] = []
    for text in codes:
        events += m.apply(Play(m.turn, card_from_code(text)))
    return events


def play_first_legal(m: Stovkahra, until_tricks: int = 8) -> list[Any]:
    """Each seat plays its first legal card (in the order dealt) until ``until_tricks`` tricks
    of the deal are taken or the deal ends."""
    events: list[Any] = []
    start = m.hands_played
    while m.phase is Phase.PLAY and len(m.tricks) < until_tricks and m.hands_played == start:
        events += m.apply(Play(m.turn, m.legal_cards(m.turn)[0]))
    return events


def of(events: list[Any], kind: type) -> list[Any]:
    """The events of this kind."""
    return [e for e in events if isinstance(e, kind)]


def permuted(m: Stovkahra, seat: int, rng: random.Random) -> Stovkahra:
    """A copy whose cards ``seat`` cannot see (others' hands but the face-up cards and the
    turned card the dealer holds) are dealt again among the other seats, sizes kept."""
    other = m.copy()
    dealer = (m.eldest + 3) % 4
    public = set(m.face_up) | {m.trump_card}
    seats = [s for s in range(4) if s != seat]
    hidden = [c for s in seats for c in m.hands[s] if c not in public]
    rng.shuffle(hidden)
    for s in seats:
        other.hands[s] = [c if c in public else hidden.pop() for c in m.hands[s]]
    assert other.hands[dealer].count(m.trump_card) == m.hands[dealer].count(m.trump_card)
    return other
