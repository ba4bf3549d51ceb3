"""The golden-screenshot comparison itself: it must catch what a person would see as wrong."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.ui.screens.title import TitleScene
from tests.ui.support import compare_golden, differing_pixels, pilot


@pytest.fixture
def shot() -> pygame.Surface:
    p = pilot()
    p.start(TitleScene(p.app))
    return p.screenshot()


def _swapped(image: pygame.Surface) -> pygame.Surface:
    """The same picture with its green and blue channels exchanged."""
    raw = pygame.image.tobytes(image, "RGB")
    swapped = bytearray(raw)
    swapped[1::3], swapped[2::3] = raw[2::3], raw[1::3]
    return pygame.image.frombytes(bytes(swapped), image.get_size(), "RGB")


def test_the_same_picture_passes(tmp_path, shot):
    pygame.image.save(shot, tmp_path / "title.png")
    compare_golden("title", shot, tmp_path)
    assert differing_pixels(shot, shot.copy()) == 0


def test_swapping_two_colour_channels_fails(tmp_path, shot):
    pygame.image.save(shot, tmp_path / "title.png")
    swapped = _swapped(shot)
    assert differing_pixels(swapped, shot) > 100_000
    with pytest.raises(AssertionError, match="pixels differ"):
        compare_golden("title", swapped, tmp_path)


def test_blanking_a_40_pixel_square_fails(tmp_path, shot):
    pygame.image.save(shot, tmp_path / "title.png")
    blanked = shot.copy()
    blanked.fill((0, 0, 0), pygame.Rect(300, 300, 40, 40))
    assert differing_pixels(blanked, shot) > 1000
    with pytest.raises(AssertionError, match="pixels differ"):
        compare_golden("title", blanked, tmp_path)


def test_one_level_of_noise_everywhere_passes(tmp_path, shot):
    pygame.image.save(shot, tmp_path / "title.png")
    one_up = bytes(min(255, v + 1) for v in range(256))
    raw = pygame.image.tobytes(shot, "RGB").translate(one_up)
    compare_golden("title", pygame.image.frombytes(raw, shot.get_size(), "RGB"), tmp_path)


def test_a_missing_golden_fails_unless_writing_is_asked_for(tmp_path, shot, monkeypatch):
    monkeypatch.delenv("UPDATE_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="missing"):
        compare_golden("title", shot, tmp_path)
    assert not (tmp_path / "title.png").exists()
    monkeypatch.setenv("UPDATE_GOLDEN", "1")
    compare_golden("title", shot, tmp_path)
    assert (tmp_path / "title.png").exists()
