"""Reading the other seats' past plays: how well a guessed hand explains what a seat did.

A seat that ducked with the five when it held the seven, or led a king when it held a
two, plays unlike a player of rules of thumb. A guessed hand is scored by how many of
the seat's past plays a rule-based player would have made holding it: 1 if all, times
``miss`` for each play it would not have made (a person is not a policy, so nothing is
ruled out).

Players differ, so a reader may weigh several **styles**: the rule-based policy
remembering only its hand and the table (the normal level), the same policy counting
every card played this hand, each with its own ``miss``. A guessed hand's fit is the
weighted sum of its fits under each style, so the styles that explain a seat's plays
take over as the plays come in (a Bayesian mixture, worked out afresh every decision).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from coteccio_gui.engine import Card
from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.games.coteccio import SeatView
from coteccio_gui.players.coteccio.policy import choose
from coteccio_gui.players.coteccio.rollout import COUNT, FORGET
from coteccio_gui.players.masks import FULL


class PastPlay(NamedTuple):
    """One play of another seat this hand."""

    card: Card
    table: tuple[Card, ...]
    """The cards on the table before it."""
    later: tuple[Card, ...]
    """The seat's later plays this hand."""
    before: int
    """Every card played this hand before it (the table included), as a mask."""


class Style(NamedTuple):
    """A way of playing a reader considers: the policy's memory, its prior weight, how faithfully.

    A seat of this style plays the policy card with probability ``agree`` and any other legal
    card otherwise, each as likely.
    """

    memory: int
    """``rollout.FORGET`` (only the hand and the table) or ``rollout.COUNT`` (every card played)."""
    weight: float
    agree: float


def past_plays(view: SeatView) -> dict[int, list[PastPlay]]:
    """Per other seat, its plays this hand, oldest first."""
    seq: list[tuple[int, Card, tuple[Card, ...], int]] = []
    tricks = [t.plays for t in view.tricks]
    tricks.append(view.trick)
    before = 0
    for plays in tricks:
        on_table: list[Card] = []
        for seat, c in plays:
            seq.append((seat, c, tuple(on_table), before))
            on_table.append(c)
            before |= 1 << c
    out: dict[int, list[PastPlay]] = {}
    for i, (seat, c, table, seen) in enumerate(seq):
        if seat == view.seat:
            continue
        later = tuple(x for s, x, _, _ in seq[i + 1 :] if s == seat)
        out.setdefault(seat, []).append(PastPlay(c, table, later, seen))
    return out


class PlayReader:
    """Scores guessed hands of the other seats against their past plays."""

    def __init__(
        self, view: SeatView, miss: float = 0.01, styles: tuple[Style, ...] | None = None
    ) -> None:
        self.plays = past_plays(view)
        self.seats = len(view.order)
        self.styles = styles
        """``None``: one style, the normal level's policy, each play it would not make
        weighing ``miss``."""
        self.miss = miss
        self._known: dict[tuple[int, int], list[float]] = {}
        """Likelihoods already worked out, by seat and hand (as a card mask): near the end of a
        hand the same few cards are drawn again and again, and reading the plays is the cost."""
        if styles:
            total = sum(s.weight for s in styles)
            self.weights = [s.weight / total for s in styles]

    def _reads(self, seat: int, hand: list[Card]) -> list[tuple[int, int, int]]:
        """Per real choice: whether the FORGET and the COUNT policy make it, how many were legal."""
        out: list[tuple[int, int, int]] = []
        counting = any(s.memory == COUNT for s in self.styles or ())
        for c, table, later, before in self.plays.get(seat, ()):
            held = [c, *hand, *later]
            legal = len(held)
            if table:
                led = SUIT_OF[table[0]]
                follow = sum(1 for x in held if SUIT_OF[x] == led)
                legal = follow or legal
            if legal == 1:
                continue
            mine = 0
            for x in held:
                mine |= 1 << x
            table_mask = 0
            for x in table:
                table_mask |= 1 << x
            forget = choose(held, table, self.seats, FULL & ~mine & ~table_mask)
            count = choose(held, table, self.seats, FULL & ~mine & ~before) if counting else -1
            out.append((int(forget == c), int(count == c), legal))
        return out

    def likelihoods(self, seat: int, hand: list[Card]) -> list[float]:
        """Per style, the chance of the seat's plays if it held ``hand`` (its unplayed cards)."""
        mask = 0
        for x in hand:
            mask |= 1 << x
        known = self._known.get((seat, mask))
        if known is None:
            known = self._known[(seat, mask)] = self._likelihoods(seat, hand)
        return known

    def _likelihoods(self, seat: int, hand: list[Card]) -> list[float]:
        reads = self._reads(seat, hand)
        if not self.styles:
            w = 1.0
            for forget, _count, _legal in reads:
                if not forget:
                    w *= self.miss
            return [w]
        ls = []
        for style in self.styles:
            p = 1.0
            for forget, count, legal in reads:
                hit = forget if style.memory == FORGET else count
                p *= style.agree if hit else (1.0 - style.agree) / (legal - 1)
            ls.append(p)
        return ls

    def fit(self, seat: int, hand: list[Card]) -> float:
        """How well ``hand`` explains the seat's plays, 0 to 1: their chance, styles weighed."""
        ls = self.likelihoods(seat, hand)
        if not self.styles:
            return ls[0]
        return sum(w * x for w, x in zip(self.weights, ls, strict=True))

    def memory_of(self, seat: int, hand: list[Card], rng: random.Random) -> int:
        """A style's memory for ``seat`` holding ``hand``, drawn by how well each explains."""
        if not self.styles:
            return FORGET
        ls = self.likelihoods(seat, hand)
        total = sum(w * x for w, x in zip(self.weights, ls, strict=True))
        x = rng.random() * total
        for style, w, li in zip(self.styles, self.weights, ls, strict=True):
            x -= w * li
            if x <= 0:
                return style.memory
        return self.styles[-1].memory


__all__ = ["COUNT", "FORGET", "PastPlay", "PlayReader", "Style", "past_plays"]
