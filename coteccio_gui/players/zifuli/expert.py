"""Zifuli's expert: the generic sampling search, for the card to play and for the bid.

A sample deals the cards the seat cannot see so that every bidder still holds a copy of each
design it called (unless it has played one since) and voids hold; the twin of the called
card goes wherever the deal puts it, so the secret partner is guessed afresh in every
sample, never read from the match. A card is tried and the hand rolled out with the policy;
a bid (or a pass) is tried and the rest of the bidding is played by the rule-based bidders,
then the hand. The cost is the stake the seat pays (negative: wins), plus a little for the
points its side concedes. Samples are fixed per decision: reproducible, never the clock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Action
from coteccio_gui.games.cucco.cards import RECOUNT, Design, card_of
from coteccio_gui.games.zifuli import Bid, Pass, ZifuliView
from coteccio_gui.games.zifuli.bidding import next_bidder
from coteccio_gui.players.cucco.playout import playout
from coteccio_gui.players.cucco.sampling import deal_hidden, distinct, voids
from coteccio_gui.players.cucco.world import World
from coteccio_gui.players.search import search
from coteccio_gui.players.zifuli.bids import best_call
from coteccio_gui.players.zifuli.levels import (
    ZifuliNormal,
    played_mask,
    policy_card,
    standing,
)

ROLLOUTS = 110
"""Rollouts per decision at the default budget (about 0.1 s on the reference machine)."""
MIN_SAMPLES = 6
HARD_SAMPLES = 3
"""The hard level: the card search over this many deals per decision, whatever the moves."""
POINT_WEIGHT = 0.1


def stake(me: int, bidder: int, partner: int, result: float) -> float:
    """What ``me`` wins (+) or pays (−) when the bidder's side scores ``result`` (1, ½, 0)."""
    sign = 2 * result - 1
    if partner == bidder:
        return sign * (8 if me == bidder else -2)
    return sign * (2 if me == bidder else 1 if me == partner else -1)


