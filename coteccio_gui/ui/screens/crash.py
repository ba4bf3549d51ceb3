"""The crash dialog: an unexpected error says what happened and where the log is, and moves on.

It draws its own background, so a scene that failed to draw is never drawn again;
the player goes back to the title (where "Continue" picks the match up) or quits.
"""

from __future__ import annotations

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


def wrap_message(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``message`` in lines no wider than ``width``; a long path is broken where it must be."""
    font = theme.font(size, bold)
    out: list[str] = []
    for line in theme.wrap(message, size, width, bold):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


class CrashScene(Scene):
    """Something went wrong: what, that the match is saved, where the log is; title or quit."""

    def __init__(self, app: App, summary: str, match_saved: bool = False) -> None:
        super().__init__(app)
        self.summary = summary
        self.match_saved = match_saved
        self.group = ButtonGroup(
            [Button(_("Back to the title"), self.to_title), Button(_("Quit"), app.quit)],
            horizontal=True,
        )
        self.box = pygame.Rect(0, 0, 0, 0)
        self.resized()

    def lines(self) -> list[str]:
        """The paragraphs of the message."""
        if self.app.log_path is not None:
            where = _("The details are in the log file: {path}").format(path=self.app.log_path)
        else:
            where = _("The details could not be written to a log file.")
        lines = [_("Something went wrong inside the game: {error}").format(error=self.summary)]
        if self.match_saved:
            lines.append(
                _('Your match is saved: "Continue" on the title screen picks it up where it stood.')
            )
        return [
            *lines,
            where,
            _("If it happens again, please send the log file with a bug report."),
        ]

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.nav.replace("title")

    def resized(self) -> None:
        """Measure the message, size the box to it (smaller text only if the window is too
        short), centre it and its buttons."""
        w, h = self.app.screen.get_size()
        s = self.scale = theme.ui_scale((w, h))
        width = int(min(w - 40, 760 * s))
        self.pad = int(30 * s)
        for k in (1.0, 0.9, 0.8, 0.7, 0.6):
            self.title = theme.fit(_("Something went wrong"), int(30 * s * k), width - 2 * self.pad,
                                   serif=True, lines=2)  # fmt: skip
            self.paragraphs = [
                theme.fit(p, int(19 * s * k), width - 2 * self.pad, least=min(12, int(19 * s * k)))
                for p in self.lines()
            ]
            text_h = sum(f.height + int(14 * s) for f in self.paragraphs)
            height = 2 * self.pad + self.title.height + int(20 * s) + text_h + int(60 * s)
            if height <= h - 20:
                break
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        bar = pygame.Rect(
            self.box.x + self.pad, self.box.bottom - self.pad - int(46 * s), width - 2 * self.pad, 0
        )
        self.group.layout(bar, int(46 * s), int(16 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc goes back to the title."""
        if keys.intent(event) == keys.BACK:
            self.to_title()
        elif self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test stops here: an error is a failed self-test."""
        self.app.failed = True
        self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        """Dark felt, the box, the message and the buttons."""
        s = self.scale
        surface.fill(theme.FELT_DARK)
        theme.panel(surface, self.box, int(18 * s), theme.BOX, theme.PANEL_EDGE, 3)
        y = self.box.y + self.pad
        theme.draw_fitted(surface, self.title, (self.box.centerx, y), theme.GOLD, "center")
        y += self.title.height + int(20 * s)
        for fitted in self.paragraphs:
            theme.draw_fitted(surface, fitted, (self.box.x + self.pad, y), theme.PAPER)
            y += fitted.height + int(14 * s)
        self.group.draw(surface, int(20 * s))
