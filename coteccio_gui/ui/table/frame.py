"""The values one frame of the table is painted from: made fresh from the table for each
frame, so that the painter draws values and never reaches into the table."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Protocol, cast

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import SeatSpot, TableLayout
from coteccio_gui.ui.board.seat_panel import SeatLook
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.core.widgets import Button
from coteccio_gui.ui.table import undo
from coteccio_gui.ui.table.choosing import has_choices
from coteccio_gui.ui.table.coaching import can_hint
from coteccio_gui.ui.table.info_box import measure_info
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.show import FRESH_S
from coteccio_gui.ui.table.tip_panel import TipLook
from coteccio_gui.ui.table.tips import TableTips
from coteccio_gui.ui.table.turns import Turns


class FramedTable(Table, Protocol):
    """A table with its turns (who sees what, the selection, the tricks asked for) and tips."""

    turns: Turns
    tips: TableTips


@dataclass(frozen=True)
class HandLook:
    """One seat's hand as drawn: its cards (``None``: face down) and where they go."""

    seat: int
    cards: tuple[Card | None, ...]
    rects: tuple[pygame.Rect, ...]
    height: int
    playable: frozenset[int]
    """The indexes of the cards that may be played now (the others are veiled); empty when
    the hand is not to play."""
    selected: int | None
    fresh: dict[int, float] = field(default_factory=dict)
    """The indexes of face-up cards that just joined the hand, each with the share of its
    moment still to come (1 → 0: its mark fades)."""


@dataclass(frozen=True)
class TricksLook:
    """The tricks of the hand laid over the table: a title and each trick's cards."""

    title: str
    tricks: tuple[tuple[str, Trick], ...]
    """(label, trick): ``Trick 2 — Bruno, 5 points``…"""
    names: tuple[str, ...]


@dataclass(frozen=True)
class TableFrame:
    """Everything one frame of the table shows."""

    layout: TableLayout
    faces: str
    four: bool
    info: tuple[str, ...]
    seats: tuple[tuple[SeatSpot, SeatLook], ...]
    hands: tuple[HandLook, ...]
    piles: tuple[tuple[int, int], ...]
    """(seat, tricks taken): a pile beside each seat that has taken a trick."""
    trick: tuple[tuple[int, Card], ...]
    marks: dict[int, str]
    """A word marked on the trick card of a seat (a signal given with the lead)."""
    flights: tuple[Flight, ...]
    front: bool
    """The table is the top scene: its own banner and tricks view may speak."""
    tricks: TricksLook | None
    message: str
    spreads: tuple[Spread, ...] = ()
    """What lies on the table besides the trick: the monte, the stock, a buon gioco's cards."""
    choices: bool = False
    """The person at the screen, at their turn, has a choice besides a card: the Choices
    button shows (only to them: in hot-seat, behind their own curtain)."""
    undo: bool = False
    """The person playing against computers can take back their last move (the Undo button)."""
    hint: bool = False
    """The coach can help now: the Hint button shows (the person's turn to play a card)."""
    signals: tuple[tuple[Button, bool], ...] = ()
    """The lead-signal buttons beside the person's hand, and which one is chosen."""
    tip: TipLook | None = None
    """A tip at the side of the table, clear of everything in play."""
    taking: int | None = None
    """The seat whose card on the table takes the trick (drawn with a gold edge), if known."""


