"""A list to choose from: a titled list a player moves through with the arrows (or the
wheel) and opens with Enter or a second click, a message line and buttons under it.

The history's list of matches and the file chooser are both one; a record that cannot be
read gives one line here and the list stays as it was.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from coteccio_gui.autosave import is_other_file, reason
from coteccio_gui.i18n import _
from coteccio_gui.left import load_kept
from coteccio_gui.record import RecordError
from coteccio_gui.storage import file_time
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup

MAX_LISTED = 500
"""The most lines a list shows (a folder of thousands stays quick)."""


@dataclass
class Entry:
    """One line of a list: what it says, a second column, and the file or folder."""

    label: str
    detail: str
    path: Path
    folder: bool = False


def open_record(app: App, path: Path) -> str:
    """Show the record in ``path`` in the hand history; the reason if it cannot be read."""
    try:
        record = load_kept(path)
    except RecordError as e:
        if is_other_file(path):
            return _("This file is not a Coteccio match record.")
        return _("This record could not be read: {reason}").format(reason=reason(e))
    app.nav.push("history", record=record, source=path)
    return ""


class ListScene(Scene):
    """A titled list with a selection, scrolling, a message line and buttons under it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[Entry] = []
        self.selected = 0
        self.top = 0
        self.message = ""
        self.rows: list[pygame.Rect] = []
        self.group = ButtonGroup(self.buttons(), horizontal=True)
        self.refresh()

    def buttons(self) -> list[Button]:
        """The buttons under the list."""
        return []

    def refresh(self) -> None:
        """Read the entries again."""
        self.resized()

    def chosen(self, entry: Entry) -> None:
        """The player opened ``entry``."""

    def empty_text(self) -> str:
        """What an empty list says."""
        return ""

    def open_selected(self) -> None:
        """Open the selected entry."""
        if self.entries:
            self.chosen(self.entries[self.selected])
            self.app.dirty = True

    def relabel(self) -> None:
        """Buttons and entries in the language of the moment."""
        self.group = ButtonGroup(self.buttons(), horizontal=True)
        self.refresh()

    def resized(self) -> None:
        """The list fills the window between the title (and what it says under it) and the
        message lines above the buttons, all measured."""
        w, h = self.app.screen.get_size()
        s = self.scale = theme.ui_scale((w, h))
        width = min(w - int(40 * s), int(980 * s))
        self.title = theme.fit(self.heading(), int(36 * s), width, serif=True, lines=2)
        size = int(16 * s)
        self.under = (
            theme.fit(self.subtitle(), size, width, least=size) if self.subtitle() else None
        )
        top = int(24 * s) + self.title.height + int(8 * s)
        top += (self.under.height if self.under else 0) + int(16 * s)
        self.message_lines = 3
        line_h = theme.fit("Ag", int(15 * s), width).line_height
        bar_top = h - int(66 * s)
        room = bar_top - int(10 * s) - self.message_lines * line_h - int(10 * s)
        self.box = pygame.Rect((w - width) // 2, top, width, max(int(60 * s), room - top))
        self.row_h = int(34 * s)
        self.visible = max(1, self.box.height // self.row_h)
        n = max(1, len(self.group.buttons))
        bar = pygame.Rect(self.box.x, bar_top, self.box.width, 0)
        self.group.layout(bar, int(46 * s), int(14 * s))
        for b in self.group.buttons:
            b.rect.width = min(b.rect.width, (bar.width - int(14 * s) * (n - 1)) // n)
        self._clamp()

    def _clamp(self) -> None:
        self.selected = max(0, min(self.selected, len(self.entries) - 1))
        if self.selected < self.top:
            self.top = self.selected
        if self.selected >= self.top + self.visible:
            self.top = self.selected - self.visible + 1
        self.top = max(0, min(self.top, max(0, len(self.entries) - self.visible)))

    def handle(self, event: pygame.event.Event) -> None:
        """Arrows, Page keys, Home/End and the wheel move; Enter or a second click opens."""
        if event.type == pygame.KEYDOWN:
            moves = {
                keys.UP: -1,
                keys.DOWN: 1,
                keys.PAGE_UP: -self.visible,
                keys.PAGE_DOWN: self.visible,
                keys.HOME: -len(self.entries),
                keys.END: len(self.entries),
            }
            intent = keys.intent(event)
            if intent == keys.BACK:
                self.app.pop(self)
                return
            if intent in moves:
                self.selected += moves[intent]
                self._clamp()
                self.app.dirty = True
                return
            if intent == keys.ERASE:
                self.back()
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.top = max(0, self.top - event.y * 3)
            self.top = min(self.top, max(0, len(self.entries) - self.visible))
            self.app.dirty = True
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self._row_rects()):
                if rect.collidepoint(event.pos):
                    index = self.top + i
                    if index == self.selected:
                        self.open_selected()
                    else:
                        self.selected = index
                    self.app.dirty = True
                    return
        if self.group.handle(event):
            self.app.dirty = True

    def back(self) -> None:
        """Backspace: leave (the chooser goes up a folder instead)."""
        self.app.pop(self)

    def _row_rects(self) -> list[pygame.Rect]:
        count = min(self.visible, len(self.entries) - self.top)
        return [
            pygame.Rect(self.box.x, self.box.y + i * self.row_h, self.box.width, self.row_h - 2)
            for i in range(count)
        ]

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def heading(self) -> str:
        """The title of the screen."""
        return ""

    def subtitle(self) -> str:
        """The line under the title."""
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the visible part of the list, the message and the buttons."""
        w, h = surface.get_size()
        s = self.scale
        surface.fill(theme.FELT_DARK)
        y = int(24 * s)
        theme.draw_fitted(surface, self.title, (w // 2, y), theme.GOLD, "center")
        y += self.title.height + int(8 * s)
        if self.under is not None:
            theme.draw_fitted(surface, self.under, (w // 2, y), theme.CREAM, "center")
        theme.panel(surface, self.box.inflate(int(12 * s), int(12 * s)), int(12 * s))
        size = int(17 * s)
        if not self.entries:
            empty = theme.fit(self.empty_text(), size, self.box.width - int(24 * s))
            top = self.box.centery - empty.height // 2
            theme.draw_fitted(surface, empty, (self.box.centerx, top), theme.CREAM, "center")
        for i, rect in enumerate(self._row_rects()):
            entry = self.entries[self.top + i]
            chosen = self.top + i == self.selected
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=int(8 * s))
                pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=int(8 * s))
            colour = theme.GOLD if entry.folder else theme.PAPER
            label, label_size = theme.fit_label(entry.label, size, int(rect.width * 0.55), chosen)
            theme.blit_text(
                surface, label, label_size, (rect.x + int(12 * s), rect.centery), colour,
                "midleft", bold=chosen,
            )  # fmt: skip
            # the detail (a match's game, players and result) has the room the label leaves
            room = rect.width - theme.font(label_size, chosen).size(label)[0] - int(48 * s)
            detail, detail_size = fit_detail(self.details(entry), int(15 * s), room)
            theme.blit_text(
                surface, detail, detail_size, (rect.right - int(12 * s), rect.centery),
                theme.CREAM, "midright",
            )  # fmt: skip
        below = self.box.bottom + int(10 * s)
        count = None
        if len(self.entries) > self.visible:
            shown = _("{a}–{b} of {n}").format(
                a=self.top + 1, b=self.top + len(self._row_rects()), n=len(self.entries)
            )
            count = theme.blit_text(
                surface, shown, int(14 * s), (self.box.right, below), theme.CREAM, "topright"
            )
        message, colour = (
            (self.message, theme.SOFT_RED) if self.message else (self.hint(), theme.CREAM)
        )
        room = (count.left if count else self.box.right) - self.box.x - int(12 * s)
        fitted = theme.fit(message, int(15 * s), room, lines=self.message_lines)
        theme.draw_fitted(surface, fitted, (self.box.x, below), colour)
        self.group.draw(surface, int(19 * s))

    def hint(self) -> str:
        """How to use the list, under it."""
        return _(
            "Up/Down or a click choose a line; Enter or a second click opens it; Esc goes back."
        )

    def detail(self, entry: Entry) -> str:
        """The second column of an entry (may be filled in lazily)."""
        return entry.detail

    def details(self, entry: Entry) -> tuple[str, ...]:
        """The second column and shorter ways to say it, the longest first."""
        return (self.detail(entry),)


def fit_detail(variants: tuple[str, ...], size: int, room: int) -> tuple[str, int]:
    """The longest of ``variants`` that fits ``room`` at a readable size (a little smaller
    than ``size`` at most), rather than the whole of it in tiny letters; the shortest cut
    with an ellipsis if none does. Returns the text and its size."""
    readable = max(theme.LEAST_TEXT, int(size * 0.85))
    for text in variants:
        shown, shown_size = theme.fit_label(text, size, room, False)
        if shown == text and shown_size >= readable:
            return shown, shown_size
    f, text = theme.font(readable), variants[-1]
    while len(text) > 1 and f.size(text + "…")[0] > room:
        text = text[:-1]
    return text + "…", readable


def when(path: Path) -> str:
    """When a listed file was written (``storage.file_time``), as a player reads it."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(file_time(path)))
    except OSError:
        return ""
