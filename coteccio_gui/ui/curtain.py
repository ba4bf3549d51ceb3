"""The privacy curtain of a hot-seat table: it covers the table while the laptop changes hands.

It is opaque, so nothing of the table (and no one's cards) shows while it is up. A
click anywhere, Enter or Space lifts it for the named player; Esc opens the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui import theme
from coteccio_gui.ui.cardart import back_image
from coteccio_gui.ui.scene import App, Scene

if TYPE_CHECKING:
    from coteccio_gui.ui.table import TableScene


class CurtainScene(Scene):
    """ "Pass to Carla — click when ready" over a table with every hand hidden."""

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat

    @property
    def name(self) -> str:
        """Who the laptop goes to."""
        return self.table.name(self.seat)

    def ready(self) -> None:
        """The named player has the laptop: show their cards."""
        self.app.pop(self)
        self.table.handed_to(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        """A click, Enter or Space: ready. Esc: the menu."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from coteccio_gui.ui.menu import GameMenu

            self.app.push(GameMenu(self.app, self.table))
        elif (
            event.type == pygame.KEYDOWN
            and event.key
            in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            )
            or event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
        ):
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        """Dark felt, a fan of card backs, the name and what to do."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill((14, 34, 26))
        pygame.draw.ellipse(surface, theme.FELT_DARK, surface.get_rect().inflate(-w // 5, -h // 4))
        ch = int(h * 0.26)
        back = back_image(ch)
        for i in range(5):
            turned = pygame.transform.rotozoom(back, (2 - i) * 9, 1.0)
            x = w // 2 + (i - 2) * int(ch * 0.3)
            y = int(h * 0.36) + abs(i - 2) * int(ch * 0.05)
            surface.blit(turned, turned.get_rect(center=(x, y)))
        theme.blit_text(
            surface,
            _("Pass to {name} — click when ready").format(name=self.name),
            int(40 * s),
            (w // 2, int(h * 0.6)),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        theme.blit_text(
            surface,
            _("Everyone else, please look away from the screen."),
            int(20 * s),
            (w // 2, int(h * 0.6 + 62 * s)),
            theme.CREAM,
            "midtop",
        )
        theme.blit_text(
            surface,
            _("Click, or press Enter or Space · Esc: menu"),
            int(16 * s),
            (w // 2, h - int(26 * s)),
            theme.CREAM,
            "center",
        )
