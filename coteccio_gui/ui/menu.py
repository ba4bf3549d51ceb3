"""The Esc menu, the rules screen and the settings screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui import theme
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.rules_text import rules_paragraphs
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.settings_scene import SettingsScene
from coteccio_gui.ui.widgets import Button, ButtonGroup

if TYPE_CHECKING:
    from coteccio_gui.ui.table import TableScene


class GameMenu(Scene):
    """Esc during a match: resume, rules, settings, quit."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.group = ButtonGroup(
            [
                Button(_("Resume"), lambda: app.pop(self)),
                Button(_("Rules"), lambda: app.push(RulesScene(app))),
                Button(_("Settings"), lambda: app.push(SettingsScene(app))),
                Button(_("Quit to the title"), self._to_title),
                Button(_("Quit the game"), app.quit),
            ]
        )
        self.resized()

    def _to_title(self) -> None:
        from coteccio_gui.ui.title import TitleScene

        self.app.replace(TitleScene(self.app))

    def resized(self) -> None:
        """Centre the buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.box = pygame.Rect(0, 0, int(340 * s), int(5 * 56 * s + 100 * s))
        self.box.center = (w // 2, h // 2)
        inner = self.box.inflate(-int(40 * s), 0)
        inner.y = self.box.y + int(80 * s)
        self.group.layout(inner, int(46 * s), int(10 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Esc resumes; buttons by mouse or keys."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
        elif self.group.handle(event):
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The paused table under a veil, and the menu."""
        s = theme.ui_scale(surface.get_size())
        theme.shade(surface, 130)
        theme.panel(surface, self.box, int(18 * s), (24, 40, 34, 245), theme.PANEL_EDGE, 3)
        theme.blit_text(
            surface,
            _("Paused"),
            int(32 * s),
            (self.box.centerx, self.box.y + int(20 * s)),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        self.group.draw(surface, int(20 * s))


class RulesScene(Scene):
    """The rules, with pictures of the cards; scroll with the wheel or the arrows."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self.back = ButtonGroup([Button(_("Back"), lambda: app.pop(self))])
        self.resized()

    def resized(self) -> None:
        """Place the Back button."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.back.layout(
            pygame.Rect(w - int(180 * s), h - int(64 * s), int(160 * s), 0), int(46 * s), 0
        )

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll, or go back with Esc, Enter or the button."""
        step = int(40 * theme.ui_scale(self.app.screen.get_size()))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += step * (5 if event.key == pygame.K_PAGEDOWN else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - step * (5 if event.key == pygame.K_PAGEUP else 1))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * step)
        elif self.back.handle(event):
            pass
        else:
            return
        self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        """Headings, paragraphs and a row of cards from high to low."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        width = min(w - 80, int(900 * s))
        x = (w - width) // 2
        y = int(24 * s) - self.scroll
        theme.blit_text(
            surface,
            _("How to play Coteccio"),
            int(36 * s),
            (w // 2, y),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        y += int(60 * s)
        ch = int(110 * s)
        faces, four = self.app.settings.faces, self.app.settings.four_colour
        for i in range(10):
            image = card_image(faces, i, ch, four)
            surface.blit(image, (x + i * (image.get_width() + int(6 * s)), y))
        y += ch + int(16 * s)
        for heading, text in rules_paragraphs():
            theme.blit_text(surface, heading, int(22 * s), (x, y), theme.GOLD, bold=True)
            y += int(30 * s)
            for line in theme.wrap(text, int(18 * s), width):
                theme.blit_text(surface, line, int(18 * s), (x, y))
                y += int(25 * s)
            y += int(10 * s)
        self.max_scroll = max(0, y + self.scroll - h + int(80 * s))
        self.scroll = min(self.scroll, self.max_scroll)
        self.back.draw(surface, int(20 * s))
