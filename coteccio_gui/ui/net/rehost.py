"""Back to a network table after this program was closed or killed mid-match.

A host hosts its saved table again: the server resumes it on the same folder and port (the
guests' programs reconnect by themselves) and the window sits again at the host's seat, in
the lobby if the match had not started, else at the table where it stood. A guest sits again
at the seat it joined, with the seat's token it kept.
"""

from __future__ import annotations

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.net.session import Job, Session, finished


class RehostScene(Scene):
    """A moment while the saved table opens again, or why it could not."""

    def __init__(self, app: App, guest: bool = False) -> None:
        super().__init__(app)
        folder = save_folder(app.data_folder)
        if guest:  # the seat this program joined, with its token
            self.job: Job | None = Job(lambda: Session.rejoin(folder))
        else:
            self.job = Job(lambda: Session.rehost(folder / "hosted"))
        self.error = ""

    def busy(self) -> bool:
        """Frames run while the table opens."""
        return self.job is not None

    def update(self, dt: float) -> None:
        """The lobby or the table once open; else what went wrong."""
        job = finished(self)
        if job is None:
            return
        self.app.dirty = True
        if job.error:
            self.error = _("The table could not open. {why}").format(why=job.error)
            return
        session: Session = job.result
        if session.state.get("status") == "waiting":
            self.app.pop(self)
            self.app.nav.push("lobby", session=session)
        else:
            self.app.nav.replace("net_table", session=session)

    def handle(self, event: pygame.event.Event) -> None:
        """Esc (or a click once it failed) goes back to the title."""
        leave = keys.intent(event) == keys.BACK or (self.error and keys.clicked(event))
        if leave and self.job is None:
            self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        """One line in the middle of the felt."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        line = self.error or _("Opening your table again…")
        fitted = theme.fit(line, int(24 * s), w - int(80 * s), lines=3)
        colour = theme.SOFT_RED if self.error else theme.GOLD
        theme.draw_fitted(surface, fitted, (w // 2, h // 2 - fitted.height // 2), colour, "center")
