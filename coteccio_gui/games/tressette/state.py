"""The state of a Tressette match, its checks, and what follows from it (sides, specials)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from coteccio_gui.engine.cards import Card, code
from coteccio_gui.engine.errors import BadDeal, IllegalAction, NotYourTurn, WrongPhase
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Outcome
from coteccio_gui.games.tressette.actions import Action, Phase, Signal
from coteccio_gui.games.tressette.cards import COUNTERS, THIRDS
from coteccio_gui.games.tressette.declarations import Declaration
from coteccio_gui.games.tressette.events import EndReason, Special
from coteccio_gui.games.tressette.rules import TressetteRules


class BadSignal(IllegalAction):
    """A signal given when it may not be: not leading, not admitted, or a false *volo*."""

    def __init__(self, seat: int, signal: Signal, why: str) -> None:
        self.seat = seat
        self.signal = signal
        super().__init__(f"seat {seat} may not signal {signal.value}: {why}")


class NotAllowed(IllegalAction):
    """A choice the rules do not offer this seat now (a declaration, an annulment, a claim…)."""

    def __init__(self, seat: int, what: str, why: str) -> None:
        self.seat = seat
        self.what = what
        super().__init__(f"seat {seat} may not {what}: {why}")


class TressetteState:
    """The attributes of a match of the Tressette family (four or two players)."""

    name: ClassVar[str] = "tressette"
    HAND: ClassVar[int] = 10
    SIGNALS: ClassVar[bool] = True
    """Whether leaders may signal (only where there are partners)."""

    def __init__(self, players: int, rules: TressetteRules, first_dealer: int) -> None:
        self.players = players
        self.rules = rules
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % players
        """Eldest of the hand in progress (or to come): the seat after the dealer."""
        self.phase = Phase.DEAL
        self.turn = -1
        self.actions: list[Action] = []
        self.score = [0] * players
        """The game score of every seat (partners hold the same)."""
        self.hands_played = 0
        self.hands_annulled = 0
        self.result: Outcome | None = None
        self.end_reason: EndReason | None = None
        self.special: Special | None = None
        self._clear_hand()

    def _clear_hand(self) -> None:
        n = self.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        """Tressette in due: the cards still to draw, the next one first."""
        self.drawn: list[tuple[int, Card]] = []
        """Tressette in due: the cards drawn this hand, shown to both, in order."""
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.signals: list[tuple[int, int, Signal]] = []
        """Every signal of the hand: (trick number, seat, signal)."""
        self.taken = [0] * n
        """Thirds of a point each seat has taken this hand (the last trick's 3 included)."""
        self.won = [0] * n
        self.counters = [0] * n
        self.started = [False] * n
        """Whether each seat has played a card this hand (its first turn is over)."""
        self.announced = [False] * n
        self.declared: list[tuple[Declaration, ...]] = [() for _ in range(n)]
        """The combinations each seat showed after the first trick."""
        self.pending: list[tuple[Declaration, ...]] = [() for _ in range(n)]
        self.called: Card | None = None
        self.caller = -1
        self.partner = -1
        """The holder of the called card: secret until ``revealed``."""
        self.revealed = False

    def copy_into(self, other: TressetteState) -> None:
        """Copy every attribute into ``other`` (lists copied, values shared)."""
        for key, value in vars(self).items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, key, value)

    # ---- sides ----------------------------------------------------------------------------------

    def side(self, seat: int) -> tuple[int, ...]:
        """The seats that share ``seat``'s points in this hand (itself and its partner)."""
        if self.players == 2:
            return (seat,)
        if self.rules.chiamata:
            pair = (self.caller, self.partner)
            if self.caller < 0:
                return (seat,)
            if seat in pair:
                return tuple(sorted(pair))
            return tuple(s for s in range(4) if s not in pair)
        return (seat % 2, seat % 2 + 2)

    def sides(self) -> list[tuple[int, ...]]:
        """The two sides of this hand, the side of seat 0 first."""
        first = self.side(0)
        return [first, tuple(s for s in range(self.players) if s not in first)]

    def special_hand(self) -> tuple[Special, tuple[int, ...]] | None:
        """The special event of a hand played out (cappotto, stramazzo…) and its side."""
        tricks = len(self.tricks)
        pair = self.players == 4
        for s in range(self.players):
            if self.won[s] == tricks:
                return (Special.CAPPOTTONE if pair else Special.CAPPOTTO), self.side(s)
        for side in self.sides():
            if pair and sum(self.won[s] for s in side) == tricks:
                return Special.CAPPOTTO, side
        for s in range(self.players):
            if self.counters[s] == len(COUNTERS):
                return (Special.STRAMAZZONE if pair else Special.STRAMAZZO), self.side(s)
        for side in self.sides():
            if pair and sum(self.counters[s] for s in side) == len(COUNTERS):
                return Special.STRAMAZZO, side
        return None

    def side_thirds(self, seat: int) -> int:
        """The thirds ``seat``'s side has taken this hand."""
        return sum(self.taken[s] for s in self.side(seat))

    # ---- checks ---------------------------------------------------------------------------------

    def _expect(self, phase: Phase, seat: int | None, got: str, doing: str) -> None:
        if self.phase is not phase:
            expected = "finished" if self.phase is Phase.OVER else self.phase.value
            raise WrongPhase(expected, None if self.turn < 0 else self.turn, got)
        if seat is not None and seat != self.turn:
            raise NotYourTurn(seat, self.turn, doing)

    def _check_deal(self, hands: Sequence[Sequence[Card]], stock: Sequence[Card]) -> None:
        if len(hands) != self.players:
            raise BadDeal(f"a deal lists {self.players} hands, one per seat")
        for s, h in enumerate(hands):
            if len(h) != self.HAND:
                raise BadDeal(f"seat {s} must be dealt {self.HAND} cards, not {len(h)}")
        want = 40 - self.HAND * self.players
        if len(stock) != want:
            raise BadDeal(f"the stock must hold {want} cards, not {len(stock)}")
        seen: set[Card] = set()
        for c in [c for h in hands for c in h] + list(stock):
            if c in seen:
                raise BadDeal(f"{code(c)} is dealt twice")
            seen.add(c)

    def counters_taken(self, cards: Sequence[Card]) -> int:
        """How many counters are among ``cards``."""
        return sum(1 for c in cards if THIRDS[c])
