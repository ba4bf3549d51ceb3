"""Host a table: the usual set-up, where a seat may also be *Remote* (a friend elsewhere).

Start opens a server inside this program, sends it the invitation and shows the lobby.
The host's people sit at the *Human* seats: with two or more, they share the host's screen as
at a local hot-seat table (a curtain between them), friends elsewhere at the *Remote* seats.
"""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.i18n import _
from coteccio_gui.live import HUMAN
from coteccio_gui.net.table import REMOTE
from coteccio_gui.players import LEVELS
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.net.session import Job, Session, finished
from coteccio_gui.ui.screens.setup import DEFAULT_NAMES, SetupScene, kind_label

HOST_KINDS = (HUMAN, REMOTE, *LEVELS)


class HostSetupScene(SetupScene):
    """The set-up of a hosted table: seats are the host, a remote friend or a computer."""

    def __init__(self, app: App, game: str = games.DEFAULT) -> None:
        self.job: Job | None = None
        self._said = ""
        """Why Start could not open the table (kept past the form's own clearing)."""
        super().__init__(app, game)

    def choose_game(self, game: str) -> None:
        """The game's set-up, with the second seat remote (a friend is why one hosts)."""
        super().choose_game(game)
        for i, seat in enumerate(self.seats):
            seat[1] = HUMAN if i == 0 else (REMOTE if i == 1 else seat[1])
            if seat[1] == HUMAN and i:
                seat[1] = REMOTE
        self._build()

    def _kind_value(self, i: int):  # type: ignore[no-untyped-def]
        def value() -> str:
            if self.seats[i][1] == REMOTE:
                return _("Remote: a friend elsewhere")
            return kind_label(self.seats[i][1])

        return value

    def _kind_step(self, i: int):  # type: ignore[no-untyped-def]
        def step(d: int) -> None:
            kind = self.seats[i][1]
            at = HOST_KINDS.index(kind) if kind in HOST_KINDS else 0
            self.seats[i][1] = HOST_KINDS[(at + d) % len(HOST_KINDS)]

        return step

    def _level_words(self) -> str | None:
        seat = self.seat_rows.get(self.form.focus)
        if seat is not None and self.seats[seat][1] == REMOTE:
            return _("A friend joins this seat from their computer with the table code.")
        humans = [kind for _name, kind in self.seats[: self.count]].count(HUMAN)
        if seat is not None and self.seats[seat][1] == HUMAN and humans > 1:
            return _(
                "A person at this screen. The people here pass the screen between them: a "
                "curtain hides each one's cards from the next."
            )
        return super()._level_words()

    def invitation(self) -> dict[str, Any]:
        """The ``open`` message for these seats and rules."""
        seats = self.seats[: self.count]
        return {
            "game": self.game,
            "players": [name.strip() or DEFAULT_NAMES[i] for i, (name, _k) in enumerate(seats)],
            "seats": [kind for _name, kind in seats],
            "rules": dict(self.rules),
        }

    def start(self) -> None:
        """Open the table on a server inside this program, then show the lobby."""
        invitation = self.invitation()
        names, kinds = invitation["players"], invitation["seats"]
        if len(set(names)) < len(names):
            self.error = _("Two players have the same name: please give each seat its own.")
        elif HUMAN not in kinds:
            self.error = _("Sit at least one person here (Human); friends sit at Remote seats.")
        elif REMOTE not in kinds:
            self.error = _("Make at least one seat Remote for a friend to join.")
        elif self.job is None:
            folder = save_folder(self.app.data_folder) / "hosted"
            self.job = Job(lambda: Session.host(folder, invitation))
            self.error = ""
        self._said = self.error
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        """As the set-up; a reason the table cannot open stays after the click that asked."""
        self._said = ""
        super().handle(event)
        if self._said:
            self.error = self._said

    def busy(self) -> bool:
        """Frames run while the table opens."""
        return self.job is not None

    def update(self, dt: float) -> None:
        """When the table is open, the lobby; if it could not open, why."""
        job = finished(self)
        if job is None:
            return
        if job.error:
            self.error = _("The table could not open. {why}").format(why=job.error)
        else:
            self.app.nav.push("lobby", session=job.result)
        self.app.dirty = True

    def resized(self) -> None:
        """As the set-up, under its own heading."""
        super().resized()
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - 40, int(760 * s))
        self.heading = theme.fit(_("Host a table"), int(40 * s), width, serif=True, lines=1)

    def draw(self, surface: pygame.Surface) -> None:
        """The set-up; while the table opens, a line says so."""
        super().draw(surface)
        if self.job is not None:
            w, h = surface.get_size()
            theme.shade(surface, 120)
            theme.blit_text(
                surface,
                _("Opening the table…"),
                int(30 * theme.ui_scale((w, h))),
                (w // 2, h // 2),
                theme.GOLD,
                "center",
            )
