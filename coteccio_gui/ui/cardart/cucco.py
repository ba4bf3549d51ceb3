"""The Cucco pack: composing each of its twenty designs from the parts in assets/cards/cucco.

As on the old packs of Bergamo: the numeral cards (the Figure I–X) carry a large Roman number
under a garland and above a lakeside vignette; the Matte each carry a picture, the number
XI–XV in a cartouche when they have one, and their name with the traditional motto on a
band at the foot. A coloured border tells the two "suits" apart (blue Figure, red Matte) and
the corner index (number, or the name's first letters) reads in a fanned hand.
"""

from __future__ import annotations

from coteccio_gui.games.cucco.cards import CuccoSuit, Design, design_suit, roman
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part
from coteccio_gui.ui.cardart.raster import Face, Label

PACK = "cucco"
INK = (26, 26, 26)
GILT = (224, 170, 40)
"""The shadow of the big numbers: gold under black, as if engraved."""
MOTTO_INK = (120, 40, 24)
BORDER = {CuccoSuit.FIGURE: "#2a59a8", CuccoSuit.MATTE: "#c0392b"}
"""The border colour of each suit."""
_BORDER_RGB = {CuccoSuit.FIGURE: (42, 89, 168), CuccoSuit.MATTE: (176, 46, 32)}
PAPER = "#fbf4e2"
PICTURES = {
    Design.MATTO: "matto",
    Design.MASCHERONE: "mascherone",
    Design.SECCHIA: "secchia",
    Design.NULLA: "nulla",
    Design.OSTERIA: "osteria",
    Design.GATTO: "gatto",
    Design.CAVALLO: "cavallo",
    Design.BRAGON: "bragon",
    Design.CUCCO: "cucco",
    Design.BRESCIA: "brescia",
}
"""The picture part of each of the Matte."""
NAMES = {d: d.name for d in PICTURES}
"""The name printed on each of the Matte (the Italian names, as on the pack)."""
MOTTOES = {
    Design.MASCHERONE: "manco di secchia",
    Design.SECCHIA: "manco di nulla",
    Design.OSTERIA: "fermatevi alquanto",
    Design.GATTO: "gnao",
    Design.CAVALLO: "salta",
    Design.BRAGON: "hai pigliato Bragon",
}
"""The traditional captions printed under the name."""
CORNER = {
    Design.MATTO: "MAT",
    Design.MASCHERONE: "MAS",
    Design.SECCHIA: "SEC",
    Design.NULLA: "0",
    Design.BRESCIA: "BR",
}
"""Corner indices of the Matte that have no number."""
INDEX_X, INDEX_W, INDEX_SIZE = 94, 110, 76
"""Centre, widest extent and size of the corner index at the top left, in card units: the whole
index shows on each card of a hand fanned ``(INDEX_X + INDEX_W / 2) / CARD_W`` apart."""


def corner_index(design: Design) -> str:
    """What the corner of a design reads: its number, else its name's first letters."""
    return roman(design) or CORNER[design]


def _frame(suit: CuccoSuit) -> str:
    return (
        f'<rect x="20" y="20" width="{CARD_W - 40}" height="{CARD_H - 40}" rx="18" '
        f'fill="{BORDER[suit]}"/>'
        f'<rect x="34" y="34" width="{CARD_W - 68}" height="{CARD_H - 68}" rx="9" '
        f'fill="{PAPER}" stroke="#1a1a1a" stroke-width="3"/>'
    )


def _corners(design: Design) -> tuple[Label, ...]:
    colour = _BORDER_RGB[design_suit(design)]
    text = corner_index(design)
    return (
        Label(text, INDEX_X, 88, INDEX_SIZE, colour, max_width=INDEX_W, squeeze=0.55),
        # at the foot the band of a Matta's name leaves the corner less room (it ends at 402)
        Label(text, CARD_W - 78, CARD_H - 88, INDEX_SIZE, colour, True, 80, squeeze=0.55),
    )


def _band(x: float, y: float, w: float, h: float, suit: CuccoSuit) -> str:
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="#e9b227" '
        f'stroke="#1a1a1a" stroke-width="4"/>'
        f'<rect x="{x + 8}" y="{y + 8}" width="{w - 16}" height="{h - 16}" rx="6" '
        f'fill="#fffdf6" stroke="{BORDER[suit]}" stroke-width="3"/>'
    )


def _garland() -> str:
    return fit(load_part(PACK, "garland"), 160, 44, 210, 66)  # clear of the corner index


def _numeral(design: Design) -> tuple[str, tuple[Label, ...]]:
    body = _garland() + fit(load_part(PACK, "paesaggio"), 60, 604, 410, 232)
    number = roman(design)
    return body, (
        Label(number, CARD_W / 2 + 6, 362, 240, GILT, max_width=400),
        Label(number, CARD_W / 2, 356, 240, INK, max_width=400),
    )


def _nulla() -> tuple[str, tuple[Label, ...]]:
    body = _garland() + fit(load_part(PACK, "nulla"), 95, 118, 340, 480)
    body += fit(load_part(PACK, "paesaggio"), 60, 604, 410, 232)
    return body, (Label("NULLA", CARD_W / 2, 359, 48, INK, max_width=124),)


def _matta(design: Design) -> tuple[str, tuple[Label, ...]]:
    suit = CuccoSuit.MATTE
    body = _garland()
    labels: list[Label] = []
    number = roman(design)
    if number:
        body += _band(185, 38, 160, 84, suit)
        labels.append(Label(number, CARD_W / 2, 81, 54, INK, max_width=136))
    body += fit(load_part(PACK, PICTURES[design]), 56, 134, 418, 690)
    body += _band(128, 832, 274, 108, suit)
    motto = MOTTOES.get(design)
    if motto:
        labels.append(Label(NAMES[design], CARD_W / 2, 868, 44, INK, max_width=250))
        labels.append(Label(motto, CARD_W / 2, 908, 27, MOTTO_INK, max_width=250))
    else:
        labels.append(Label(NAMES[design], CARD_W / 2, 886, 48, INK, max_width=250))
    return body, tuple(labels)


def face(c: int) -> Face:
    """The face of Cucco card ``c`` (both copies of a design look the same)."""
    design = Design(c // 2)
    suit = design_suit(design)
    if suit is CuccoSuit.FIGURE:
        art, labels = _numeral(design)
    elif design is Design.NULLA:
        art, labels = _nulla()
    else:
        art, labels = _matta(design)
    return Face(document(_frame(suit) + art), labels + _corners(design))


_MARGIN = 40


def back() -> Face:
    """The back of every Cucco card: a red lattice with the cuckoo in a gilt medallion."""
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
        f'fill="#e9b227" rx="14" ry="14"/>'
        f"{tiles}"
        f'<rect x="{_MARGIN}" y="{_MARGIN}" width="{w}" height="{h}" fill="none" '
        f'stroke="#5a1208" stroke-width="6"/>'
        f'<ellipse cx="{cx}" cy="{cy}" rx="138" ry="178" fill="#e9b227" stroke="#5a1208" '
        f'stroke-width="6"/>'
        f'<ellipse cx="{cx}" cy="{cy}" rx="118" ry="158" fill="{PAPER}" stroke="#9e2a1c" '
        f'stroke-width="4"/>' + fit(load_part(PACK, "cucco"), cx - 100, cy - 120, 200, 240)
    )
    return Face(document(body))
