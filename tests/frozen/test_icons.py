"""The app icon files the installers use: every size present, really that size, round (plain suite)."""

from __future__ import annotations

import io
import struct

import pygame
import pytest

from coteccio_gui import paths

ICONS = paths.assets_dir() / "icons"
PNG = b"\x89PNG\r\n\x1a\n"


def _png(data: bytes) -> pygame.Surface:
    assert data[:8] == PNG
    return pygame.image.load(io.BytesIO(data), "icon.png")


def _round_on_transparent(image: pygame.Surface) -> bool:
    w, h = image.get_size()
    corners = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]
    return all(image.get_at(c).a == 0 for c in corners) and image.get_at((w // 2, h // 2)).a == 255


@pytest.mark.parametrize("size", [256, 512])
def test_png_icons_are_their_size_and_round(size: int) -> None:
    image = _png((ICONS / f"coteccio-{size}.png").read_bytes())
    assert image.get_size() == (size, size)
    assert _round_on_transparent(image)


def test_ico_holds_every_windows_size_as_png() -> None:
    data = (ICONS / "coteccio.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        image = _png(data[offset : offset + length])
        side = w or 256
        assert (side, h or 256) == image.get_size() and (planes, bpp) == (1, 32)
        sizes.append(side)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_icns_elements_are_pngs_of_their_declared_size() -> None:
    data = (ICONS / "coteccio.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
    found: dict[bytes, pygame.Surface] = {}
    i = 8
    while i < len(data):
        kind, length = data[i : i + 4], struct.unpack_from(">I", data, i + 4)[0]
        found[kind] = _png(data[i + 8 : i + length])
        i += length
    assert i == len(data)
    assert {k: found[k].get_width() for k in expected if k in found} == expected
    assert _round_on_transparent(found[b"ic10"])
