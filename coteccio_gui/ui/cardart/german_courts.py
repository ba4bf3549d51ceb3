"""The German pack's courts: full figures, the King seated on his throne, the Over holding his suit
sign up high and the Under holding it low, in each suit's costume colours."""

from __future__ import annotations

from coteccio_gui.ui.cardart.parts import load_part, recolour

PACK = "german"
"""The folder of the German pack's parts under ``assets/cards``."""
FIGURES = ("", "king", "over", "under")
"""The figure part of each court rank (1 King, 2 Over, 3 Under)."""
SENTINELS = ("#c0282d", "#2a5ea9", "#e6b631", "#7b4a22")
"""Coat, cloak, accent and hair colours in the figure parts, replaced per suit and rank."""
PALETTES = (
    ("#2f7d3d", "#b5262c", "#e8b833"),
    ("#b5262c", "#2f7d3d", "#2c5ea8"),
    ("#2c5ea8", "#b5262c", "#e8b833"),
    ("#e8b833", "#2c5ea8", "#b5262c"),
)
"""(coat, cloak, accent) of the acorns', leaves', hearts' and bells' courts."""
HAIR = (
    ("#6b3f1d", "#4a2c14", "#8a5224"),
    ("#d9d4c6", "#9c7a4e", "#d9a544"),
    ("#c8862c", "#3a2618", "#e0b04a"),
    ("#3a2618", "#8a5224", "#6b3f1d"),
)
"""The hair (and beard) of each suit's King, Over and Under."""
FRAME = (65, 40, 400, 900)
"""Where the figure stands on the card (x, y, w, h); the parts leave the corner indices clear."""


def court(suit: int, rank: int) -> str:
    """SVG of the court figure of this suit and rank (1 King, 2 Over, 3 Under), its suit sign
    still a ``<rect id="sign" …/>`` marker for the caller to fill."""
    part = load_part(PACK, FIGURES[rank])
    colours = (*PALETTES[suit], HAIR[suit][rank - 1])
    body = recolour(part.body, dict(zip(SENTINELS, colours, strict=True)))
    x, y, w, h = FRAME
    return (
        f'<g transform="translate({x} {y}) scale({w / part.width:.4f} {h / part.height:.4f})">'
        f"{body}</g>"
    )
