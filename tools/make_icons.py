"""Write the app icon from the card art: python tools/make_icons.py [OUT_DIR].

Two Triestine cards (the ace of coins over the king of cups) fanned on a round felt
table, on a transparent background. Writes into ``assets/icons/`` by default:
``coteccio-256.png`` and ``coteccio-512.png`` (Linux menus, the window icon),
``coteccio.ico`` (Windows: PNG entries 16-256 px) and ``coteccio.icns`` (macOS:
PNG entries 16-1024 px). Both containers are written here by hand, so Pillow is
not needed. Run by hand; the output is committed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from coteccio_gui.engine.cards import Rank, Suit, card  # noqa: E402
from coteccio_gui.ui import theme  # noqa: E402
from coteccio_gui.ui.cardart import card_image  # noqa: E402

MASTER = 1024
"""The icon is drawn once at this size and scaled down for every smaller one."""

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (Apple's 'ic..'/'icp.' codes).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def draw_icon(size: int = MASTER) -> pygame.Surface:
    """The icon at ``size`` pixels: felt disc with a rim, two fanned cards with a shadow."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    radius = int(size * 0.48)
    pygame.draw.circle(icon, theme.WOOD, centre, radius)
    pygame.draw.circle(icon, theme.GOLD, centre, int(radius * 0.955))
    pygame.draw.circle(icon, theme.FELT_DARK, centre, int(radius * 0.935))
    pygame.draw.circle(icon, theme.FELT, centre, int(radius * 0.88))
    height = int(size * 0.66)
    fan = [(card(Suit.COPPE, Rank.RE), 14, -0.13), (card(Suit.DENARI, Rank.ASSO), -12, 0.12)]
    for c, angle, dx in fan:
        face = card_image("triestine", c, height)
        shadow = face.copy()
        shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
        for surface, offset in ((shadow, size * 0.018), (face, 0.0)):
            turned = pygame.transform.rotozoom(surface, angle, 1.0)
            where = turned.get_rect(
                center=(centre[0] + dx * size + offset, centre[1] + size * 0.01 + offset)
            )
            icon.blit(turned, where)
    return icon


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """``master`` scaled to ``size`` square, halving first so small sizes stay crisp."""
    image = master
    while image.get_width() // 2 >= size:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2,) * 2)
    if image.get_width() != size:
        image = pygame.transform.smoothscale(image, (size, size))
    return image


def png_bytes(image: pygame.Surface) -> bytes:
    """``image`` encoded as PNG."""
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for s in sizes:
        png = pngs[s]
        # Width and height are one byte each; 0 means 256.
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(png), offset)
        data += png
        offset += len(png)
    return header + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' header, then one PNG element per type."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path) -> list[Path]:
    """Draw the icon and write every file into ``out``; returns their paths."""
    pygame.display.init()
    pygame.font.init()
    master = draw_icon()
    sizes = sorted({*ICO_SIZES, *(s for _, s in ICNS_TYPES)})
    pngs = {s: png_bytes(scaled(master, s)) for s in sizes}
    out.mkdir(parents=True, exist_ok=True)
    files = {
        "coteccio-256.png": pngs[256],
        "coteccio-512.png": pngs[512],
        "coteccio.ico": ico_bytes({s: pngs[s] for s in ICO_SIZES}),
        "coteccio.icns": icns_bytes(pngs),
    }
    for name, data in files.items():
        (out / name).write_bytes(data)
    return [out / name for name in files]


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "assets" / "icons"
    for path in write_icons(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(f"{path} {path.stat().st_size} bytes")
