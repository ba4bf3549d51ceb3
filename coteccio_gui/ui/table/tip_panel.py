"""A tip as a small panel at the side of the table, never over the cards in play.

The panel goes in a free place at the left or the right edge of the window: clear of the
trick, of every hand, name panel and pile, of the info box and of the table's buttons; on a
crowded table it is made narrower or wider and its text smaller, and may lie over another
seat's face-down hand, never over a name panel. Where no such place is free, the tip waits
(it is never drawn over a card in play nor a name). Only its own two buttons take clicks:
every other click is the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.board.felt import arrow_radius
from coteccio_gui.ui.board.layout import TableLayout, pile_rect
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.widgets import Button, ButtonGroup

Size = tuple[int, int]
WIDTH = 300
"""The panel's width at scale 1 (a narrower one is tried where this does not fit)."""
Shape = tuple[float, float]
"""A tip panel's width (a share of ``WIDTH``) and the scale of its text."""
SHAPES: tuple[Shape, ...] = ((1.0, 1.0), (1.15, 1.0), (0.8, 1.0), (0.65, 1.0), (1.3, 0.85))
SHAPES += ((1.0, 0.85), (0.8, 0.85), (1.6, 0.8), (2.2, 0.8), (0.55, 0.8), (1.3, 0.72))
SHAPES += ((1.0, 0.72), (0.9, 0.72), (0.8, 0.72))
"""The panel's widths (shares of ``WIDTH``) tried in turn, each with its text's scale: the
usual ones first, then wide and low, or narrow, in smaller text, for a crowded table."""


@dataclass(frozen=True)
class TipLook:
    """One tip as a frame draws it: where, its words fitted, and its two buttons."""

    name: str
    box: pygame.Rect
    heading: theme.Fitted
    """The word "Tip", beside the buttons."""
    body: theme.Fitted
    buttons: tuple[Button, ...]
    scale: float
    beside: bool = True
    """"Tip" is written beside the buttons (where there is room for it)."""


