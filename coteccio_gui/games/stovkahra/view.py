"""What one seat of Stovkahra may know: its hand, the table, everything shown, the scores.

Public besides the kernel's table: the turned trump card, which the dealer holds until he plays
it; eldest's three face-up cards until each is played; every declaration (the rank and the
count — with three, the missing suit is not said); both sides' points and brčka. A partner's
hand is hidden like any other.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Outcome
from coteccio_gui.engine.view import TableView, table_fields
from coteccio_gui.games.stovkahra.actions import Action, Phase
from coteccio_gui.games.stovkahra.cards import SUIT_OF
from coteccio_gui.games.stovkahra.declarations import Declaration
from coteccio_gui.games.stovkahra.rules import StovkahraRules
from coteccio_gui.games.stovkahra.state import StovkahraState


@dataclass(frozen=True, slots=True)
class StovkahraView(TableView):
    """What ``seat`` may know of the match right now."""

    rules: StovkahraRules
    phase: Phase
    legal: tuple[Action, ...]
    """Everything this seat may do now (empty unless it is its turn)."""
    trump_card: Card
    """The turned card: its suit is trumps (-1 before the first deal)."""
    trump_held: bool
    """Whether the dealer still holds the turned card (everyone knows he does)."""
    eldest: int
    """The dealer's left: declares first, leads first; its first three cards were face up."""
    face_up: tuple[Card, ...]
    """Eldest's face-up cards not yet played."""
    declarations: tuple[Declaration, ...]
    """Every combination declared this deal."""
    points: tuple[int, int]
    """Each side's game total toward 100 (side 0: seats 0 and 2)."""
    deal_points: tuple[int, int]
    """Each side's points in this deal."""
    first_hundred: int | None
    """The side that reached 100 first in this game, if any."""
    brcka: tuple[int, int]
    """Each side's brčka in the series."""
    ten_first: int | None
    """The side that reached 10 brčka first (the series to 20)."""
    games_played: int
    settling: tuple[int, int] | None
    """A game won and waiting to be settled: the winning side and its brčka."""
    outcome: Outcome | None

    @property
    def led_suit(self) -> int | None:
        """The suit led to the trick on the table (a Stovkahra suit), or ``None``."""
        return SUIT_OF[self.trick[0][1]] if self.trick else None

    @property
    def trump(self) -> int:
        """The trump suit (-1 before the first deal)."""
        return SUIT_OF[self.trump_card] if self.trump_card >= 0 else -1

    @property
    def partner(self) -> int:
        """This seat's partner, facing it."""
        return (self.seat + 2) % 4


def stovkahra_view(m: StovkahraState, seat: int, legal: tuple[Action, ...]) -> StovkahraView:
    """The view of ``seat`` (``legal``: the actions it may take now, if it is its turn)."""
    fields = table_fields(m, seat)
    fields["hand"] = tuple(sorted(m.hands[seat]))
    held = m.trump_card >= 0 and m.trump_card in m.hands[(m.eldest + 3) % 4]
    return StovkahraView(
        **fields,
        rules=m.rules,
        phase=m.phase,
        legal=legal if seat == m.turn else (),
        trump_card=m.trump_card,
        trump_held=held,
        eldest=m.eldest,
        face_up=tuple(m.face_up),
        declarations=tuple(m.declarations),
        points=(m.points[0], m.points[1]),
        deal_points=(m.deal_points[0], m.deal_points[1]),
        first_hundred=m.first_hundred,
        brcka=(m.brcka[0], m.brcka[1]),
        ten_first=m.ten_first,
        games_played=m.games_played,
        settling=m.settling,
        outcome=m.result,
    )
