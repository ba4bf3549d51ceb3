"""What a game's presentation tells the score sheet besides the scores: the seat that went
out in a hand, and the scores a hand that ended the match leaves (a claim's whole count)."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.game import Event


class Tally:
    """The score sheet's questions to a presentation, with the answers most games give."""

    def seat_out(self, event: Event) -> int | None:
        """The seat ``event`` says left the match (out of lives…), if it says one; the score
        sheet marks the hand."""
        return None

    def ended_scores(
        self, events: Sequence[Event], scores: tuple[int, ...], teams: Sequence[Sequence[int]]
    ) -> tuple[int, ...]:
        """The scores a hand that ``events`` ended leaves on the sheet (``teams``: the sides
        known from the start); by default the match's own."""
        return scores
