"""A seat's name panel, as the table and the hand history draw it: name, marks, lives, points.

Everything in it is measured against the panel: the marks ("D", "leads") take the room they
need at the right of the first row and the name fits in what is left (smaller, and at worst
cut with an ellipsis: a name is not a sentence); the hearts and the points share the second
row the same way. The panel's background is cached; the texts are drawn on the window.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.core import contrast, drawlog, theme

HEART = "♥"


@dataclass(frozen=True)
class SeatLook:
    """What a seat's panel says now."""

    name: str
    hearts: int | None = None
    """Lives, drawn as hearts (None: the second row says ``text`` instead)."""
    text: str = ""
    colour: tuple[int, int, int] = theme.CREAM
    right: str = ""
    """A short figure at the right of the second row (the points taken this hand…)."""
    dealer: bool = False
    leads: bool = False
    """Leads the trick in play."""
    waiting: bool = False
    """The table waits for this seat."""
    out: bool = False
    flash: tuple[int, int, int] | None = None
    """A life just lost (red) or gained (gold)."""
    status: str = ""
    """Who is at a friend's seat when that is news (away, the connection lost): a strip under
    the panel."""


def _fill(look: SeatLook) -> tuple[int, ...]:
    """The panel's fill: a flash of colour, the grey of a seat out, or the usual dark."""
    if look.flash is not None:
        return (*look.flash, 235)
    return (60, 60, 60, 220) if look.out else theme.PANEL


def _on(look: SeatLook, colour: tuple[int, ...]) -> tuple[int, ...]:
    """``colour`` if it reads on the panel's fill, else ink or paper (a gold flash takes ink)."""
    return contrast.readable(colour, _fill(look)[:3], (theme.INK, theme.PAPER))


def _gap(s: float) -> int:
    """The gap beside a mark's chip."""
    return max(2, int(4 * s))


@lru_cache(maxsize=256)
def _size_for(height: int, want: int, bold: bool = False) -> int:
    """The largest text size up to ``want`` whose lines fit ``height`` (the least at worst)."""
    size = want
    while size > theme.LEAST_TEXT and theme.font(size, bold).get_height() > height:
        size -= 1
    return max(size, theme.LEAST_TEXT)


