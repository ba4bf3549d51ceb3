"""What a seat of Tressette (or Tressette in due) can work out from its view, and deals that fit.

Hard facts: the cards gone, the voids shown (a *volo* included), the declared cards still
in hand, the cards drawn in view of both, the called card's holder not being the caller.
Soft facts, read as the computer players' conventions: *busso* and *striscio*, a
*buon gioco* announced but not yet shown, and no declaration at all (they always declare).
A guessed hand that breaks a soft fact is redrawn, and kept only rarely.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from coteccio_gui.engine.cards import RANK_OF, SUIT_OF, Card
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.declarations import declarations, shown_cards
from coteccio_gui.games.tressette.match import CALL_ORDER
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import tmask
from coteccio_gui.players.sampling import sample_hands
from coteccio_gui.players.tressette.conventions import fits_signal
from coteccio_gui.players.tressette.world import World

Fact = Callable[[set[Card]], bool]
"""A soft fact about a seat: given the cards it holds now, whether its past fits."""


class Reading:
    """One seat's knowledge of the hand in play, and the deals of the unseen cards that fit it."""

    def __init__(self, view: TressetteView, miss: float = 0.02, fit_tries: int = 12) -> None:
        self.view = view
        self.miss = miss
        self.fit_tries = fit_tries
        n, me = view.players, view.seat
        self.plays: list[list[tuple[int, Card]]] = [[] for _ in range(n)]
        """The cards each seat played this hand, with the trick number."""
        played: set[Card] = set()
        voids = [0] * n
        all_plays = [t.plays for t in view.tricks] + [view.trick]
        for k, plays in enumerate(all_plays):
            if not plays:
                continue
            led = SUIT_OF[plays[0][1]]
            for s, c in plays:
                played.add(c)
                self.plays[s].append((k, c))
                if SUIT_OF[c] != led:
                    voids[s] |= 1 << led
        for k, s, sig in view.signals:
            if sig is Signal.VOLO:
                voids[s] |= 1 << SUIT_OF[all_plays[k][0][1]]
        self.played = played
        self.voids = voids
        known: list[set[Card]] = [set() for _ in range(n)]
        for s, found in enumerate(view.declared):
            for d in found:
                known[s].update(c for c in shown_cards(d) if c not in played)
        self.drawn: list[set[Card]] = [set() for _ in range(n)]
        for s, c in view.drawn:
            self.drawn[s].add(c)
            if c not in played:
                known[s].add(c)
        if view.called is not None and view.caller >= 0:
            rank = RANK_OF[view.called]
            for r in CALL_ORDER[: CALL_ORDER.index(rank)]:
                known[view.caller].update(x * 10 + r for x in range(4) if x * 10 + r not in played)
        known[me] = set()
        self.known = known
        self.pool = [
            c
            for c in range(40)
            if c not in played and c not in view.hand and not any(c in k for k in known)
        ]
        self.sizes = {s: view.hand_sizes[s] - len(known[s]) for s in range(n) if s != me}
        self.facts = self._facts()

    def _facts(self) -> dict[int, list[Fact]]:
        view = self.view
        facts: dict[int, list[Fact]] = {s: [] for s in self.sizes}
        tricks = [t.plays for t in view.tricks] + [view.trick]
        for k, s, sig in view.signals:
            if s not in facts or sig is Signal.VOLO:
                continue
            suit = SUIT_OF[tricks[k][0][1]]
            three = suit * 10 + 8
            gone_before = any(c == three for plays in tricks[:k] for _, c in plays)
            later = [c for j, c in self.plays[s] if j >= k]
            facts[s].append(_signal_fact(sig, suit, later, gone_before))
        if view.rules.declarations:
            for s in facts:
                if view.started[s] or view.announced[s]:
                    if view.declared[s]:
                        continue
                    past = [c for _, c in self.plays[s]]
                    facts[s].append(_declared_fact(view.announced[s], past, self.drawn[s]))
        return facts

    def fit(self, seat: int, guess: list[Card]) -> float:
        """How well a guessed unknown part of ``seat``'s hand fits the soft facts (0 to 1)."""
        facts = self.facts.get(seat)
        if not facts:
            return 1.0
        held = set(guess) | self.known[seat]
        f = 1.0
        for fact in facts:
            if not fact(held):
                f *= self.miss
        return f

    def deal(self, rng: random.Random) -> tuple[list[set[Card]], list[Card]] | None:
        """The hands of every seat (this seat's too) and the stock, or ``None`` if none fits."""
        view = self.view
        pool = self.pool
        sizes = dict(self.sizes)
        fixed = [set(k) for k in self.known]
        called = view.called
        if called is not None and called in pool:
            who = [s for s in sizes if s != view.caller and sizes[s] > 0]
            who = [s for s in who if not self.voids[s] >> SUIT_OF[called] & 1] or who
            if not who:
                return None
            w = [sizes[s] for s in who]
            holder = rng.choices(who, weights=w)[0]
            fixed[holder].add(called)
            sizes[holder] -= 1
            pool = [c for c in pool if c != called]
        mask = 0
        for c in pool:
            mask |= 1 << c
        know = Knowledge(0, 0, mask, tuple(self.voids))
        hands = sample_hands(know, sizes, rng, self.fit, self.fit_tries)
        if hands is None:
            return None
        out = [set(f) for f in fixed]
        out[view.seat] = set(view.hand)
        used: set[Card] = set()
        for s, h in hands.items():
            out[s].update(h)
            used.update(h)
        stock = [c for c in pool if c not in used]
        rng.shuffle(stock)
        return out, stock

    def world(self, rng: random.Random) -> World | None:
        """A sampled world to play out: the deal, the trick, the sides and the thirds so far."""
        dealt = self.deal(rng)
        if dealt is None:
            return None
        hands, stock = dealt
        view = self.view
        n = view.players
        if n == 2:
            side, partner = [0, 1], [-1, -1]
        elif view.called is not None:
            called = view.called
            holder = next(
                s
                for s in range(n)
                if called in hands[s] or any(c == called for _, c in self.plays[s])
            )
            pair = (view.caller, holder)
            side = [0 if s in pair else 1 for s in range(n)]
            partner = [next(p for p in range(n) if p != s and side[p] == side[s]) for s in range(n)]
        else:
            side, partner = [s % 2 for s in range(4)], [(s + 2) % 4 for s in range(4)]
        thirds = [0, 0]
        for t in view.tricks:
            thirds[side[t.winner]] += t.points
        return World(
            [tmask(h) for h in hands],
            [(s, tmask([c]).bit_length() - 1) for s, c in view.trick],
            view.turn,
            tmask(self.played),
            side,
            partner,
            thirds,
            [tmask([c]).bit_length() - 1 for c in stock],
        )


def _signal_fact(sig: Signal, suit: int, later: list[Card], gone_before: bool) -> Fact:
    def fact(held: set[Card]) -> bool:
        cards = [c for c in held if SUIT_OF[c] == suit] + [c for c in later if SUIT_OF[c] == suit]
        return fits_signal(sig, cards, gone_before)

    return fact


def _declared_fact(announced: bool, past: list[Card], drawn: set[Card]) -> Fact:
    def fact(held: set[Card]) -> bool:
        first = (held | set(past)) - drawn
        return bool(declarations(list(first))) == announced

    return fact
