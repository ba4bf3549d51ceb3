"""The hand history of a match kept from a network table: only what that seat saw there.

A network match's record holds every hand, but the person at seat ``seat`` saw only their own
cards, the cards played and what their view showed, since each deal (the server's ``Sight``,
replayed by :func:`~coteccio_gui.seen.seen_by`). At each step the history draws those
face up and every other card face down — after the seen ones, so a back's place in a sorted
hand says nothing — and leaves out a line that would name a card the seat never saw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from coteccio_gui import games
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.wire import Writing
from coteccio_gui.i18n import _
from coteccio_gui.left import SeatRecord
from coteccio_gui.record import Record
from coteccio_gui.seen import net_meta, seen_by
from coteccio_gui.ui.board.replay import Step


class CardNames(Protocol):
    """How a game's presentation names a card."""

    def card_name(self, card: Card, faces: str) -> str:
        """A card as a player reads it."""
        ...

    def card_in_sentence(self, card: Card, faces: str) -> str:
        """A card as a sentence names it."""
        ...


class SeatSight:
    """What one seat of a network table saw at each step of its record."""

    def __init__(self, record: Record, code: str, seat: int) -> None:
        self.code = code
        self.seat = seat
        self.wire = games.wire(record.game)
        self.seen = seen_by(record.match, seat)
        """The cards seen after k actions, for every k."""

    @classmethod
    def of(cls, record: Record) -> SeatSight | None:
        """The sight of the seat this program played, if ``record`` was kept from a network
        table (None: a local match, whose finished hands are all shown)."""
        if isinstance(record, SeatRecord):
            return LeftSight(record)
        found = net_meta(record.meta)
        if found is None or not 0 <= found[1] < len(record.players):
            return None
        return cls(record, *found)

    def title(self) -> str:
        """What the history calls the match: ``Network table K7QM3D``."""
        return _("Network table {code}").format(code=self.code)

    def hidden(self, step: Step) -> Callable[[Card], bool]:
        """Whether a card must lie face down at ``step``."""
        seen = self.seen[min(step.actions, len(self.seen) - 1)]
        return lambda card: card not in seen

    def hand(self, step: Step, cards: Sequence[Card | None], seat: int) -> list[Card | None]:
        """A hand (``seat``'s) as the seat saw it: the seen cards in their order, then a back
        (``None``) for each card it never saw."""
        hide = self.hidden(step)
        shown: list[Card | None] = [c for c in cards if c is not None and not hide(c)]
        return shown + [None] * (len(cards) - len(shown))

    def lines(self, step: Step, lines: list[str], look: CardNames, faces: str) -> list[str]:
        """The step's lines without any that names a card of its events the seat never saw
        (as ``look`` names a card, alone or in a sentence)."""
        written = Writing(self.wire.pack)
        for event in step.events:
            self.wire.write_event(event, written)
        hide = self.hidden(step)
        names = (look.card_name, look.card_in_sentence)
        words = [name(card, faces) for card in written.cards if hide(card) for name in names]
        kept = [line for line in lines if not any(w in line for w in words)]
        if step.kind == "deal":
            kept.append(_("The cards your seat did not see at the table lie face down."))
        return kept


class LeftSight(SeatSight):
    """What the seat of a guest who left a network table before its end saw: its record holds
    only that (the seat's views and the events as it was shown them)."""

    def __init__(self, record: SeatRecord) -> None:
        self.code = str(record.head.get("table", ""))
        self.seat = int(record.head["seat"])
        self.wire = games.wire(record.game)

    def title(self) -> str:
        """What the history calls the match: ``Network table K7QM3D, left before the end``."""
        return _("Network table {code}, left before the end").format(code=self.code)

    def hidden(self, step: Step) -> Callable[[Card], bool]:
        """Whether a card must lie face down at ``step``: one the seat's view does not show."""
        written = Writing(self.wire.pack)
        view = step.game.view(self.seat)
        if view is not None:
            self.wire.write_view(view, written)
        return lambda card: card not in written.cards

    def hand(self, step: Step, cards: Sequence[Card | None], seat: int) -> list[Card | None]:
        """A hand as the seat saw it: the cards its view shows, then a back for each other."""
        shown: list[Card | None] = [c for c in cards if c is not None]
        return shown + [None] * max(0, step.game.cards_held(seat) - len(shown))

    def lines(self, step: Step, lines: list[str], look: CardNames, faces: str) -> list[str]:
        """The step's lines (its events hold only the cards the seat was shown)."""
        if step.kind == "deal":
            return [*lines, _("The cards your seat did not see at the table lie face down.")]
        return lines