def partner_in(hands: Sequence[Sequence[Card]], bidder: int, call: int) -> int:
    """The holder of a copy of ``call`` other than the bidder (the bidder if none)."""
    for s, h in enumerate(hands):
        if s != bidder and any(c // 2 == call for c in h):
            return s
    return bidder


def must_hold(view: ZifuliView, rng: random.Random) -> dict[int, list[Card]]:
    """For each other bidder, a copy of every design it called and has not played since."""
    played_by = {c: s for t in view.tricks for s, c in t.plays}
    played_by.update({c: s for s, c in view.trick})
    mine = set(view.hand)
    out: dict[int, list[Card]] = {}
    for s, d in dict.fromkeys(view.bids):
        if d is None or s == view.seat:
            continue
        copies = (card_of(d), card_of(d, 1))
        if any(played_by.get(c) == s for c in copies):
            continue
        free = [c for c in copies if c not in mine and c not in played_by]
        if free:
            out.setdefault(s, []).append(free[0] if len(free) == 1 else rng.choice(free))
    return out


def _cost(w: World, me: int, bidder: int, partner: int) -> float:
    result = w.result(0)
    mine = 0 if me in (bidder, partner) else 1
    return -stake(me, bidder, partner, result) + POINT_WEIGHT * w.halves[1 - mine] / 38


class ZifuliExpert:
    """The sampling search; ``rollouts`` per decision, shared among the moves (at least
    ``min_samples`` deals)."""

    def __init__(self, rollouts: int = ROLLOUTS, min_samples: int = MIN_SAMPLES) -> None:
        self.rollouts = rollouts
        self.min_samples = min_samples

    def decide(self, view: ZifuliView, rng: random.Random) -> Action:
        """The bid, pass or card with the lowest mean cost over the sampled deals."""
        if view.phase == "bid":
            bids = BidChoice(view, rng)
            if len(bids.moves()) == 1:
                return bids.moves()[0]
            samples = max(self.min_samples, self.rollouts // len(bids.moves()))
            action, _, used = search(bids, samples)
            if used == 0:
                call = best_call(view.hand, standing(view))
                return Pass(view.seat) if call is None else Bid(view.seat, call)
            return action
        moves = distinct(tuple(a.card for a in view.legal if isinstance(a, Play)))
        if len(moves) == 1:
            return Play(view.seat, moves[0])
        cards = CardChoice(view, rng, moves)
        card, _, used = search(cards, max(self.min_samples, self.rollouts // len(moves)))
        return Play(view.seat, int(card) if used else policy_card(view, True))


class CardChoice:
    """A card decision of Zifuli as a :class:`~coteccio_gui.players.search.Simulation`."""

    def __init__(self, view: ZifuliView, rng: random.Random, moves: list[Card]) -> None:
        assert view.bidder is not None and view.call is not None
        self.view, self.rng, self._moves = view, rng, moves
        self.bidder, self.call = view.bidder, view.call
        played = played_mask(view)
        self.unseen = [c for c in range(40) if not played >> c & 1 and c not in view.hand]
        self.sizes = {s: view.hand_sizes[s] for s in range(5) if s != view.seat}
        self.voids = voids(view.tricks, view.trick)
        self.played = played
        self.played_by = {c: s for t in view.tricks for s, c in t.plays}
        self.played_by.update({c: s for s, c in view.trick})

    def moves(self) -> list[Card]:
        """One card per legal design."""
        return self._moves

    def sample(self) -> tuple[World, int] | None:
        """A deal of the hidden cards, with the partner it implies."""
        view = self.view
        hands = deal_hidden(
            self.unseen, self.sizes, self.voids, must_hold(view, self.rng), self.rng
        )
        if hands is None:
            return None
        full = [list(view.hand) if s == view.seat else hands[s] for s in range(5)]
        partner = view.partner
        if partner is None:
            shown = [[c for c, s in self.played_by.items() if s == t] for t in range(5)]
            partner = partner_in(
                [h + p for h, p in zip(full, shown, strict=True)], self.bidder, self.call
            )
        side = [0 if s in (self.bidder, partner) else 1 for s in range(5)]
        halves, recount = [0, 0], [0, 0]
        for t in view.tricks:
            halves[side[t.winner]] += t.points
            recount[side[t.winner]] += sum(RECOUNT[c] for _, c in t.plays)
        trick = [c for _, c in view.trick]
        seats = [s for s, _ in view.trick]
        return World(
            full, view.seat, trick, seats, side, halves, recount, self.played, True
        ), partner

    def cost(self, world: tuple[World, int], move: Card) -> float:
        """The stake the seat pays after ``move`` and a policy rollout."""
        w = world[0].copy()
        w.step(move)
        playout(w)
        return _cost(w, self.view.seat, self.bidder, world[1])


class BidChoice:
    """A bid (or pass) decision of Zifuli as a Simulation: the rest of the bidding is played
    by the rule-based bidders, then the hand by the policy."""

    def __init__(self, view: ZifuliView, rng: random.Random) -> None:
        self.view, self.rng = view, rng
        self.sizes = {s: view.hand_sizes[s] for s in range(5) if s != view.seat}
        self.unseen = [c for c in range(40) if c not in view.hand]
        self.passed = [False] * 5
        for s, d in view.bids:
            if d is None:
                self.passed[s] = True

    def moves(self) -> list[Action]:
        """Pass, then every legal call."""
        return list(self.view.legal)

    def sample(self) -> list[list[Card]] | None:
        """All five hands: the seat's own and a deal of the rest that fits the bids."""
        hands = deal_hidden(self.unseen, self.sizes, {}, must_hold(self.view, self.rng), self.rng)
        if hands is None:
            return None
        return [list(self.view.hand) if s == self.view.seat else hands[s] for s in range(5)]

    def cost(self, hands: list[list[Card]], move: Action) -> float:
        """The stake after ``move``, the rule-based bidding and a policy rollout (0 if all pass)."""
        view, me = self.view, self.view.seat
        passed = self.passed[:]
        bidder, call = view.bidder, standing(view)
        if isinstance(move, Bid):
            bidder, call = me, Design(move.call)
        else:
            passed[me] = True
        seat = me
        while True:
            if passed.count(False) == 0:
                return 0.0
            if bidder is not None and passed.count(False) == 1 and not passed[bidder]:
                break
            seat = next_bidder(seat, passed)
            if seat == bidder:
                break
            offer = best_call(hands[seat], call)
            if offer is None:
                passed[seat] = True
            else:
                bidder, call = seat, offer
        assert bidder is not None and call is not None
        partner = partner_in(hands, bidder, call)
        side = [0 if s in (bidder, partner) else 1 for s in range(5)]
        w = World([h[:] for h in hands], view.leader, [], [], side, [0, 0], [0, 0], 0, True)
        playout(w)
        return _cost(w, me, bidder, partner)


class ZifuliHard(ZifuliExpert):
    """The hard level: the expert's card search over ``HARD_SAMPLES`` deals, normal's bids.

    A bid's few noisy means would flatter the big stakes; the rule-based bids do better.
    """

    def __init__(self) -> None:
        super().__init__(HARD_SAMPLES, HARD_SAMPLES)

    def decide(self, view: ZifuliView, rng: random.Random) -> Action:
        """Normal's bid or pass; the searched card."""
        if view.phase == "bid":
            return ZifuliNormal().decide(view, rng)
        return super().decide(view, rng)
