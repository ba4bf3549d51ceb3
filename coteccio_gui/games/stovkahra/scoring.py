"""Counting in Stovkahra, event by event: a trick and its Seven, a side reaching 100, the end of
a deal, of a game (its brčka) and of the series.

Every scoring event adds at once to its side's running total (STOVKAHRA.md §9.8: each
declaration, then each trick with its bonus), so "the first side to reach 100" is always known.
"""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.events import Trick, TrickWon
from coteccio_gui.engine.game import Outcome
from coteccio_gui.engine.trumps import trick_winner
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.cards import POINTS, RANK_OF, TRUMP_PACK, Rank
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    GameEnd,
    GameWon,
    Hundred,
    SeriesOver,
    Settled,
    SevenBonus,
)
from coteccio_gui.games.stovkahra.rules import (
    GAME,
    HAND,
    LAST_TRICK,
    LOSERS_LINE,
    PLAYERS,
    SERIES,
    SEVEN_FIRST,
    SEVEN_LAST,
    SEVEN_MIDDLE,
    DealEnd,
    Shuffle,
)
from coteccio_gui.games.stovkahra.state import StovkahraState, seats_of, side_of


def seven_bonus(number: int, card: int) -> int:
    """What trick ``number`` (from 0) taken by ``card`` adds besides its cards and the last
    trick: 52, 10 or 20 for a Seven, else 0.

    Any Seven earns the first trick's 52 (the rule as written, STOVKAHRA.md §9.7); only the
    trump Seven can take the first trick anyway: a plain Seven takes a trick only when the three
    others hold neither its suit nor a trump, and at the first trick their 24 cards cannot all
    be of the two other suits, which have 16.

    >>> seven_bonus(0, 7), seven_bonus(3, 15), seven_bonus(7, 31), seven_bonus(7, 30)
    (52, 10, 20, 0)
    """
    if RANK_OF[card] != Rank.SEVEN:
        return 0
    if number == 0:
        return SEVEN_FIRST
    return SEVEN_LAST if number == HAND - 1 else SEVEN_MIDDLE


def game_value(losers_total: int) -> int:
    """The brčka a game is worth: 1 if the losers have 50 or more, else 2."""
    return 1 if losers_total >= LOSERS_LINE else 2


class Scoring(StovkahraState):
    """The counting steps of a match."""

    def score(self, side: int, points: int) -> list[Any]:
        """Add ``points`` to ``side``'s deal and game; a ``Hundred`` event if it reaches 100."""
        self.deal_points[side] += points
        self.points[side] += points
        if self.points[side] < GAME or self.hundred[side]:
            return []
        self.hundred[side] = True
        first = self.first_hundred is None
        if first:
            self.first_hundred = side
        return [Hundred(side, self.points[side], first)]

    def finish_trick(self) -> list[Any]:
        """The trick on the table is full: its winner takes it and leads (or the deal ends)."""
        plays = tuple(self.trick)
        winner = trick_winner(plays, self.trump, TRUMP_PACK)
        number = len(self.tricks)
        last = number == HAND - 1
        points = sum(POINTS[c] for _, c in plays) + (LAST_TRICK if last else 0)
        trick = Trick(plays[0][0], plays, winner, points)
        self.tricks.append(trick)
        self.trick = []
        self.leader = self.turn = winner
        card = next(c for s, c in plays if s == winner)
        bonus = seven_bonus(number, card)
        events: list[Any] = [TrickWon(winner, number, trick)]
        if bonus:
            events.append(SevenBonus(winner, number, card, bonus))
        events += self.score(side_of(winner), points + bonus)
        if last:
            return events + self.end_deal()
        self.may_dost = True
        return events

    def end_deal(self) -> list[Any]:
        """The eighth trick is taken: the deal is scored, and the game ends if a side has 100."""
        self.hands_played += 1
        self.may_dost = False
        events: list[Any] = [DealScored(_pair(self.deal_points), _pair(self.points))]
        reached = [s for s in (0, 1) if self.hundred[s]]
        if not reached:
            self.pack = self.gathered()
            self.next_dealer()
            self.phase, self.turn = Phase.DEAL, -1
            return events
        side = self.first_hundred
        assert side is not None
        higher = self.rules.deal_end is DealEnd.HIGHER_TOTAL
        if higher and len(reached) == 2 and self.points[0] != self.points[1]:
            side = 0 if self.points[0] > self.points[1] else 1
        return events + self.game_won(side, GameEnd.DEAL_PLAYED, game_value(self.points[1 - side]))

    def next_dealer(self) -> None:
        """The deal passes to the left."""
        self.dealer = (self.dealer + 1) % PLAYERS
        self.leader = (self.dealer + 1) % PLAYERS

    def game_won(self, side: int, end: GameEnd, brcka: int) -> list[Any]:
        """``side`` wins the game and ``brcka``: settled at once, or by the winners' choice when
        the losers hold brčka (the winners' seat first after the dealer chooses)."""
        self.games_played += 1
        self.end = end
        self.may_dost = False
        events: list[Any] = [GameWon(side, seats_of(side), end, brcka, _pair(self.points))]
        chooser = self.eldest if side_of(self.eldest) == side else (self.eldest + 1) % PLAYERS
        self.pack = self.gathered() if self.rules.shuffle is Shuffle.ONCE else None
        self.next_dealer()
        if self.brcka[1 - side] > 0:
            self.settling = (side, brcka)
            self.phase, self.turn = Phase.SETTLE, chooser
            return events
        return events + self.settle(-1, side, brcka, subtract=False)

    def settle(self, seat: int, side: int, brcka: int, subtract: bool) -> list[Any]:
        """The brčka added to ``side`` or taken from the other side (down to 0); then the series
        is over, or a new game starts from 0."""
        self.settling = None
        if subtract:
            self.brcka[1 - side] = max(0, self.brcka[1 - side] - brcka)
        else:
            self.brcka[side] += brcka
        events: list[Any] = [Settled(seat, side, subtract, brcka, _pair(self.brcka))]
        self.points, self.hundred, self.first_hundred = [0, 0], [False, False], None
        mine = self.brcka[side]
        if self.ten_first is None and mine >= 10:
            self.ten_first = side
        if mine >= self.rules.series:
            won = self.ten_first == side
            winners = seats_of(side) if won else ()
            series = SERIES.index(self.rules.series) + 1 if won else 0
            self.result = Outcome(winners, series)
            self.phase, self.turn = Phase.OVER, -1
            return [*events, SeriesOver(winners, series)]
        self.phase, self.turn = Phase.DEAL, -1
        return events


def _pair(values: list[int]) -> tuple[int, int]:
    return values[0], values[1]
