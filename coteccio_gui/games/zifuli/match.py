"""Zifuli: five players, a bidder who calls a card, and a partner nobody knows until it shows.

Seats are numbered in the order of play (anticlockwise). Each hand: deal eight cards each in
batches of four from the dealer's right; bid from the dealer's right; play eight tricks led
first by the dealer's right; the bidder's side needs 10 of the 19 points; settle the stakes.

>>> import random
>>> m = ZifuliMatch(first_dealer=4)
>>> _ = m.deal(random.Random(3))
>>> m.phase.value, m.turn, len(m.hand(0)), m.teams()
('bid', 0, 8, ())
"""

from __future__ import annotations

import random
from typing import ClassVar

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import IllegalAction, NotYourTurn, WrongPhase
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome
from coteccio_gui.games.cucco.cards import RANK_ZIFULI, Design, card_of
from coteccio_gui.games.cucco.errors import check_deal, not_in_hand
from coteccio_gui.games.cucco.table import checked_play, deal_packets
from coteccio_gui.games.cucco.tricks import legal_plays, taken_halves, trick_winner
from coteccio_gui.games.zifuli.actions import Bid, Pass
from coteccio_gui.games.zifuli.actions import ZifuliAction as Action
from coteccio_gui.games.zifuli.bidding import legal_calls, next_bidder
from coteccio_gui.games.zifuli.events import (
    AllPassed,
    BiddingWon,
    BidMade,
    PartnerRevealed,
    Passed,
    ZifuliMatchOver,
    ZifuliPhase,
)
from coteccio_gui.games.zifuli.events import ZifuliEvent as Event
from coteccio_gui.games.zifuli.rules import BATCH, HAND_SIZE, PLAYERS, ZifuliRules
from coteccio_gui.games.zifuli.scoring import score_hand
from coteccio_gui.games.zifuli.view import ZifuliView


