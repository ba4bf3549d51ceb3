"""What lies on a network table besides the trick (the local table's ``spreads``), read from
the seat's view: Tressette in due's stock and the cards just drawn from it, every buon
gioco's cards while the table shows them (Tressette, Tressette in due), Rovescino's monte
face down, Terziglio's monte as it lies (face down; face up while the rules turn it up or
once the soloist has taken it, until the first card is discarded in its place).

A monte the table is still showing the events of (``Aside``) lies as those events say, not
as the view, which may be further on: turned up for a computer's taking (held as long as the
local table holds it), and taken with the last trick (until the next deal flies in).

Each game's values are a small typed record, built field by field from the view: a field
the view lacks is a ``KeyError`` and a field the spreads read that the record lacks an
``AttributeError`` — a failing test, never a silently empty table. A card lies face up only
where the view (or, for an ``Aside``, the seat's event) holds its code."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.games.lying import monte_spread
from coteccio_gui.ui.games.tressette.lying import written_declared_cards
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.table.bots import BEAT_S

Read = Callable[[str], Card]

TURNED_UP_S = 1.5 + BEAT_S
"""How long a monte turned up for someone else lies face up before their first discard: the
local table's pause on it (``terziglio_board.see``) and a computer's least beat after it."""
HAND_END_S = 2.5
"""How long the monte taken with the last trick lies face up before the next deal (the local
table shows it until the end-of-hand table is closed)."""


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


@dataclass(frozen=True, slots=True)
class Aside:
    """A monte as the events being shown lay it (the view may be a deal further on)."""

    cards: tuple[Card | None, ...]
    """Face up where the seat's events hold the card, else ``None`` (face down)."""
    taker: int
    """Who takes it (-1: nobody yet; scegliete's opponents share it)."""
    ended: bool
    """Taken with the last trick: it lies until the next deal."""


def lying(
    seating: Seating, state: dict[str, Any], tricks: int, aside: Aside | None = None
) -> tuple[Spread, ...]:
    """The spreads the view shows (``tricks``: the tricks of the hand shown so far), or the
    monte ``aside`` while the events that laid it are shown."""
    if aside is not None:
        names = seating.names(state)
        return (monte_spread(aside.cards, names[aside.taker] if aside.taker >= 0 else None),)
    view, empty = state.get("view") or {}, seating.empty(state)
    board = BOARDS.get(seating.game)
    if empty is None or not view or board is None:
        return ()
    found = seating.look.spreads(empty, board(view, seating.read, tricks), seating.names(state))
    return tuple(found)


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


def next_aside(
    game: str, e: dict[str, Any], upcoming: Sequence[dict[str, Any]], read: Read, last: int
) -> tuple[Aside | None, bool]:
    """The monte aside once event ``e`` is shown (``last``: who took the last trick shown),
    and whether ``e`` changed it: Terziglio's monte turned up until a discard, Rovescino's and
    Terziglio's taken with the last trick until the next deal."""
    kind = e.get("kind")
    if kind == "HandDealt" or (kind == "Discarded" and game == "terziglio"):
        return None, True
    cards = tuple(read(c) if c else None for c in e.get("cards") or e.get("monte") or ())
    if game == "rovescino" and kind == "MonteTaken" and cards:
        return Aside(cards, int(e["seat"]), True), True
    if game != "terziglio" or not cards:
        return None, False
    if kind == "MonteShown":
        taking = upcoming[0] if upcoming else {}
        takes = taking.get("kind") == "MonteTaken" and taking.get("number") == len(cards)
        return Aside(cards, int(taking["seat"]) if takes else -1, False), True
    if kind == "HandScored":
        return Aside(cards, last if last >= 0 else int(e["soloist"]), True), True
    return None, False


def held_for(aside: Aside, seat: int, soloist: int) -> float:
    """Seconds (at normal speed) the table holds ``aside`` before the next event: none when
    the person at this window takes the turned-up monte (or shares it), who may look at it
    as long as they like."""
    if aside.ended:
        return HAND_END_S
    mine = aside.taker == seat or (aside.taker < 0 and seat != soloist)
    return 0.0 if mine else TURNED_UP_S
