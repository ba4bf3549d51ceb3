"""Terziglio between the auction and the play: the call, the exchange, the monte, the discards."""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.cards import Card, code
from coteccio_gui.engine.errors import CardNotInHand
from coteccio_gui.games.terziglio.actions import (
    Call,
    CardCalled,
    Contract,
    Contracted,
    Discard,
    Discarded,
    Exchanged,
    Give,
    MonteShown,
    MonteTaken,
    Phase,
    Take,
)
from coteccio_gui.games.terziglio.state import TerziglioState
from coteccio_gui.games.tressette.state import NotAllowed


class Exchanges(TerziglioState):
    """What each contract does before the first lead."""

    def _contracted(self) -> list[Any]:
        s, contract = self.soloist, self.contract
        assert contract is not None
        events: list[Any] = [Contracted(s, contract)]
        opp = [(s + 1) % 3, (s + 2) % 3]
        self.turn = s
        if contract is Contract.CHIAMO:
            self.phase = Phase.CALL
        elif contract is Contract.SOLO:
            events += self._take_monte()
        elif contract is Contract.SOLISSIMO:
            events += self._start_play()
        elif contract is Contract.DIVIDETE:
            for k, o in enumerate(opp):
                part = self.monte[2 * k : 2 * k + 2]
                self.hands[o] += part
                self.took[o] = tuple(part)
                events.append(MonteTaken(o, 2, ()))
            self.to_discard = [(opp[0], 2), (opp[1], 2)]
            self.monte = []
            self.phase, self.turn = Phase.DISCARD, opp[0]
        else:
            self.monte_shown = True
            events.append(MonteShown(tuple(self.monte)))
            self.phase, self.turn = Phase.SPLIT, opp[0]
        return events

    def _take_monte(self) -> list[Any]:
        s = self.soloist
        cards = tuple(self.monte)
        self.monte_shown = True
        self.hands[s] += cards
        self.took[s] = cards
        self.monte = []
        self.to_discard = [(s, 4)]
        self.phase, self.turn = Phase.DISCARD, s
        return [MonteShown(cards), MonteTaken(s, 4, cards)]

    def _call(self, seat: int, card: Card) -> list[Any]:
        self.expect(Phase.CALL, seat, "call")
        if card in self.hands[seat]:
            raise NotAllowed(seat, f"call {code(card)}", "he holds it")
        self.actions.append(Call(seat, card))
        self.called = card
        self.holder = next((s for s in range(3) if card in self.hands[s]), -1)
        events: list[Any] = [CardCalled(seat, card, self.holder)]
        if self.holder < 0:
            return events + self._take_monte()
        self.phase = Phase.GIVE
        return events

    def _give(self, seat: int, card: Card) -> list[Any]:
        self.expect(Phase.GIVE, seat, "exchange")
        if card not in self.hands[seat]:
            raise CardNotInHand(seat, card)
        self.actions.append(Give(seat, card))
        assert self.called is not None
        h = self.holder
        self.hands[seat].remove(card)
        self.hands[h].remove(self.called)
        self.hands[seat].append(self.called)
        self.hands[h].append(card)
        self.given = card
        return [Exchanged(seat, h, self.called, card)] + self._take_monte()

    def _take(self, seat: int, taken: tuple[Card, ...]) -> list[Any]:
        self.expect(Phase.SPLIT, seat, "share of the monte")
        if len(set(taken)) != len(taken) or not set(taken) <= set(self.monte):
            raise NotAllowed(seat, "take those cards", "he may take only cards of the monte")
        self.actions.append(Take(seat, tuple(taken)))
        other = (self.soloist + 2) % 3
        rest = tuple(c for c in self.monte if c not in taken)
        events: list[Any] = []
        self.to_discard = []
        for o, part in ((seat, tuple(taken)), (other, rest)):
            self.hands[o] += part
            self.took[o] = part
            events.append(MonteTaken(o, len(part), part))
            if part:
                self.to_discard.append((o, len(part)))
        self.monte = []
        self.phase, self.turn = Phase.DISCARD, self.to_discard[0][0]
        return events

    def _discard(self, seat: int, card: Card) -> list[Any]:
        self.expect(Phase.DISCARD, seat, "discard")
        if card not in self.hands[seat]:
            raise CardNotInHand(seat, card)
        self.actions.append(Discard(seat, card))
        self.hands[seat].remove(card)
        self.monte.append(card)
        self.discards[seat].append(card)
        who, left = self.to_discard[0]
        if left > 1:
            self.to_discard[0] = (who, left - 1)
        else:
            self.to_discard.pop(0)
        events: list[Any] = [Discarded(seat)]
        if self.to_discard:
            self.turn = self.to_discard[0][0]
            return events
        return events + self._start_play()

    def _start_play(self) -> list[Any]:
        """The play begins (defined by the match)."""
        raise NotImplementedError
