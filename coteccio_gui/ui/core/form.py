"""A keyboard-and-mouse form: rows with a value to step through, text to type, or a button."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from coteccio_gui.ui.core import drawlog, keys, theme


@dataclass
class Row:
    """One line of a form. ``step(+1/-1)`` changes its value; ``press`` runs a button row."""

    label: str
    value: Callable[[], str]
    step: Callable[[int], None] | None = None
    press: Callable[[], None] | None = None
    text: Callable[[str], None] | None = None
    """For a typed field: called with the new text."""
    typed: Callable[[], str] | None = None
    """For a typed field: its text now."""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    indent: int = 0
    note: Callable[[], str | None] | None = None
    """Why the row does nothing now (it is drawn greyed, this note in place of its value)."""

    def noted(self) -> str | None:
        """The note that greys the row now, if any."""
        return self.note() if self.note is not None else None


class Form:
    """Rows with one focus: Up/Down move (to the ends), Tab goes round, Left/Right change."""

    def __init__(self, rows: list[Row]) -> None:
        self.rows = rows
        self.focus = 0

    def arrows(self, row: Row) -> tuple[pygame.Rect, pygame.Rect]:
        """The clickable ◀ and ▶ of a stepping row."""
        h = row.rect.height
        right = pygame.Rect(row.rect.right - h, row.rect.y, h, h)
        left = pygame.Rect(row.rect.right - int(row.rect.width * 0.45) - h, row.rect.y, h, h)
        return left, right

    def field_start(self, row: Row, size: int) -> int:
        """How far into ``row`` its typed field starts: after the widest label of the typed
        rows at ``size`` (a long Italian label is not shrunk), up to 40% of the row; a row
        that also steps keeps 17%, its arrows need the rest."""
        least = int(row.rect.width * 0.17)
        if row.step is not None:
            return least
        labels = [r.label for r in self.rows if r.typed is not None and r.step is None]
        widest = max(theme.font(size).size(label)[0] for label in labels)
        return max(least, min(widest + 24, int(row.rect.width * 0.4)))

    def handle(self, event: pygame.event.Event) -> bool:
        """React to input; True if the form used it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, row in enumerate(self.rows):
                if not row.rect.collidepoint(event.pos):
                    continue
                self.focus = i
                if row.step is not None:
                    left, right = self.arrows(row)
                    if left.collidepoint(event.pos):
                        row.step(-1)
                    elif event.pos[0] > left.right or row.text is None:
                        row.step(1)
                elif row.press is not None:
                    row.press()
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            return False
        if event.type == pygame.TEXTINPUT:
            row = self.rows[self.focus]
            if row.text is not None and row.typed is not None:
                row.text(row.typed() + event.text)
                return True
            return False
        intent = keys.intent(event)
        if intent is None:
            return False
        row = self.rows[self.focus]
        typing = row.text is not None and row.typed is not None
        if typing and event.key == pygame.K_SPACE:
            return False  # a space typed in a name comes as text
        # Arrows stop at the ends, as in every button group; Tab goes round.
        if intent in (keys.UP, keys.PREVIOUS):
            self.move(-1, wrap=intent == keys.PREVIOUS)
        elif intent in (keys.DOWN, keys.NEXT):
            self.move(1, wrap=intent == keys.NEXT)
        elif intent == keys.LEFT and row.step is not None:
            row.step(-1)
        elif intent == keys.RIGHT and row.step is not None:
            row.step(1)
        elif intent == keys.ERASE and typing:
            row.text(row.typed()[:-1])  # type: ignore[misc]
        elif intent == keys.CONFIRM:
            if row.press is not None:
                row.press()
            elif row.step is not None and row.text is None:
                row.step(1)
            else:
                self.move(1)
        else:
            return False
        return True

    def move(self, step: int, wrap: bool = True) -> None:
        """Focus the next row down (``step`` 1) or up (-1), past the greyed rows (a row that
        does nothing now is no stop for the keys; a click still reaches it); round the ends
        if ``wrap``, else the focus stays at the first or last row it may stop at."""
        n, at = len(self.rows), self.focus
        for _ in range(n):
            at = (at + step) % n if wrap else at + step
            if not 0 <= at < n:
                return
            if not self.rows[at].noted():
                self.focus = at
                return

    def layout(self, rect: pygame.Rect, height: int, gap: int) -> None:
        """Stack the rows inside ``rect``."""
        y = rect.y
        for row in self.rows:
            row.rect = pygame.Rect(rect.x + row.indent, y, rect.width - row.indent, height)
            y += height + gap

    def draw(self, surface: pygame.Surface, size: int) -> None:
        """Paint the rows; the focused one is outlined in gold. Every text is measured against
        its part of the row: the label, the typed field, the value between the arrows."""
        for i, row in enumerate(self.rows):
            focused = i == self.focus
            r = row.rect
            if row.press is not None and row.step is None:
                fill = theme.BUTTON_HOVER if focused else theme.BUTTON
                pygame.draw.rect(surface, fill, r, border_radius=10)
                pygame.draw.rect(
                    surface,
                    theme.GOLD if focused else theme.WOOD_LIGHT,
                    r,
                    3 if focused else 2,
                    border_radius=10,
                )
                drawlog.mark(surface, "button", r)
                theme.fit_in_box(surface, row.label, size, r.inflate(-16, -4), theme.PAPER, True)
                continue
            pygame.draw.rect(surface, (52, 74, 62) if focused else (20, 76, 54), r, border_radius=8)
            if focused:
                pygame.draw.rect(surface, theme.GOLD, r, 2, border_radius=8)
            drawlog.mark(surface, "panel", r)
            label_end = r.right - 4
            start = r.x + self.field_start(row, size) if row.typed is not None else r.x
            if row.typed is not None:
                label_end = start - 6
            elif row.step is not None:
                label_end = self.arrows(row)[0].x - 6
            label_box = pygame.Rect(r.x + 12, r.y + 2, label_end - r.x - 12, r.height - 4)
            note = row.noted()
            label_colour = theme.DISABLED if note else theme.CREAM
            theme.fit_in_box(surface, row.label, size, label_box, label_colour, align="left")
            if note:
                left, right = self.arrows(row)
                note_box = pygame.Rect(left.x, r.y + 2, right.right - left.x, r.height - 4)
                theme.fit_in_box(surface, note, max(theme.LEAST_TEXT, size - 2), note_box,
                                 theme.DISABLED)  # fmt: skip
                continue
            value = row.value()
            if row.typed is not None:
                x1 = self.arrows(row)[0].x - 10 if row.step is not None else r.right - 4
                x0 = start
                field_rect = pygame.Rect(x0, r.y + 3, x1 - x0, r.height - 6)
                pygame.draw.rect(surface, theme.PAPER, field_rect, border_radius=6)
                drawlog.mark(surface, "panel", field_rect)
                shown, shown_size = theme.fit_label(
                    row.typed() + ("|" if focused else ""), size, field_rect.width - 16, False
                )
                theme.blit_text(
                    surface,
                    shown,
                    shown_size,
                    (field_rect.x + 8, field_rect.centery),
                    theme.INK,
                    "midleft",
                    box=field_rect,
                )
            if row.step is not None:
                left, right = self.arrows(row)
                between = pygame.Rect(left.right, r.y + 2, right.left - left.right, r.height - 4)
                theme.fit_in_box(surface, value, size, between, theme.PAPER, bold=True)
                theme.blit_text(surface, "◀", size, left.center, theme.GOLD, "center")
                theme.blit_text(surface, "▶", size, right.center, theme.GOLD, "center")
