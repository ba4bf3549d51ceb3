"""Cöch: four hands in two sides of partners sitting opposite, ten tricks a hand.

Seats are numbered in the order of play (anticlockwise): seats 0 and 2 are side 0, seats 1
and 3 side 1. A match of ``people`` players (2–4) always has four seats; seats ``people`` … 3
are dummies, their hands face up and played by the partner opposite.

>>> import random
>>> m = CochMatch(4, first_dealer=3)
>>> _ = m.deal(random.Random(1))
>>> m.turn, m.dealer, len(m.hand(0)), m.teams()
(0, 3, 10, ((0, 2), (1, 3)))
"""

from __future__ import annotations

import random
from enum import StrEnum
from typing import ClassVar

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import NotYourTurn, WrongPhase
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome
from coteccio_gui.games.coch.events import CochAction as Action
from coteccio_gui.games.coch.events import CochEvent as Event
from coteccio_gui.games.coch.events import CochHandScored, CochMatchWon
from coteccio_gui.games.coch.rules import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PACKET,
    SEATS,
    CochRules,
)
from coteccio_gui.games.coch.view import CochView
from coteccio_gui.games.cucco.cards import HALVES, RANK_COCH
from coteccio_gui.games.cucco.errors import check_deal
from coteccio_gui.games.cucco.scoring import SideResult, side_result
from coteccio_gui.games.cucco.table import checked_play, deal_packets
from coteccio_gui.games.cucco.tricks import legal_plays, trick_winner


class CochPhase(StrEnum):
    """What the match waits for."""

    DEAL = "deal"
    PLAY = "play"
    FINISHED = "finished"


