"""Scripted deals for the Tressette family's rule tests."""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.cards import card_from_code
from coteccio_gui.games.tressette.actions import Claim, Deal, Phase, Play
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules

SUITS = "cdsb"
RANKS_DOWN = "32ARCF7654"
"""Tressette order, strongest first."""


def cards(text: str) -> list[int]:
    """Card codes separated by spaces."""
    return [card_from_code(c) for c in text.split()]


def suit(s: str) -> str:
    """All ten cards of a suit, strongest first."""
    return " ".join(r + s for r in RANKS_DOWN)


def rest_of_pack(*taken: str, seats: int = 3) -> list[list[int]]:
    """The cards not in ``taken``, dealt in order to ``seats`` hands of ten."""
    used = {c for t in taken for c in cards(t)}
    left = [c for c in range(40) if c not in used]
    return [left[10 * i : 10 * i + 10] for i in range(seats)]


def four(hands: list[list[int]], rules: TressetteRules | None = None, dealer: int = 0) -> Tressette:
    """A four-player game dealt these hands (seat 0 first; seat dealer+1 leads)."""
    m = Tressette(4, rules or TressetteRules(), dealer)
    m.apply(Deal(tuple(tuple(h) for h in hands)))
    return m


def two(hands: list[list[int]], stock: list[int], rules: DueRules | None = None) -> TressetteInDue:
    """A two-player game dealt these hands and stock (seat 1 deals, seat 0 leads)."""
    m = TressetteInDue(2, rules or DueRules(), 1)
    m.apply(Deal(tuple(tuple(h) for h in hands), tuple(stock)))
    return m


def play_strongest(m: Tressette) -> list[Any]:
    """Play the current hand out: each seat its strongest legal card (no choices)."""
    events: list[Any] = []
    start = m.hands_played + m.hands_annulled
    while m.phase is Phase.PLAY and m.hands_played + m.hands_annulled == start:
        plays = [a for a in m.legal_actions() if isinstance(a, Play) and a.signal is None]
        best = max(plays, key=lambda a: (strength(a.card), -a.card))
        events += m.apply(best)
    return events


def strength(c: int) -> int:
    """Tressette taking strength of a card."""
    from coteccio_gui.games.tressette.cards import STRENGTH

    return STRENGTH[c]


def random_game(m: Tressette, rng: random.Random, claim_right_only: bool = True) -> Tressette:
    """Play a game to its end with random choices (claims only when right, if asked)."""
    while m.outcome() is None:
        if m.needs_deal():
            m.deal(rng)
            continue
        acts = m.legal_actions()
        if claim_right_only:
            acts = [a for a in acts if not isinstance(a, Claim)] or acts
            seat = m.turn
            total = m.score[seat] + m.side_thirds(seat) // 3
            if Claim(seat) in m.legal_actions() and total >= m.rules.target:
                acts = [Claim(seat)]
        m.apply(rng.choice(acts))
    return m


def deal_with(spec: dict[int, str], players: int = 4, size: int = 10) -> list[list[int]]:
    """Hands holding the cards ``spec`` gives each seat, filled up in card order."""
    hands = [cards(spec.get(s, "")) for s in range(players)]
    used = {c for h in hands for c in h}
    free = [c for c in range(40) if c not in used]
    random.Random(len(free)).shuffle(free)
    for h in hands:
        while len(h) < size:
            h.append(free.pop(0))
    return hands


def stock_of(hands: list[list[int]]) -> list[int]:
    """The cards not in ``hands``, in card order."""
    used = {c for h in hands for c in h}
    return [c for c in range(40) if c not in used]


def permuted(m: Tressette, seat: int, rng: random.Random) -> Tressette:
    """The same game replayed with every card ``seat`` cannot see dealt elsewhere.

    The cards of the hand in play that others hold unseen (partners' too) and the undrawn
    stock are reshuffled; cards played, shown in a declaration or drawn stay where they
    were. Retried until the replay is legal and gives ``seat`` the same view.
    """
    from coteccio_gui.engine.errors import IllegalAction
    from coteccio_gui.games.tressette.declarations import shown_cards

    start = max(i for i, a in enumerate(m.actions) if isinstance(a, Deal))
    deal = m.actions[start]
    after = m.actions[start + 1 :]
    n = m.players
    seen = {c for a in after if isinstance(a, Play) for c in [a.card]}
    for s in range(n):
        for d in m.declared[s]:
            seen.update(shown_cards(d))
    drawn = len(m.drawn)
    stock_seen = list(deal.stock[:drawn])
    want = m.view(seat)
    for _ in range(3000):
        hidden = [c for h in deal.hands for c in h if c not in seen] + list(deal.stock[drawn:])
        hidden = [c for c in hidden if c not in deal.hands[seat]]
        rng.shuffle(hidden)
        hands = []
        for s, h in enumerate(deal.hands):
            if s == seat:
                hands.append(tuple(h))
                continue
            hands.append(tuple(c if c in seen else hidden.pop() for c in h))
        stock = tuple(stock_seen + hidden)
        other = type(m)(n, m.rules, m.first_dealer)
        try:
            for a in m.actions[:start]:
                other.apply(a)
            other.apply(Deal(hands, stock))
            for a in after:
                other.apply(a)
        except IllegalAction:
            continue
        if other.view(seat) == want:
            return other
    raise AssertionError("no legal permutation of the hidden cards found")
