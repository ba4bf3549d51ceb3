"""What lies on a network table besides the trick (the local table's ``spreads``), read from
the seat's view: Tressette in due's stock and the cards just drawn from it, every buon
gioco's cards while the table shows them (Tressette, Tressette in due), Rovescino's monte
face down, Terziglio's monte as it lies (face down; face up while the rules turn it up or
once the soloist has taken it, until the first card is discarded in its place).

Each game's values are a small typed record, built field by field from the view: a field
the view lacks is a ``KeyError`` and a field the spreads read that the record lacks an
``AttributeError`` — a failing test, never a silently empty table. A card lies face up only
where the view holds its code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.games.lying import spreads, written_declared_cards
from coteccio_gui.ui.net.seating import Seating

Read = Callable[[str], Card]


@dataclass(frozen=True, slots=True)
class TressetteLying:
    """What the spreads read of Tressette's board (``tressette_choices.Board``)."""

    playing: bool
    """A hand is in play (the stock lies on the table)."""
    stock: int
    drawn: tuple[tuple[int, Card | None], ...]
    """Tressette in due: (seat, card) drawn after the last trick shown, shown to both."""
    shown: dict[int, tuple[Card, ...]]
    """The cards each buon gioco showed, from the first trick until the second is taken."""


@dataclass(frozen=True, slots=True)
class RovescinoLying:
    """What the spreads read of Rovescino's board: the monte's size, face down."""

    monte: int


@dataclass(frozen=True, slots=True)
class TerziglioLying:
    """What the spreads read of Terziglio's board (``terziglio_board.Board``)."""

    lying: tuple[Card | None, ...]
    """The monte where it lies (``None``: a card face down)."""
    lying_to: int
    """The seat that took it face up (-1: nobody, or the two opponents)."""


def lying(seating: Seating, state: dict[str, Any], tricks: int) -> tuple[Spread, ...]:
    """The spreads the view shows (``tricks``: the tricks of the hand shown so far)."""
    view, empty = state.get("view") or {}, seating.empty(state)
    board = BOARDS.get(seating.game)
    if empty is None or not view or board is None:
        return ()
    return tuple(spreads(empty, board(view, seating.read, tricks), seating.names(state)))


def tressette_lying(view: dict[str, Any], read: Read, tricks: int) -> TressetteLying:
    """Tressette's stock, the cards just drawn and the buon gioco shown, as the local table
    keeps them: the combinations lie face up while one trick has been taken."""
    playing = view["phase"] in ("call", "play")
    drawn = tuple((int(s), read(c) if c else None) for s, c in view["drawn"])
    shown = {
        seat: written_declared_cards(found) for seat, found in enumerate(view["declared"]) if found
    }
    return TressetteLying(
        playing=playing,
        stock=int(view["stock"]),
        drawn=drawn[-2:] if playing and len(drawn) == 2 * tricks else (),  # this trick's
        shown=shown if playing and tricks == 1 else {},
    )


def rovescino_lying(view: dict[str, Any], read: Read, tricks: int) -> RovescinoLying:
    """Rovescino's monte, face down while the hand is played."""
    return RovescinoLying(monte=int(view["monte_size"]) if view["phase"] == "play" else 0)


def terziglio_lying(view: dict[str, Any], read: Read, tricks: int) -> TerziglioLying:
    """Terziglio's monte: face down as dealt, in a called or solissimo hand and as the
    discards; face up while the opponents share it (scegliete) and once it has been taken
    face up, until a card is discarded in its place."""
    phase, size = view["phase"], int(view["monte_size"])
    up = tuple(read(c) if c else None for c in view["monte_shown"])
    if phase in ("deal", "over"):
        return TerziglioLying((), -1)  # the next deal follows at once
    if up and (phase == "split" or (phase == "discard" and not size)):
        takers = [seat for seat, took in enumerate(view["took"]) if took]
        return TerziglioLying(up, takers[0] if len(takers) == 1 else -1)
    return TerziglioLying((None,) * size, -1)


BOARDS: dict[str, Callable[[dict[str, Any], Read, int], Any]] = {
    "tressette": tressette_lying,
    "tressette-in-due": tressette_lying,
    "rovescino": rovescino_lying,
    "terziglio": terziglio_lying,
}
"""Each game whose table shows cards besides the trick, and how its view is read."""
