"""Stovkahra's board: what its panels, info box and table show — the sides' running totals and
brčka, the turned card while the dealer holds it, eldest's face-up cards, a declaration's cards
for a moment — kept up to date event by event."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.engine.game import Event
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.cards import suit_cards
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    DostCalled,
    GameWon,
    SeriesOver,
    Settled,
    SevenBonus,
    TrumpTurned,
)
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core.theme import GOLD, RED
from coteccio_gui.ui.games.shown import Shown
from coteccio_gui.ui.games.stovkahra import talk
from coteccio_gui.ui.games.stovkahra.words import combination


@dataclass
class Board:
    """What the table shows of the match: it lags the match by the events not shown yet."""

    points: list[int]
    """Each side's game total toward 100 (side 0: seats 0 and 2)."""
    deal_points: list[int]
    brcka: list[int]
    dealer: int
    eldest: int
    deal: int
    """The deal in play (or the last one), counting from 1."""
    scored: int
    """The deals finished (played out or stopped by "dost")."""
    trump: Card = -1
    held: bool = False
    """The dealer still holds the turned card."""
    face_up: list[Card] = field(default_factory=list)
    shown: dict[int, list[tuple[tuple[Card | None, ...], str]]] = field(default_factory=dict)
    """Each seat's declarations, as cards and words, until the first card is played."""
    won: GameWon | None = None
    """A game won, its brčka not settled yet (its summary waits for them)."""


def board_of(v: StovkahraView) -> Board:
    """The board as a seat's view stands (only what every seat knows)."""
    playing = v.phase in (Phase.DECLARE, Phase.PLAY)
    return Board(
        points=list(v.points),
        deal_points=list(v.deal_points) if playing else [0, 0],
        brcka=list(v.brcka),
        dealer=v.dealer,
        eldest=v.eldest,
        deal=v.hands_played + (v.phase is not Phase.OVER),
        scored=v.hands_played,
        trump=v.trump_card if playing else -1,
        held=v.trump_held and playing,
        face_up=list(v.face_up) if playing else [],
    )


def declared_cards(rank: int, held: int) -> tuple[Card | None, ...]:
    """A declaration as cards: the four of the rank, or three face down (the missing one is not
    named, so which three is not known)."""
    if held == 4:
        return tuple(suit_cards(s)[rank] for s in range(4))
    return (None, None, None)


def see(
    b: Board, event: Event, upcoming: Sequence[Event], names: Sequence[str], faces: str
) -> Shown:
    """Bring the board up to date with ``event`` and say how to show it."""
    if isinstance(event, HandDealt):
        b.deal_points, b.shown = [0, 0], {}
        b.dealer, b.eldest = event.dealer, event.leader
        b.deal = b.scored + 1
        return Shown(sound="shuffle", tip="stovkahra")
    if isinstance(event, TrumpTurned):
        b.trump, b.held, b.face_up = event.card, True, list(event.face_up)
        return Shown(message=talk.said(event, names, faces), seconds=4.0, pause=0.8)
    if isinstance(event, TrickWon):
        _gone(b, {c for _seat, c in event.trick.plays})
        _add(b, event.seat % 2, event.trick.points)
        return Shown(tip="dost" if event.number == 0 else None)
    if isinstance(event, SevenBonus):
        _add(b, event.seat % 2, event.points)
        line = talk.said(event, names, faces)
        return Shown(message=line, seconds=4.0, pause=1.0, flash={event.seat: GOLD}, sound="life")
    if isinstance(event, Declared):
        side = event.seat % 2
        b.points[side] = event.total
        b.deal_points[side] += event.points
        words = combination(event.rank, event.held, faces)
        b.shown.setdefault(event.seat, []).append((declared_cards(event.rank, event.held), words))
        line = talk.said(event, names, faces)
        return Shown(message=line, seconds=4.0, pause=1.5, flash={event.seat: GOLD})
    if isinstance(event, DostCalled):
        b.scored += 1
        line = talk.said(event, names, faces)
        flash = {event.seat: GOLD if event.right else RED}
        return Shown(message=line, seconds=4.0, pause=1.2, flash=flash)
    if isinstance(event, DealScored):
        b.points, b.scored = list(event.totals), b.scored + 1
        if any(isinstance(e, GameWon) for e in upcoming):
            return Shown()
        return Shown(pause=0.9, dialog=talk.deal_dialog(b.deal, event, names))
    if isinstance(event, GameWon):  # its summary once the brčka are settled (maybe by a choice)
        b.points, b.trump, b.held, b.face_up = list(event.totals), -1, False, []
        b.won = event
        line = talk.said(event, names, faces)
        flash = {s: GOLD for s in event.seats}
        return Shown(message=line, seconds=4.0, flash=flash, pause=0.9, sound="life")
    if isinstance(event, Settled):
        b.brcka, b.points = list(event.brcka), [0, 0]
        if b.won is None:  # (a table that opened between the two)
            return Shown(message=talk.said(event, names, faces), seconds=4.0, pause=1.0)
        dialog = talk.game_dialog(b.won, b.deal_points, names, event)
        b.won = None
        return Shown(pause=0.6, dialog=dialog)
    if isinstance(event, SeriesOver):
        return Shown(sound="win")
    line = talk.said(event, names, faces)
    return Shown(message=line, seconds=3.5, pause=0.8) if line else Shown()


def played(b: Board, event: CardPlayed) -> None:
    """A card played (the table shows it itself): the declarations shown go, and the card leaves
    the turned card's or the face-up cards' place."""
    b.shown = {}
    _gone(b, {event.card})


def _gone(b: Board, played: set[Card]) -> None:
    """Cards played leave the table's spreads: the turned card, eldest's face-up cards."""
    b.held = b.held and b.trump not in played
    b.face_up = [c for c in b.face_up if c not in played]


def _add(b: Board, side: int, points: int) -> None:
    b.points[side] += points
    b.deal_points[side] += points


def spreads(b: Board) -> list[Spread]:
    """The turned card beside the dealer while he holds it, eldest's face-up cards beside him,
    each declaration's cards beside its seat until the first card is played."""
    out: list[Spread] = []
    if b.trump >= 0 and b.held:
        out.append(Spread((b.trump,), _("Trumps"), b.dealer))
    if b.face_up:
        out.append(Spread(tuple(b.face_up), _("Face up"), b.eldest))
    for seat, said in sorted(b.shown.items()):
        cards = tuple(c for shown, _words in said for c in shown)
        out.append(Spread(cards, ", ".join(words for _cards, words in said), seat))
    return out