class ZifuliMatch(GameBase):
    """One match of Zifuli. Read its attributes; change it only through its actions.

    ``partner`` is the bidder's secret partner (the bidder's own seat when alone); only
    ``revealed`` says whether the table may know it.
    """

    name: ClassVar[str] = "zifuli"

    def __init__(
        self, players: int = PLAYERS, rules: ZifuliRules | None = None, first_dealer: int = 0
    ) -> None:
        if players != PLAYERS:
            raise ValueError(f"Zifuli has {PLAYERS} players, not {players}")
        if not 0 <= first_dealer < PLAYERS:
            raise ValueError(f"first_dealer must be a seat from 0 to {PLAYERS - 1}")
        self.players = PLAYERS
        self.rules = rules if rules is not None else ZifuliRules()
        self.first_dealer = first_dealer
        self.actions: list[Action] = []
        self.phase = ZifuliPhase.DEAL
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % PLAYERS
        self.turn = -1
        self.trick: list[tuple[int, Card]] = []
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.bids: list[tuple[int, Design | None]] = []
        self.passed = [False] * PLAYERS
        self.bidder: int | None = None
        self.call: Design | None = None
        self.partner: int | None = None
        self.revealed = False
        self.tricks: list[Trick] = []
        self.won_cards: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.balances = [0] * PLAYERS
        self.hands_played = 0
        self.winners: tuple[int, ...] | None = None

    def copy(self) -> ZifuliMatch:
        """An independent copy of the match."""
        other = ZifuliMatch.__new__(ZifuliMatch)
        other.__dict__.update(self.__dict__)
        for key in ("actions", "trick", "bids", "passed", "tricks", "balances"):
            setattr(other, key, list(getattr(self, key)))
        other.hands = [list(h) for h in self.hands]
        other.won_cards = [list(w) for w in self.won_cards]
        return other

    # ---- the game interface --------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is ZifuliPhase.DEAL

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle and deal eight cards each in batches of four, from the dealer's right."""
        hands = deal_packets(rng, self.leader, PLAYERS, HAND_SIZE, BATCH)
        return self.apply(Deal(hands))

    def legal_actions(self) -> list[Action]:
        """A pass or a call while bidding; the cards the seat may play while playing."""
        seat = self.turn
        if self.phase is ZifuliPhase.BID:
            calls = legal_calls(self.hands[seat], self.call)
            return [Pass(seat), *(Bid(seat, d) for d in calls)]
        if self.phase is ZifuliPhase.PLAY:
            return [Play(seat, c) for c in legal_plays(self.hands[seat], self._led())]
        return []

    def apply(self, action: Action) -> list[Event]:
        """Apply a deal, a bid, a pass or a play; ``IllegalAction`` if the rules forbid it now."""
        if isinstance(action, Deal):
            return self._deal(action)
        kind = type(action).__name__.lower()
        wanted = {Bid: ZifuliPhase.BID, Pass: ZifuliPhase.BID, Play: ZifuliPhase.PLAY}
        if type(action) not in wanted:
            raise WrongPhase(self._expected(), None, kind)
        if self.phase is not wanted[type(action)]:
            raise WrongPhase(self._expected(), self.turn if self.turn >= 0 else None, kind)
        if action.seat != self.turn:
            raise NotYourTurn(action.seat, self.turn, "bid" if kind == "pass" else kind)
        if isinstance(action, Pass):
            return self._pass(action.seat)
        if isinstance(action, Bid):
            return self._bid(action.seat, action.call)
        return self._play(action.seat, action.card)

    def view(self, seat: int) -> ZifuliView:
        """What ``seat`` may know now: its hand, the bidding, the table, never a secret partner."""
        # the partner knows he holds the twin; a bidder holding both knows he is alone
        knows = self.revealed or (self.partner is not None and seat == self.partner)
        return ZifuliView(
            seat=seat,
            rounds=self.rules.rounds,
            phase=self.phase.value,
            turn=self.turn,
            dealer=self.dealer,
            leader=self.leader,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal=tuple(self.legal_actions()) if seat == self.turn else (),
            bids=tuple((s, None if d is None else int(d)) for s, d in self.bids),
            bidder=self.bidder,
            call=None if self.call is None else int(self.call),
            partner=self.partner if knows else None,
            revealed=self.revealed,
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            taken=tuple(taken_halves(w) for w in self.won_cards),
            balances=tuple(self.balances),
            hands_played=self.hands_played,
            winners=self.winners,
        )

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return list(self.hands[seat])

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The bidder's side and the others, once the twin is played; none before."""
        if not self.revealed or self.bidder is None or self.partner is None:
            return ()
        side = tuple(sorted({self.bidder, self.partner}))
        return (side, tuple(s for s in range(PLAYERS) if s not in side))

    def scores(self) -> tuple[int, ...]:
        """Each seat's balance of stakes."""
        return tuple(self.balances)

    def outcome(self) -> Outcome | None:
        """The seats with the best balance, once every hand is played."""
        return None if self.winners is None else Outcome(self.winners)

    # ---- applying actions ----------------------------------------------------------------------

    def _expected(self) -> str:
        return self.phase.value

    def _led(self) -> list[Card]:
        return [c for _, c in self.trick[:1]]

    def _deal(self, action: Deal) -> list[Event]:
        if self.phase is not ZifuliPhase.DEAL:
            raise WrongPhase(self._expected(), self.turn if self.turn >= 0 else None, "deal")
        hands = tuple(tuple(h) for h in action.hands)
        check_deal(hands, PLAYERS, HAND_SIZE)
        self.actions.append(Deal(hands))
        self.hands = [list(h) for h in hands]
        self.bids, self.passed = [], [False] * PLAYERS
        self.bidder = self.call = self.partner = None
        self.revealed = False
        self.tricks, self.trick = [], []
        self.won_cards = [[] for _ in range(PLAYERS)]
        self.phase = ZifuliPhase.BID
        self.turn = self.leader
        return [HandDealt(self.dealer, self.leader, hands)]

    def _pass(self, seat: int) -> list[Event]:
        self.actions.append(Pass(seat))
        self.bids.append((seat, None))
        self.passed[seat] = True
        events: list[Event] = [Passed(seat)]
        if all(self.passed):
            events.append(AllPassed(self.dealer))
            return events + self._next_hand(counted=self.rules.thrown_in_counts)
        if self.bidder is not None and self.passed.count(False) == 1:
            return events + self._start_play()
        self.turn = next_bidder(seat, self.passed)
        return events

    def _bid(self, seat: int, call: Design) -> list[Event]:
        call = Design(call)
        if call not in legal_calls(self.hands[seat], self.call):
            if all(c // 2 != call for c in self.hands[seat]):
                raise not_in_hand(seat, card_of(call))
            raise IllegalAction(
                f"seat {seat} may only call a card lower than the standing call, of its suit"
            )
        self.actions.append(Bid(seat, call))
        self.bids.append((seat, call))
        self.bidder, self.call = seat, call
        events: list[Event] = [BidMade(seat, call)]
        if self.passed.count(False) == 1:
            return events + self._start_play()
        self.turn = next_bidder(seat, self.passed)
        return events

    def _start_play(self) -> list[Event]:
        assert self.bidder is not None and self.call is not None
        copies = {card_of(self.call), card_of(self.call, 1)}
        holders = [s for s in range(PLAYERS) if copies & set(self.hands[s])]
        others = [s for s in holders if s != self.bidder]
        self.partner = others[0] if others else self.bidder
        self.phase = ZifuliPhase.PLAY
        self.turn = self.leader
        return [BiddingWon(self.bidder, self.call)]

    def _play(self, seat: int, card: Card) -> list[Event]:
        hand = self.hands[seat]
        card = checked_play(seat, card, hand, self.trick[0][1] if self.trick else None)
        hand.remove(card)
        self.actions.append(Play(seat, card))
        self.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card)]
        if not self.revealed and card // 2 == self.call and self._reveals(seat, card):
            self.revealed = True
            assert self.bidder is not None and self.partner is not None
            events.append(PartnerRevealed(self.bidder, self.partner))
        if len(self.trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return events
        return events + self._finish_trick()

    def _reveals(self, seat: int, card: Card) -> bool:
        """The twin shows the partner; a lone bidder shows himself with his second copy."""
        if seat != self.bidder:
            return True
        return self.partner == seat and card ^ 1 not in self.hands[seat]

    def _finish_trick(self) -> list[Event]:
        plays = tuple(self.trick)
        cards = [c for _, c in plays]
        winner = plays[trick_winner(cards, RANK_ZIFULI)][0]
        trick = Trick(plays[0][0], plays, winner, taken_halves(cards))
        self.tricks.append(trick)
        self.won_cards[winner].extend(cards)
        self.trick = []
        events: list[Event] = [TrickWon(winner, len(self.tricks) - 1, trick)]
        if len(self.tricks) < HAND_SIZE:
            self.turn = winner
            return events
        assert self.bidder is not None and self.partner is not None
        scored = score_hand(self.bidder, self.partner, self.won_cards, self.balances)
        self.balances = list(scored.balances)
        return [*events, scored, *self._next_hand()]

    def _next_hand(self, counted: bool = True) -> list[Event]:
        self.hands_played += int(counted)
        self.turn = -1
        if self.hands_played >= self.rules.hands:
            best = max(self.balances)
            top = tuple(s for s in range(PLAYERS) if self.balances[s] == best)
            self.winners = top if len(top) < PLAYERS else ()
            self.phase = ZifuliPhase.FINISHED
            return [ZifuliMatchOver(self.winners, tuple(self.balances))]
        self.phase = ZifuliPhase.DEAL
        self.dealer = (self.dealer + 1) % PLAYERS  # the deal passes to the right
        self.leader = (self.dealer + 1) % PLAYERS
        return []
