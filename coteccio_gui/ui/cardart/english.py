"""The English (French-suited) faces: of the Italian 40-card pack, and of the German pack's 32
cards (``face32``), with an optional four-colour variant."""

from __future__ import annotations

import re

from coteccio_gui.engine.cards import Card, Rank, Suit, rank_of, suit_of
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part, place, recolour
from coteccio_gui.ui.cardart.raster import Face, Label

PACK = "english"
SUIT_PART = ("pip_hearts", "pip_diamonds", "pip_spades", "pip_clubs")
"""Hearts stand for coppe, diamonds for denari, spades for spade, clubs for bastoni."""
RANK_TEXT = ("A", "K", "Q", "J", "7", "6", "5", "4", "3", "2")
RANK_TEXT_32 = ("A", "K", "Q", "J", "10", "9", "8", "7")
"""The German pack's ranks as English faces read them: Over is the Queen, Under the Jack."""
SUIT_OF_GERMAN = (Suit.BASTONI, Suit.SPADE, Suit.COPPE, Suit.DENARI)
"""The English suit drawn for each German suit (acorns, leaves, hearts, bells): clubs, spades,
hearts, diamonds (named here by the Italian suits they also stand for)."""
_RED, _BLACK, _BLUE, _GREEN = "#c8102e", "#151515", "#1f5fbf", "#1e8a3a"
_COURT = {Rank.RE: "court_king", Rank.CAVAL: "court_queen", Rank.FANTE: "court_jack"}
_SENTINELS = ("#c8102f", "#1f4fa1")  # robe and trim of the court parts
_SUIT_MARK = re.compile(
    r'<rect id="suit" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*/>'
)
# Standard pip positions (x, y); pips below the middle are printed upside down.
_L, _C, _R = 170, 265, 360
_TOP, _MID, _BOT = 200, 490, 780
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, _TOP), (_C, _BOT)),
    3: ((_C, _TOP), (_C, _MID), (_C, _BOT)),
    4: ((_L, _TOP), (_R, _TOP), (_L, _BOT), (_R, _BOT)),
    5: ((_L, _TOP), (_R, _TOP), (_C, _MID), (_L, _BOT), (_R, _BOT)),
    6: ((_L, _TOP), (_R, _TOP), (_L, _MID), (_R, _MID), (_L, _BOT), (_R, _BOT)),
    7: ((_L, _TOP), (_R, _TOP), (_C, 345), (_L, _MID), (_R, _MID), (_L, _BOT), (_R, _BOT)),
}
_ROWS4 = (200, 393, 587, 780)  # the 8 to 10 of the German pack: two columns of four
_PIPS |= {
    8: (*_PIPS[7], (_C, 635)),
    9: (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, _MID)),
    10: (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, 296), (_C, 684)),
}
_PIP_SCALE = {8: 1.05, 9: 0.96, 10: 0.92}  # 7 and fewer: 1.1
FRAME = (95, 80, 340, 820)
"""The court frame (x, y, w, h)."""


def suit_colour(suit: Suit, four_colour: bool) -> str:
    """The ink of a suit: red and black, or blue diamonds and green clubs in four colours."""
    if four_colour and suit is Suit.DENARI:
        return _BLUE
    if four_colour and suit is Suit.BASTONI:
        return _GREEN
    return _RED if suit in (Suit.COPPE, Suit.DENARI) else _BLACK


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _symbol(suit: Suit, ink: str) -> tuple[str, dict[str, str]]:
    return SUIT_PART[suit], {_RED: ink, _BLACK: ink}


def _corners(suit: Suit, text: str, ink: str) -> tuple[str, tuple[Label, ...]]:
    name, colours = _symbol(suit, ink)
    pip = load_part(PACK, name)
    svg = place(pip, 52, 142, 0.46, colours=colours)
    svg += place(pip, CARD_W - 52, CARD_H - 142, 0.46, 180, colours=colours)
    labels = (
        Label(text, 52, 70, 70, _rgb(ink), max_width=80),
        Label(text, CARD_W - 52, CARD_H - 70, 70, _rgb(ink), flip=True, max_width=80),
    )
    return svg, labels


def _court(suit: Suit, rank: Rank, ink: str) -> str:
    part = load_part(PACK, _COURT[rank])
    red_suit = suit in (Suit.COPPE, Suit.DENARI)
    robe, trim = ("#c8102e", "#1f4fa8") if red_suit else ("#1f4fa8", "#c8102e")
    body = recolour(part.body, dict(zip(_SENTINELS, (robe, trim), strict=True)))
    name, colours = _symbol(suit, ink)

    def put_suit(m: re.Match[str]) -> str:
        x, y, w, h = (float(v) for v in m.group(1, 2, 3, 4))
        return fit(load_part(PACK, name), x, y, w, h, colours=colours)

    half = _SUIT_MARK.sub(put_suit, body)
    x, y, w, h = FRAME
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#ffffff"/>'
        f'<g transform="translate({x} {y}) scale({w / part.width:.4f} {h / 2 / part.height:.4f})">'
        f"{half}</g>"
        f'<g transform="rotate(180 {CARD_W / 2} {CARD_H / 2}) translate({x} {y}) '
        f'scale({w / part.width:.4f} {h / 2 / part.height:.4f})">{half}</g>'
        f'<path d="M{x} {CARD_H / 2} L{x + w} {CARD_H / 2}" stroke="#151515" stroke-width="4"/>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{ink}" '
        f'stroke-width="5"/>'
    )


def face(c: Card, four_colour: bool = False) -> Face:
    """The English face of card ``c``."""
    suit, rank = suit_of(c), rank_of(c)
    court = rank if rank in _COURT else None
    pips = 1 if rank is Rank.ASSO else 11 - int(rank)
    return _face(suit, RANK_TEXT[rank], court, pips, four_colour)


def face32(c: int, four_colour: bool = False) -> Face:
    """The English face of card ``c`` (0..31) of the German pack: ``suit * 8 + rank``, the
    ranks Ace, King, Over, Under, 10, 9, 8, 7 drawn as Ace, King, Queen, Jack and pips."""
    suit, rank = divmod(c, 8)
    court = Rank(rank) if 1 <= rank <= 3 else None  # King, Queen, Jack as the Italian pack's
    pips = 1 if rank == 0 else 14 - rank
    return _face(SUIT_OF_GERMAN[suit], RANK_TEXT_32[rank], court, pips, four_colour)


def _face(suit: Suit, text: str, court: Rank | None, pips: int, four_colour: bool) -> Face:
    """A face: the ``court`` figure if one, else ``pips`` suit signs (one: the ace)."""
    ink = suit_colour(suit, four_colour)
    corners, labels = _corners(suit, text, ink)
    name, colours = _symbol(suit, ink)
    pip = load_part(PACK, name)
    if court is not None:
        art = _court(suit, court, ink)
    elif pips == 1:
        size = 3.0 if suit is Suit.SPADE else 2.4
        art = place(pip, CARD_W / 2, CARD_H / 2, size, colours=colours)
        if suit is Suit.SPADE:
            art = (
                f'<circle cx="{CARD_W / 2}" cy="{CARD_H / 2}" r="190" fill="none" '
                f'stroke="{ink}" stroke-width="5"/>' + art
            )
    else:
        scale = _PIP_SCALE.get(pips, 1.1)
        art = "".join(
            place(pip, x, y, scale, 180 if y > CARD_H / 2 else 0, colours=colours)
            for x, y in _PIPS[pips]
        )
    return Face(document(art + corners), labels)
