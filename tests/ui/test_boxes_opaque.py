"""Boxes over the table hide what lies under them: "anticlockwise" and the buon gioco cards
showed through the end-of-hand and win boxes (issue 49). Drawn over a white table and over a
black one, the inside of a box is the same pixels."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.settings import Settings
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import Scene
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu


class Under(Scene):
    """A table of one colour."""

    def __init__(self, app, colour):
        super().__init__(app)
        self.colour = colour

    def draw(self, surface):
        surface.fill(self.colour)


def dialog(app):
    return Dialog(app, "End of hand 1", ["Most points: Dario."], [Choice("Continue", "")])


def menu(app):
    return GameMenu(app)


def inside(p, box_of, colour):
    p.start(Under(p.app, colour))
    box = box_of(p.app)
    p.app.push(box)
    p.step()
    shot = p.screenshot()
    rect = box.box.inflate(-box.box.height // 3, -box.box.height // 3)
    return pygame.image.tobytes(shot.subsurface(rect), "RGB")


@pytest.mark.parametrize("box_of", [dialog, menu])
@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_nothing_shows_through_a_box(box_of, size):
    p = Pilot(size, Settings(tips=False, sound=False))
    assert inside(p, box_of, (255, 255, 255)) == inside(p, box_of, (0, 0, 0))
