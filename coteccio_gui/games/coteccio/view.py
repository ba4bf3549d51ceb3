"""The seat view: everything one seat may know, and nothing more.

Computer players and the hand display are given only this. It holds the
seat's own hand, the cards on the table, the tricks of this hand, lives,
pool and whose turn it is — never another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.view import TableView, table_fields
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import HouseRules
from coteccio_gui.games.coteccio.scoring import doctor_calls_left, doctor_lives
from coteccio_gui.games.coteccio.state import MatchState


@dataclass(frozen=True, slots=True)
class SeatView(TableView):
    """What ``seat`` may know of the match right now."""

    rules: HouseRules
    phase: Phase
    legal: tuple[Card, ...]
    """The cards this seat may play now (empty unless it is its turn to play)."""
    order: tuple[int, ...]
    """The seats in this hand, in play order from its leader."""
    taken: tuple[int, ...]
    """Card points each seat has taken this hand."""
    lives: tuple[int, ...]
    pool: int
    doctor_calls: tuple[int, ...]
    doctor_calls_left: int
    """How many more times this seat could call the doctor under the limit."""
    doctor_lives: int
    """The lives the doctor would give now (0 unless this seat is offered it)."""
    capotto_seat: int
    """The seat playing the fifth trick for capotto, or -1."""
    winner: int | None
    hands_annulled: int
    """Hands annulled after a capotto was offered (everyone saw the annulment)."""
    restarts: int
    """How often everyone lost the last life in one hand and the match began again (public)."""


def seat_view(m: MatchState, seat: int) -> SeatView:
    """The view of the match from ``seat``."""
    offered = m.phase is Phase.DOCTOR and m.turn == seat
    return SeatView(
        **table_fields(m, seat),
        rules=m.rules,
        phase=m.phase,
        legal=tuple(m.legal_plays(seat)),
        order=m.order,
        taken=tuple(m.taken),
        lives=tuple(m.lives),
        pool=m.pool,
        doctor_calls=tuple(m.doctor_calls),
        doctor_calls_left=doctor_calls_left(m, seat),
        doctor_lives=doctor_lives(m, seat) if offered else 0,
        capotto_seat=m.capotto_seat,
        winner=m.winner,
        hands_annulled=m.hands_annulled,
        restarts=m.restarts,
    )
