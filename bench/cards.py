"""Prints ``deck_render_ms``: every card and the back at 240 px from a cold cache, per pack."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from coteccio_gui.engine.cards import DECK  # noqa: E402
from coteccio_gui.ui import cardart  # noqa: E402
from coteccio_gui.ui.cardart import parts, raster  # noqa: E402


def deck_render_ms(faces: str = "triestine", height: int = 240) -> float:
    """Milliseconds to draw the whole deck and the back with every cache emptied first."""
    cardart.clear_cache()
    parts.load_part.cache_clear()
    raster.blank_card.cache_clear()
    raster._font.cache_clear()
    start = time.perf_counter()
    for c in DECK:
        cardart.card_image(faces, c, height)
    cardart.back_image(height, faces)
    return (time.perf_counter() - start) * 1000


if __name__ == "__main__":
    for style in ("triestine", "english"):
        runs = [deck_render_ms(style) for _ in range(3)]
        print(f"deck_render_ms {runs[0]:.0f}  ({style}, 40 cards + back at 240 px, cold cache;")
        print(f"  later cold runs {runs[1]:.0f}, {runs[2]:.0f})")
    runs = [deck_render_ms("cucco") for _ in range(3)]
    print(f"cucco_deck_render_ms {runs[0]:.0f}  (40 cards: 20 designs drawn once, + back, 240 px;")
    print(f"  cold cache; later cold runs {runs[1]:.0f}, {runs[2]:.0f})")
