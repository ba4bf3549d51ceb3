"""The privacy curtain of a hot-seat table: it covers the table while the laptop changes hands.

It is opaque, so nothing of the table (and no one's cards) shows while it is up. A
click anywhere, Enter or Space lifts it for the named player; Esc or the menu button
opens the menu.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.cardart import back_image
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


class CurtainScene(Scene):
    """ "Pass to Carla — click when ready" over a table with every hand hidden."""

    def __init__(
        self,
        app: App,
        name: str,
        on_ready: Callable[[], None],
        on_menu: Callable[[], None],
        faces: str = "triestine",
    ) -> None:
        super().__init__(app)
        self.name = name
        """Who the laptop goes to."""
        self.faces = faces
        """The faces of the game's pack: its backs are the ones drawn (Cucco's for Cöch)."""
        self.on_ready = on_ready
        self.on_menu = on_menu
        self.relabel()

    def relabel(self) -> None:
        """The menu button in the language of the moment."""
        self.group = ButtonGroup([Button(_("Menu (Esc)"), self.menu)])
        self.group.focus = -1  # Enter lifts the curtain; the button is for the mouse
        self.resized()

    def resized(self) -> None:
        """The menu button at the bottom right."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        size = int(16 * s)
        width = theme.text(self.group.buttons[0].label, size, bold=True).get_width()
        box = pygame.Rect(0, 0, width + int(40 * s), int(40 * s))
        box.bottomright = (w - int(16 * s), h - int(12 * s))
        self.group.layout(box, box.height, 0)

    def menu(self) -> None:
        """The game menu over the curtain."""
        self.on_menu()

    def ready(self) -> None:
        """The named player has the laptop: show their cards."""
        self.app.pop(self)
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        """A click (anywhere but the menu button), Enter or Space: ready. Esc: the menu."""
        intent = keys.intent(event)
        if intent == keys.BACK:
            self.menu()
        elif keys.clicked(event):
            self.group.handle(event)  # the menu button; elsewhere the click lifts on release
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.group.buttons[0].rect.collidepoint(event.pos) and self.app.top is self:
                self.ready()
        elif intent == keys.CONFIRM:
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        """Dark felt, a fan of card backs, the name and what to do."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill((14, 34, 26))
        pygame.draw.ellipse(surface, theme.FELT_DARK, surface.get_rect().inflate(-w // 5, -h // 4))
        ch = int(h * 0.26)
        back = back_image(ch, self.faces)
        for i in range(5):
            turned = pygame.transform.rotozoom(back, (2 - i) * 9, 1.0)
            x = w // 2 + (i - 2) * int(ch * 0.3)
            y = int(h * 0.36) + abs(i - 2) * int(ch * 0.05)
            card = surface.blit(turned, turned.get_rect(center=(x, y)))
            drawlog.mark(surface, "card", card)  # a notice finds its room clear of the fan
        width = w - int(40 * s)
        heading = _("Pass to {name} — click when ready").format(name=self.name)
        fitted = theme.fit(heading, int(40 * s), width, serif=True, lines=2)
        y = int(h * 0.6)
        theme.draw_fitted(surface, fitted, (w // 2, y), theme.GOLD, "center")
        y += fitted.height + int(12 * s)
        away = theme.fit(_("Everyone else, please look away from the screen."), int(20 * s), width)
        theme.draw_fitted(surface, away, (w // 2, y), theme.CREAM, "center")
        button = self.group.buttons[0].rect
        how = theme.fit(
            _("Click, or press Enter or Space"), int(16 * s), 2 * (button.left - w // 2)
        )
        top = min(h - int(12 * s) - how.height, button.centery - how.height // 2)
        theme.draw_fitted(surface, how, (w // 2, top), theme.CREAM, "center")
        self.group.draw(surface, int(16 * s))
