"""Tressette in due: two players, ten cards each and a stock of twenty.

While the stock lasts, the winner of each trick draws its top card, then the other player
draws the next; both cards are shown to both players as they are drawn. The winner leads.
Everything else is Tressette's (declarations, claims, annulling, the specials a single
player can make); there are no signals, having no partner to signal to.

>>> import random
>>> m = TressetteInDue(2, None, 0)
>>> _ = m.deal(random.Random(2))
>>> len(m.hand(0)), len(m.stock), m.teams()
(10, 20, ())
"""

from __future__ import annotations

from typing import Any, ClassVar

from coteccio_gui.games.tressette.events import CardDrawn
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules


class TressetteInDue(Tressette):
    """One game of Tressette in due to the target."""

    name: ClassVar[str] = "tressette-in-due"
    PLAYERS = 2
    SIGNALS: ClassVar[bool] = False

    @staticmethod
    def default_rules() -> TressetteRules:
        """Tressette in due's defaults."""
        return DueRules()

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """No partnerships."""
        return ()

    def draw_after_trick(self, winner: int) -> list[Any]:
        """The winner draws the top card of the stock, then the other player the next."""
        if not self.stock:
            return []
        events: list[Any] = []
        for seat in (winner, 1 - winner):
            card = self.stock.pop(0)
            self.hands[seat].append(card)
            self.drawn.append((seat, card))
            events.append(CardDrawn(seat, card))
        return events
