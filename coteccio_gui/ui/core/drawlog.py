"""What each frame drew where: every text with the box it belongs in, every panel, button
and card. Notices look here for free room; the layout test checks that every text lies
inside its own box and covers no other panel, button, card or text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass
class Drawn:
    """One thing drawn on the window: a text (with the box it belongs in) or a solid thing."""

    kind: str
    """``text``; ``panel``, ``button``, ``card``, ``banner`` (a message to read now); ``shade``
    (everything before it is background); ``offscreen`` (a text drawn into a picture)."""
    rect: pygame.Rect
    layer: int
    layer_name: str
    box: pygame.Rect | None = None
    text: str = ""
    size: int = 0
    colour: tuple[int, int, int] | None = None
    """A text's colour as drawn (faded texts blended with what lies under them)."""
    under: tuple[int, int, int] | None = None
    """The mean colour of what lay under a text just before it was drawn."""


@dataclass
class DrawLog:
    """Everything drawn on the window in one frame, layer by layer (a scene is a layer; a
    pop-up over a scene starts one of its own)."""

    target: pygame.Surface | None = None
    items: list[Drawn] = field(default_factory=list)
    layer: int = 0
    layer_name: str = ""

    def start(self, target: pygame.Surface) -> None:
        """A new frame is drawn on ``target`` (the window)."""
        self.target, self.items, self.layer, self.layer_name = target, [], 0, ""

    def new_layer(self, name: str) -> None:
        """What follows is drawn over everything before it (a scene, a pop-up, the notices)."""
        self.layer += 1
        self.layer_name = name

    def add(
        self,
        surface: pygame.Surface,
        kind: str,
        rect: pygame.Rect,
        box: pygame.Rect | None = None,
        text: str = "",
        size: int = 0,
        colour: tuple[int, int, int] | None = None,
        under: tuple[int, int, int] | None = None,
    ) -> None:
        """Note one thing drawn (texts drawn anywhere but the window are noted as such)."""
        if surface is not self.target:
            if kind != "text":
                return
            kind = "offscreen"
        self.items.append(
            Drawn(
                kind, pygame.Rect(rect), self.layer, self.layer_name, box, text, size, colour, under
            )
        )

    def taken(self) -> list[pygame.Rect]:
        """Where the frame so far shows something to read or look at (panels, buttons,
        cards, texts), leaving out what lies under a shade: free room is everything else."""
        return [d.rect for d in self.items[self._shaded() :] if d.kind in KEPT]

    def dimmed(self) -> list[pygame.Rect]:
        """What a shade dims but leaves in sight (the paused table's cards, texts, panels)."""
        return [d.rect for d in self.items[: self._shaded()] if d.kind in KEPT]

    def _shaded(self) -> int:
        shades = [i for i, d in enumerate(self.items) if d.kind == "shade"]
        return shades[-1] + 1 if shades else 0


SEEN = ("text", "panel", "button", "card", "banner")
"""The kinds of things drawn that are there to be read or looked at."""
KEPT = (*SEEN, "play")
"""What a notice keeps clear of: what is seen, and where cards are played (empty or not)."""


current: DrawLog | None = None
"""What the frame being drawn has drawn so far (the app sets it while it draws; notices use
it to find free room, the layout test to check every frame)."""


def mark(surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """Note a solid thing drawn (``card``, ``button``, ``panel``) for the layout test."""
    if current is not None:
        current.add(surface, kind, rect)


def new_layer(name: str) -> None:
    """What follows covers what came before (for the layout test)."""
    if current is not None:
        current.new_layer(name)
