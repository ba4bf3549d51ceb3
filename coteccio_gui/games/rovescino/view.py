"""The seat view of Rovescino: everything one seat may know, and nothing more.

Computer players and the table are given only this: the seat's own hand, the table, the
tricks of this hand (a player who remembers them knows them), everyone's score and how
many cards each seat holds, the size of the monte — never another hand, nor the monte's
cards until the last trick has taken them and turned them face up.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.view import TableView, table_fields
from coteccio_gui.games.rovescino.events import Phase
from coteccio_gui.games.rovescino.rules import RovescinoRules
from coteccio_gui.games.rovescino.state import RovescinoState


@dataclass(frozen=True, slots=True)
class RovescinoView(TableView):
    """What ``seat`` may know of the match right now."""

    rules: RovescinoRules
    phase: Phase
    legal: tuple[Card, ...]
    """The cards this seat may play now (empty unless it is its turn)."""
    order: tuple[int, ...]
    """The seats in this hand, in play order from its leader."""
    hand_size: int
    """The cards each seat in the hand was dealt: the number of tricks in the hand."""
    taken: tuple[int, ...]
    """Card points each seat has taken this hand, in thirds."""
    monte_size: int
    """How many cards lie in the monte this hand."""
    monte: tuple[Card, ...]
    """The monte's cards once the last trick has taken them (face up); empty before."""
    scores: tuple[int, ...]
    """The penalty points of every seat in the match."""
    out: tuple[bool, ...]
    """Which seats have dropped out of the match."""
    winners: tuple[int, ...] | None
    losers: tuple[int, ...]
    """The seats that reached the target and lost, once the match is over (everyone is told)."""

    @property
    def tricks_left(self) -> int:
        """The tricks still to be won in this hand, the one on the table included."""
        return self.hand_size - len(self.tricks)


def seat_view(m: RovescinoState, seat: int) -> RovescinoView:
    """The view of the match from ``seat``."""
    return RovescinoView(
        **table_fields(m, seat),
        rules=m.rules,
        phase=m.phase,
        legal=tuple(m.legal_plays(seat)),
        order=m.order,
        hand_size=m.hand_size,
        taken=tuple(m.taken),
        monte_size=len(m.monte),
        monte=tuple(m.monte) if m.monte_shown else (),
        scores=tuple(m.totals),
        out=tuple(m.out),
        winners=m.winners,
        losers=m.losers,
    )
