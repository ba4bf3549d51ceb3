"""One-line notices over every scene: a settings file that could not be read, a saved file.

A notice stays a few seconds (longer for longer text), fades, and a click or a key
while it shows does what it would have done anyway: notices never take input.
"""

from __future__ import annotations

import pygame

from coteccio_gui.ui import theme

FADE_S = 0.6


class Notices:
    """The notices showing now, newest at the bottom of the stack of lines."""

    def __init__(self) -> None:
        self.items: list[list[object]] = []

    def add(self, message: str, seconds: float | None = None) -> None:
        """Show ``message`` for ``seconds`` (by default long enough to read it)."""
        if seconds is None:
            seconds = min(14.0, 4.0 + len(message) / 18)
        self.items.append([message, seconds])

    def update(self, dt: float) -> None:
        """Count the notices' time down."""
        for item in self.items:
            item[1] = float(item[1]) - dt  # type: ignore[arg-type]
        self.items = [i for i in self.items if float(i[1]) > 0]  # type: ignore[arg-type]

    def busy(self) -> bool:
        """Whether a notice is showing (the app keeps redrawing so it can fade)."""
        return bool(self.items)

    @property
    def messages(self) -> list[str]:
        """The texts showing now."""
        return [str(i[0]) for i in self.items]

    def draw(self, surface: pygame.Surface) -> None:
        """Each notice as a dark band near the top of the window."""
        w, _ = surface.get_size()
        s = theme.ui_scale(surface.get_size())
        y = int(12 * s)
        size = int(17 * s)
        for message, left in self.items:
            lines = theme.wrap(str(message), size, min(w - int(60 * s), int(1000 * s)))
            height = len(lines) * int(24 * s) + int(16 * s)
            width = max(theme.text(line, size).get_width() for line in lines) + int(36 * s)
            box = pygame.Rect(0, y, width, height)
            box.centerx = w // 2
            alpha = max(0.0, min(1.0, float(left) / FADE_S))  # type: ignore[arg-type]
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            theme.panel(layer, layer.get_rect(), int(10 * s), (12, 20, 16, 235), theme.GOLD, 2)
            for i, line in enumerate(lines):
                theme.blit_text(
                    layer, line, size, (int(18 * s), int(8 * s) + i * int(24 * s)), theme.CREAM
                )
            layer.set_alpha(int(255 * alpha))
            surface.blit(layer, box)
            y = box.bottom + int(8 * s)
