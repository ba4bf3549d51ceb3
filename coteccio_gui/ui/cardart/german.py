"""The German-suited pack of Stovkahra: 32 faces in the spirit of the Prague pattern, and its back.

A card is an ``int`` 0..31, ``suit * 8 + rank`` (the encoding agreed for the Stovkahra pack):
the suits acorns, leaves, hearts and bells, the ranks from the Ace (the Daus) down through King,
Over, Under, 10, 9, 8 to 7. The courts are full figures (``german_courts.py``); the Daus is a great
suit sign in a crowned, laurelled cartouche; the 10 to 7 carry upright suit signs in two columns.
Every card has a corner index (rank mark over a small suit sign) at the top left and, turned,
at the bottom right.
"""

from __future__ import annotations

import re

from coteccio_gui.ui.cardart.german_courts import PACK, court
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part, place
from coteccio_gui.ui.cardart.raster import Face, Label

RANKS = 8
"""Cards in a suit."""
DECK = tuple(range(4 * RANKS))
"""The 32 cards: acorns first, each suit from the Ace down to the 7."""
SIGNS = ("acorn", "leaf", "heart", "bell")
"""The suit-sign part of each suit, in suit order."""
RANK_MARKS = ("A", "K", "O", "U", "10", "9", "8", "7")
"""What the corner index reads for each rank (the ranks' record-code letters)."""
SUIT_LETTERS = "alhb"
CODES = tuple(mark + s for s in SUIT_LETTERS for mark in RANK_MARKS)
"""The record code of each card (``Aa``, ``Ol``, ``10h``, ``7b``): the file names of the sheet."""
INK = (28, 22, 16)
INDEX_X, INDEX_W, INDEX_SIZE = 60, 84, 84
"""Centre, widest extent and size of the corner index's rank mark, in card units."""
SIGN_Y, SIGN_H = 170, 82
"""Centre and height of the corner index's small suit sign."""
_SIGN_SCALE = (1.0, 1.0, 0.86, 0.94)  # hearts and bells are round: drawn a little smaller

# Pip centres: two columns, the odd or extra signs in the middle; every sign stands upright.
_L, _C, _R = 168, 265, 362
_ROW3 = (212, 490, 768)
_ROW4 = (205, 400, 580, 775)
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    7: (*((x, y) for y in _ROW3 for x in (_L, _R)), (_C, 351)),
    8: tuple((x, y) for y in _ROW4 for x in (_L, _R)),
    9: (*((x, y) for y in _ROW4 for x in (_L, _R)), (_C, 490)),
    10: (*((x, y) for y in _ROW4 for x in (_L, _R)), (_C, 302), (_C, 678)),
}
_PIP_H = {7: 136, 8: 126, 9: 116, 10: 110}


def suit_rank(card: int) -> tuple[int, int]:
    """The (suit, rank) of a card of this pack."""
    return divmod(card, RANKS)


def sign(suit: int, cx: float, cy: float, height: float) -> str:
    """SVG for the suit sign of ``suit``, ``height`` card units tall, centred on (cx, cy)."""
    part = load_part(PACK, SIGNS[suit])
    return place(part, cx, cy, height / part.height)


_SIGN_MARK = re.compile(
    r'<rect id="sign" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*/>'
)


def put_signs(body: str, suit: int) -> str:
    """``body`` with each ``<rect id="sign" …/>`` marker replaced by the suit sign, as large as
    fits the marked box."""

    def one(m: re.Match[str]) -> str:
        x, y, w, h = (float(v) for v in m.group(1, 2, 3, 4))
        return fit(load_part(PACK, SIGNS[suit]), x, y, w, h)

    return _SIGN_MARK.sub(one, body)


def corners(suit: int, rank: int) -> tuple[str, tuple[Label, ...]]:
    """The two corner indices: the rank mark over a small suit sign, the lower one turned."""
    part, height = load_part(PACK, SIGNS[suit]), SIGN_H * _SIGN_SCALE[suit]
    svg = place(part, INDEX_X, SIGN_Y, height / part.height)
    svg += place(part, CARD_W - INDEX_X, CARD_H - SIGN_Y, height / part.height, 180)
    mark = RANK_MARKS[rank]
    labels = (
        Label(mark, INDEX_X, 82, INDEX_SIZE, INK, max_width=INDEX_W, squeeze=0.62),
        Label(mark, CARD_W - INDEX_X, CARD_H - 82, INDEX_SIZE, INK, True, INDEX_W, 0.62),
    )
    return svg, labels


def _pips(suit: int, n: int) -> str:
    return "".join(sign(suit, x, y, _PIP_H[n] * _SIGN_SCALE[suit]) for x, y in _PIPS[n])


def _daus(suit: int) -> str:
    frame = load_part(PACK, "daus")
    x, y = (CARD_W - frame.width) / 2, (CARD_H - frame.height) / 2
    return f'<g transform="translate({x} {y})">{put_signs(frame.body, suit)}</g>'


def face(card: int) -> Face:
    """The German face of card ``card`` (0..31)."""
    suit, rank = suit_rank(card)
    svg, labels = corners(suit, rank)
    if rank == 0:
        art = _daus(suit)
    elif rank <= 3:
        art = put_signs(court(suit, rank), suit)
    else:
        art = _pips(suit, 14 - rank)
    return Face(document(art + svg), labels)


_MARGIN = 40


def _french_sign(suit: int, cx: float, cy: float, height: float) -> str:
    name = ("pip_clubs", "pip_spades", "pip_hearts", "pip_diamonds")[suit]
    part = load_part("english", name)
    return place(part, cx, cy, height / part.height)


def back(english: bool = False) -> Face:
    """The back of every card of the pack: a green and gold lattice round a medallion of the four
    suit signs (the French ones under ``english`` faces)."""
    put = _french_sign if english else sign
    tile = load_part(PACK, "back_tile")
    step = int(tile.width)
    cols = (CARD_W - 2 * _MARGIN) // step
    rows = (CARD_H - 2 * _MARGIN) // step
    tiles = "".join(
        f'<g transform="translate({_MARGIN + i * step} {_MARGIN + j * step})">{tile.body}</g>'
        for j in range(rows)
        for i in range(cols)
    )
    w, h = cols * step, rows * step
    cx, cy = CARD_W / 2, CARD_H / 2
    body = (
        f'<rect x="{_MARGIN - 18}" y="{_MARGIN - 18}" width="{w + 36}" height="{h + 36}" '
        f'fill="#1d5b36" rx="14" ry="14"/>'
        f"{tiles}"
        f'<rect x="{_MARGIN}" y="{_MARGIN}" width="{w}" height="{h}" fill="none" '
        f'stroke="#d9a73a" stroke-width="6"/>'
        + fit(load_part(PACK, "back_medallion"), cx - 170, cy - 215, 340, 430)
        + put(0, cx, cy - 104, 106 if not english else 84)
        + put(1, cx + 76, cy, 96 if not english else 84)
        + put(2, cx, cy + 102, 82 if not english else 80)
        + put(3, cx - 76, cy, 90 if not english else 84)
    )
    return Face(document(body))
