"""Triestine courts: double-headed half-figures in suit colours with a central name band."""

from __future__ import annotations

import re

from coteccio_gui.engine.cards import Rank, Suit
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part, recolour
from coteccio_gui.ui.cardart.raster import Face, Label

PACK = "triestine"
SENTINELS = ("#d32f1f", "#2a59a9", "#e9b228")
"""Robe, panel and trim colours in the court parts, replaced by each suit's palette."""
PALETTES = {
    Suit.COPPE: ("#d32f1e", "#2a59a8", "#e9b227"),
    Suit.DENARI: ("#e9b227", "#2e8b45", "#d32f1e"),
    Suit.SPADE: ("#2a59a8", "#d32f1e", "#e9b227"),
    Suit.BASTONI: ("#2e8b45", "#d32f1e", "#e9b227"),
}
"""(robe, panel, trim) of each suit's courts."""
_FIGURE = {Rank.RE: "court_re", Rank.CAVAL: "court_cavallo", Rank.FANTE: "court_fante"}
_PROP = {
    Suit.COPPE: "pip_coppe",
    Suit.DENARI: "pip_denari",
    Suit.SPADE: "pip_spade",
    Suit.BASTONI: "pip_bastoni",
}
_MARK = re.compile(
    r'<rect id="prop-(tall|round)" x="([-\d.]+)" y="([-\d.]+)" '
    r'width="([\d.]+)" height="([\d.]+)"[^>]*/>'
)
FRAME = (30, 30, 470, 920)
"""The court frame (x, y, w, h); the band sits across its middle."""
BAND_H = 90
_PRINTED = {Rank.RE: "RE", Rank.CAVAL: "CAVAL.", Rank.FANTE: "FANTE"}
_INDEX = {Rank.RE: 13, Rank.CAVAL: 12, Rank.FANTE: 11}
_SUIT_PRINTED = ("COPPE", "DANARI", "SPADE", "BASTONI")
INK = (26, 26, 26)


def _half(suit: Suit, rank: Rank) -> str:
    part = load_part(PACK, _FIGURE[rank])
    body = recolour(part.body, dict(zip(SENTINELS, PALETTES[suit], strict=True)))
    prop = load_part(PACK, _PROP[suit])
    kind = "tall" if suit in (Suit.SPADE, Suit.BASTONI) else "round"

    def put_prop(m: re.Match[str]) -> str:
        if m.group(1) != kind:
            return ""
        x, y, w, h = (float(v) for v in m.group(2, 3, 4, 5))
        return fit(prop, x, y, w, h)

    return _MARK.sub(put_prop, body)


def band_label(suit: Suit, rank: Rank) -> str:
    """The name printed on the band, e.g. ``'CAVAL. DI SPADE'``."""
    return f"{_PRINTED[rank]} DI {_SUIT_PRINTED[suit]}"


def court_face(suit: Suit, rank: Rank) -> Face:
    """The double-headed Triestine court of this suit and rank."""
    x, y, w, h = FRAME
    half = _half(suit, rank)
    robe, panel, trim = PALETTES[suit]
    band_y = CARD_H / 2 - BAND_H / 2
    body = (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#ffffff"/>'
        f'<g transform="translate({x} {y})">{half}</g>'
        f'<g transform="rotate(180 {CARD_W / 2} {CARD_H / 2}) translate({x} {y})">{half}</g>'
        f'<rect x="{x}" y="{band_y}" width="{w}" height="{BAND_H}" fill="{trim}" '
        f'stroke="#1a1a1a" stroke-width="4"/>'
        f'<rect x="{x + 14}" y="{band_y + 12}" width="{w - 28}" height="{BAND_H - 24}" '
        f'fill="#ffffff" stroke="#1a1a1a" stroke-width="3"/>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" '
        f'stroke="#1a1a1a" stroke-width="5"/>'
    )
    n = str(_INDEX[rank])
    labels = (
        Label(band_label(suit, rank), CARD_W / 2, CARD_H / 2 + 2, 44, INK, max_width=w - 50),
        Label(n, 62, 72, 54, INK),
        Label(n, CARD_W - 62, CARD_H - 72, 54, INK, flip=True),
    )
    return Face(document(body), labels)
