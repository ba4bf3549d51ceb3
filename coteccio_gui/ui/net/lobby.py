"""The lobby of a network table: the invitation (addresses and table code), who sits where.

The host sees where friends reach this computer and the code in large type, each seat with
who sits there, *Start the match* (computers take the remote seats still empty) and *Cancel*.
A guest sees the same seats and waits for the host. The match starting opens the table.
"""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui.i18n import _, ngettext
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.net.seats import seat_role
from coteccio_gui.ui.net.session import JOINED, Session


class LobbyScene(Scene):
    """Waiting for friends (host) or for the host to start (guest)."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.hosting = session.server is not None
        self.addresses = session.invitation() if self.hosting else []
        self.message = ""
        self.router = ""
        """What the router did for friends elsewhere, as last drawn."""
        self.playing = False
        """Whether the lobby gave way to the table (the session goes on)."""
        self.group = ButtonGroup([], horizontal=True)
        self.relabel()

    def relabel(self) -> None:
        """Buttons in the language of the moment."""
        if self.hosting:
            buttons = [Button(_("Start the match"), self.start), Button(_("Cancel"), self.cancel)]
        else:
            buttons = [Button(_("Leave"), self.cancel)]
        self.group = ButtonGroup(buttons, horizontal=True)
        self.resized()

    def start(self) -> None:
        """As the host: the match begins; asked first while a friend's seat is still empty
        (the computer would play it for the whole match, and nobody could join then)."""
        seats = self.session.state.get("seats", [])
        free = [str(i + 1) for i, seat in enumerate(seats) if seat.get("state") == "free"]
        if not free:
            self.begin(True)
            return
        n = len(free)
        ask = ngettext(
            "Start without a friend at seat {seats}?", "Start without friends at seats {seats}?", n
        ).format(seats=", ".join(free))
        why = ngettext(
            "the computer plays that seat for the whole match.",
            "the computer plays those seats for the whole match.",
            n,
        )
        go = [Choice(_("Start now"), why, True), Choice(_("Wait"), "", False)]
        self.app.push(Dialog(self.app, ask, [], go, default=1, cancel=1, on_choice=self.begin))

    def begin(self, go: bool) -> None:
        """The match begins (``go``), or the host waits on."""
        if not go:
            return
        self.session.client.call(self.session.client.client.start)
        self.message = _("Starting…")
        self.app.dirty = True

    def cancel(self) -> None:
        """Leave the table (the host closes it, and its file goes) and go back."""
        if self.hosting:
            self.session.forget()
        else:  # a guest who leaves before the match does not come back to it
            (save_folder(self.app.data_folder) / JOINED).unlink(missing_ok=True)
        self.app.pop(self)

    def closed(self) -> None:
        """Leaving the lobby (not for the table) ends the session."""
        if not self.playing:
            self.session.close()

    def busy(self) -> bool:
        """Frames run when the table changed, or the router answered."""
        return self.session.changed() or self.session.router_words() != self.router

    def update(self, dt: float) -> None:
        """Show what changed; the match starting opens the network table."""
        if self.session.router_words() != self.router:
            self.router = self.session.router_words()
            self.app.dirty = True
        if not self.session.changed():
            return
        for words in self.session.news():
            self.app.notices.add(words)
        self.app.dirty = True
        if self.session.state.get("status") in ("playing", "finished"):
            self.playing = True
            self.app.nav.replace("net_table", session=self.session)

    def resized(self) -> None:
        """The buttons along the bottom."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - 40, int(560 * s))
        height = int(48 * s)
        rect = pygame.Rect((w - width) // 2, h - int(30 * s) - height, width, height)
        self.group.layout(rect, height, int(16 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc leaves."""
        if keys.intent(event) == keys.BACK:
            self.cancel()
        elif self.group.handle(event):
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The invitation, then the seats, then the buttons."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        state = self.session.state
        heading = _("Your table") if self.hosting else _("Waiting for the host to start")
        y = theme.blit_text(
            surface, heading, int(40 * s), (w // 2, int(16 * s)), theme.GOLD, "midtop", serif=True
        ).bottom
        if self.hosting:
            y = self._invitation(surface, s, y + int(12 * s))
            y = self._router(surface, s, y)
        else:
            line = _("Table {code}").format(code=self.session.code)
            y = theme.blit_text(
                surface, line, int(26 * s), (w // 2, y + int(8 * s)), theme.CREAM, "midtop"
            ).bottom
        mine = {state.get("seat")} | {o.client.seat for o in self.session.others}
        self._seats(surface, s, state.get("seats", []), mine, y + int(18 * s))
        self.group.draw(surface, int(22 * s))
        if self.message:
            theme.blit_text(
                surface,
                self.message,
                int(18 * s),
                (w // 2, self.group.buttons[0].rect.top - int(10 * s)),
                theme.CREAM,
                "midbottom",
            )

    def _invitation(self, surface: pygame.Surface, s: float, top: int) -> int:
        """The code, large, and the addresses: what the host reads out to friends."""
        w = surface.get_width()
        box = pygame.Rect(0, 0, min(w - 40, int(720 * s)), int(210 * s))
        box.midtop = (w // 2, top)
        theme.panel(surface, box, int(12 * s), theme.PANEL, theme.PANEL_EDGE, 2)
        drawlog.mark(surface, "panel", box)
        say = _("Friends choose Join a table and type:")
        y = theme.blit_text(
            surface, say, int(20 * s), (box.centerx, box.y + int(10 * s)), theme.CREAM, "midtop"
        ).bottom
        y = theme.blit_text(
            surface,
            _("Address: {where}").format(where=", ".join(self.addresses)),
            int(30 * s),
            (box.centerx, y + int(8 * s)),
            theme.PAPER,
            "midtop",
            box=box,
        ).bottom
        code = " ".join(self.session.code)
        theme.blit_text(
            surface, _("Code"), int(20 * s), (box.centerx, y + int(10 * s)), theme.CREAM, "midtop"
        )
        theme.blit_text(
            surface,
            code,
            int(64 * s),
            (box.centerx, box.bottom - int(8 * s)),
            theme.GOLD,
            "midbottom",
            serif=True,
        )
        return box.bottom

    def _router(self, surface: pygame.Surface, s: float, top: int) -> int:
        """Under the invitation: the public address the router opened, or why it did not."""
        if not self.router:
            return top
        w = surface.get_width()
        width = min(w - 40, int(720 * s))
        fitted = theme.fit(self.router, int(18 * s), width, lines=3)
        y = top + int(6 * s)
        for line in fitted.lines:
            theme.blit_text(surface, line, fitted.size, (w // 2, y), theme.CREAM, "midtop")
            y += fitted.line_height
        return y

    def _seats(
        self,
        surface: pygame.Surface,
        s: float,
        seats: list[dict[str, str]],
        mine: set[Any],
        top: int,
    ) -> None:
        """One line per seat: its number, the name (``mine``: this screen's people's seats),
        who sits there."""
        w = surface.get_width()
        width = min(w - 40, int(620 * s))
        row = int(36 * s)
        for i, seat in enumerate(seats):
            r = pygame.Rect((w - width) // 2, top + i * (row + int(6 * s)), width, row)
            pygame.draw.rect(surface, (20, 76, 54), r, border_radius=8)
            drawlog.mark(surface, "panel", r)
            name = seat.get("name", "")
            if i in mine:
                name = _("{name} (you)").format(name=name)
            label = _("Seat {n}").format(n=i + 1) + "  " + name
            theme.blit_text(
                surface, label, int(20 * s), (r.x + 12, r.centery), theme.PAPER, "midleft"
            )
            colour = theme.GOLD if seat.get("state") == "connected" else theme.CREAM
            theme.blit_text(
                surface,
                seat_role(i, seats),
                int(20 * s),
                (r.right - 12, r.centery),
                colour,
                "midright",
            )
