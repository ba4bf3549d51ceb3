"""A plain determinization player, written from RULES.md alone: a field to measure against.

It shares no code with the project's own levels (no reading of styles, no counting rules, no
search module): before each card it deals the cards it has not seen to the other seats 30
times (each seat keeps the voids it has shown), plays every legal card out to the end of the
hand on each deal with one simple rule for every seat, and keeps the card that loses the
fewest lives on average, as the rules score a hand (the capotto included). It is a
tournament field level only (``coteccio tournament --field sampler``), never offered to people.
"""

from __future__ import annotations

import random

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import POINTS, RANK_OF, SUIT_OF
from coteccio_gui.games.coteccio import CapottoChoice, SeatView
from coteccio_gui.players.coteccio.base import CoteccioPlayer

DEALS = 30
"""Deals of the unseen cards tried per decision."""
LAST = 6
"""The last trick's extra points (RULES.md)."""
TRIES = 50
"""Attempts at a deal that keeps every void shown, before the voids are let go."""


def rule_card(hand: list[Card], trick: list[tuple[int, Card]], last: bool) -> Card:
    """The playout's rule: lead the lowest card; follow under the winning card with the highest
    card that loses (else, last to play, the highest; otherwise the lowest); void, throw the
    card with the most points."""
    if not trick:
        return max(hand, key=lambda c: (RANK_OF[c], c))
    led = SUIT_OF[trick[0][1]]
    follow = [c for c in hand if SUIT_OF[c] == led]
    if not follow:
        return max(hand, key=lambda c: (POINTS[c], -(RANK_OF[c]), c))
    top = min(c for _, c in trick if SUIT_OF[c] == led)
    under = [c for c in follow if c > top]
    if under:
        return min(under)
    return min(follow) if last else max(follow)


def _winner(trick: list[tuple[int, Card]]) -> int:
    led = SUIT_OF[trick[0][1]]
    return min((c, s) for s, c in trick if SUIT_OF[c] == led)[1]


def play_out(
    view: SeatView, hands: dict[int, list[Card]], trick: list[tuple[int, Card]]
) -> tuple[int, int]:
    """Finish the hand from ``trick`` with ``hands`` (every seat by the rule): this seat's
    lives lost less gained, and its card points."""
    order = view.order
    n = len(order)
    at = {s: i for i, s in enumerate(order)}
    taken = dict(enumerate(view.taken))
    wins = [t.winner for t in view.tricks]
    capotto = view.capotto_seat >= 0
    leader = view.leader
    me = view.seat
    while True:
        seat = order[(at[trick[-1][0]] + 1) % n] if trick else leader
        while len(trick) < n:
            hand = hands[seat]
            c = rule_card(hand, trick, len(trick) == n - 1)
            hand.remove(c)
            trick.append((seat, c))
            seat = order[(at[seat] + 1) % n]
        won = _winner(trick)
        wins.append(won)
        if capotto:  # the fifth trick decides: the four-trick seat gains or loses a life
            if wins[0] == me:
                return (-1 if won == me else 1), 0
            return (1 if won == wins[0] else -1 if won == me else 0), 0
        taken[won] += sum(POINTS[c] for _, c in trick) + (LAST if len(wins) == 5 else 0)
        if len(wins) == 5:
            break
        if len(wins) == 4 and len(set(wins)) == 1:
            lead = hands[won][0]
            beaten = any(
                SUIT_OF[c] == SUIT_OF[lead] and c < lead
                for s in order
                if s != won
                for c in hands[s]
            )
            if beaten:
                return 0, 0  # annulled: no lives change
            capotto = True
        trick, leader = [], won
    most = max(taken[s] for s in order)
    return (1 if taken[me] == most else 0), taken[me]


def _voids(view: SeatView) -> dict[int, set[int]]:
    voids: dict[int, set[int]] = {s: set() for s in view.order}
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if plays:
            led = SUIT_OF[plays[0][1]]
            for s, c in plays:
                if SUIT_OF[c] != led:
                    voids[s].add(led)
    return voids


def sample_deal(view: SeatView, rng: random.Random) -> dict[int, list[Card]]:
    """The other seats' hands, dealt from the cards this seat has not seen, voids kept."""
    seen = set(view.hand) | {c for _, c in view.trick}
    seen |= {c for t in view.tricks for _, c in t.plays}
    pool = [c for c in range(40) if c not in seen]
    voids = _voids(view)
    others = sorted((s for s in view.order if s != view.seat), key=lambda s: (-len(voids[s]), s))
    for attempt in range(TRIES + 1):
        rng.shuffle(pool)
        left = list(pool)
        hands: dict[int, list[Card]] = {view.seat: list(view.hand)}
        for s in others:
            banned = voids[s] if attempt < TRIES else set()
            mine = [c for c in left if SUIT_OF[c] not in banned][: view.hand_sizes[s]]
            if len(mine) < view.hand_sizes[s]:
                break
            hands[s] = mine
            left = [c for c in left if c not in mine]
        else:
            return hands
    raise AssertionError("unreachable: the last try ignores the voids")


class PlainSampler(CoteccioPlayer):
    """30 deals of the unseen cards, each legal card played out by a simple rule; the best
    average of lives lost wins (ties: card points, then the rule's own card)."""

    def __init__(self, deals: int = DEALS) -> None:
        self.deals = deals

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The legal card with the fewest lives lost on average over the sampled deals."""
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        trick = list(view.trick)
        first = rule_card(list(view.hand), trick, len(trick) == len(view.order) - 1)
        legal.sort(key=lambda c: (c != first, c))
        deals = [sample_deal(view, rng) for _ in range(self.deals)]
        best, best_score = legal[0], (float("inf"), 0.0)
        for card in legal:
            lives = points = 0
            for deal in deals:
                hands = {s: list(h) for s, h in deal.items()}
                hands[view.seat].remove(card)
                life, pts = play_out(view, hands, [*trick, (view.seat, card)])
                lives += life
                points += pts
            score = (lives / len(deals), points / len(deals))
            if score < best_score:
                best, best_score = card, score
        return best

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """Play the fifth trick when the deals say it wins more often than not."""
        lead = view.hand[0]
        wins = 0
        for _ in range(self.deals):
            deal = sample_deal(view, rng)
            wins += not any(
                SUIT_OF[c] == SUIT_OF[lead] and c < lead
                for s, h in deal.items()
                if s != view.seat
                for c in h
            )
        return CapottoChoice.PLAY if 2 * wins > self.deals else CapottoChoice.ANNUL

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """Always call the doctor when offered: lives are the game."""
        return True
