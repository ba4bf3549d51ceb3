"""The match: a state machine deal → plays → capotto → scoring → doctor → next deal or winner.

>>> import random
>>> m = Match(4, first_dealer=0)
>>> m.phase, m.dealer, m.leader
(<Phase.DEAL: 'deal'>, 0, 1)
>>> events = m.deal(random.Random(7))
>>> m.phase, m.turn
(<Phase.PLAY: 'play'>, 1)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import DECK, POINTS, SUIT_OF, Card
from coteccio_gui.engine.errors import (
    IllegalAction,
    NotYourTurn,
    WrongPhase,
)
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome
from coteccio_gui.engine.tricks import trick_play
from coteccio_gui.games.coteccio.actions import Action, Capotto, CapottoChoice, Doctor
from coteccio_gui.games.coteccio.dealing import check_deal
from coteccio_gui.games.coteccio.events import CapottoOffered, Event, HandAnnulled
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import HAND_SIZE, LAST_TRICK_POINTS, HouseRules
from coteccio_gui.games.coteccio.scoring import answer_doctor, score_hand
from coteccio_gui.games.coteccio.state import MatchState
from coteccio_gui.games.coteccio.view import SeatView, seat_view


class Match(MatchState, GameBase):
    """One match of Coteccio. Read its attributes; change it only through its actions.

    Seats are numbered anticlockwise, the order of play. ``turn`` is the seat
    whose play, capotto or doctor choice is awaited (``-1`` while a deal is awaited
    or the match is over). It offers the game interface of ``engine.game``.
    """

    name: ClassVar[str] = "coteccio"
    play = trick_play(Phase.PLAY, Play)
    """Play ``card`` from ``seat``'s hand to the trick (``seat``, ``card``)."""

    @classmethod
    def new(cls, players: int, rules: HouseRules | None, rng: random.Random) -> Match:
        """A new match whose first dealer is drawn at random."""
        return cls(players, rules, rng.randrange(players))

    def copy(self) -> Match:
        """An independent copy of the match."""
        other = Match.__new__(Match)
        self.copy_state_into(other)
        return other

    # ---- what a seat may do ------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is Phase.DEAL

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (none while a deal is awaited, or at the end).

        >>> m = Match(4, first_dealer=0); _ = m.deal_hands(_ORDERED_DEAL)
        >>> m.legal_actions()[:2]
        [Play(seat=1, card=5), Play(seat=1, card=6)]
        """
        phase, seat = self.phase, self.turn
        if phase is _PLAY:
            return [_new(Play, (seat, c)) for c in self.legal_plays(seat)]
        if phase is Phase.CAPOTTO:
            return [Capotto(seat, CapottoChoice.ANNUL), Capotto(seat, CapottoChoice.PLAY)]
        if phase is Phase.DOCTOR:
            return [Doctor(seat, True), Doctor(seat, False)]
        return []

    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may know now (its hand, the table, lives), and nothing more."""
        return seat_view(self, seat)

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return list(self.hands[seat])

    def scores(self) -> tuple[int, ...]:
        """The lives of every seat."""
        return tuple(self.lives)

    def outcome(self) -> Outcome | None:
        """The winner and the pool once the match is over."""
        if self.winner is None:
            return None
        return Outcome((self.winner,), self.pool)

    # ---- actions -------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply any action; returns the events that happened."""
        if isinstance(action, Play):
            return self.play(action.seat, action.card)
        if isinstance(action, Deal):
            return self.deal_hands(action.hands)
        if isinstance(action, Capotto):
            return self.decide_capotto(action.seat, action.choice)
        return self.decide_doctor(action.seat, action.call)

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng`` and deal five cards to every alive seat, one at a time."""
        if self.phase is not Phase.DEAL:
            self._wrong_phase("deal")
        order = self._play_order(self.leader)
        k = len(order)
        deck = list(DECK)
        random_ = rng.random
        # A partial Fisher-Yates shuffle; int(random() * n) is uniform to within 1e-14 and
        # several times faster than randrange, which matters to bots simulating many deals.
        for i in range(k * HAND_SIZE):
            j = i + int(random_() * (40 - i))
            deck[i], deck[j] = deck[j], deck[i]
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        for i, seat in enumerate(order):
            hands[seat] = deck[i : k * HAND_SIZE : k]
        return self._start_hand(hands, order)

    def deal_hands(self, hands: Sequence[Sequence[Card]]) -> list[Event]:
        """Deal these hands (one per seat, empty for seats that are out)."""
        if self.phase is not Phase.DEAL:
            self._wrong_phase("deal")
        check_deal(hands, self.lives)
        return self._start_hand([list(h) for h in hands], self._play_order(self.leader))

    def _start_hand(self, hands: list[list[Card]], order: tuple[int, ...]) -> list[Event]:
        self.hands = hands
        self.order = order
        for i, seat in enumerate(order):
            self.next_seat[seat] = order[(i + 1) % len(order)]
        self.tricks = []
        self.trick = []
        self.taken = [0] * self.players
        self.capotto_seat = -1
        self.phase = _PLAY
        self.turn = self.leader
        dealt = tuple(map(tuple, hands))
        self.actions.append(Deal(dealt))
        return [HandDealt(self.dealer, self.leader, dealt)]

    def decide_capotto(self, seat: int, choice: CapottoChoice) -> list[Event]:
        """The four-trick seat annuls the hand or plays the fifth trick."""
        if self.phase is not Phase.CAPOTTO:
            self._wrong_phase("capotto choice")
        if seat != self.turn:
            raise NotYourTurn(seat, self.turn, "decide the capotto")
        choice = CapottoChoice(choice)
        self.actions.append(Capotto(seat, choice))
        if choice is CapottoChoice.PLAY:
            self.capotto_seat = seat
            self.phase = Phase.PLAY
            return []
        self.hands_annulled += 1
        self.hands = [[] for _ in range(self.players)]
        self.phase = Phase.DEAL
        self.turn = -1
        return [HandAnnulled(seat, self.dealer)]

    def decide_doctor(self, seat: int, call: bool) -> list[Event]:
        """The seat offered the doctor calls it (``True``) or goes out (``False``)."""
        if self.phase is not Phase.DOCTOR:
            if self.rules.stake == 0:
                raise IllegalAction("there is no doctor in a match without a stake (no pool)")
            self._wrong_phase("doctor choice")
        if seat != self.turn:
            raise NotYourTurn(seat, self.turn, "decide on the doctor")
        if type(call) is not bool:
            raise IllegalAction("the doctor choice is true or false")
        self.actions.append(Doctor(seat, call))
        return answer_doctor(self, seat, call)

    # ---- internals -----------------------------------------------------------------------------

    def _play_order(self, start: int) -> tuple[int, ...]:
        n = self.players
        return tuple(s % n for s in range(start, start + n) if self.lives[s % n] > 0)

    def _wrong_phase(self, got: str) -> None:
        seat = None if self.phase in (Phase.DEAL, Phase.FINISHED) else self.turn
        raise WrongPhase(self.phase.value, seat, got)

    def _finish_trick(self, played: CardPlayed) -> list[Event]:
        trick = self.trick
        leader, best = trick[0]
        winner = leader
        points = POINTS[best]
        for seat, c in trick[1:]:
            points += POINTS[c]
            if c < best and SUIT_OF[c] == SUIT_OF[best]:
                best, winner = c, seat
        tricks = self.tricks
        number = len(tricks)
        if number == 4:
            points += LAST_TRICK_POINTS
        done = _new(Trick, (leader, tuple(trick), winner, points))
        tricks.append(done)
        self.taken[winner] += points
        self.trick = []
        self.turn = winner
        won = _new(TrickWon, (winner, number, done))
        if number == 3 and self.taken[winner] == sum(self.taken) and _swept(tricks, winner):
            self.phase = Phase.CAPOTTO
            return [played, won, CapottoOffered(winner)]
        if number == 4:
            return [played, won, *score_hand(self)]
        return [played, won]


def _swept(tricks: list[Trick], seat: int) -> bool:
    """Whether ``seat`` won every one of these tricks."""
    return all(t.winner == seat for t in tricks)


_new = tuple.__new__
_PLAY = Phase.PLAY
_ORDERED_DEAL = [list(range(s * 5, s * 5 + 5)) for s in range(4)]  # for the doctest
