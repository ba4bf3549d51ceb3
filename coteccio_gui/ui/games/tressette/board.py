"""Tressette's board: what its panels and info box show, kept up to date event by event, and
how a drawn card and the end of a hand are shown."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from coteccio_gui.engine.game import Event
from coteccio_gui.games.tressette.actions import Phase
from coteccio_gui.games.tressette.events import CardDrawn, HandScored
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.ui.core.theme import GOLD
from coteccio_gui.ui.games.base import Shown
from coteccio_gui.ui.games.tressette.choices import hand_dialog, said
from coteccio_gui.ui.games.tressette.lying import declared_cards


@dataclass
class Board:
    """What the panels and the info box show: it lags the match by the events not shown."""

    scores: list[int]
    taken: list[int]
    """Thirds of a point each seat has taken this hand."""
    won: list[int]
    announced: list[bool]
    """Buon gioco announced, the combinations not shown yet."""
    hand: int
    scored: int
    stock: int
    playing: bool = False
    """A hand is in play (dealt, not yet scored or annulled)."""
    caller: int = -1
    called: int | None = None
    partner: int | None = None
    """The caller's partner once the called card is played (never before)."""
    declared: list[int] = field(default_factory=list)
    """The points each seat's side declared this hand (in its score already)."""
    names: list[str] = field(default_factory=list)
    """The seats' names, as the last event shown gave them (the side totals name them)."""
    drawn: tuple[tuple[int, int], ...] = ()
    """Tressette in due: (seat, card) drawn after the last trick, shown to both."""
    shown: dict[int, tuple[int, ...]] = field(default_factory=dict)
    """The cards each buon gioco showed after the first trick, until the second is taken."""


def side_of(n: int, seat: int) -> tuple[int, ...]:
    """The seats that score with ``seat`` when it declares (fixed partners, or alone)."""
    return (seat,) if n == 2 else (seat % 2, seat % 2 + 2)


def _declared(v: TressetteView, seat: int) -> int:
    """The points ``seat``'s side has declared this hand."""
    return sum(d.points for s in side_of(v.players, seat) for d in v.declared[s])


def revealed_partner(v: TressetteView) -> int | None:
    """The caller's partner once the called card is played: the partnerships every seat
    knows then (never before, whatever this seat knows)."""
    side = next((t for t in v.teams if v.caller in t), ()) if v.caller >= 0 else ()
    return next((s for s in side if s != v.caller), None)


def board_of(v: TressetteView, names: Sequence[str]) -> Board:
    """The panels' values as they stand in a seat's view (only what every seat knows)."""
    playing = v.phase in (Phase.CALL, Phase.PLAY)
    n = v.players
    taken, won = [0] * n, [0] * n
    for t in v.tricks if playing else ():
        taken[t.winner] += t.points
        won[t.winner] += 1
    return Board(
        scores=list(v.scores),
        taken=taken,
        won=won,
        announced=[a and not d for a, d in zip(v.announced, v.declared, strict=True)],
        hand=v.hands_played + (v.phase is not Phase.OVER),
        scored=v.hands_played,
        stock=v.stock,
        playing=playing,
        caller=v.caller if playing else -1,
        called=v.called if playing else None,
        partner=revealed_partner(v) if playing else None,
        declared=[_declared(v, seat) if playing else 0 for seat in range(n)],
        names=list(names),
        drawn=tuple(v.drawn[-2:]) if playing and len(v.drawn) == 2 * len(v.tricks) else (),
        shown={s: declared_cards(d) for s, d in enumerate(v.declared) if d}
        if playing and len(v.tricks) == 1
        else {},
    )


def drawn(
    b: Board, e: CardDrawn, upcoming: Sequence[Event], names: Sequence[str], faces: str
) -> Shown:
    """Both cards drawn after a trick, named to both players together."""
    cards = [e]
    if upcoming and isinstance(upcoming[0], CardDrawn):
        cards.append(upcoming[0])
    b.stock -= len(cards)
    b.drawn = tuple((d.seat, d.card) for d in cards)
    line = " ".join(said(d, names, faces) for d in cards)
    return Shown(message=line, seconds=4.0, pause=1.0, consume=len(cards) - 1, tip="stock")


def scored(b: Board, e: HandScored, names: Sequence[str]) -> Shown:
    """The scores change at once (unless a special hand ends the game), then the table."""
    declared = list(b.declared) or [0] * len(b.scores)
    before = [s - d for s, d in zip(b.scores, declared, strict=True)]
    if e.special is None:
        b.scores = [s + p for s, p in zip(b.scores, e.points, strict=True)]
    b.scored += 1
    b.playing = False
    pairs = len(names) == 4 and b.caller < 0
    spec = hand_dialog(b.hand, e, before, b.scores, pairs, names, declared)
    best = max(e.points)
    flash = {s: GOLD for s, p in enumerate(e.points) if p == best}
    return Shown(flash=flash, pause=0.9, dialog=spec)
