"""A card clicked a moment early: while the last cards still move, at a turn already the
person's (the trick being cleared away before they lead, the last card landing before they
follow). It is played as soon as the cards stop, as a person means; before, the click was
dropped and nothing told them to click again.

Only once every card of the trick has been shown (nothing left to show but motion), only for
the person who has the screen, and never past a question: a dialog at that turn (a
declaration, a claim) forgets it, and so does the menu opened before the turn came.
"""

from __future__ import annotations

from typing import Protocol

from coteccio_gui.ui.table.part import Table


class Input(Protocol):
    """The person's input (``clicks.PersonInput``): an early click is played through it."""

    def try_play(self, index: int) -> None: ...


class Turns(Protocol):
    """What an early click needs of the table's turns (``turns.Turns``)."""

    t: Table
    viewer: int | None
    input: Input

    def active_seat(self, moving: bool = False) -> int | None: ...


class EarlyClick:
    """The card clicked early, if any, and the seat it was clicked for."""

    def __init__(self, turns: Turns) -> None:
        self.turns = turns
        self.seat = -1
        self.card: int | None = None

    def remember(self, index: int) -> bool:
        """Keep the card at ``index`` of the hand if the turn is already the person's and only
        motion is left to show; whether it was kept."""
        seat = self.turns.active_seat(moving=True)
        cards = self.turns.t.show.cards[seat] if seat is not None else []
        if seat is None or seat != self.turns.viewer or not 0 <= index < len(cards):
            return False  # a click on the hand at the bottom is for that seat only
        self.seat, self.card = seat, cards[index]
        return True

    def forget(self) -> None:
        """Drop the early card (a dialog asked something first)."""
        self.card = None

    def play(self, seat: int) -> None:
        """``seat``'s turn has come and nothing is asked: play the card clicked early, if it
        was for this seat and is still in the hand (legal or not: a wrong card gets the same
        message as a click now)."""
        card, self.card = self.card, None
        cards = self.turns.t.show.cards[seat]
        if card in cards and seat == self.seat and self.turns.active_seat() == seat:
            self.turns.input.try_play(cards.index(card))
