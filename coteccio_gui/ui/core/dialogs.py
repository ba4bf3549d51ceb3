"""Modal dialogs drawn over the table: a title, lines of text or rows, and buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


@dataclass(frozen=True)
class Choice:
    """A button of a dialog, the one line that explains it, and the value it chooses."""

    label: str
    explain: str
    value: Any = None


ALIGN = {
    2: ("left", "right"),
    3: ("left", "right", "right"),
    4: ("left", "right", "center", "left"),
}
"""How each column of a dialog's rows is aligned (the last column takes the room left)."""

Row = tuple[str, ...]
"""A table row of a dialog: its cells, left to right."""


@dataclass
class Laid:
    """A dialog laid out for a window: sizes, wrapped text, columns, where the box goes."""

    box: pygame.Rect
    title: theme.Fitted
    lines: theme.Fitted | None
    explains: list[theme.Fitted]
    cells: list[list[theme.Fitted]]
    """Each row's cells, measured (the last column may wrap)."""
    columns: list[tuple[int, int]]
    """Each column's left edge (from the box's text left) and width."""
    row_heights: list[int]
    pad: int
    gap: int
    button_h: int
    button_size: int


def button_grid(choices: int) -> tuple[int, int]:
    """Rows of buttons and buttons a row: one row for up to four choices, more rows (of at
    most four, shared out evenly) for a longer list, so every label stays readable."""
    rows = max(1, -(-choices // 4))
    return rows, max(1, -(-choices // rows))


class Dialog(Scene):
    """A modal box; a choice closes it and hands its value to ``on_choice`` (a modal returns
    a typed result: it never acts on the game itself)."""

    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        lines: Sequence[str],
        choices: Sequence[Choice],
        rows: Sequence[Row] = (),
        default: int = 0,
        cancel: int | None = None,
        highlight: Sequence[bool] = (),
        room: tuple[int, int] = (0, 0),
        on_choice: Callable[[Any], None] | None = None,
        clear_of: Callable[[], pygame.Rect | None] | None = None,
        beside: Callable[[], list[pygame.Rect]] | None = None,
        on_table: Callable[[], list[pygame.Rect]] | None = None,
    ) -> None:
        super().__init__(app)
        self.on_choice = on_choice
        self.clear_of = clear_of
        """What the box must not cover, if it can help it (the hand the person decides from)."""
        self.beside = beside
        """Panels the box stands between, narrower if it must (the seats' names at a table)."""
        self.on_table = on_table
        """Cards lying on the table the box keeps clear of too where it fits beside them."""
        self.room = room
        """The lines of text and the rows the box makes room for at least, so that dialogs of
        one kind (every end of hand) keep one size and their buttons one place."""
        self.title = title
        self.lines = list(lines)
        self.rows = list(rows)
        self.highlight = list(highlight)
        self.choices = list(choices)
        self.cancel = cancel
        self.group = ButtonGroup(
            [Button(c.label, self._chooser(c)) for c in choices], horizontal=True
        )
        self.group.focus = default
        self.box = pygame.Rect(0, 0, 0, 0)
        self.resized()

    def _chooser(self, choice: Choice) -> Callable[[], None]:
        def choose() -> None:
            self.app.pop(self)
            if self.on_choice is not None:
                self.on_choice(choice.value)

        return choose

    def resized(self) -> None:
        """Measure everything for the window, centre the box and lay out its buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.scale = s
        keep = self.clear_of() if self.clear_of is not None else None
        clear = keep.top if keep is not None and keep.top > h // 3 else h
        lying = self.on_table() if self.on_table is not None else []
        if not (lying and self._between(w, h, s, clear, lying)) and not self._between(
            w, h, s, clear
        ):
            self._clear_above(w, h, s, clear)
        laid = self.laid
        rows, per = button_grid(len(self.choices))
        self.group.per_row = per if rows > 1 else 0  # Up/Down go a row of the grid
        high = rows * laid.button_h + (rows - 1) * laid.gap
        bar = pygame.Rect(
            laid.box.x + laid.pad,
            laid.box.bottom - laid.pad - high,
            laid.box.width - 2 * laid.pad,
            laid.button_h,
        )
        for row in range(rows):  # a long list of choices wraps onto more rows
            group = ButtonGroup(self.group.buttons[row * per : (row + 1) * per], horizontal=True)
            group.layout(bar.move(0, row * (laid.button_h + laid.gap)), laid.button_h,
                         int(16 * s))  # fmt: skip
        self.box = laid.box

    def _between(
        self, w: int, h: int, s: float, clear: int, lying: Sequence[pygame.Rect] = ()
    ) -> bool:
        """Lay the box out in the column between the ``beside`` panels (a top one keeps it
        lower), above ``clear``: narrower, its text a little smaller if it must; False if it
        does not fit there even so."""
        if self.beside is None:
            return False
        margin = int(10 * s)
        left, right, top = margin, w - margin, 0
        for panel in [*self.beside(), *lying]:
            if panel.top >= clear:
                continue  # beside the hand, under the box
            if panel.right < w // 2:
                left = max(left, panel.right + margin)
            elif panel.left > w // 2:
                right = min(right, panel.left - margin)
            else:
                top = max(top, panel.bottom + margin)
        most = 2 * min(w // 2 - left, right - w // 2)
        for k in (1.0, 0.9, 0.8):
            self.laid = self._lay_out(w, s * k, most)
            if self.laid.box.height <= min(clear, h) - top - 20:  # as _clear_above
                self.laid.box.center = (w // 2, (top + min(clear, h)) // 2)
                return True
        return False

    def _clear_above(self, w: int, h: int, s: float, clear: int) -> None:
        """Lay the box out centred above ``clear`` if it fits (with smaller text when the
        window is short), else centred on the window."""
        for room in dict.fromkeys((clear, h)):  # above what it must not cover, if it fits
            for k in (1.0, 0.9, 0.8, 0.7, 0.6):  # smaller text only when the window is short
                if room < h and k < 0.9:
                    break  # not tiny text to keep clear: cover it rather
                self.laid = self._lay_out(w, s * k)
                if self.laid.box.height <= room - 20:
                    break
            if self.laid.box.height <= room - 20:
                break
        self.laid.box.center = (w // 2, min(h, room) // 2)

    def _lay_out(self, w: int, s: float, most: int | None = None) -> Laid:
        width = int(min(w - 40, (720 if self.rows else 640) * s, most or w))
        pad, gap = int(28 * s), int(10 * s)
        inner = width - 2 * pad
        title = theme.fit(self.title, int(30 * s), inner, serif=True, lines=2)
        text = "\n".join(self.lines)
        lines = theme.fit(text, int(20 * s), inner) if text else None
        explains = [
            theme.fit(f"{c.label}: {c.explain}", int(17 * s), inner)
            for c in self.choices
            if c.explain
        ]
        cells, columns, heights = self._lay_out_rows(inner, int(20 * s), gap)
        body = title.height + gap
        if lines is not None:
            body += max(lines.height, self.room[0] * lines.line_height) + gap
        line_h = heights[0] if heights else 0
        body += sum(heights) + max(0, self.room[1] - len(heights)) * line_h + gap
        body += sum(f.height for f in explains) + gap * len(explains)
        rows, n = button_grid(len(self.choices))
        room = (inner - int(16 * s) * (n - 1)) // n - int(20 * s)
        labels = [theme.fit(c.label, int(20 * s), room, bold=True, lines=1) for c in self.choices]
        button_size = min((f.size for f in labels), default=int(20 * s))
        button_h = max(int(46 * s), theme.fit("Ag", button_size, inner).line_height + int(16 * s))
        height = 2 * pad + body + gap + rows * button_h + (rows - 1) * gap
        box = pygame.Rect(0, 0, width, height)
        return Laid(box, title, lines, explains, cells, columns, heights, pad, gap, button_h,
                    button_size)  # fmt: skip

    def _lay_out_rows(
        self, inner: int, size: int, gap: int
    ) -> tuple[list[list[theme.Fitted]], list[tuple[int, int]], list[int]]:
        """The rows' cells measured, the columns placed: at the dialog's size if they fit,
        smaller if they must, and the last column wrapped if even that is not enough."""
        if not self.rows:
            return [], [], []
        n = len(self.rows[0])
        spacing = int(gap * 1.8)
        widths: list[int] = []
        sz = size
        for sz in range(size, theme.LEAST_TEXT - 1, -1):
            widths = [
                max(theme.font(sz, i == 0).size(row[c])[0] for i, row in enumerate(self.rows))
                for c in range(n)
            ]
            if sum(widths) + spacing * (n - 1) <= inner:
                break
        fixed = sum(widths[:-1]) + spacing * (n - 1)
        widths[-1] = max(inner - fixed, min(widths[-1], inner // 3))
        if fixed + widths[-1] > inner:  # not even a third for the last column: share it out
            widths = [max(1, (inner - spacing * (n - 1)) // n)] * n
        lefts, x = [], 0
        for width in widths:
            lefts.append(x)
            x += width + spacing
        cells = [
            [theme.fit(cell, sz, widths[c], bold=i == 0) for c, cell in enumerate(row)]
            for i, row in enumerate(self.rows)
        ]
        heights = [max(f.height for f in row) for row in cells]
        return cells, list(zip(lefts, widths, strict=True)), heights

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc picks the cancel choice if there is one."""
        if keys.intent(event) == keys.BACK:
            if self.cancel is not None:
                self.group.buttons[self.cancel].action()
            return
        if self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test presses the default button."""
        self.group.press()

    def draw(self, surface: pygame.Surface) -> None:
        """The shaded table (not what the box keeps clear of: the hand stays bright), the box,
        its text and buttons."""
        keep = self.clear_of() if self.clear_of is not None else None
        bright = None
        if keep is not None and not keep.colliderect(self.box):
            keep = keep.clip(surface.get_rect())
            bright = surface.subsurface(keep).copy()
        theme.shade(surface, 120)
        if keep is not None and bright is not None:
            surface.blit(bright, keep)
            drawlog.mark(surface, "card", keep)  # in sight: a notice finds room clear of it
        laid, s = self.laid, self.scale
        box = laid.box
        theme.panel(surface, box, int(18 * s), theme.BOX, theme.PANEL_EDGE, 3)
        x, y = box.x + laid.pad, box.y + laid.pad
        theme.draw_fitted(surface, laid.title, (box.centerx, y), theme.GOLD, "center", box)
        y += laid.title.height + laid.gap
        if laid.lines is not None:
            theme.draw_fitted(surface, laid.lines, (x, y), theme.PAPER, box=box)
            y += max(laid.lines.height, self.room[0] * laid.lines.line_height) + laid.gap
        align = ALIGN.get(len(self.rows[0]), ALIGN[4]) if self.rows else ()
        for i, (row, height) in enumerate(zip(laid.cells, laid.row_heights, strict=True)):
            colour = theme.GOLD if i == 0 else theme.PAPER
            if i < len(self.highlight) and self.highlight[i]:
                colour = theme.SOFT_RED
            for fitted, (left, width), how in zip(row, laid.columns, align, strict=False):
                cell = pygame.Rect(x + left, y, width, height)
                at = {"left": cell.x, "right": cell.right, "center": cell.centerx}[how]
                theme.draw_fitted(surface, fitted, (at, y), colour, how, box=cell)
            y += height
        if laid.row_heights:
            y += max(0, self.room[1] - len(laid.row_heights)) * laid.row_heights[0] + laid.gap
        for fitted in laid.explains:
            theme.draw_fitted(surface, fitted, (x, y), theme.CREAM, box=box)
            y += fitted.height + laid.gap
        self.group.draw(surface, laid.button_size, alike=True)
