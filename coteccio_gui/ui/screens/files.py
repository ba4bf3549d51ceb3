"""The history's list: the match in play, finished matches and unfinished ones kept.

Summaries of the files are read a few per frame, so a long history opens at once.
"""

from __future__ import annotations

from pathlib import Path

from coteccio_gui.autosave import AUTOSAVE, exports_folder, history_folder
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.left import SeatRecord, load_kept
from coteccio_gui.record import RecordError
from coteccio_gui.seen import net_meta
from coteccio_gui.storage import file_time, save_folder
from coteccio_gui.ui.core.listing import MAX_LISTED, Entry, ListScene, open_record, when
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.core.widgets import Button
from coteccio_gui.ui.games import presentation

SUMMARIES_PER_FRAME = 4


class HistoryList(ListScene):
    """The saved match, finished and replaced matches, and exported records, newest first."""

    def __init__(self, app: App) -> None:
        self.summaries: dict[Path, tuple[str, ...]] = {}
        super().__init__(app)

    def heading(self) -> str:
        """The title of the screen."""
        return _("History")

    def subtitle(self) -> str:
        """Where the files are."""
        return _("Matches are kept in {path}").format(path=save_folder(self.app.data_folder))

    def buttons(self) -> list[Button]:
        """Open, open another file, back."""
        return [
            Button(_("Open"), self.open_selected),
            Button(_("Open a file…"), lambda: self.app.nav.push("files")),
            Button(_("Back"), lambda: self.app.pop(self)),
        ]

    def empty_text(self) -> str:
        """No match yet."""
        return _("No matches yet: finished and saved matches appear here.")

    def refresh(self) -> None:
        """List the files, newest first."""
        folder = save_folder(self.app.data_folder)
        found: list[tuple[float, Entry]] = []
        saved = folder / AUTOSAVE
        if saved.exists():
            label = _("The saved match, {when}").format(when=when(saved))
            found.append((float("inf"), Entry(label, "", saved)))
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
                    written = file_time(path)
                except OSError:
                    continue
                found.append((written, Entry(kind.format(when=when(path)), "", path)))
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
        return self.details(entry)[0]

    def details(self, entry: Entry) -> tuple[str, ...]:
        """Players and result, then with fewer names for a line too short for them all."""
        return self.summaries.get(entry.path, ("…",))

    def chosen(self, entry: Entry) -> None:
        """Open the record in the hand history."""
        self.message = open_record(self.app, entry.path)


def _summary(path: Path) -> tuple[str, ...]:
    """``Anna, Bruno, Carla: Anna won`` or ``…: hand 4``, or why it cannot be read; then
    ``Anna, Bruno and 5 others: Giulia won`` and ``Anna and 6 others: …`` for many seats."""
    try:
        record = load_kept(path)
    except RecordError:
        return (_("cannot be read"),)
    look = presentation(record.game)
    m = record.match
    players = list(record.players)
    seated = [", ".join(players)]
    for named in (2, 1) if len(players) > 3 else ():
        others = len(players) - named
        text = ngettext("{names} and {n} other", "{names} and {n} others", others)
        seated.append(text.format(names=", ".join(players[:named]), n=others))
    start = f"{look.title()} — "  # every game named, Coteccio too
    net = net_meta(record.meta)
    if net is not None:  # kept by this program from a network table
        start = _("Network table {code}").format(code=net[0]) + f" — {start}"
    outcome = m.outcome()
    if outcome is not None and outcome.winners:
        seats = look.seat_names(m, record.players)
        who = ", ".join(dict.fromkeys(seats[w] for w in outcome.winners))
        result = _("{name} won").format(name=who)
    else:
        hand = look.hand_number(m)
        result = ngettext("hand {n}", "hand {n}", hand).format(n=hand)
        if isinstance(record, SeatRecord):  # a guest left the table then
            result = ngettext("left in hand {n}", "left in hand {n}", hand).format(n=hand)
    return tuple(f"{start}{names}: {result}" for names in seated)
