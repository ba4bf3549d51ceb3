"""A question whose answers are cards (the card to call): the cards themselves, drawn in the
player's faces as large as the room allows, to click, or to reach with the arrows (Tab goes
round) and take with Enter; the focused card's name is written under them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from coteccio_gui.ui.cardart import card_image, card_size
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.dialogs import Laid
from coteccio_gui.ui.core.widgets import Button
from coteccio_gui.ui.table.table_dialog import TableDialog

Look = Callable[[], tuple[str, bool]]
"""The faces the cards are drawn in now, and whether in four colours."""

TALLEST = 170
"""A card's height at most (at a 1280×800 window's scale): as large as a card in the hand."""
LEAST = 44
"""A card is never drawn smaller (pixels): below it its corner no longer reads."""
PER_ROW = 10
"""Cards a row at most where the question does not place them."""
Grid = dict[int, tuple[int, int]]
"""Each card choice's (row, column), by its index among the choices."""


@dataclass(eq=False)
class CardButton(Button):
    """A choice drawn as its card; the focused one is edged in gold."""

    card: int = 0
    look: Look | None = None

    def draw(self, surface: pygame.Surface, focused: bool, size: int) -> None:
        """The card, at the button's size; a gold edge round it while it has the focus."""
        faces, four = self.look() if self.look is not None else ("triestine", False)
        surface.blit(card_image(faces, self.card, self.rect.height, four), self.rect)
        drawlog.mark(surface, "card", self.rect)
        if focused:
            edge = max(2, self.rect.height // 40)
            ring = self.rect.inflate(2 * edge + 2, 2 * edge + 2)
            pygame.draw.rect(surface, theme.GOLD, ring, edge, border_radius=self.rect.w // 8)

    def label_size(self, size: int) -> int:
        """No words on it: it never makes the buttons' words smaller."""
        return size


@dataclass
class CardsLaid(Laid):
    """A card question laid out: the text, and the cards' size and grid under it."""

    card_h: int = 0
    card_gap: int = 0
    columns_n: int = 1
    name_h: int = 0
    """The line under the cards that names the focused one, and its words' size."""
    name_size: int = 0


def grid_of(cards: Sequence[int | None], places: Sequence[tuple[int, int]]) -> Grid:
    """Where each card choice lies: at its ``places`` entry (the card choices in order), or
    in order in rows of even length; empty rows and columns close up."""
    at = [i for i, c in enumerate(cards) if c is not None]
    if places:
        raw = dict(zip(at, places, strict=False))
    else:
        rows = max(1, -(-len(at) // PER_ROW))
        per = max(1, -(-len(at) // rows))
        raw = {i: (k // per, k % per) for k, i in enumerate(at)}
    rows_used = sorted({r for r, _c in raw.values()})
    cols_used = sorted({c for _r, c in raw.values()})
    return {i: (rows_used.index(r), cols_used.index(c)) for i, (r, c) in raw.items()}


class CardDialog(TableDialog):
    """A table's dialog whose card choices are drawn as cards (the others stay buttons with
    words, in a row under the cards)."""

    def __init__(
        self,
        *args: Any,
        cards: Sequence[int | None],
        places: Sequence[tuple[int, int]],
        look: Look,
        **kwargs: Any,
    ) -> None:
        choices = args[3]
        self.card_of = [cards[i] if i < len(cards) else None for i in range(len(choices))]
        self.grid = grid_of(self.card_of, places)
        self.card_h = LEAST
        super().__init__(*args, **kwargs)
        self.group.buttons = [
            b if card is None else CardButton(b.label, b.action, card=card, look=look)
            for b, card in zip(self.group.buttons, self.card_of, strict=True)
        ]
        self.resized()

    def resized(self) -> None:
        """The largest cards with which the box stays clear of the hand (and in the window)."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        tallest = max(LEAST, int(TALLEST * s))
        heights = [tallest]
        while heights[-1] > LEAST:
            heights.append(max(LEAST, int(heights[-1] * 0.93)))
        for height in heights:
            self.card_h = height
            super().resized()
            keep = self.clear_of() if self.clear_of is not None else None
            inside = pygame.Rect(0, 0, w, h).contains(self.box)
            if inside and (keep is None or not self.box.colliderect(keep)):
                break
        self._place()

    def _between(
        self, w: int, h: int, s: float, clear: int, lying: Sequence[pygame.Rect] = ()
    ) -> bool:
        """Between the panels only where the cards keep their size there: larger cards over
        a panel rather than small ones beside it."""
        if not super()._between(w, h, s, clear, lying):
            return False
        laid = self.laid
        return isinstance(laid, CardsLaid) and laid.card_h >= self.card_h

    def _lay_out(self, w: int, s: float, most: int | None = None) -> Laid:
        widest = min(w - 40, most or w)
        pad, gap = int(28 * s), int(10 * s)
        card_gap = max(6, int(10 * s))
        rows = 1 + max((r for r, _c in self.grid.values()), default=0)
        cols = 1 + max((c for _r, c in self.grid.values()), default=0)
        card_w = min(card_size(self.card_h)[0], (widest - 2 * pad - (cols - 1) * card_gap) // cols)
        card_h = self.card_h
        while card_h > 8 and card_size(card_h)[0] > card_w:
            card_h -= 1  # as tall as the width lets it be
        grid_w = cols * card_size(card_h)[0] + (cols - 1) * card_gap
        width = min(widest, max(int(640 * s), grid_w + 2 * pad))
        inner = width - 2 * pad
        title = theme.fit(self.title, int(30 * s), inner, serif=True, lines=2)
        text = "\n".join(self.lines)
        lines = theme.fit(text, int(20 * s), inner) if text else None
        worded = [c for c, card in zip(self.choices, self.card_of, strict=True) if card is None]
        explains = [theme.fit(f"{c.label}: {c.explain}", int(17 * s), inner)
                    for c in worded if c.explain]  # fmt: skip
        name_h = theme.fit_line("Ag", int(18 * s), inner, True).height + gap // 2
        name_size = int(18 * s)
        body = title.height + gap
        if lines is not None:
            body += max(lines.height, self.room[0] * lines.line_height) + gap
        body += sum(f.height + gap for f in explains)
        body += rows * card_h + (rows - 1) * card_gap + name_h + gap
        button_size = int(20 * s)
        button_h = max(int(46 * s), theme.fit("Ag", button_size, inner).line_height + int(16 * s))
        if worded:
            body += button_h + gap
        box = pygame.Rect(0, 0, width, 2 * pad + body)
        return CardsLaid(box, title, lines, explains, [], [], [], pad, gap, button_h,
                         button_size, card_h, card_gap, cols, name_h, name_size)  # fmt: skip

    def _place(self) -> None:
        """The cards in their grid above the row of worded buttons, at the box's bottom."""
        laid = self.laid
        assert isinstance(laid, CardsLaid)
        box, pad, gap = laid.box, laid.pad, laid.gap
        self.group.per_row = 0  # the arrows go by where the cards lie (handle)
        card_w, card_h = card_size(laid.card_h)
        worded = [b for b, card in zip(self.group.buttons, self.card_of, strict=True)
                  if card is None]  # fmt: skip
        bottom = box.bottom - pad
        if worded:
            width = min(int(220 * self.scale), (box.width - 2 * pad) // len(worded))
            left = box.centerx - (len(worded) * width + (len(worded) - 1) * gap) // 2
            for k, b in enumerate(worded):
                b.rect = pygame.Rect(left + k * (width + gap), bottom - laid.button_h,
                                     width, laid.button_h)  # fmt: skip
            bottom -= laid.button_h + gap
        rows = 1 + max((r for r, _c in self.grid.values()), default=0)
        grid_w = laid.columns_n * card_w + (laid.columns_n - 1) * laid.card_gap
        top = bottom - laid.name_h - rows * card_h - (rows - 1) * laid.card_gap
        left = box.centerx - grid_w // 2
        step_x, step_y = card_w + laid.card_gap, card_h + laid.card_gap
        for i, (r, c) in self.grid.items():
            self.group.buttons[i].rect = pygame.Rect(left + c * step_x, top + r * step_y,
                                                     card_w, card_h)  # fmt: skip
        self.name_box = pygame.Rect(box.x + pad, bottom - laid.name_h, box.width - 2 * pad,
                                    laid.name_h)  # fmt: skip

    def handle(self, event: pygame.event.Event) -> None:
        """The arrows go to the next card in that direction, as the cards lie (the row of
        buttons under them too); the rest as in any dialog."""
        step = {keys.LEFT: (-1, 0), keys.RIGHT: (1, 0), keys.UP: (0, -1), keys.DOWN: (0, 1)}
        intent = keys.intent(event) if event.type == pygame.KEYDOWN else None
        if intent in step and not (self.own_key is not None and self.own_key(event)):
            self._go(*step[intent])
            self.app.dirty = True
            return
        super().handle(event)

    def _go(self, dx: int, dy: int) -> None:
        """The focus to the nearest choice that way (Left and Right: in the same row, else the
        choice before or after in order); at the edge it stays."""
        here = self.group.buttons[self.group.focus].rect
        best: tuple[int, int, int] | None = None
        for i, b in enumerate(self.group.buttons):
            if i == self.group.focus or not b.live:
                continue
            ox, oy = b.rect.centerx - here.centerx, b.rect.centery - here.centery
            same_row = abs(oy) < here.height // 2
            if dx and (ox * dx <= 0 or not same_row):
                continue
            if dy and (oy * dy <= 0 or same_row):
                continue
            rank = (abs(ox), 0, i) if dx else (abs(oy), abs(ox), i)
            if best is None or rank < best:
                best = rank
        if best is not None:
            self.group.focus = best[2]
        elif dx and 0 <= self.group.focus + dx < len(self.group.buttons):
            self.group.focus += dx  # the end of a row: on to the next choice (Pass, the cards)

    def draw(self, surface: pygame.Surface) -> None:
        """The box and its cards, and the focused card's name under them."""
        super().draw(surface)
        focused, laid = self.group.buttons[self.group.focus], self.laid
        if isinstance(focused, CardButton) and isinstance(laid, CardsLaid):
            fitted = theme.fit_line(focused.label, laid.name_size, self.name_box.width, True)
            at = (self.name_box.centerx, self.name_box.bottom - fitted.height)
            theme.draw_fitted(surface, fitted, at, theme.GOLD, "center", box=self.name_box)
