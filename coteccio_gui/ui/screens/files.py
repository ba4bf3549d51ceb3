"""Choosing a record: the list of saved and finished matches, and a chooser for any file.

Both are lists a player moves through with the arrows (or the wheel) and opens with
Enter or a second click; a record that cannot be read gives one line here and the
list stays as it was.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from coteccio_gui.autosave import (
    AUTOSAVE,
    exports_folder,
    history_folder,
    is_other_file,
    load_record_file,
    reason,
    save_folder,
)
from coteccio_gui.engine import Phase
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.record import RecordError
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup

MAX_LISTED = 500
SUMMARIES_PER_FRAME = 4


@dataclass
class Entry:
    """One line of a list: what it says, a second column, and the file or folder."""

    label: str
    detail: str
    path: Path
    folder: bool = False


def open_record(app: App, path: Path) -> str:
    """Show the record in ``path`` in the hand history; the reason if it cannot be read."""
    from coteccio_gui.ui.screens.history import HistoryScene

    try:
        record = load_record_file(path)
    except RecordError as e:
        if is_other_file(path):
            return _("This file is not a Coteccio match record.")
        return _("This record could not be read: {reason}").format(reason=reason(e))
    app.push(HistoryScene(app, record, path))
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
            keys = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -self.visible,
                pygame.K_PAGEDOWN: self.visible,
                pygame.K_HOME: -len(self.entries),
                pygame.K_END: len(self.entries),
            }
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
                return
            if event.key in keys:
                self.selected += keys[event.key]
                self._clamp()
                self.app.dirty = True
                return
            if event.key == pygame.K_BACKSPACE:
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
            detail, detail_size = theme.fit_label(
                self.detail(entry), int(15 * s), int(rect.width * 0.42), False
            )
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
        return _("Click a line to choose it, click it again or press Enter to open; Esc goes back.")

    def detail(self, entry: Entry) -> str:
        """The second column of an entry (may be filled in lazily)."""
        return entry.detail


def _when(path: Path) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        return ""


class HistoryList(ListScene):
    """The saved match, finished and replaced matches, and exported records, newest first."""

    def __init__(self, app: App) -> None:
        self.summaries: dict[Path, str] = {}
        super().__init__(app)

    def heading(self) -> str:
        """The title of the screen."""
        return _("History")

    def subtitle(self) -> str:
        """Where the files are."""
        return _("Matches are kept in {path}").format(path=save_folder(self.app))

    def buttons(self) -> list[Button]:
        """Open, open another file, back."""
        return [
            Button(_("Open"), self.open_selected),
            Button(_("Open a file…"), lambda: self.app.push(FileChooser(self.app))),
            Button(_("Back"), lambda: self.app.pop(self)),
        ]

    def empty_text(self) -> str:
        """No match yet."""
        return _("No matches yet: finished and saved matches appear here.")

    def refresh(self) -> None:
        """List the files, newest first."""
        folder = save_folder(self.app)
        found: list[tuple[float, Entry]] = []
        saved = folder / AUTOSAVE
        if saved.exists():
            found.append((float("inf"), Entry(_("The saved match"), "", saved)))
        for where, kind in (
            (history_folder(folder), _("Match of {when}")),
            (exports_folder(folder), _("Exported {when}")),
        ):
            try:
                files = list(where.glob("*.json"))
            except OSError:
                files = []
            for path in files:
                try:
                    mtime = path.stat().st_mtime
                except OSError:
                    continue
                found.append((mtime, Entry(kind.format(when=_when(path)), "", path)))
        found.sort(key=lambda item: -item[0])
        self.entries = [e for _, e in found[:MAX_LISTED]]
        super().refresh()

    def busy(self) -> bool:
        """Still reading the summaries of the lines in sight."""
        visible = self.entries[self.top : self.top + self.visible]
        return any(entry.path not in self.summaries for entry in visible)

    def update(self, dt: float) -> None:
        """Read a few of the visible records per frame to say who played and how it ended."""
        done = 0
        for entry in self.entries[self.top : self.top + self.visible]:
            if entry.path in self.summaries:
                continue
            self.summaries[entry.path] = _summary(entry.path)
            self.app.dirty = True
            done += 1
            if done >= SUMMARIES_PER_FRAME:
                return

    def detail(self, entry: Entry) -> str:
        """Players and result, once read."""
        return self.summaries.get(entry.path, "…")

    def chosen(self, entry: Entry) -> None:
        """Open the record in the hand history."""
        self.message = open_record(self.app, entry.path)


def _summary(path: Path) -> str:
    """``Anna, Bruno, Carla: Anna won`` or ``…: hand 4``, or why it cannot be read."""
    try:
        record = load_record_file(path)
    except RecordError:
        return _("cannot be read")
    names = ", ".join(record.players)
    m = record.match
    if m.phase is Phase.FINISHED and m.winner is not None:
        result = _("{name} won").format(name=record.players[m.winner])
    else:
        hand = m.hands_played + m.hands_annulled + (m.phase is not Phase.DEAL)
        result = ngettext("hand {n}", "hand {n}", hand).format(n=hand)
    return f"{names}: {result}"


class FileChooser(ListScene):
    """Any record file on the computer: folders to walk through and ``.json`` files."""

    def __init__(self, app: App, folder: Path | None = None) -> None:
        base = save_folder(app)
        self.folder = folder or exports_folder(base)
        if not self.folder.is_dir():
            self.folder = base
        super().__init__(app)

    def heading(self) -> str:
        """The title of the screen."""
        return _("Open a record")

    def subtitle(self) -> str:
        """The folder shown."""
        return str(self.folder)

    def buttons(self) -> list[Button]:
        """Open, shortcuts to the usual folders, back."""
        base = save_folder(self.app)
        return [
            Button(_("Open"), self.open_selected),
            Button(_("Up a folder"), self.back),
            Button(_("Exports"), lambda: self.go_to(exports_folder(base))),
            Button(_("History"), lambda: self.go_to(history_folder(base))),
            Button(_("Home"), lambda: self.go_to(Path.home())),
            Button(_("Back"), lambda: self.app.pop(self)),
        ]

    def hint(self) -> str:
        """How to use the chooser, under it."""
        return _(
            "Click a line to choose it, click it again or press Enter to open; "
            "Backspace goes up a folder, Esc goes back."
        )

    def empty_text(self) -> str:
        """Nothing to open here."""
        return _("No folders or records here.")

    def go_to(self, folder: Path) -> None:
        """Show ``folder``."""
        if not folder.is_dir():
            self.message = _("That folder does not exist yet.")
            return
        self.folder, self.selected, self.top, self.message = folder, 0, 0, ""
        self.refresh()

    def back(self) -> None:
        """Up to the parent folder."""
        if self.folder.parent != self.folder:
            child = self.folder
            self.go_to(self.folder.parent)
            for i, e in enumerate(self.entries):
                if e.path == child:
                    self.selected = i
            self._clamp()

    def refresh(self) -> None:
        """List the folder: sub-folders first, then records."""
        folders: list[Entry] = []
        files: list[Entry] = []
        try:
            children = sorted(self.folder.iterdir(), key=lambda p: p.name.lower())
        except OSError as e:
            self.message = _("This folder cannot be read: {reason}").format(
                reason=e.strerror or type(e).__name__
            )
            children = []
        for path in children[: MAX_LISTED * 4]:
            if path.name.startswith("."):
                continue
            try:
                if path.is_dir():
                    folders.append(Entry(path.name + "/", _("folder"), path, folder=True))
                elif path.suffix.lower() == ".json":
                    files.append(Entry(path.name, _when(path), path))
            except OSError:
                continue
        self.entries = (folders + files)[:MAX_LISTED]
        super().refresh()

    def chosen(self, entry: Entry) -> None:
        """Walk into a folder, or open a record."""
        if entry.folder:
            self.go_to(entry.path)
        else:
            self.message = open_record(self.app, entry.path)
