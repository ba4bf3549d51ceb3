"""Hand-drawn SVG parts: loading them and placing them on a 530 x 980 card drawing."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from coteccio_gui.paths import assets_dir

CARD_W = 530
"""Card drawing width in SVG units (tenths of a millimetre)."""
CARD_H = 980
"""Card drawing height in SVG units (tenths of a millimetre)."""

_SVG_RE = re.compile(r"<svg\b([^>]*)>(.*)</svg>", re.S)
_VIEWBOX_RE = re.compile(r'viewBox="([-\d.\s]+)"')
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)


@dataclass(frozen=True)
class Part:
    """One SVG part: its drawing (inside the ``<svg>`` element) and its viewBox size."""

    body: str
    width: float
    height: float


@cache
def load_part(pack: str, name: str) -> Part:
    """The part ``assets/cards/<pack>/<name>.svg``."""
    text = (assets_dir() / "cards" / pack / f"{name}.svg").read_text(encoding="utf-8")
    match = _SVG_RE.search(text)
    if match is None:
        raise ValueError(f"{pack}/{name}.svg has no <svg> element")
    box = _VIEWBOX_RE.search(match.group(1))
    if box is None:
        raise ValueError(f"{pack}/{name}.svg has no viewBox")
    _, _, width, height = (float(v) for v in box.group(1).split())
    body = _COMMENT_RE.sub("", match.group(2)).strip()
    return Part(body, width, height)


def recolour(body: str, colours: dict[str, str]) -> str:
    """The drawing with each key colour (``#rrggbb``) replaced by its value."""
    for old, new in colours.items():
        body = body.replace(old, new)
    return body


def place(
    part: Part,
    cx: float,
    cy: float,
    scale: float,
    angle: float = 0.0,
    mirror: bool = False,
    colours: dict[str, str] | None = None,
) -> str:
    """SVG for ``part`` centred on (cx, cy), scaled, turned ``angle`` degrees, maybe mirrored."""
    body = recolour(part.body, colours) if colours else part.body
    sx = -scale if mirror else scale
    return (
        f'<g transform="translate({cx:.2f} {cy:.2f}) rotate({angle:.2f}) '
        f'scale({sx:.4f} {scale:.4f}) translate({-part.width / 2:.2f} {-part.height / 2:.2f})">'
        f"{body}</g>"
    )


def fit(part: Part, x: float, y: float, w: float, h: float, **kw: object) -> str:
    """SVG for ``part`` as large as fits the box (x, y, w, h), centred in it."""
    scale = min(w / part.width, h / part.height)
    return place(part, x + w / 2, y + h / 2, scale, **kw)  # type: ignore[arg-type]


def document(body: str) -> bytes:
    """A whole card drawing, ready for ``pygame.image.load_sized_svg``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}" '
        f'width="{CARD_W}" height="{CARD_H}">{body}</svg>'
    ).encode()
