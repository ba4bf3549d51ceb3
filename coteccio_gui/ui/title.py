"""The title screen: new match, rules, settings, quit."""

from __future__ import annotations

import pygame

from coteccio_gui.engine import card_from_code
from coteccio_gui.i18n import _
from coteccio_gui.ui import theme
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.widgets import Button, ButtonGroup

SHOWCASE = ("Ac", "Rd", "Cs", "Fb", "7c")


class TitleScene(Scene):
    """The first screen a player sees."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = ButtonGroup(
            [
                Button(_("New match"), self.new_match),
                Button(_("Rules"), self.rules),
                Button(_("Settings"), self.settings),
                Button(_("Quit"), app.quit),
            ]
        )
        self.resized()

    def new_match(self) -> None:
        """Open the table set-up."""
        from coteccio_gui.ui.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def rules(self) -> None:
        """Open the rules."""
        from coteccio_gui.ui.menu import RulesScene

        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        """Open the settings."""
        from coteccio_gui.ui.menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def resized(self) -> None:
        """Centre the buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        rect = pygame.Rect(0, 0, int(300 * s), int(4 * 54 * s))
        rect.midtop = (w // 2, int(h * 0.52))
        self.group.layout(rect, int(46 * s), int(10 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc quits."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test starts a new match."""
        self.new_match()

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the name of the game, a fan of cards and the buttons."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        pygame.draw.ellipse(surface, theme.FELT, surface.get_rect().inflate(-w // 6, -h // 6))
        theme.blit_text(
            surface,
            "Coteccio",
            int(86 * s),
            (w // 2, int(h * 0.06)),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        theme.blit_text(
            surface,
            _("the card game of Trieste"),
            int(22 * s),
            (w // 2, int(h * 0.06 + 100 * s)),
            theme.CREAM,
            "midtop",
        )
        ch = int(h * 0.2)
        for i, code in enumerate(SHOWCASE):
            image = card_image(
                self.app.settings.faces, card_from_code(code), ch, self.app.settings.four_colour
            )
            angle = (i - 2) * -9
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            x = w // 2 + (i - 2) * int(ch * 0.38)
            y = int(h * 0.36) + abs(i - 2) * int(ch * 0.05)
            surface.blit(turned, turned.get_rect(center=(x, y)))
        self.group.draw(surface, int(22 * s))
        theme.blit_text(
            surface,
            _("Arrows and Enter, or the mouse"),
            int(15 * s),
            (w // 2, h - int(24 * s)),
            theme.CREAM,
            "center",
        )
