"""The state of a Stovkahra match (a series of games of deals), its checks and its sides.

Seats are numbered in the order of play: Stovkahra is played clockwise, so seat ``s + 1`` sits
at seat ``s``'s left; the partners face each other (side 0: seats 0 and 2; side 1: seats 1 and
3).
"""

from __future__ import annotations

from typing import ClassVar

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import IllegalAction, NotYourTurn, WrongPhase
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Outcome
from coteccio_gui.engine.trumps import best_play
from coteccio_gui.games.stovkahra.actions import Action, Phase
from coteccio_gui.games.stovkahra.cards import SUIT_OF, TRUMP_PACK
from coteccio_gui.games.stovkahra.declarations import Declaration
from coteccio_gui.games.stovkahra.events import GameEnd
from coteccio_gui.games.stovkahra.rules import PLAYERS, StovkahraRules


class NotAllowed(IllegalAction):
    """A choice the rules do not offer this seat now (a declaration, "dost", a settling…)."""

    def __init__(self, seat: int, what: str, why: str) -> None:
        self.seat = seat
        self.what = what
        self.why = why
        super().__init__(f"seat {seat} may not {what}: {why}")


def side_of(seat: int) -> int:
    """The side of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def seats_of(side: int) -> tuple[int, int]:
    """The two seats of a side."""
    return (side, side + 2)


class StovkahraState:
    """Every attribute of a match; the match changes them only through its actions."""

    name: ClassVar[str] = "stovkahra"

    def __init__(self, rules: StovkahraRules, first_dealer: int) -> None:
        self.players = PLAYERS
        self.rules = rules
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % PLAYERS
        """Eldest while the deal is declared, then the leader of the trick on the table."""
        self.phase = Phase.DEAL
        self.turn = -1
        self.actions: list[Action] = []
        self.points = [0, 0]
        """Each side's running total in the game, toward 100."""
        self.hundred = [False, False]
        """Whether each side has reached 100 in this game."""
        self.first_hundred: int | None = None
        """The side that reached 100 first in this game, if any."""
        self.brcka = [0, 0]
        self.ten_first: int | None = None
        """The side that first reached 10 brčka (the series to 20 needs it)."""
        self.games_played = 0
        self.hands_played = 0
        """Deals finished (played out, or stopped by "dost")."""
        self.pack: list[Card] | None = None
        """The pack of the next deal, gathered (top first), or ``None`` when a shuffle is due."""
        self.settling: tuple[int, int] | None = None
        """A game won and waiting to be settled: the winning side and its brčka."""
        self.end: GameEnd | None = None
        """How the last game ended."""
        self.result: Outcome | None = None
        self.clear_deal()

    def clear_deal(self) -> None:
        """Forget the deal in play (the table of a new deal)."""
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        """Each seat's cards, in the order dealt."""
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.trump_card = -1
        """The turned card (-1 before the first deal)."""
        self.face_up: list[Card] = []
        """Eldest's face-up cards not yet played."""
        self.eldest = (self.dealer + 1) % PLAYERS
        self.declarations: list[Declaration] = []
        self.declared_now = False
        """Whether the seat declaring now has declared in this turn."""
        self.may_dost = False
        """Whether the seat to act has just declared or just won a trick."""
        self.deal_points = [0, 0]
        """Each side's points in this deal."""

    def copy_into(self, other: StovkahraState) -> None:
        """Copy every attribute into ``other`` (lists copied, values shared)."""
        for key, value in vars(self).items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, key, value)

    @property
    def trump(self) -> int:
        """The trump suit of the deal (-1 before the first deal)."""
        return SUIT_OF[self.trump_card] if self.trump_card >= 0 else -1

    def partner_heads(self, seat: int) -> bool:
        """Whether ``seat``'s partner heads the trick on the table."""
        return (
            bool(self.trick) and best_play(self.trick, self.trump, TRUMP_PACK)[0] == (seat + 2) % 4
        )

    def gathered(self) -> list[Card]:
        """The cards of the deal as they are gathered: the tricks in the order played (trick 1
        on top, each trick's cards in the order played), then any cards still held, from eldest
        round, each hand in the order dealt."""
        cards = [c for t in self.tricks for _, c in t.plays] + [c for _, c in self.trick]
        for i in range(PLAYERS):
            cards += self.hands[(self.eldest + i) % PLAYERS]
        return cards

    def expect(self, phase: Phase, seat: int | None, got: str, doing: str) -> None:
        """``WrongPhase`` unless the match waits for ``phase``; ``NotYourTurn`` unless ``seat``
        (when given) is the seat to act."""
        if self.phase is not phase:
            expected = "finished" if self.phase is Phase.OVER else self.phase.value
            raise WrongPhase(expected, None if self.turn < 0 else self.turn, got)
        if seat is not None and seat != self.turn:
            raise NotYourTurn(seat, self.turn, doing)