def frame_of(t: FramedTable) -> TableFrame:
    """The frame the table shows now."""
    turns, show, look = t.turns, t.show, t.look
    st = t.app.settings
    m = t.match
    waiting_seat = m.turn if (not t.queue and not t.anim.busy()) else -1
    front = t.app.top is cast(object, t)
    bar = t.signals.buttons()
    seats = []
    for spot in t.layout.spots:
        seat = spot.seat
        panel = look.panel(show.board, seat, m)
        flash = show.flash.get(seat)
        seats.append(
            (
                spot,
                SeatLook(
                    name=t.name(seat),
                    hearts=panel.hearts,
                    text=panel.text,
                    colour=panel.colour,
                    right=panel.right,
                    dealer=show.dealer == seat,
                    leads=show.trick_leader == seat,
                    waiting=waiting_seat == seat,
                    out=panel.out,
                    flash=flash[0] if flash else None,
                    status=t.source.seat_status(seat) or "",
                ),
            )
        )
    hands = []
    for spot in t.layout.spots:
        seat = spot.seat
        face_up = turns.shows_hand(seat)
        cards: tuple[Card | None, ...] = (
            tuple(show.cards[seat]) if face_up else (None,) * show.counts[seat]
        )
        legal = turns.legal_cards(seat)
        playable = frozenset(i for i, c in enumerate(cards) if c in legal)
        fresh = {
            i: show.fresh[(seat, c)] / FRESH_S
            for i, c in enumerate(cards)
            if c is not None and (seat, c) in show.fresh
        }
        hands.append(
            HandLook(
                seat,
                cards,
                tuple(turns.hand_rects(seat)),
                spot.card_height,
                playable,
                turns.selected if legal else None,
                fresh,
            )  # fmt: skip
        )
    piles = tuple(
        (s, n) for s in range(m.players) if (n := sum(1 for tr in show.tricks if tr.winner == s))
    )
    message = ""
    if t.message_left > 0 and t.message:
        message = t.message
        if turns.waiting_for_card() and (asked := look.waiting(m, t.names, t.faces)):
            message = f"{message} {asked}"  # what happened, then what to do now
    elif turns.waiting_for_card():
        playing = turns.active_seat()
        asked = look.waiting(m, t.names, t.faces)  # a card to give or discard, in some games
        message = asked or _("Your turn: click a card, or use the arrows and Enter.")
        if not asked and playing is not None and playing != turns.bottom:  # a dummy's hand
            message = _(
                "Your turn for {name}: click one of its cards, or use the arrows and Enter."
            ).format(name=t.name(playing))
    elif not t.source.connected:
        message = _("The connection to the table is lost: trying again…")
    elif not t.queue and not t.anim.busy() and (friend := t.source.waiting_for()):
        message = _("Waiting for {name}…").format(name=friend)
    info = tuple(look.info(show.board, m, t.faces))
    drawn = measure_info(t.layout, info)  # a tip keeps clear of the box as it is drawn
    kept = [b.rect for b in bar] + ([drawn.box] if drawn is not None else [])
    spreads = beside_the_trick(look.spreads(m, show.board, t.names), show.trick, t.anim.flights)
    empty = not (show.trick or spreads or t.anim.flights)  # the middle: room for a tip
    return TableFrame(
        layout=t.layout,
        faces=t.faces,
        four=st.four_colour,
        info=info,
        seats=tuple(seats),
        hands=tuple(hands),
        piles=piles,
        trick=tuple(show.trick),
        marks={
            seat: word
            for seat, word in look.trick_marks(m, len(show.tricks)).items()
            if any(s == seat for s, _card in show.trick)
        },
        flights=tuple(f for f in t.anim.flights if f.started),
        front=front,
        tricks=_tricks(t),
        message=message,
        choices=has_choices(t, turns.active_seat()),
        spreads=spreads,
        undo=front and undo.cut(t) is not None,
        hint=front and can_hint(t, turns.active_seat()),
        signals=tuple((b, t.signals.is_chosen(i)) for i, b in enumerate(bar)),
        tip=t.tips.look(kept, empty) if front else None,
        taking=show.taking,
    )


def beside_the_trick(
    spreads: list[Spread], trick: list[tuple[int, Card]], flights: list[Flight]
) -> tuple[Spread, ...]:
    """The spreads without the cards lying on the trick or flying there: a card drawn or shown,
    once played, is seen in one place only."""
    played = {c for _seat, c in trick} | {f.card for f in flights if f.card is not None}
    out = []
    for spread in spreads:
        cards = tuple(c for c in spread.cards if c is None or c not in played)
        if cards:
            out.append(replace(spread, cards=cards) if cards != spread.cards else spread)
    return tuple(out)


def _tricks(t: FramedTable) -> TricksLook | None:
    """The tricks the person asked to see: every trick of the hand, or one seat's."""
    which = t.turns.tricks_view
    if which is None:
        return None
    shown = [
        (n, tr) for n, tr in enumerate(t.show.tricks, start=1) if which < 0 or tr.winner == which
    ]
    if which < 0:
        title = _("The tricks of this hand")
    else:
        title = _("The tricks taken by {name}").format(name=t.name(which))
    labels = tuple(
        (
            _("Trick {n}: {name}, points: {points}").format(
                n=n, name=t.name(tr.winner), points=t.look.points_text(tr.points)
            ),
            tr,
        )
        for n, tr in shown
    )
    return TricksLook(title, labels, tuple(t.names))
