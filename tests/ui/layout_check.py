"""The layout check: every text inside its own box, covering no other panel, button, card or text.

It reads what one frame drew (``drawlog.DrawLog``), layer by layer (each scene is a layer; a
pop-up inside a scene starts one; the notices come last):

- a text lies inside its box (the panel, button or cell it belongs to, as the drawing code
  names it; else the smallest panel around it; else the window), and is not smaller than
  the least readable size;
- within a layer, a text overlaps nothing else drawn there, except what contains its box and
  what its box covers (things drawn before the box);
- a layer over another covers a text of it completely or not at all (no half-hidden text),
  unless a shade lies between them (a modal dialog: what is under the shade is background);
  a banner (a message the table says now) is never half hidden, shade or not;
- the notices cover nothing drawn on the window that is not under a shade.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.ui.core import contrast, drawlog, theme

SOLID = ("panel", "button", "card", "banner")


def _show(d: drawlog.Drawn) -> str:
    what = f"'{d.text}'" if d.text else d.kind
    return f"{d.layer_name}: {what} at {tuple(d.rect)}"


def _inferred_box(items: list[drawlog.Drawn], i: int) -> pygame.Rect | None:
    """The box of a text drawn without one: the smallest panel or button drawn before it in
    its layer that holds it whole (a text running out of its panel is then caught as
    overlapping that panel)."""
    t = items[i]
    holders = [
        x.rect
        for x in items[:i]
        if x.layer == t.layer and x.kind in SOLID and x.kind != "card" and x.rect.contains(t.rect)
    ]
    return min(holders, key=lambda r: r.width * r.height, default=None)


def layout_problems(log: drawlog.DrawLog, window: pygame.Rect) -> list[str]:
    """What is wrong with the layout of the frame ``log`` recorded."""
    items = log.items
    problems: list[str] = []
    shades = [d.layer for d in items if d.kind == "shade"]

    def shaded_between(low: int, high: int) -> bool:
        return any(low < layer <= high for layer in shades)

    for i, t in enumerate(items):
        if t.kind == "offscreen":
            problems.append(f"{_show(t)} was drawn into a picture, not on the window")
            continue
        if t.kind != "text":
            continue
        box = t.box if t.box is not None else _inferred_box(items, i)
        where = box if box is not None else window
        if not where.inflate(2, 2).contains(t.rect):
            problems.append(f"{_show(t)} runs out of its box {tuple(where)}")
        if not window.contains(t.rect):
            problems.append(f"{_show(t)} runs out of the window")
        if t.size < theme.LEAST_TEXT:
            problems.append(f"{_show(t)} is drawn at {t.size} px, below the least readable size")
        box_at = max(
            (k for k, x in enumerate(items[:i]) if x.layer == t.layer and x.rect == box),
            default=-1,
        )
        for k, x in enumerate(items):
            if k == i or x.kind not in (*SOLID, "text") or not t.rect.colliderect(x.rect):
                continue
            if x.layer == t.layer:
                if x.kind == "text" and k < i:
                    continue  # each pair of texts once
                if box is not None and x.rect == box:
                    continue  # its own box
                if x.kind != "text" and x.rect.contains(where):
                    continue  # a panel or button it sits in
                if k < box_at:
                    continue  # under its box
                problems.append(f"{_show(t)} overlaps {_show(x)}")
            elif x.layer > t.layer and x.kind in SOLID and x.layer_name != "notices":
                if x.rect.contains(t.rect):
                    continue  # hidden whole: fine
                if shaded_between(t.layer, x.layer):
                    continue
                problems.append(f"{_show(t)} is half hidden by {_show(x)}")
    notices = [d for d in items if d.layer_name == "notices" and d.kind in (*SOLID, "text")]
    for n in notices:
        for x in items:
            if x.layer_name == "notices" or x.kind not in (*SOLID, "text"):
                continue
            if shaded_between(x.layer, n.layer):
                continue
            if n.rect.colliderect(x.rect):
                problems.append(f"a notice {_show(n)} covers {_show(x)}")
    banners = [d for d in items if d.kind == "banner"]
    for b in banners:  # a banner under a later layer must not be cut by it either
        for x in items:
            above = x.layer > b.layer and x.kind in SOLID and x.layer_name != "notices"
            if above and b.rect.colliderect(x.rect) and not x.rect.contains(b.rect):
                problems.append(f"{_show(b)} is half hidden by {_show(x)}")
    return problems


def contrast_problems(log: drawlog.DrawLog) -> list[str]:
    """Every text of the frame whose colour is less than ``contrast.AA`` (4.5:1, WCAG AA)
    from the mean colour of what lay under it when it was drawn."""
    problems = []
    for t in log.items:
        if t.kind != "text" or t.colour is None or t.under is None:
            continue
        if t.colour == theme.DISABLED:
            continue  # an inactive control: WCAG 1.4.3 asks no contrast of it
        found = contrast.ratio(t.colour, t.under)
        if found < contrast.AA:
            problems.append(
                f"{_show(t)}: colour {t.colour} on {t.under} has contrast {found:.2f}:1"
            )
    return problems


def texts_drawn(
    draw: Callable[[pygame.Surface], None], size: tuple[int, int]
) -> list[drawlog.Drawn]:
    """The texts ``draw`` writes on a window of ``size`` (what it drew where, as logged)."""
    surface = pygame.Surface(size)
    log = drawlog.DrawLog()
    log.start(surface)
    before, drawlog.current = drawlog.current, log
    try:
        draw(surface)
    finally:
        drawlog.current = before
    return [d for d in log.items if d.kind == "text"]
