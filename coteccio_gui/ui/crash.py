"""The crash dialog: an unexpected error says what happened and where the log is, and moves on.

It draws its own background, so a scene that failed to draw is never drawn again;
the player goes back to the title (where "Continue" picks the match up) or quits.
"""

from __future__ import annotations

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui import theme
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.widgets import Button, ButtonGroup


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
        from coteccio_gui.ui.title import TitleScene

        self.app.replace(TitleScene(self.app))

    def resized(self) -> None:
        """Centre the box and its buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = int(min(w - 40, 760 * s))
        text_h = int(27 * s) * len(self._wrapped(width, s)) + int(14 * s) * len(self.lines())
        height = min(h - 20, int(100 * s) + text_h + int(90 * s))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        bar = pygame.Rect(
            self.box.x + int(30 * s), self.box.bottom - int(72 * s), width - int(60 * s), 0
        )
        self.group.layout(bar, int(50 * s), int(16 * s))

    def _wrapped(self, width: int, s: float) -> list[str]:
        out: list[str] = []
        for line in self.lines():
            out += wrap_message(line, int(19 * s), width - int(60 * s))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc goes back to the title."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
        elif self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test stops here: an error is a failed self-test."""
        self.app.failed = True
        self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        """Dark felt, the box, the message and the buttons."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        theme.panel(surface, self.box, int(18 * s), (24, 40, 34, 245), theme.PANEL_EDGE, 3)
        y = self.box.y + int(24 * s)
        theme.blit_text(
            surface,
            _("Something went wrong"),
            int(30 * s),
            (self.box.centerx, y),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        y += int(60 * s)
        x = self.box.x + int(30 * s)
        for paragraph in self.lines():
            for line in wrap_message(paragraph, int(19 * s), self.box.width - int(60 * s)):
                theme.blit_text(surface, line, int(19 * s), (x, y), theme.PAPER)
                y += int(27 * s)
            y += int(14 * s)
        self.group.draw(surface, int(20 * s))
