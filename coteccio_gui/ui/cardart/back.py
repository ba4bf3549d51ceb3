"""The card back: a blue lattice tiled from a hand-drawn tile, with a central medallion."""

from __future__ import annotations

from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part
from coteccio_gui.ui.cardart.raster import Face

PACK = "triestine"
_MARGIN = 40  # the lattice fills (40, 40)-(490, 940): 9 x 18 tiles of 50 units


def face() -> Face:
    """The back of every card."""
    tile = load_part(PACK, "back_tile")
    step = int(tile.width)
    cols = (CARD_W - 2 * _MARGIN) // step
    rows = (CARD_H - 2 * _MARGIN) // step
    tiles = "".join(
        f'<g transform="translate({_MARGIN + i * step} {_MARGIN + j * step})">{tile.body}</g>'
        for j in range(rows)
        for i in range(cols)
    )
    inner_w, inner_h = cols * step, rows * step
    body = (
        f'<rect x="{_MARGIN - 18}" y="{_MARGIN - 18}" width="{inner_w + 36}" '
        f'height="{inner_h + 36}" fill="#23408e" rx="14" ry="14"/>'
        f'<rect x="{_MARGIN}" y="{_MARGIN}" width="{inner_w}" height="{inner_h}" fill="#ffffff"/>'
        f"{tiles}"
        f'<rect x="{_MARGIN}" y="{_MARGIN}" width="{inner_w}" height="{inner_h}" fill="none" '
        f'stroke="#23408e" stroke-width="6"/>'
        + fit(load_part(PACK, "back_medallion"), 145, 330, 240, 320)
    )
    return Face(document(body))
