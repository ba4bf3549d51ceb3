"""``coteccio cards``: write every card and the back as PNG, plus a contact sheet to review them."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from coteccio_gui.engine.cards import CODES, DECK
from coteccio_gui.games.cucco.cards import DESIGN_CODES, card_of
from coteccio_gui.ui.cardart import MAX_HEIGHT, FaceStyle, back_image, card_image, card_size

_GAP = 12
_TABLE = (28, 92, 52)  # the sheet is the green of a card table


def contact_sheet(images: list[pygame.Surface], columns: int = 10) -> pygame.Surface:
    """All ``images`` (same size) in rows on a table-green sheet."""
    w, h = images[0].get_size()
    rows = -(-len(images) // columns)
    sheet = pygame.Surface((columns * (w + _GAP) + _GAP, rows * (h + _GAP) + _GAP))
    sheet.fill(_TABLE)
    for i, image in enumerate(images):
        sheet.blit(image, (_GAP + (i % columns) * (w + _GAP), _GAP + (i // columns) * (h + _GAP)))
    return sheet


def _pack(faces: str) -> list[tuple[str, int]]:
    """(file name, card) of every image to write: one per card (named by its code), one per
    design for Cucco."""
    if faces == FaceStyle.CUCCO:
        return [(DESIGN_CODES[d], card_of(d)) for d in range(len(DESIGN_CODES))]
    if faces in (FaceStyle.GERMAN, FaceStyle.GERMAN_ENGLISH):
        from coteccio_gui.ui.cardart.german import CODES as GERMAN_CODES

        return list(zip(GERMAN_CODES, range(len(GERMAN_CODES)), strict=True))
    return [(CODES[c], c) for c in DECK]


def run_cards(faces: str, four_colour: bool, height: int, out: str) -> int:
    """Write ``<code>.png`` for each card, ``back.png`` and ``contact-sheet.png`` into ``out``.

    The Cucco pack's two copies of a design are one image: ``F1.png`` … ``Brescia.png``; the
    German pack's cards are named by their codes, ``Aa.png`` … ``7b.png``."""
    if not 1 <= height <= MAX_HEIGHT:
        print(f"coteccio cards: --height must be between 1 and {MAX_HEIGHT} pixels, not {height}")
        return 2
    if faces not in {f.value for f in FaceStyle}:
        known = ", ".join(f.value for f in FaceStyle)
        print(f"coteccio cards: unknown faces {faces!r}; use one of {known}")
        return 2
    folder = Path(out)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not os.access(folder, os.W_OK):
            raise PermissionError(f"{folder} is not writable")
        pack = _pack(faces)
        images = [card_image(faces, c, height, four_colour) for _, c in pack]
        for (name, _), image in zip(pack, images, strict=True):
            pygame.image.save(image, str(folder / f"{name}.png"))
        back = back_image(height, faces)
        pygame.image.save(back, str(folder / "back.png"))
        columns = 8 if len(pack) == 32 else 10  # the German pack: a suit to a row
        sheet = contact_sheet([*images, back], columns)
        pygame.image.save(sheet, str(folder / "contact-sheet.png"))
    except OSError as err:
        print(f"coteccio cards: cannot write into {out}: {err}")
        return 2
    except pygame.error as err:
        print(f"coteccio cards: cannot write into {out}: {err}")
        return 2
    w, h = card_size(height)
    print(f"coteccio cards: wrote {len(images) + 2} images of {w}x{h} px ({faces}) into {folder}")
    return 0
