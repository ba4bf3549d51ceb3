"""The state of a Terziglio match, its checks, and the scoring of a hand played out."""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import NotYourTurn, WrongPhase
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Outcome
from coteccio_gui.games.terziglio.actions import (
    Action,
    Contract,
    GameOver,
    HandScored,
    Phase,
    TerziglioRules,
)
from coteccio_gui.games.tressette.cards import PACK_THIRDS, points

NEEDED = 6
"""The soloist's points to make his contract (of the 11 in play)."""


class TerziglioState:
    """The attributes of a Terziglio match."""

    def __init__(self, rules: TerziglioRules, first_dealer: int) -> None:
        self.players = 3
        self.rules = rules
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.eldest = (first_dealer + 1) % 3
        self.phase = Phase.DEAL
        self.turn = -1
        self.actions: list[Action] = []
        self.score = [0, 0, 0]
        self.hands_played = 0
        self.hands_passed = 0
        """Hands thrown in because everyone passed (a pass-out redeal is not counted)."""
        self.result: Outcome | None = None
        self.clear_hand()

    def clear_hand(self) -> None:
        """Forget the hand in play (a new deal, or a redeal after a pass-out)."""
        self.hands: list[list[Card]] = [[], [], []]
        self.monte: list[Card] = []
        """The monte: as dealt, then the discards that go with the last trick."""
        self.monte_shown = False
        self.bids: list[tuple[int, Contract | None]] = []
        self.passed = [False, False, False]
        self.contract: Contract | None = None
        """The highest bid so far, then the contract."""
        self.soloist = -1
        self.lowest = Contract.CHIAMO
        self.redealt = False
        self.called: Card | None = None
        self.holder = -1
        self.given: Card | None = None
        self.took: list[tuple[Card, ...]] = [(), (), ()]
        """The monte cards each seat took."""
        self.discards: list[list[Card]] = [[], [], []]
        self.to_discard: list[tuple[int, int]] = []
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.leader = self.eldest
        self.taken = [0, 0, 0]
        """Thirds each seat has taken this hand (the last trick's and the monte's too)."""
        self.won = [0, 0, 0]

    def copy_into(self, other: TerziglioState) -> None:
        """Copy every attribute into ``other`` (lists copied, values shared)."""
        for key, value in vars(self).items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, key, value)

    def expect(self, phase: Phase, seat: int | None, doing: str) -> None:
        """Refuse an action of the wrong kind or by the wrong seat."""
        if self.phase is not phase:
            expected = "finished" if self.phase is Phase.OVER else self.phase.value
            raise WrongPhase(expected, None if self.turn < 0 else self.turn, doing)
        if seat is not None and seat != self.turn:
            raise NotYourTurn(seat, self.turn, doing)

    def next_dealer(self) -> None:
        """The deal passes to the next seat."""
        self.dealer = (self.dealer + 1) % 3
        self.eldest = (self.dealer + 1) % 3
        self.phase, self.turn = Phase.DEAL, -1

    def score_hand(self, last: int) -> list[Any]:
        """Score the hand played out (the monte went with ``last``'s trick)."""
        s, contract = self.soloist, self.contract
        assert contract is not None
        mine = self.taken[s]
        pts = points(mine)
        made = pts >= NEEDED
        side = [s] if made else [o for o in range(3) if o != s]
        side_pts = pts if made else points(PACK_THIRDS - mine)
        if sum(self.won[x] for x in side) == len(self.tricks):
            mult = 2
        elif side_pts == 11:
            mult = 3
        else:
            mult = 1
        gained = tuple(contract.stake * mult if x in side else 0 for x in range(3))
        for x in range(3):
            self.score[x] += gained[x]
        self.hands_played += 1
        events: list[Any] = [
            HandScored(s, contract, pts, made, mult, gained, tuple(self.monte)),
        ]
        best = max(self.score)
        if best >= self.rules.target:
            winners = tuple(x for x in range(3) if self.score[x] == best)
            self.result = Outcome(winners, 0)
            self.phase, self.turn = Phase.OVER, -1
            events.append(GameOver(winners))
            return events
        self.next_dealer()
        return events
