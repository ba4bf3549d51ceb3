"""Terziglio (Calabresella): three players, one soloist against two, twelve cards and a monte.

A match is one game to the target. Each hand: the deal, the auction from eldest (each bid
higher, a pass final), the contract's exchanges (a called card, the monte, the discards),
twelve tricks of Tressette play, and the score: the soloist needs 6 of the 11 points.

>>> import random
>>> m = Terziglio(3, None, 0)
>>> _ = m.deal(random.Random(1))
>>> m.phase.value, m.turn, len(m.hand(1)), len(m.monte)
('bid', 1, 12, 4)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any, ClassVar

from coteccio_gui.engine.cards import Card, code
from coteccio_gui.engine.errors import BadDeal
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome, Pile
from coteccio_gui.engine.tricks import TRESSETTE, check_play, legal_plays
from coteccio_gui.games.terziglio.actions import (
    ORDER,
    Action,
    Bid,
    Bidded,
    Call,
    Contract,
    Deal,
    Discard,
    Event,
    Give,
    PassedOut,
    Phase,
    Play,
    Take,
    TerziglioRules,
)
from coteccio_gui.games.terziglio.exchanges import Exchanges
from coteccio_gui.games.terziglio.view import TerziglioView, terziglio_view
from coteccio_gui.games.tressette.cards import (
    LAST_TRICK_THIRDS,
    THIRDS,
)
from coteccio_gui.games.tressette.state import NotAllowed

SOLISSIMI = (Contract.SOLISSIMO, Contract.DIVIDETE, Contract.SCEGLIETE)


class Terziglio(Exchanges, GameBase):
    """One game of Terziglio to the target; change it only through its actions."""

    name: ClassVar[str] = "terziglio"

    def __init__(
        self, players: int = 3, rules: TerziglioRules | None = None, first_dealer: int = 0
    ) -> None:
        if players != 3:
            raise ValueError("terziglio is played by 3 players")
        if not 0 <= first_dealer < 3:
            raise ValueError("first_dealer must be a seat from 0 to 2")
        super().__init__(rules or TerziglioRules(), first_dealer)

    def copy(self) -> Terziglio:
        """An independent copy of the match."""
        other = Terziglio.__new__(Terziglio)
        self.copy_into(other)
        return other

    # ---- the interface -------------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is Phase.DEAL

    def legal_actions(self) -> list[Action]:
        """Everything the seat to act may do now."""
        seat, phase = self.turn, self.phase
        hand = self.hands[seat] if seat >= 0 else []
        if phase is Phase.BID:
            bids: list[Action] = [Bid(seat, None)]
            return bids + [Bid(seat, c) for c in self.biddable()]
        if phase is Phase.PLAY:
            return [Play(seat, c) for c in legal_plays(hand, self.trick)]
        if phase is Phase.CALL:
            return [Call(seat, c) for c in range(40) if c not in hand]
        if phase is Phase.GIVE:
            return [Give(seat, c) for c in hand]
        if phase is Phase.DISCARD:
            return [Discard(seat, c) for c in hand]
        if phase is Phase.SPLIT:
            m = self.monte
            return [Take(seat, t) for k in range(5) for t in combinations(m, k)]
        return []

    def biddable(self) -> list[Contract]:
        """The contracts the seat to bid may still bid."""
        low = ORDER.index(self.lowest)
        if self.contract is not None:
            low = max(low, ORDER.index(self.contract) + 1)
        return list(ORDER[low:])

    def apply(self, action: Action) -> list[Event]:
        """Apply any action; returns the events that happened."""
        if isinstance(action, Play):
            return self._play(action.seat, action.card)
        if isinstance(action, Deal):
            self.expect(Phase.DEAL, None, "deal")
            self._check_deal(action.hands, action.monte)
            return self._start([list(h) for h in action.hands], list(action.monte), action)
        if isinstance(action, Bid):
            return self._bid(action.seat, action.contract)
        if isinstance(action, Call):
            return self._call(action.seat, action.called)
        if isinstance(action, Give):
            return self._give(action.seat, action.given)
        if isinstance(action, Discard):
            return self._discard(action.seat, action.discarded)
        if isinstance(action, Take):
            return self._take(action.seat, action.taken)
        raise TypeError(f"not a terziglio action: {action!r}")

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng``: twelve cards a seat in batches of four, then the monte."""
        self.expect(Phase.DEAL, None, "deal")
        deck = list(range(40))
        rng.shuffle(deck)
        hands = _batches(deck[:36], self.eldest)
        monte = deck[36:]
        return self._start(hands, monte, Deal(tuple(map(tuple, hands)), tuple(monte)))

    def view(self, seat: int) -> TerziglioView:
        """Everything ``seat`` may know now, and nothing more."""
        legal = tuple(self.legal_actions()) if seat == self.turn else ()
        return terziglio_view(self, seat, legal)

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, as they came (the table arranges them for the eye)."""
        return list(self.hands[seat])

    def scores(self) -> tuple[int, ...]:
        """The game score of every seat."""
        return tuple(self.score)

    def outcome(self) -> Outcome | None:
        """The winners once a seat has reached the target."""
        return self.result

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The soloist alone against the other two, once the auction is over."""
        if self.soloist < 0 or self.phase is Phase.DEAL or self.phase is Phase.OVER:
            return ()
        return ((self.soloist,), tuple(s for s in range(3) if s != self.soloist))

    def piles(self) -> tuple[Pile, ...]:
        """The monte: face up while it is shown, else face down."""
        shown = self.monte_shown and self.phase not in (Phase.PLAY, Phase.DEAL)
        return (Pile("monte", tuple(c if shown else None for c in self.monte)),)

    # ---- the hand ------------------------------------------------------------------------------

    def _check_deal(self, hands: Sequence[Sequence[Card]], monte: Sequence[Card]) -> None:
        if len(hands) != 3:
            raise BadDeal("a deal lists 3 hands, one per seat")
        for s, h in enumerate(hands):
            if len(h) != 12:
                raise BadDeal(f"seat {s} must be dealt 12 cards, not {len(h)}")
        if len(monte) != 4:
            raise BadDeal(f"the monte must hold 4 cards, not {len(monte)}")
        seen: set[Card] = set()
        for c in [c for h in hands for c in h] + list(monte):
            if c in seen:
                raise BadDeal(f"{code(c)} is dealt twice")
            seen.add(c)

    def _start(self, hands: list[list[Card]], monte: list[Card], deal: Deal | None) -> list[Any]:
        self.clear_hand()
        if deal is not None:
            self.actions.append(deal)
        self.hands, self.monte = hands, monte
        self.phase, self.turn = Phase.BID, self.eldest
        return [HandDealt(self.dealer, self.eldest, tuple(tuple(h) for h in hands))]

    def _bid(self, seat: int, contract: Contract | None) -> list[Any]:
        self.expect(Phase.BID, seat, "bid")
        if contract is not None and contract not in self.biddable():
            raise NotAllowed(seat, f"bid {contract.value}", "a bid must be higher than the last")
        self.actions.append(Bid(seat, contract))
        self.bids.append((seat, contract))
        events: list[Any] = [Bidded(seat, contract)]
        if contract is None:
            self.passed[seat] = True
        else:
            self.contract, self.soloist = contract, seat
        active = [s for s in range(3) if not self.passed[s]]
        if not active:
            return events + self._pass_out()
        if self.contract is not None and (active == [self.soloist] or contract is ORDER[-1]):
            return events + self._contracted()
        nxt = (seat + 1) % 3
        while self.passed[nxt]:
            nxt = (nxt + 1) % 3
        self.turn = nxt
        return events

    def _pass_out(self) -> list[Any]:
        if self.rules.pass_out and not self.redealt:
            order = [(self.eldest + i) % 3 for i in range(3)]
            stack = [c for s in order for c in self.hands[s]]
            monte = self.monte
            events: list[Any] = [PassedOut(self.dealer, True)]
            events += self._start(_batches(stack, self.eldest), monte, None)
            self.redealt, self.lowest = True, Contract.SOLO
            return events
        self.hands_passed += 1
        dealer = self.dealer
        self.next_dealer()
        return [PassedOut(dealer, False)]

    def _start_play(self) -> list[Any]:
        lead = self.rules.solissimo_leads and self.contract in SOLISSIMI
        self.leader = self.soloist if lead else self.eldest
        self.phase, self.turn = Phase.PLAY, self.leader
        return []

    def _play(self, seat: int, card: Card) -> list[Any]:
        self.expect(Phase.PLAY, seat, "play")
        hand = self.hands[seat]
        check_play(seat, card, hand, self.trick)
        self.actions.append(Play(seat, card))
        hand.remove(card)
        self.trick.append((seat, card))
        events: list[Any] = [CardPlayed(seat, card)]
        if len(self.trick) < 3:
            self.turn = (seat + 1) % 3
            return events
        plays = tuple(self.trick)
        winner = TRESSETTE.trick_winner(plays)
        last = not any(self.hands)
        thirds = sum(THIRDS[c] for _, c in plays) + (LAST_TRICK_THIRDS if last else 0)
        trick = Trick(plays[0][0], plays, winner, thirds)
        self.taken[winner] += thirds
        self.won[winner] += 1
        self.tricks.append(trick)
        self.trick = []
        self.leader = self.turn = winner
        events.append(TrickWon(winner, len(self.tricks) - 1, trick))
        if last:
            self.taken[winner] += sum(THIRDS[c] for c in self.monte)
            events += self.score_hand(winner)
        return events


def _batches(cards: Sequence[Card], eldest: int) -> list[list[Card]]:
    """Deal 36 cards in batches of four from eldest, three times round."""
    hands: list[list[Card]] = [[], [], []]
    k = 0
    for _round in range(3):
        for i in range(3):
            hands[(eldest + i) % 3].extend(cards[k : k + 4])
            k += 4
    return hands
