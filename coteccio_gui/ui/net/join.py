"""Join a table: the host's address and the table code, then a free seat and a name.

Reaching the table shows its game, who already sits there and the free seats (the protocol's
``look``); the address may be ``wss://`` for a club's TLS server. Nothing typed is lost when
something goes wrong: the form stays as it was and one line in a player's words says what to
check. Sitting down opens the lobby, where the guest waits.
"""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.net import protocol
from coteccio_gui.settings import MAX_NAME
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.form import Form, Row
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.net.join_words import no_seat_words, table_words
from coteccio_gui.ui.net.session import Job, Session, finished, parse_address


class JoinScene(Scene):
    """The form of a guest: where the table is, then where to sit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.name = app.settings.last_tables.get(app.settings.last_game, {}).get(
            "seats", [["", ""]]
        )[0][0]
        self.session: Session | None = None
        self.looked: dict[str, Any] = {}
        """The table's ``look`` answer: its game, its seats, the free ones."""
        self.free: list[int] = []
        self.seat = 0
        self.job: Job | None = None
        self.joining = False
        self.error = ""
        self.form = Form([])
        self.relabel()

    # ---- the rows ----------------------------------------------------------------------------

    def relabel(self) -> None:
        """The rows of the step the guest is at, in the language of the moment."""
        if self.session is None:
            rows = [
                Row(_("Address"), lambda: "", text=self._type_address, typed=lambda: self.address),
                Row(_("Table code"), lambda: "", text=self._type_code, typed=lambda: self.code),
                Row(_("Connect"), lambda: "", press=self.connect),
                Row(_("Back"), lambda: "", press=lambda: self.app.pop(self)),
            ]
        elif not self.free:  # nowhere to sit: the way back to another code
            rows = [Row(_("Back"), lambda: "", press=self.leave)]
        else:
            rows = [
                self._seat_row(),
                Row(_("Your name"), lambda: "", text=self._type_name, typed=lambda: self.name),
                Row(_("Sit down"), lambda: "", press=self.sit),
                Row(_("Back"), lambda: "", press=self.leave),
            ]
        focus = self.form.focus
        self.form = Form(rows)
        self.form.focus = min(focus, len(rows) - 1)
        if self.form.rows[self.form.focus].noted():  # a greyed row is no place for the keys
            self.form.move(1)
        self.resized()

    def _type_address(self, text: str) -> None:
        self.address = text[:80]

    def _type_code(self, text: str) -> None:
        wanted = [c for c in text.upper() if c in protocol.CODE_LETTERS]
        self.code = "".join(wanted)[: protocol.CODE_LENGTH]

    def _type_name(self, text: str) -> None:
        self.name = text[:MAX_NAME]

    def _seat_row(self) -> Row:
        """The free seat to sit at: chosen with the arrows, or greyed when it is the only one
        (no arrows that do nothing, and the keys pass it)."""
        if len(self.free) == 1:
            only = _("Seat {n}, the only free one").format(n=self.free[0] + 1)
            return Row(_("Seat"), self._seat_value, note=lambda: only)
        return Row(_("Seat"), self._seat_value, self._step_seat)

    def _seat_value(self) -> str:
        return _("Seat {n}").format(n=self.free[self.seat] + 1) if self.free else "—"

    def _step_seat(self, step: int) -> None:
        if self.free:
            self.seat = (self.seat + step) % len(self.free)

    # ---- the steps ---------------------------------------------------------------------------

    def connect(self) -> None:
        """Reach the address and find the table's free seats (in a worker thread)."""
        if self.job is not None:
            return
        self.error = self._missing()
        if self.error:
            return
        address, code = self.address, self.code

        def work() -> tuple[Session, dict[str, Any]]:
            session, _where = Session.reach(address)
            try:
                return session, session.client.call(session.client.client.look, code)
            except Exception:
                session.close()
                raise

        self.error, self.joining = "", False
        self.job = Job(work)

    def _missing(self) -> str:
        """What Connect (or Sit down) still needs, in a player's words; empty when complete."""
        if self.session is not None:
            return "" if self.name.strip() else _("Type your name: the others see it at the table.")
        try:
            parse_address(self.address)
        except ValueError:
            return _("Type the address the host's screen shows, for example 192.168.1.20.")
        if len(self.code) != protocol.CODE_LENGTH:
            return _("The table code has six letters and digits.")
        return ""

    def _enter_in_last_field(self) -> bool:
        """Enter in the field just above Connect (or Sit down) presses it when the form is
        complete, so one Enter does; else the focus goes on and the line says what is missing."""
        rows, at = self.form.rows, self.form.focus
        button = rows[at + 1].press if rows[at].typed is not None and at + 1 < len(rows) else None
        if button is None:
            return False
        self.error = self._missing()
        if self.error:
            self.form.move(1)
        else:
            button()
        return True

    def look_again(self) -> None:
        """Ask the table again who sits where (after a seat was taken under the guest)."""
        session, code = self.session, self.code
        if self.job is None and session is not None:
            self.job = Job(lambda: (None, session.client.call(session.client.client.look, code)))

    def sit(self) -> None:
        """Sit at the chosen seat under this name (in a worker thread)."""
        if self.job is not None or self.session is None or not self.free:
            return
        self.error, name = self._missing(), self.name.strip()
        if self.error:
            return
        session, seat, code = self.session, self.free[self.seat], self.code
        self.error, self.joining = "", True
        self.job = Job(lambda: session.client.call(session.client.client.join, code, seat, name))

    def leave(self) -> None:
        """Back to the address and the code (both kept)."""
        if self.session is not None:
            self.session.close()
            self.session = None
        self.relabel()

    def closed(self) -> None:
        """Leaving without sitting closes the connection."""
        if self.session is not None and not self.joining:
            self.session.close()

    def busy(self) -> bool:
        """Frames run while the network answers."""
        return self.job is not None

    def update(self, dt: float) -> None:
        """Take the answer of the worker: the next step, or why not."""
        job = finished(self)
        if job is None:
            return
        self.app.dirty = True
        if job.error:
            self.error = job.error
            if self.joining:  # the seat went: look again (the error line stays)
                self.joining = False
                self.look_again()
            return
        if not self.joining:
            session, self.looked = job.result
            self.session = session or self.session
            self.free = list(self.looked.get("free", []))
            self.seat = 0
            if not self.free:
                self.error = no_seat_words(self.looked)
            self.form.focus = 0
            self.relabel()
            return
        session = self.session
        assert session is not None
        session.keep_seat(save_folder(self.app.data_folder))
        self.app.pop(self)
        self.app.nav.push("lobby", session=session)

    # ---- layout and input --------------------------------------------------------------------

    def resized(self) -> None:
        """The rows in the middle of the window."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - 40, int(640 * s))
        row_h, gap = int(46 * s), int(10 * s)
        if self.session is None:
            intro = _("Type the address and the code the host's screen shows.")
        else:
            intro = _("Table {code}: choose a free seat and type your name.").format(code=self.code)
            if not self.free:
                intro = _("Table {code}").format(code=self.code)
        self.intro = theme.fit(intro, int(20 * s), w - int(60 * s), lines=2)
        top = int(80 * s) + self.intro.height + int(12 * s)
        self.summary, self.summary_box = None, pygame.Rect(0, 0, 0, 0)
        if self.session is not None and self.looked:
            words = table_words(self.looked)
            self.summary = theme.fit(words, int(20 * s), width - int(32 * s), lines=3)
            self.summary_box = pygame.Rect(0, 0, width, self.summary.height + int(16 * s))
            self.summary_box.midtop = (w // 2, top)
            top = self.summary_box.bottom + int(16 * s)
        top = max(top, int(140 * s))
        self.row_h = row_h
        self.form.layout(pygame.Rect((w - width) // 2, top, width, 0), row_h, gap)

    def handle(self, event: pygame.event.Event) -> None:
        """Form input; Esc goes back a step (or leaves)."""
        if keys.intent(event) == keys.BACK:
            if self.session is not None:
                self.leave()
            else:
                self.app.pop(self)
            self.app.dirty = True
            return
        enter = keys.intent(event) == keys.CONFIRM and event.key != pygame.K_SPACE
        if enter and self._enter_in_last_field():
            self.app.dirty = True
            return
        typing = event.type == pygame.TEXTINPUT or keys.intent(event) == keys.ERASE
        if self.form.handle(event):
            if typing:  # what went wrong stays until the person changes what they typed
                self.error = ""
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The heading, the form, and a line of help or of what went wrong."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        theme.blit_text(
            surface,
            _("Join a table"),
            int(40 * s),
            (w // 2, int(16 * s)),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        theme.draw_fitted(surface, self.intro, (w // 2, int(80 * s)), theme.CREAM, "center")
        if self.summary is not None:  # the game, who sits where, the free seats
            box = self.summary_box
            theme.panel(surface, box, int(8 * s), theme.PANEL, theme.PANEL_EDGE, 2)
            drawlog.mark(surface, "panel", box)
            theme.draw_fitted(
                surface, self.summary, (w // 2, box.y + int(8 * s)), theme.PAPER, "center", box
            )
        self.form.draw(surface, max(12, int(self.row_h * 0.45)))
        bottom = max(r.rect.bottom for r in self.form.rows)
        if self.job is not None:
            line, colour = _("Connecting…"), theme.GOLD
        else:
            line = self.error or self._hint()
            colour = theme.SOFT_RED if self.error else theme.CREAM
        fitted = theme.fit(line, int(18 * s), w - int(60 * s), lines=3)
        theme.draw_fitted(surface, fitted, (w // 2, bottom + int(20 * s)), colour, "center")

    def _hint(self) -> str:
        if self.session is None:
            return _(
                "Up/Down choose a line, type; Enter in the table code connects; Esc goes back."
            )
        return _("Up/Down choose a line, type; Enter in your name sits down; Esc goes back.")
