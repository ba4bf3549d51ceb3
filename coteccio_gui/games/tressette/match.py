"""Tressette: four players in two partnerships (or floating ones, con la chiamata del Tre).

A match is one game to the target: hands are dealt, played and scored until a side claims
(or, playing every hand out, reaches) the target, or a special hand ends the game at once.

>>> import random
>>> m = Tressette(4, None, 0)
>>> _ = m.deal(random.Random(1))
>>> m.phase.value, m.turn, len(m.hand(1))
('play', 1, 10)
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import GameBase, Outcome, Pile
from coteccio_gui.engine.tricks import TRESSETTE, check_play, legal_plays
from coteccio_gui.games.tressette.actions import (
    Action,
    Annul,
    Call,
    Claim,
    Deal,
    Declare,
    Phase,
    Play,
    Signal,
)
from coteccio_gui.games.tressette.cards import (
    LAST_TRICK_THIRDS,
    THIRDS,
    points,
    thirds_of,
)
from coteccio_gui.games.tressette.declarations import declarations
from coteccio_gui.games.tressette.events import (
    Annulled,
    Called,
    Claimed,
    EndReason,
    Event,
    GoodGame,
    PartnerRevealed,
    Signalled,
)
from coteccio_gui.games.tressette.rules import TressetteRules
from coteccio_gui.games.tressette.scoring import Scoring
from coteccio_gui.games.tressette.state import BadSignal, NotAllowed
from coteccio_gui.games.tressette.view import TressetteView, tressette_view

CALL_ORDER = sorted(range(10), key=lambda r: -TRESSETTE.strength[r])
"""Ranks from the Three down: eldest calls a Three, or a Two if he holds every Three…"""


class Tressette(Scoring, GameBase):
    """One game of Tressette to the target; change it only through its actions."""

    PLAYERS = 4

    def __init__(
        self, players: int = 4, rules: TressetteRules | None = None, first_dealer: int = 0
    ) -> None:
        if players != self.PLAYERS:
            raise ValueError(f"{self.name} is played by {self.PLAYERS} players")
        if not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a seat from 0 to {players - 1}")
        super().__init__(players, rules or self.default_rules(), first_dealer)

    @staticmethod
    def default_rules() -> TressetteRules:
        """The rules of a match started without any."""
        return TressetteRules()

    def copy(self) -> Any:
        """An independent copy of the match."""
        other = type(self).__new__(type(self))
        self.copy_into(other)
        return other

    # ---- the interface -------------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is Phase.DEAL

    def legal_actions(self) -> list[Action]:
        """Every action of the seat to act: cards (with signals when leading) and choices."""
        seat = self.turn
        if self.phase is Phase.CALL:
            return [Call(seat, c) for c in self.callable_cards(seat)]
        if self.phase is not Phase.PLAY:
            return []
        hand = self.hands[seat]
        cards = legal_plays(hand, self.trick)
        acts: list[Action]
        if self.trick or not self.SIGNALS:
            acts = [Play(seat, c) for c in cards]
        else:
            counts = [0, 0, 0, 0]
            for x in hand:
                counts[SUIT_OF[x]] += 1
            striscio = self.rules.striscio
            acts = []
            for c in cards:
                acts += (Play(seat, c), Play(seat, c, Signal.BUSSO))
                if striscio:
                    acts.append(Play(seat, c, Signal.STRISCIO))
                if counts[SUIT_OF[c]] == 1:
                    acts.append(Play(seat, c, Signal.VOLO))
        if not self.started[seat]:
            if self.rules.declarations and not self.announced[seat] and declarations(hand):
                acts.append(Declare(seat))
            if thirds_of(hand) < 3:
                acts.append(Annul(seat))
        if self.rules.claiming:
            acts.append(Claim(seat))
        return acts

    def callable_cards(self, seat: int) -> list[Card]:
        """The cards eldest may call: those he lacks of the highest rank he lacks at all."""
        have = set(self.hands[seat])
        for rank in CALL_ORDER:
            missing = [s * 10 + rank for s in range(4) if s * 10 + rank not in have]
            if missing:
                return missing
        return []

    def apply(self, action: Action) -> list[Event]:
        """Apply any action; returns the events that happened."""
        if isinstance(action, Play):
            return self._play(action.seat, action.card, action.signal)
        if isinstance(action, Deal):
            self._expect(Phase.DEAL, None, "deal", "deal")
            self._check_deal(action.hands, action.stock)
            return self._start_hand([list(h) for h in action.hands], list(action.stock))
        if isinstance(action, Declare):
            return self._declare(action.seat)
        if isinstance(action, Annul):
            return self._annul(action.seat)
        if isinstance(action, Claim):
            return self._claim(action.seat)
        if isinstance(action, Call):
            return self._call(action.seat, action.called)
        raise TypeError(f"not a {self.name} action: {action!r}")

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng`` and deal ten cards a seat, in two batches of five."""
        self._expect(Phase.DEAL, None, "deal", "deal")
        deck = list(range(40))
        rng.shuffle(deck)
        order = [(self.leader + i) % self.players for i in range(self.players)]
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        k = 0
        for _batch in range(2):
            for seat in order:
                hands[seat].extend(deck[k : k + 5])
                k += 5
        return self._start_hand(hands, deck[k:])

    def view(self, seat: int) -> TressetteView:
        """Everything ``seat`` may know now, and nothing more."""
        legal = tuple(self.legal_actions()) if seat == self.turn else ()
        return tressette_view(self, seat, legal, self.teams())

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return list(self.hands[seat])

    def scores(self) -> tuple[int, ...]:
        """The game score of every seat (partners share theirs)."""
        return tuple(self.score)

    def outcome(self) -> Outcome | None:
        """The winners and the stakes they won, once the game is over."""
        return self.result

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships every seat knows: fixed ones, or a called one once revealed."""
        if self.rules.chiamata and not self.revealed:
            return ()
        if self.rules.chiamata:
            return tuple(self.sides())
        return ((0, 2), (1, 3))

    def piles(self) -> tuple[Pile, ...]:
        """No cards outside the trick with four players; the stock with two."""
        return (Pile("stock", (None,) * len(self.stock)),) if self.players == 2 else ()

    # ---- the hand ------------------------------------------------------------------------------

    def _start_hand(self, hands: list[list[Card]], stock: list[Card]) -> list[Any]:
        self._clear_hand()
        self.hands = hands
        self.stock = stock
        self.actions.append(Deal(tuple(tuple(h) for h in hands), tuple(stock)))
        self.turn = self.leader
        self.phase = Phase.CALL if self.rules.chiamata else Phase.PLAY
        return [HandDealt(self.dealer, self.leader, tuple(tuple(h) for h in hands))]

    def _call(self, seat: int, card: Card) -> list[Any]:
        self._expect(Phase.CALL, seat, "call", "call")
        if card not in self.callable_cards(seat):
            raise NotAllowed(seat, "call that card", "call a Three he lacks (or the next rank)")
        self.actions.append(Call(seat, card))
        self.called, self.caller = card, seat
        self.partner = next(s for s in range(self.players) if card in self.hands[s])
        self.phase = Phase.PLAY
        return [Called(seat, card)]

    def _declare(self, seat: int) -> list[Any]:
        self._expect(Phase.PLAY, seat, "declaration", "declare")
        if Declare(seat) not in self.legal_actions():
            raise NotAllowed(seat, "declare", "no combination to declare at its first turn")
        self.actions.append(Declare(seat))
        self.announced[seat] = True
        self.pending[seat] = declarations(self.hands[seat])
        return [GoodGame(seat)]

    def _annul(self, seat: int) -> list[Any]:
        self._expect(Phase.PLAY, seat, "annulment", "annul")
        if self.started[seat] or thirds_of(self.hands[seat]) >= 3:
            raise NotAllowed(seat, "annul", "only ten cards under one point, before playing")
        self.actions.append(Annul(seat))
        self.hands_annulled += 1
        self._clear_hand()
        self.phase, self.turn = Phase.DEAL, -1
        return [Annulled(seat, self.dealer)]

    def _claim(self, seat: int) -> list[Any]:
        self._expect(Phase.PLAY, seat, "claim", "claim")
        if not self.rules.claiming:
            raise NotAllowed(seat, "claim", "this table plays every hand out")
        self.actions.append(Claim(seat))
        total = self.score[seat] + points(self.side_thirds(seat))
        right = total >= self.rules.target
        side = self.side(seat)
        winners = side if right else tuple(s for s in range(self.players) if s not in side)
        reason = EndReason.CLAIM_RIGHT if right else EndReason.CLAIM_WRONG
        return [Claimed(seat, total, right), self._game_over(winners, reason, None)]

    def _play(self, seat: int, card: Card, signal: Signal | None) -> list[Any]:
        self._expect(Phase.PLAY, seat, "play", "play")
        hand = self.hands[seat]
        check_play(seat, card, hand, self.trick)
        if signal is not None:
            self._check_signal(seat, card, signal)
        self.actions.append(Play(seat, card, signal))
        hand.remove(card)
        self.started[seat] = True
        self.trick.append((seat, card))
        events: list[Any] = [CardPlayed(seat, card)]
        if signal is not None:
            self.signals.append((len(self.tricks), seat, signal))
            events.append(Signalled(seat, card, signal))
        if card == self.called and not self.revealed:
            self.revealed = True
            events.append(PartnerRevealed(self.caller, self.partner))
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        return events + self._end_trick()

    def _check_signal(self, seat: int, card: Card, signal: Signal) -> None:
        if self.trick or not self.SIGNALS:
            raise BadSignal(seat, signal, "only the leader signals, and only to a partner")
        if signal is Signal.STRISCIO and not self.rules.striscio:
            raise BadSignal(seat, signal, "this table does not admit striscio")
        suit = SUIT_OF[card]
        if signal is Signal.VOLO and sum(1 for c in self.hands[seat] if SUIT_OF[c] == suit) > 1:
            raise BadSignal(seat, signal, "it is not his last card of the suit")

    def _end_trick(self) -> list[Any]:
        plays = tuple(self.trick)
        winner = TRESSETTE.trick_winner(plays)
        last = not self.stock and not any(self.hands)
        thirds = sum(THIRDS[c] for _, c in plays) + (LAST_TRICK_THIRDS if last else 0)
        trick = Trick(plays[0][0], plays, winner, thirds)
        self.taken[winner] += thirds
        self.won[winner] += 1
        self.counters[winner] += self.counters_taken([c for _, c in plays])
        self.tricks.append(trick)
        self.trick = []
        self.leader = self.turn = winner
        events: list[Any] = [TrickWon(winner, len(self.tricks) - 1, trick)]
        if len(self.tricks) == 1:
            events += self._show_declarations(plays)
            if self.phase is Phase.OVER:
                return events
        events += self.draw_after_trick(winner)
        if last:
            events += self._score_hand()
        return events

    def draw_after_trick(self, winner: int) -> list[Any]:
        """Tressette in due draws from the stock here; four players have none."""
        return []
