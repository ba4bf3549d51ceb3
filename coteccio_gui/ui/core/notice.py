"""One-line notices over every scene: a settings file that could not be read, a saved file.

A notice stays a few seconds (longer for longer text), fades, and a click or a key
while it shows does what it would have done anyway: notices never take input. Over a
paused table (the Esc menu's veil) a notice keeps clear of the dimmed cards too, where
there is room: it stays where it was before the menu opened, not over the hand.
"""

from __future__ import annotations

import pygame

from coteccio_gui.ui.core import theme

FADE_S = 0.6


class Notices:
    """The notices showing now, newest at the bottom of the stack of lines."""

    def __init__(self) -> None:
        self.items: list[list[object]] = []
        self._places: dict[tuple[str, tuple[int, int]], tuple[pygame.Rect, theme.Fitted, bool]]
        self._places = {}
        """Where each notice went last, and whether that place was clear of the dimmed things
        too: it stays there while that place is still as free."""

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

    def draw(
        self,
        surface: pygame.Surface,
        taken: list[pygame.Rect] | None = None,
        dimmed: list[pygame.Rect] | None = None,
    ) -> None:
        """Each notice as a dark band where it covers nothing of the screen below (``taken``:
        what the scenes drew; ``dimmed``: what lies under a shade, left clear where there is
        room): the highest free place, as wide as can be, centred if it can."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        taken, dimmed = list(taken or []), list(dimmed or [])
        margin = int(12 * s)
        pad_x, pad_y = int(18 * s), int(8 * s)
        places = {}
        for message, left in self.items:
            key = (str(message), (w, h))
            known = self._places.get(key)
            room = 2 * margin // 3
            keep = known is not None and known[0].inflate(room, room).collidelist(taken) == -1
            if known is not None and keep and known[2]:  # it was clear of the dimmed too
                keep = known[0].inflate(room, room).collidelist(dimmed) == -1
            if known is not None and keep:
                box, fitted, clear = known
            else:
                found = _place(str(message), (w, h), s, taken + dimmed, margin, pad_x, pad_y)
                clear = found is not None
                if found is None:
                    found = _place(str(message), (w, h), s, taken, margin, pad_x, pad_y)
                box, fitted = found or _top_centre(str(message), w, s, margin, pad_x, pad_y)
            places[key] = (box, fitted, clear)
            taken.append(box.inflate(int(8 * s), int(8 * s)))
            alpha = max(0.0, min(1.0, float(left) / FADE_S))  # type: ignore[arg-type]
            fill = (12, 20, 16, int(235 * alpha))
            edge = (*theme.GOLD, int(255 * alpha))
            theme.panel(surface, box, int(10 * s), fill, edge, 2)
            for i, line in enumerate(fitted.lines):
                theme.blit_text(
                    surface,
                    line,
                    fitted.size,
                    (box.x + pad_x, box.y + pad_y + i * fitted.line_height),
                    theme.CREAM,
                    box=box,
                    alpha=int(255 * alpha),
                )
        self._places = places


def _place(
    message: str,
    size: tuple[int, int],
    s: float,
    taken: list[pygame.Rect],
    margin: int,
    pad_x: int,
    pad_y: int,
) -> tuple[pygame.Rect, theme.Fitted] | None:
    """The box of a notice: the highest free place, centred if it can be (else at the right
    or left edge), trying a wide box first, then narrower ones (more lines); None if nothing
    is free."""
    w, h = size
    step = max(4, int(6 * s))
    for where in ("centre", "right", "left"):  # centred, even if narrower, before the edges
        for share in (0.8, 0.55, 0.38, 0.28):
            fitted = _fitted(message, w, s, share, pad_x)
            box = pygame.Rect(0, 0, fitted.width + 2 * pad_x, fitted.height + 2 * pad_y)
            x = {"centre": (w - box.width) // 2, "right": w - margin - box.width, "left": margin}
            for y in range(margin, h - box.height - margin + 1, step):
                box.topleft = (x[where], y)
                if box.inflate(2 * margin // 3, 2 * margin // 3).collidelist(taken) == -1:
                    return box, fitted
    return None


def _fitted(message: str, w: int, s: float, share: float, pad_x: int) -> theme.Fitted:
    wide = max(int(120 * s), min(int(w * share), int(1000 * s)) - 2 * pad_x)
    return theme.fit(message, int(17 * s), wide)


def _top_centre(
    message: str, w: int, s: float, margin: int, pad_x: int, pad_y: int
) -> tuple[pygame.Rect, theme.Fitted]:
    """Where a notice goes when no place is free: the widest box at the top centre."""
    fitted = _fitted(message, w, s, 0.8, pad_x)
    box = pygame.Rect(0, 0, fitted.width + 2 * pad_x, fitted.height + 2 * pad_y)
    box.midtop = (w // 2, margin)
    return box, fitted