def obstacles(
    lay: TableLayout, extra: Iterable[pygame.Rect] = (), middle: bool = True
) -> list[pygame.Rect]:
    """What a tip must never cover: the cards in play (the trick, the person's own hand as it
    rises), the person's name panel, the info box, the table's buttons (top right, and the
    corner stack at the bottom right) and ``extra`` (the signal bar); without ``middle`` (no
    card lies there), of the middle of the table only the direction drawn at its centre."""
    s = theme.ui_scale(lay.size)
    gap = int(8 * s)
    taken = [lay.info.inflate(gap, gap), lay.buttons.inflate(gap, gap), *extra]
    card = pygame.Rect((0, 0), card_size(lay.trick_height)).inflate(2 * gap, 2 * gap)
    trick = []
    for spot in lay.spots:
        trick.append(card.copy())
        trick[-1].center = spot.trick
        if spot.bottom or spot.open:  # cards the person plays from, face up
            hand = spot.hand.inflate(gap, gap)
            taken += [hand.union(hand.move(0, -spot.card_height // 4))]
            taken.append(spot.panel.inflate(gap, gap))
    if middle:
        taken.append(trick[0].unionall(trick).inflate(2 * gap, 2 * gap))  # the middle
    else:  # the arrow of the direction of play and its word under it (see the painter)
        r, half = arrow_radius(lay.trick_height), int(70 * s)
        arrow = pygame.Rect(0, 0, 2 * max(r, half), 2 * r + int(30 * s))
        arrow.midtop = (lay.oval.centerx, lay.oval.centery - r)
        taken.append(arrow.inflate(2 * gap, 2 * gap))
    corner_h = 3 * int(40 * s) + 2 * int(10 * s)
    corner = pygame.Rect(0, 0, lay.buttons.width + gap, corner_h + gap)
    corner.bottomright = (lay.size[0] - int(8 * s), lay.size[1] - int(8 * s))
    taken.append(corner)
    return taken


def the_others(lay: TableLayout) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What a tip had better not cover either: the other seats' face-down hands and piles
    (covered only where there is no other room), and their name panels (never covered)."""
    gap = int(8 * theme.ui_scale(lay.size))
    hands, panels = [], []
    for spot in lay.spots:
        if not (spot.bottom or spot.open):
            hands.append(spot.hand.inflate(gap, gap))
            panels.append(spot.panel.inflate(gap, gap))
        panels.append(pile_rect(lay, spot))  # its count is a word of its own
    return hands, panels


def place(
    size: Size, box: Size, taken: list[pygame.Rect], whole: Sequence[pygame.Rect] = ()
) -> pygame.Rect | None:
    """A free place for a ``box``-sized panel in a window of ``size``, or None: nearest the
    left or the right edge first, and there nearest the bottom (a person reads a tip beside
    their hand before one far from it). What is in ``whole`` is covered whole or not at all."""
    s = theme.ui_scale(size)
    margin = int(10 * s)
    w, h = box
    left, right = margin, size[0] - margin - w
    if right < left:
        return None
    step_x, step_y = max(8, int(16 * s)), max(4, int(8 * s))
    xs: list[int] = []
    for k in range(0, (right - left) // step_x + 1):
        xs += [left + k * step_x, right - k * step_x]
    for x in dict.fromkeys(x for x in xs if left <= x <= right):
        for y in range(size[1] - margin - h, margin - 1, -step_y):
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist(taken) == -1 and all(
                rect.contains(w) or not rect.colliderect(w) for w in whole
            ):
                return rect
    return None


class TipPanel:
    """The tip's two buttons and how it is laid out and drawn."""

    def __init__(self, on_seen: Callable[[], None], on_no_more: Callable[[], None]) -> None:
        self.group = ButtonGroup(
            [Button(_("Got it"), on_seen), Button(_("No more tips (T)"), on_no_more)],
            horizontal=True,
        )
        self.shown = False
        """Whether the last frame drew the panel (its buttons take clicks only then)."""
        self._key: object = None
        self._look: TipLook | None = None

    def look(
        self, name: str, text: str, lay: TableLayout, extra: list[pygame.Rect], empty: bool = False
    ) -> TipLook | None:
        """The tip laid out in a free place, or None where there is none (``empty``: nothing
        lies in the middle of the table, nor flies there)."""
        labels = (_("Got it"), _("No more tips (T)"))  # in the language of now
        for button, label in zip(self.group.buttons, labels, strict=True):
            button.label = label
        key = (name, text, labels, lay, tuple(map(tuple, extra)), empty)
        if key != self._key:
            self._key, self._look = key, self._place(name, text, lay, extra, empty)
        return self._look

    def _place(
        self, name: str, text: str, lay: TableLayout, extra: list[pygame.Rect], empty: bool
    ) -> TipLook | None:
        """Clear of everything on the table if there is room; else, while the middle of the
        table is ``empty``, there; else clear at least of the cards in play, of every name
        panel and pile and of the person's own things: over another seat's face-down hand."""
        s = theme.ui_scale(lay.size)
        hands, panels = the_others(lay)
        never = obstacles(lay, extra)
        tiers: list[tuple[list[pygame.Rect], list[pygame.Rect]]] = [(never + panels + hands, [])]
        if empty:
            tiers.append((obstacles(lay, extra, middle=False) + panels + hands, []))
        tiers.append((never + panels, []))
        for taken, whole in tiers:
            for share, small in SHAPES:
                width = int(WIDTH * s * share)
                pad = int(10 * s * small)
                size = max(theme.LEAST_TEXT, int(14 * s * small * min(1.0, max(share, 0.8))))
                body = theme.fit(text, size, width - 2 * pad)
                row, gap = int(30 * s), int(6 * s)
                inner = width - 2 * pad
                label = theme.fit_line(_("Tip"), int(17 * s), inner, bold=True)
                labels = [theme.text(b.label, int(14 * s), bold=True) for b in self.group.buttons]
                need = max(t.get_width() for t in labels) + int(16 * s)
                rows = 1 if 2 * need + gap <= inner else 2  # the buttons side by side, or not
                beside = rows == 1 and 2 * need + gap + label.width + int(10 * s) <= inner
                height = 2 * pad + body.height + int(8 * s) + rows * row + (rows - 1) * gap
                box = place(lay.size, (width, height), taken, whole)
                if box is None:
                    continue
                left = box.x + pad + (label.width + int(10 * s) if beside else 0)
                top = box.bottom - pad - rows * row - (rows - 1) * gap
                self.group.horizontal = rows == 1
                self.group.layout(pygame.Rect(left, top, box.right - pad - left, 0), row, gap)
                return TipLook(name, box, label, body, tuple(self.group.buttons), s, beside)
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on one of its buttons, or T (no more tips); True if it was the panel's. Esc
        is the table's (its menu), tip or no tip: a tip put away by the keys is one whose
        moment has passed (``TableTips.at_turn``)."""
        if not self.shown:
            return False
        if keys.intent(event) == keys.NO_TIPS:
            self.group.buttons[1].action()
            return True
        return keys.clicked(event) and self.group.handle(event)


def paint_tip(surface: pygame.Surface, tip: TipLook) -> None:
    """A gold-edged panel with the tip, and under it "Tip" and its two buttons."""
    s = tip.scale
    drawlog.new_layer("tip")  # over the table: it covers a face-down hand whole or not at all
    theme.panel(surface, tip.box, int(12 * s), (18, 34, 28, 255), theme.GOLD, 2)
    drawlog.mark(surface, "tip", tip.box)
    pad = int(10 * s)
    at = (tip.box.x + pad, tip.box.y + pad)
    theme.draw_fitted(surface, tip.body, at, theme.PAPER, box=tip.box)
    row = tip.buttons[0].rect
    y = row.centery - tip.heading.height // 2
    if tip.beside:  # where there is no room for the word, the gold edge says it is a tip
        theme.draw_fitted(surface, tip.heading, (tip.box.x + pad, y), theme.GOLD, box=tip.box)
    for button in tip.buttons:
        button.draw(surface, False, int(14 * s))
