"""A dropped guest's "connessione persa — si aspetta" was tiny text on the host's panel at
900×600 (issue 49): the strip under a panel keeps its text at a readable size, wider than the
panel or on two lines if it must, and whole."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.ui.board.seat_panel import SeatLook, SeatPanels
from coteccio_gui.ui.core import drawlog, theme


@pytest.mark.parametrize(
    "status", ["connessione persa — si aspetta", "connection lost — waiting for them"]
)
@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_the_status_strip_is_readable_and_whole(status, size):
    pygame.font.init()
    surface = pygame.Surface(size)
    s = theme.ui_scale(size)
    box = pygame.Rect(0, 0, int(146 * s / 0.8), int(51 * s / 0.8))
    box.center = (size[0] - box.width // 2 - 8, size[1] // 2)  # a panel at the right edge
    log = drawlog.DrawLog()
    log.start(surface)
    drawlog.current = log
    try:
        look = SeatLook(name="Bruno", text="", status=status)
        SeatPanels().draw(surface, box, look, s)
    finally:
        drawlog.current = None
    texts = [d for d in log.items if d.kind == "text" and d.text not in ("Bruno", "")]
    assert texts
    assert " ".join(d.text for d in texts).replace("  ", " ") == status  # whole, not cut
    assert all(d.size >= int(15 * s) for d in texts), [(d.text, d.size) for d in texts]
    assert all(surface.get_rect().contains(d.rect) for d in texts)