class CochMatch(GameBase):
    """One match of Cöch. Read its attributes; change it only through its actions."""

    name: ClassVar[str] = "coch"

    def __init__(
        self, people: int = 4, rules: CochRules | None = None, first_dealer: int = 0
    ) -> None:
        if not MIN_PLAYERS <= people <= MAX_PLAYERS:
            raise ValueError(f"Cöch has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {people}")
        if not 0 <= first_dealer < people:
            raise ValueError(f"first_dealer must be a seat from 0 to {people - 1}")
        self.players = SEATS
        self.people = people
        self.rules = rules if rules is not None else CochRules()
        self.first_dealer = first_dealer
        self.actions: list[Action] = []
        self.phase = CochPhase.DEAL
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % SEATS
        self.turn = -1
        self.trick: list[tuple[int, Card]] = []
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        self.tricks: list[Trick] = []
        self.halves = [0, 0]
        self.won_cards: list[list[Card]] = [[], []]
        self.hands_won = [0, 0]
        self.hands_played = 0
        self.winner: int | None = None
        """The side that won the match, once it is over."""

    def copy(self) -> CochMatch:
        """An independent copy of the match."""
        other = CochMatch.__new__(CochMatch)
        other.__dict__.update(self.__dict__)
        other.actions = list(self.actions)
        other.trick = list(self.trick)
        other.hands = [list(h) for h in self.hands]
        other.tricks = list(self.tricks)
        other.halves = list(self.halves)
        other.won_cards = [list(w) for w in self.won_cards]
        other.hands_won = list(self.hands_won)
        return other

    # ---- the game interface --------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is CochPhase.DEAL

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle and deal ten cards to each seat in packets of five, from the dealer's right."""
        hands = deal_packets(rng, self.leader, SEATS, HAND_SIZE, PACKET)
        return self.apply(Deal(hands))

    def legal_actions(self) -> list[Action]:
        """The cards the seat to play may play (both copies of a design when it holds both)."""
        if self.phase is not CochPhase.PLAY:
            return []
        seat = self.turn
        return [Play(seat, c) for c in self.legal_plays(seat)]

    def legal_plays(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now (none unless it is its turn)."""
        if self.phase is not CochPhase.PLAY or seat != self.turn:
            return []
        return legal_plays(self.hands[seat], [c for _, c in self.trick])

    def apply(self, action: Action) -> list[Event]:
        """Apply a deal or a play; ``IllegalAction`` if the rules forbid it now."""
        if isinstance(action, Deal):
            return self._deal(action)
        if isinstance(action, Play):
            return self._play(action)
        raise WrongPhase(self._expected(), None, type(action).__name__.lower())

    def view(self, seat: int) -> CochView:
        """What ``seat`` (or, for a dummy, the partner who plays it) may know now."""
        visible = {seat, self.controller(seat), *self.face_up_hands()}
        return CochView(
            seat=seat,
            people=self.people,
            target=self.rules.target,
            phase=self.phase.value,
            turn=self.turn,
            dealer=self.dealer,
            leader=self.leader,
            hand=tuple(self.hands[seat]),
            seen=tuple(tuple(h) if s in visible else None for s, h in enumerate(self.hands)),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal=tuple(self.legal_plays(seat)),
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            halves=(self.halves[0], self.halves[1]),
            hands_won=(self.hands_won[0], self.hands_won[1]),
            hands_played=self.hands_played,
            winner=self.winner,
        )

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return list(self.hands[seat])

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat``: the partner opposite for a dummy."""
        return seat if seat < self.people else seat - 2

    def face_up_hands(self) -> tuple[int, ...]:
        """The dummies' seats: their hands lie face up for everyone."""
        return tuple(range(self.people, SEATS))

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """Seats 0 and 2 against seats 1 and 3."""
        return ((0, 2), (1, 3))

    def scores(self) -> tuple[int, ...]:
        """The hands each seat's side has won."""
        return tuple(self.hands_won[s % 2] for s in range(SEATS))

    def outcome(self) -> Outcome | None:
        """The people of the winning side, once a side has won ``target`` hands."""
        if self.winner is None:
            return None
        return Outcome(self.people_of(self.winner))

    def people_of(self, side: int) -> tuple[int, ...]:
        """The seats of ``side`` that are people (a dummy is nobody)."""
        return tuple(s for s in (side, side + 2) if s < self.people)

    def side_of(self, seat: int) -> int:
        """The side of a seat: 0 (seats 0 and 2) or 1 (seats 1 and 3)."""
        return seat % 2

    # ---- applying actions ----------------------------------------------------------------------

    def _expected(self) -> str:
        return self.phase.value

    def _deal(self, action: Deal) -> list[Event]:
        if self.phase is not CochPhase.DEAL:
            raise WrongPhase(self._expected(), self._seat_or_none(), "deal")
        hands = tuple(tuple(h) for h in action.hands)
        check_deal(hands, SEATS, HAND_SIZE)
        self.actions.append(Deal(hands))
        self.hands = [list(h) for h in hands]
        self.tricks = []
        self.trick = []
        self.halves = [0, 0]
        self.won_cards = [[], []]
        self.phase = CochPhase.PLAY
        self.turn = self.leader
        return [HandDealt(self.dealer, self.leader, hands)]

    def _seat_or_none(self) -> int | None:
        return self.turn if self.turn >= 0 else None

    def _play(self, action: Play) -> list[Event]:
        seat, card = action.seat, action.card
        if self.phase is not CochPhase.PLAY:
            raise WrongPhase(self._expected(), self._seat_or_none(), "play")
        if seat != self.turn:
            raise NotYourTurn(seat, self.turn, "play")
        hand = self.hands[seat]
        card = checked_play(seat, card, hand, self.trick[0][1] if self.trick else None)
        hand.remove(card)
        self.actions.append(Play(seat, card))
        self.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card)]
        if len(self.trick) < SEATS:
            self.turn = (seat + 1) % SEATS
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        plays = tuple(self.trick)
        cards = [c for _, c in plays]
        winner = plays[trick_winner(cards, RANK_COCH)][0]
        points = sum(HALVES[c] for c in cards)
        trick = Trick(plays[0][0], plays, winner, points)
        self.tricks.append(trick)
        side = winner % 2
        self.halves[side] += points
        self.won_cards[side].extend(cards)
        self.trick = []
        events: list[Event] = [TrickWon(winner, len(self.tricks) - 1, trick)]
        if len(self.tricks) < HAND_SIZE:
            self.turn = winner
            return events
        return events + self._score_hand()

    def _score_hand(self) -> list[Event]:
        result, a, b, recount = side_result(self.won_cards[0], self.won_cards[1])
        side = {SideResult.WON: 0, SideResult.LOST: 1}.get(result)
        if side is not None:
            self.hands_won[side] += 1
        self.hands_played += 1
        events: list[Event] = [
            CochHandScored((a, b), recount, side, (self.hands_won[0], self.hands_won[1]))
        ]
        self.turn = -1
        if side is not None and self.hands_won[side] >= self.rules.target:
            self.winner = side
            self.phase = CochPhase.FINISHED
            events.append(CochMatchWon(side, self.people_of(side)))
            return events
        self.phase = CochPhase.DEAL
        self.dealer = (self.dealer + 1) % SEATS  # the deal passes to the right
        self.leader = (self.dealer + 1) % SEATS
        return events
