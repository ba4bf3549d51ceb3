"""Every text reads on what lies under it (WCAG AA, 4.5:1): the check itself, and the seat
panels that failed it (pale words on a gold flash, grey "out" on a red one)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.ui.board.seat_panel import SeatLook, SeatPanels
from coteccio_gui.ui.core import contrast, drawlog, theme
from tests.ui.layout_check import contrast_problems


@pytest.fixture
def frame():
    pygame.font.init()
    surface = pygame.Surface((400, 200))
    surface.fill(theme.FELT)
    log = drawlog.DrawLog()
    log.start(surface)
    before, drawlog.current = drawlog.current, log
    yield surface, log
    drawlog.current = before


def test_the_check_catches_grey_on_red_and_passes_paper_on_the_panel(frame):
    surface, log = frame
    pygame.draw.rect(surface, theme.RED, (0, 0, 200, 100))
    theme.blit_text(surface, "out", 16, (20, 20), (130, 130, 130))
    theme.blit_text(surface, "Anna", 16, (20, 120), theme.PAPER)
    problems = contrast_problems(log)
    assert len(problems) == 1 and "'out'" in problems[0] and "1.44:1" in problems[0]


def test_a_faded_text_counts_as_faded(frame):
    surface, log = frame
    theme.blit_text(surface, "hello", 16, (20, 20), theme.PAPER, alpha=60)
    assert contrast_problems(log)


@pytest.mark.parametrize(
    "look",
    [
        SeatLook("Anna", text="buon gioco · 0 of 31", colour=theme.GOLD, flash=theme.GOLD),
        SeatLook("Bruno", text="bidder: 0", colour=theme.CREAM, right="7", flash=theme.GOLD),
        SeatLook("Carla", text="out", out=True, flash=theme.RED),
        SeatLook("Dario", text="out", out=True),
        SeatLook("Elena", hearts=3, flash=theme.GOLD, dealer=True, leads=True),
    ],
    ids=["buon-gioco-on-gold", "bidder-on-gold", "out-on-red", "out", "hearts-on-gold"],
)
def test_every_word_of_a_seat_panel_reads_on_its_fill(frame, look):
    surface, log = frame
    SeatPanels().draw(surface, pygame.Rect(40, 40, 240, 64), look, 1.0)
    texts = [d for d in log.items if d.kind == "text"]
    assert len(texts) >= 2
    assert contrast_problems(log) == []
    assert all(contrast.ratio(d.colour, d.under) >= contrast.AA for d in texts)
