"""Open any record on the computer: folders to walk through and ``.json`` files."""

from __future__ import annotations

from pathlib import Path

from coteccio_gui.autosave import exports_folder, history_folder
from coteccio_gui.i18n import _
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core.listing import MAX_LISTED, Entry, ListScene, open_record, when
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.widgets import Button


class FileChooser(ListScene):
    """Any record file on the computer: folders to walk through and ``.json`` files."""

    def __init__(self, app: App, folder: Path | None = None) -> None:
        base = save_folder(app.data_folder)
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
        base = save_folder(self.app.data_folder)
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
            "Up/Down or a click choose a line; Enter or a second click opens it; "
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
                    files.append(Entry(path.name, when(path), path))
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
