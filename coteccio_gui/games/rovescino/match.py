"""A match of Rovescino: deal → tricks → the monte to the last trick → score → next deal.

>>> import random
>>> m = Rovescino(6, first_dealer=5)
>>> events = m.deal(random.Random(3))
>>> m.dealer, m.leader, m.turn, m.hand_size, len(m.monte)
(5, 0, 0, 6, 4)
>>> [type(e).__name__ for e in events]
['HandDealt', 'MonteLaid']
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from coteccio_gui.engine.cards import DECK, SUIT_OF, Card, code
from coteccio_gui.engine.errors import (
    BadDeal,
    IllegalAction,
    WrongPhase,
)
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome, Pile
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH, TRESSETTE_THIRDS, trick_play
from coteccio_gui.games.rovescino.events import (
    Action,
    Deal,
    Event,
    HandScored,
    MonteLaid,
    MonteTaken,
    Phase,
    Play,
)
from coteccio_gui.games.rovescino.scoring import LAST_TRICK_THIRDS, hand_points, settle
from coteccio_gui.games.rovescino.state import RovescinoState
from coteccio_gui.games.rovescino.view import RovescinoView, seat_view

_STRENGTH = TRESSETTE_STRENGTH
_THIRDS = TRESSETTE_THIRDS
_new = tuple.__new__


class Rovescino(RovescinoState, GameBase):
    """One match of Rovescino behind the game interface. Change it only through its actions."""

    name: ClassVar[str] = "rovescino"
    play = trick_play(Phase.PLAY, Play)
    """Play ``card`` from ``seat``'s hand to the trick (``seat``, ``card``)."""

    def copy(self) -> Rovescino:
        """An independent copy of the match."""
        other = Rovescino.__new__(Rovescino)
        self.copy_state_into(other)
        return other

    # ---- what a seat may do and know ---------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is Phase.DEAL

    def legal_actions(self) -> list[Action]:
        """Every card the seat to play may play (none while a deal is awaited, or at the end)."""
        seat = self.turn
        return [_new(Play, (seat, c)) for c in self.legal_plays(seat)]

    def view(self, seat: int) -> RovescinoView:
        """Everything ``seat`` may know now (never another hand, nor the monte face down)."""
        return seat_view(self, seat)

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return list(self.hands[seat])

    def piles(self) -> tuple[Pile, ...]:
        """The monte: face down during the hand, face up once the last trick has taken it."""
        if not self.monte:
            return ()
        if self.monte_shown:
            return (Pile("monte", tuple(self.monte)),)
        return (Pile("monte", (None,) * len(self.monte)),)

    def scores(self) -> tuple[int, ...]:
        """The penalty points of every seat (lower is better)."""
        return tuple(self.totals)

    def outcome(self) -> Outcome | None:
        """The seats with the lowest score once the match is over."""
        if self.winners is None:
            return None
        return Outcome(self.winners)

    # ---- actions -------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply a deal or a play; returns the events that happened."""
        if isinstance(action, Play):
            return self.play(action.seat, action.card)
        if isinstance(action, Deal):
            return self.deal_hands(action.hands, action.monte)
        raise IllegalAction(f"{type(action).__name__} is not an action of Rovescino")

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng``, deal a card at a time from the leader; the rest is the monte."""
        if self.phase is not Phase.DEAL:
            self._wrong_phase("deal")
        order = self._play_order()
        k = len(order)
        size = 40 // k
        deck = list(DECK)
        rng.shuffle(deck)
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        for i, seat in enumerate(order):
            hands[seat] = deck[i : k * size : k]
        return self._start_hand(hands, deck[k * size :], order)

    def deal_hands(self, hands: Sequence[Sequence[Card]], monte: Sequence[Card]) -> list[Any]:
        """Deal these hands (one per seat, empty for seats that are out) and this monte."""
        if self.phase is not Phase.DEAL:
            self._wrong_phase("deal")
        self._check_deal(hands, monte)
        return self._start_hand([list(h) for h in hands], list(monte), self._play_order())

    # ---- internals -----------------------------------------------------------------------------

    def _play_order(self) -> tuple[int, ...]:
        n = self.players
        start = self.leader
        return tuple(s % n for s in range(start, start + n) if not self.out[s % n])

    def _wrong_phase(self, got: str) -> None:
        seat = self.turn if self.phase is Phase.PLAY else None
        raise WrongPhase(self.phase.value, seat, got)

    def _check_deal(self, hands: Sequence[Sequence[Card]], monte: Sequence[Card]) -> None:
        if len(hands) != self.players:
            raise BadDeal(f"a deal lists {self.players} hands, one per seat, not {len(hands)}")
        k = self.players - sum(self.out)
        size = 40 // k
        seen: set[Card] = set()

        def check(c: object, whose: str) -> None:
            if type(c) is not int or not 0 <= c < 40:
                raise BadDeal(f"{whose} is dealt {c!r}, which is not a card")
            if c in seen:
                raise BadDeal(f"{code(c)} is dealt twice")
            seen.add(c)

        for seat, hand in enumerate(hands):
            if self.out[seat]:
                if len(hand) != 0:
                    raise BadDeal(f"seat {seat} is out and must be dealt no cards")
                continue
            if len(hand) != size:
                raise BadDeal(f"seat {seat} must be dealt {size} cards, not {len(hand)}")
            for c in hand:
                check(c, f"seat {seat}")
        if len(monte) != 40 - k * size:
            raise BadDeal(f"the monte must hold {40 - k * size} cards, not {len(monte)}")
        for c in monte:
            check(c, "the monte")

    def _start_hand(
        self, hands: list[list[Card]], monte: list[Card], order: tuple[int, ...]
    ) -> list[Any]:
        self.hands = hands
        self.monte = monte
        self.monte_shown = False
        self.order = order
        for i, seat in enumerate(order):
            self.next_seat[seat] = order[(i + 1) % len(order)]
        self.hand_size = len(hands[order[0]])
        self.tricks = []
        self.trick = []
        self.taken = [0] * self.players
        self.phase = Phase.PLAY
        self.turn = self.leader
        dealt = tuple(map(tuple, hands))
        self.actions.append(Deal(dealt, tuple(monte)))
        return [HandDealt(self.dealer, self.leader, dealt), MonteLaid(len(monte))]

    def _finish_trick(self, played: CardPlayed) -> list[Any]:
        trick = self.trick
        leader, best = trick[0]
        led = SUIT_OF[best]
        top = _STRENGTH[best]
        winner = leader
        points = _THIRDS[best]
        for seat, c in trick[1:]:
            points += _THIRDS[c]
            if SUIT_OF[c] == led and _STRENGTH[c] > top:
                winner, top = seat, _STRENGTH[c]
        number = len(self.tricks)
        last = number == self.hand_size - 1
        if last:
            points += LAST_TRICK_THIRDS
        done = _new(Trick, (leader, tuple(trick), winner, points))
        self.tricks.append(done)
        self.taken[winner] += points
        self.trick = []
        self.turn = winner
        won = _new(TrickWon, (winner, number, done))
        if not last:
            return [played, won]
        return [played, won, *self._score_hand(winner)]

    def _score_hand(self, last: int) -> list[Any]:
        events: list[Any] = []
        if self.monte:
            monte_thirds = sum(_THIRDS[c] for c in self.monte)
            self.taken[last] += monte_thirds
            self.monte_shown = True
            events.append(MonteTaken(last, tuple(self.monte), monte_thirds))
        points, dropped, cappotto = hand_points(self.taken, self.order, last, self.rules)
        for s in self.order:
            self.totals[s] += points[s]
        self.hands_played += 1
        self.turn = -1
        self.phase = Phase.DEAL
        events.append(
            HandScored(
                tuple(self.taken), tuple(points), dropped, last, cappotto, tuple(self.totals)
            )
        )
        events.extend(settle(self))
        return events
