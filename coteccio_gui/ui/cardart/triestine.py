"""The Triestine pack: composing each card from the hand-drawn parts in assets/cards/triestine."""

from __future__ import annotations

from coteccio_gui.engine.cards import Card, Rank, Suit, rank_of, suit_of
from coteccio_gui.ui.cardart.courts import court_face
from coteccio_gui.ui.cardart.parts import CARD_H, CARD_W, document, fit, load_part, place
from coteccio_gui.ui.cardart.raster import Face, Label

PACK = "triestine"
MOTTOES = (
    ("Una coppa di buon vin", "fa coraggio fa morbin"),
    ("Son gli amici molto rari", "quando non si ha danari"),
    ("Il giuoco della spada", "a molti non aggrada"),
    ("Molte volte le giuocate", "van finire a bastonate"),
)
"""The traditional mottoes of the four aces, on two ribbons each."""
INK = (26, 26, 26)

# Columns of cups and coins, as (x, y) centres on the card.
_COLUMNS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((265, 275), (265, 705)),
    3: ((265, 195), (265, 490), (265, 785)),
    4: ((150, 290), (380, 290), (150, 690), (380, 690)),
    5: ((150, 240), (380, 240), (265, 490), (150, 740), (380, 740)),
    6: ((150, 195), (380, 195), (150, 490), (380, 490), (150, 785), (380, 785)),
    7: ((140, 190), (390, 190), (265, 340), (140, 490), (390, 490), (140, 790), (390, 790)),
}
_COLUMN_SCALE = {2: 2.4, 3: 1.9, 4: 2.0, 5: 1.75, 6: 1.75, 7: 1.45}


def _column_pips(suit: Suit, n: int) -> str:
    part = load_part(PACK, f"pip_{suit.name.lower()}")
    scale = _COLUMN_SCALE[n] * (1.0 if suit is Suit.COPPE else 0.95)
    return "".join(place(part, x, y, scale) for x, y in _COLUMNS[n])


def _swords(n: int) -> str:
    curved = load_part(PACK, "pip_spade")
    out = []
    # (turn, tilt, sideways shift) of each crossing pair; the third pair hangs hilt-up outside.
    pairs = [(0.0, 22.0, 0.0), (180.0, 22.0, 0.0), (180.0, -6.0, -75.0)][: n // 2]
    scale = 1.8 if n < 6 else 1.7
    for turn, tilt, dx in pairs:
        for side in (1, -1):
            angle = turn + side * tilt
            out.append(place(curved, CARD_W / 2 + side * dx, CARD_H / 2, scale, angle, side < 0))
    if n % 2:
        out.append(place(load_part(PACK, "pip_spade_dritta"), CARD_W / 2, CARD_H / 2, scale))
    return "".join(out)


def _batons(n: int) -> str:
    baton = load_part(PACK, "pip_bastoni")
    offsets = {2: (0,), 3: (0,), 4: (-55, 55), 5: (-55, 55), 6: (-95, 0, 95), 7: (-95, 0, 95)}[n]
    scale = 1.8 if n < 6 else 1.65
    out = []
    for side in (1, -1):
        for dx in offsets:
            out.append(
                place(baton, CARD_W / 2 + dx, CARD_H / 2, scale, side * (20 if n < 6 else 16))
            )
    if n % 2:
        out.append(place(baton, CARD_W / 2, CARD_H / 2, scale))
    return "".join(out)


def _indices(number: int) -> tuple[Label, ...]:
    text = str(number)
    return (
        Label(text, 44, 58, 64, INK),
        Label(text, CARD_W - 44, CARD_H - 58, 64, INK, flip=True),
    )


def _pip_card(suit: Suit, n: int) -> str:
    if suit is Suit.SPADE:
        return _swords(n)
    if suit is Suit.BASTONI:
        return _batons(n)
    return _column_pips(suit, n)


def _ace(suit: Suit) -> tuple[str, tuple[Label, ...]]:
    art = load_part(PACK, f"ace_{suit.name.lower()}")
    ribbon = load_part(PACK, "ribbon")
    body = fit(art, 40, 215, 450, 550)
    body += fit(ribbon, 40, 100, 450, 104) + fit(ribbon, 40, 776, 450, 104)
    top, bottom = MOTTOES[suit]
    labels = (
        Label(top, 265, 146, 40, INK, max_width=330),
        Label(bottom, 265, 822, 40, INK, max_width=330),
        *_indices(1),
    )
    return body, labels


def face(c: Card) -> Face:
    """The Triestine face of card ``c``."""
    suit, rank = suit_of(c), rank_of(c)
    if rank is Rank.ASSO:
        body, labels = _ace(suit)
        return Face(document(body), labels)
    if rank in (Rank.RE, Rank.CAVAL, Rank.FANTE):
        return court_face(suit, rank)
    n = 10 - int(rank) + 1
    return Face(document(_pip_card(suit, n)), _indices(n))
