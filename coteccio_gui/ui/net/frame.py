"""One frame of the network table, as the local table's painter draws it (``TableFrame``):
the seats round the table with their panels, the hands (the person's face up and sorted, a
dummy's face up, the others' backs), the trick toward its players, the cards in flight, the
piles of tricks, the signal bar and the line above the hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import _
from coteccio_gui.ui.board import spreads
from coteccio_gui.ui.board.layout import TableLayout, hand_card_positions
from coteccio_gui.ui.core import drawlog, theme
from coteccio_gui.ui.core.widgets import ButtonGroup
from coteccio_gui.ui.net.cards import outcome_words
from coteccio_gui.ui.net.leads import signal_word
from coteccio_gui.ui.net.lying import lying
from coteccio_gui.ui.table.frame import HandLook, TableFrame, _tricks
from coteccio_gui.ui.table.info_box import measure_info

if TYPE_CHECKING:
    from coteccio_gui.ui.net.part import NetTable


def hand_cards(t: NetTable, seat: int) -> list[Card | None]:
    """A seat's cards as drawn now: face up where the view shows them, else backs."""
    show = t.moves.show
    if seat >= len(show.counts):
        return []
    if seat == t.seating.bottom(t.state) or seat in t.seating.face_up(t.state):
        return list(show.cards[seat])
    return [None] * show.counts[seat]


def hand_rects(t: NetTable, seat: int) -> list[pygame.Rect]:
    """Where a seat's cards lie; those the person may play now are lifted, as at the table."""
    lay = t.layout
    if seat >= len(lay.spots):
        return []
    spot = lay.spots[seat]
    cards = hand_cards(t, seat)
    rects = hand_card_positions(spot, len(cards))
    legal = t.playable(seat)
    lift = spot.card_height // 8
    pairs = zip(cards, rects, strict=True)
    return [r.move(0, -lift) if c is not None and c in legal else r for c, r in pairs]


def frame_of(t: NetTable) -> TableFrame:
    """The frame the network table shows now."""
    state, show, seating = t.state, t.moves.show, t.seating
    view = state.get("view") or {}
    still = not t.moving()
    turn = view.get("turn", -1)
    waiting = turn if still and turn >= 0 else None
    looks = seating.looks(state, show.trick_leader, waiting, t.moves.as_shown())
    seats = tuple((spot, looks[spot.seat]) for spot in t.layout.spots if spot.seat in looks)
    hands = []
    for spot in t.layout.spots:
        cards = tuple(hand_cards(t, spot.seat))
        legal = t.playable(spot.seat)
        playable = frozenset(i for i, c in enumerate(cards) if c is not None and c in legal)
        rects = tuple(hand_rects(t, spot.seat))
        chosen = t.input.chosen() if playable else None  # the glow of the card Enter plays
        hands.append(HandLook(spot.seat, cards, rects, spot.card_height, playable, chosen))
    n = seating.count(state)
    piles = tuple((s, k) for s in range(n) if (k := sum(1 for tr in show.tricks if tr.winner == s)))
    info, bar, front = tuple(info_lines(t)), t.signals.buttons(), t.app.top is cast(object, t)
    drawn = measure_info(t.layout, info)  # a tip keeps clear of the box as it is drawn
    if front:
        t.tips.at_turn()  # the tip of the moment (a table that opens at the person's turn too)
    kept = [b.rect for b in bar] + ([drawn.box] if drawn is not None else [])
    return TableFrame(
        layout=t.layout,
        faces=t.faces,
        four=t.app.settings.four_colour,
        info=info,
        seats=seats,
        hands=tuple(hands),
        piles=piles,
        trick=tuple(show.trick),
        marks=marks(t),
        flights=tuple(f for f in t.moves.anim.flights if f.started),
        front=front,
        tricks=_tricks(cast(Any, t)),  # the local table's tricks view, from the same values
        message=message(t),
        signals=tuple((b, t.signals.is_chosen(i)) for i, b in enumerate(bar)),
        tip=t.tips.look(kept) if front else None,
        taking=show.taking,
        spreads=lying(seating, state, len(show.tricks), t.moves.aside),
        choices=bool(t.plays() and t.choices()),  # besides a card: behind Choices (C)
    )


def info_lines(t: NetTable) -> list[str]:
    """The box at the top left: the game, the table's code, the hand in play."""
    state = t.state
    lines = [t.seating.look.title(), _("Table {code}").format(code=state.get("table", ""))]
    hands = (t.moves.as_shown().get("view") or {}).get("hands_played")
    if isinstance(hands, int) and state.get("status") == "playing":
        lines.append(_("Hand {n}").format(n=hands + 1))
    return lines