class SeatPanels:
    """Draws seat panels; keeps their backgrounds (fill, edge, glow) as cached surfaces."""

    def __init__(self) -> None:
        self._backgrounds: dict[tuple[object, ...], pygame.Surface] = {}

    def forget(self) -> None:
        """Drop the cached backgrounds (the window size changed)."""
        self._backgrounds.clear()

    def draw_roomy(
        self, surface: pygame.Surface, box: pygame.Rect, look: SeatLook, s: float
    ) -> None:
        """``draw``, the box grown about its centre until the whole name, the dealer's chip,
        the game's line with its figure and two rows are readable (a small window's panels
        are small)."""
        name_w = theme.font(theme.LEAST_TEXT + 2, True).size(look.name)[0]
        chip_w = theme.font(theme.LEAST_TEXT, True).size(_("D"))[0] + int(30 * s)
        small = theme.font(theme.LEAST_TEXT)
        line_w = 0 if look.hearts else small.size(look.text)[0]
        line_w += small.size(look.right)[0] + int(12 * s) if look.right else 0
        wide = max(name_w + chip_w, line_w) + int(24 * s)
        if box.height < int(44 * s) or box.width < wide:
            centre = box.center
            box = pygame.Rect(0, 0, max(box.width, wide), max(box.height, int(44 * s)))
            box.center = centre
            box = box.clamp(surface.get_rect())  # grown by a window's edge: kept inside it
        self.draw(surface, box, look, s)

    def draw(self, surface: pygame.Surface, box: pygame.Rect, look: SeatLook, s: float) -> None:
        """Paint ``look`` in ``box`` (the panel; its glow may reach a little outside). A box
        too short for two readable rows grows about its centre."""
        least = theme.font(theme.LEAST_TEXT).get_height()
        need = 2 * least + 2 * max(2, int(5 * s))
        if box.height < need:
            box = pygame.Rect(box.x, box.centery - need // 2, box.width, need)
        pad = max(2, int(6 * s))
        key = (box.size, look.waiting, look.out, look.flash, round(s, 3))
        image = self._backgrounds.get(key)
        if image is None:
            image = self._background(box.size, look, s, pad)
            if len(self._backgrounds) > 100:
                self._backgrounds.clear()
            self._backgrounds[key] = image
        surface.blit(image, box.inflate(pad * 2, pad * 2).topleft)
        drawlog.mark(surface, "panel", box)
        inner = box.inflate(-2 * max(4, int(10 * s)), -2 * max(2, int(5 * s)))
        row_h = inner.height // 2
        first = pygame.Rect(inner.x, inner.y, inner.width, row_h)
        second = pygame.Rect(inner.x, inner.y + row_h, inner.width, inner.height - row_h)
        size = _size_for(first.height, int(18 * s), True)
        below = self._leads_below(first, second, look, s, size)
        name_right = self._marks(surface, first, replace(look, leads=not below and look.leads), s)
        text, size = theme.fit_label(look.name, size, name_right - first.x)
        colour = _on(look, theme.OUT if look.out else theme.PAPER)
        theme.blit_text(
            surface, text, size, (first.x, first.centery), colour, "midleft", bold=True, box=box
        )
        if below:  # "leads" on the second row: a name is not cut for a mark
            second.width = self._marks(surface, second, SeatLook("", leads=True), s) - second.x
        self._second_row(surface, second, look, s, box)
        if look.status:
            self._status(surface, box, look.status, s)

    def _status(self, surface: pygame.Surface, box: pygame.Rect, text: str, s: float) -> None:
        """The strip under the panel that says a friend's seat is away or waits for them: at a
        readable size, wider than the panel (kept in the window) or on two lines if it must."""
        size = max(theme.LEAST_TEXT + 1, int(15 * s))
        pad, margin = int(12 * s), max(4, int(8 * s))
        room = surface.get_width() - 2 * margin
        width = min(room, max(box.width, theme.font(size).size(text)[0] + 2 * pad))
        fitted = theme.fit(text, size, width - 2 * pad, lines=2)
        strip = pygame.Rect(0, 0, width, fitted.height + max(4, int(6 * s)))
        strip.midtop = (box.centerx, box.bottom + max(2, int(3 * s)))
        if strip.bottom > surface.get_height():  # a panel at the bottom edge: the strip above
            strip.bottom = box.top - max(2, int(3 * s))
        strip.clamp_ip(surface.get_rect().inflate(-2 * margin, 0))
        radius = min(strip.height // 2, int(12 * s))
        pygame.draw.rect(surface, theme.SOFT_RED, strip, border_radius=radius)
        drawlog.mark(surface, "panel", strip)
        at = (strip.centerx, strip.centery - fitted.height // 2)
        theme.draw_fitted(surface, fitted, at, theme.INK, "center", box=strip)

    def _background(
        self, size: tuple[int, int], look: SeatLook, s: float, pad: int
    ) -> pygame.Surface:
        img = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        box = pygame.Rect(pad, pad, *size)
        radius = max(4, int(12 * s))
        if look.waiting:
            glow = box.inflate(pad * 2, pad * 2)
            pygame.draw.rect(img, (*theme.TURN_GLOW, 150), glow, border_radius=radius + pad)
        pygame.draw.rect(img, _fill(look), box, border_radius=radius)
        edge = theme.TURN_GLOW if look.waiting else theme.PANEL_EDGE
        pygame.draw.rect(img, edge, box, 2, border_radius=radius)
        return img

    def _chip(self, row: pygame.Rect, word: str, s: float) -> tuple[int, pygame.Rect]:
        """A mark's text size and its chip (at the origin) in ``row``."""
        size = max(theme.LEAST_TEXT, min(int(13 * s), int(row.height * 0.8)))
        w, h = theme.font(size, True).size(_(word))
        return size, pygame.Rect(0, 0, w + max(6, int(10 * s)), min(row.height, h + int(4 * s)))

    def _mark_width(self, row: pygame.Rect, word: str, s: float) -> int:
        """The room a mark takes in ``row``: its chip and the gap before it."""
        return self._chip(row, word, s)[1].width + _gap(s)

    def _leads_below(
        self, first: pygame.Rect, second: pygame.Rect, look: SeatLook, s: float, size: int
    ) -> bool:
        """Whether "leads" goes on the second row: beside the name it would cut it, and the
        second row holds it with all it says (its figure, and the hearts counted at worst)."""
        if not look.leads:
            return False
        marks = [w for w, on in (("D", look.dealer), ("leads", True)) if on]
        room = first.width - sum(self._mark_width(first, w, s) for w in marks) - _gap(s)
        if theme.fit_label(look.name, size, room)[0] == look.name:
            return False
        small = theme.font(theme.LEAST_TEXT)
        line = f"{HEART} × {look.hearts}" if look.hearts else look.text
        need = small.size(line)[0] + self._mark_width(second, "leads", s)
        need += small.size(look.right)[0] + max(4, int(8 * s)) if look.right else 0
        return need <= second.width

    def _marks(self, surface: pygame.Surface, row: pygame.Rect, look: SeatLook, s: float) -> int:
        """The dealer and leader marks at the right of ``row``; returns where the name ends."""
        right = row.right
        for flag, word, tone in (
            (look.dealer, N_("D"), theme.PAPER),
            (look.leads, N_("leads"), theme.GOLD),
        ):
            if not flag:
                continue
            size, chip = self._chip(row, word, s)
            chip.midright = (right, row.centery)
            pygame.draw.rect(surface, tone, chip, border_radius=chip.height // 2)
            drawlog.mark(surface, "panel", chip)
            theme.blit_text(
                surface, _(word), size, chip.center, theme.INK, "center", bold=True, box=chip
            )
            right = chip.left - _gap(s)
        return right - _gap(s)

    def _second_row(
        self, surface: pygame.Surface, row: pygame.Rect, look: SeatLook, s: float, box: pygame.Rect
    ) -> None:
        """The hearts (or the game's line) on the left, the figure on the right."""
        right = row.right
        if look.right:
            size = _size_for(row.height, int(15 * s))
            shown = theme.blit_text(
                surface,
                look.right,
                size,
                (right, row.centery),
                _on(look, theme.CREAM),
                "midright",
                box=box,
            )
            right = shown.left - max(4, int(8 * s))
        size = _size_for(row.height, int(17 * s))
        if look.hearts:
            text = HEART * look.hearts
            font = theme.font(size)
            while size > theme.LEAST_TEXT and font.size(text)[0] > right - row.x:
                size -= 1
                font = theme.font(size)
            if font.size(text)[0] > right - row.x:
                text = f"{HEART} × {look.hearts}"  # too many hearts for the panel: count them
            colour = _on(look, theme.SOFT_RED)
        else:
            text, size = theme.fit_label(look.text, size, right - row.x, False)
            colour = _on(look, theme.OUT if look.out else look.colour)
        theme.blit_text(surface, text, size, (row.x, row.centery), colour, "midleft", box=box)