def marks(t: NetTable) -> dict[int, str]:
    """The signal given with the lead of the trick on the table, on the led card."""
    view = t.state.get("view") or {}
    shown = len(t.moves.show.tricks)
    on_table = {seat: card for seat, card in t.moves.show.trick}
    out = {}
    for entry in view.get("signals") or []:
        try:
            number, seat, signal = int(entry[0]), int(entry[1]), str(entry[2])
        except (TypeError, ValueError, IndexError):
            continue
        if number == shown and seat in on_table:
            out[seat] = signal_word(t, seat, t.code(on_table[seat]), signal)
    return out


def message(t: NetTable) -> str:
    """The line above the hand: a refusal or what just happened, else what to do now."""
    if t.message_left > 0 and t.message:
        return t.message
    if not t.session.client.client.connected:
        return _("The connection to the table is lost: trying again…")
    if t.state.get("status") == "finished" or t.moving():
        return ""
    if not t.plays():
        return waiting_words(t)
    acting, mine = t.acting(), t.seating.bottom(t.state)
    if acting != mine:
        name = t.seating.names(t.state)[acting]
        return _(
            "Your turn for {name}: click one of its cards, or use the arrows and Enter."
        ).format(name=name)
    kinds = {k for a in t.plays().values() for k in ("give", "discard") if k in a}
    if "discard" in kinds:
        return _("Your turn to discard: click a raised card, or use the arrows and Enter.")
    if "give" in kinds:
        return _("Your turn to give a card: click a raised card, or use the arrows and Enter.")
    return _("Your turn: click a card, or use the arrows and Enter.")


def waiting_words(t: NetTable) -> str:
    """Whom the table waits for, when that is a friend (a computer plays at once)."""
    turn = (t.state.get("view") or {}).get("turn", -1)
    seats = t.state.get("seats") or []
    if not isinstance(turn, int) or turn < 0:
        return ""
    who = t.seating.controller(t.state, turn)
    if who == t.bottom or not 0 <= who < len(seats):
        return ""
    if seats[who].get("state") in ("computer", "away", "free"):
        return ""
    return _("Waiting for {name}…").format(name=t.seating.names(t.state)[who])


def paint_outcome(surface: pygame.Surface, state: dict[str, Any], lay: TableLayout) -> None:
    """Over the middle of the table, once the match is over: who won (the way back to the
    title is under it)."""
    s = theme.ui_scale(lay.size)
    box = pygame.Rect(0, 0, int(lay.oval.width * 0.55), int(90 * s))
    box.midbottom = (lay.centre[0], lay.centre[1] - int(48 * s))
    theme.panel(surface, box, int(12 * s))
    drawlog.mark(surface, "banner", box)
    words = outcome_words(state)
    theme.fit_in_box(surface, words, int(26 * s), box.inflate(-20, -10), theme.GOLD, True)


def asking(t: NetTable) -> bool:
    """Whether the table shows its buttons: once it shows what a decision is taken on (as the
    local table asks once its events are shown), or the way back when the match is over."""
    return not t.moving() or t.state.get("status") == "finished"


def lying_rects(t: NetTable) -> list[pygame.Rect]:
    """Where the cards lying on the table now are drawn, with their labels."""
    found = lying(t.seating, t.state, len(t.moves.show.tricks), t.moves.aside)
    placed = spreads.place(t.layout, found, theme.ui_scale(t.layout.size))
    return [r for p in placed for r in (*p.rects, p.label)]


def place_choices(
    group: ButtonGroup, lay: TableLayout, clear_of: Sequence[pygame.Rect] = ()
) -> None:
    """A decision's buttons (a bid, the doctor…) in rows in the middle of the table; below
    (or above) what lies there ``clear_of``, so that a monte stays in sight."""
    s = theme.ui_scale(lay.size)
    n, gap, height = len(group.buttons), int(12 * s), int(44 * s)
    room = int(lay.oval.width * 0.86)
    per_row = max(1, min(n, (room + gap) // (int(200 * s) + gap)))
    width = min(int(240 * s), (room - gap * (per_row - 1)) // per_row)
    rows = -(-n // per_row) if n else 0
    block = pygame.Rect(0, 0, room, rows * (height + gap) - gap)
    block.center = lay.centre
    if clear_of:
        lying, pad = clear_of[0].unionall(list(clear_of[1:])), int(12 * s)
        hands = [spot.hand for spot in lay.spots]
        tops = (lying.bottom + pad + gap, lying.top - pad - gap - block.height)
        for top in (block.top, *tops):  # the middle, else below, else above what lies there
            moved = block.move(0, top - block.top)
            panel = moved.inflate(2 * pad, 2 * pad)
            if not panel.colliderect(lying) and panel.collidelist(hands) < 0 and top >= 0:
                block = moved
                break
    for i, button in enumerate(group.buttons):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        left = lay.centre[0] - (in_row * (width + gap) - gap) // 2
        button.rect = pygame.Rect(
            left + col * (width + gap), block.top + row * (height + gap), width, height
        )
