"""Colours, fonts and the few drawing helpers every scene shares.

Text is measured, never assumed to fit: ``fit`` lays a message out in a width (wrapping it,
and shrinking it down to a readable least size), and the caller grows its box to the height
that comes back. What is drawn where is recorded (``drawlog``) for the layout test.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from coteccio_gui.paths import assets_dir
from coteccio_gui.ui.core import contrast, drawlog

FELT = (22, 92, 62)
FELT_DARK = (14, 64, 44)
FELT_LIGHT = (34, 118, 80)
WOOD = (92, 54, 28)
WOOD_LIGHT = (140, 88, 46)
INK = (24, 24, 28)
PAPER = (247, 242, 228)
CREAM = (236, 226, 198)
GOLD = (230, 186, 74)
RED = (196, 48, 44)
SOFT_RED = (248, 132, 122)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)
PANEL = (16, 34, 28, 215)
PANEL_EDGE = (214, 180, 96)
BOX = (24, 40, 34, 255)
"""A box over the table (a dialog, the menu, a tip): opaque, so nothing under it shows through."""
BUTTON = (62, 44, 26)
BUTTON_HOVER = (104, 72, 40)
BUTTON_FOCUS = GOLD
DISABLED = (120, 120, 120)
"""A button or a row that cannot be used now (WCAG asks no contrast of inactive controls)."""
OUT = (186, 186, 186)
"""The words of a seat out of the match: grey, still readable on its grey panel."""
STRIPE = (8, 46, 31)
"""Every other row of a long table: a shade darker than the felt, for the figures to read."""
TURN_GLOW = (255, 214, 90)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels."""
    if serif:
        name = "DejaVuSerifCondensed-Bold.ttf"
    else:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(assets_dir() / "fonts" / name), max(6, size))


@lru_cache(maxsize=1024)
def text(
    message: str,
    size: int,
    colour: tuple[int, ...] = PAPER,
    bold: bool = False,
    serif: bool = False,
) -> pygame.Surface:
    """``message`` rendered once and cached."""
    return font(size, bold, serif).render(message, True, colour)


def blit_text(
    surface: pygame.Surface,
    message: str,
    size: int,
    pos: tuple[int, int],
    colour: tuple[int, ...] = PAPER,
    anchor: str = "topleft",
    bold: bool = False,
    serif: bool = False,
    box: pygame.Rect | None = None,
    alpha: int = 255,
) -> pygame.Rect:
    """Draw ``message`` with its ``anchor`` point (a Rect attribute name) at ``pos``.

    ``box`` is where the text belongs (a panel, a button, a cell): the layout test checks
    that it stays inside (without a box: inside the window). ``alpha`` fades it.
    """
    image = text(message, size, colour, bold, serif)
    rect = image.get_rect(**{anchor: pos})
    log = drawlog.current if message.strip() else None
    under = None
    if log is not None and surface is log.target:  # what the text will be read against
        seen = rect.clip(surface.get_rect())
        under = tuple(pygame.transform.average_color(surface, seen)[:3]) if seen else None
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    if log is not None:
        shown = contrast.blend(colour, under, alpha) if under else tuple(colour[:3])
        log.add(surface, "text", rect, box, message, size, shown, under)  # type: ignore[arg-type]
    return rect


def wrap(message: str, size: int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """``message`` broken into lines no wider than ``width`` pixels (a word longer than the
    width stays whole on its own line: ``fit`` shrinks or breaks it)."""
    f = font(size, bold, serif)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# ---- measured text -------------------------------------------------------------------------

LEAST_TEXT = 10
"""The smallest text size (pixels) a player is asked to read; ``fit`` never goes below it."""


@dataclass(frozen=True)
class Fitted:
    """A message laid out in a width: its lines, the size they are drawn at, how much room."""

    lines: tuple[str, ...]
    size: int
    line_height: int
    width: int
    """The widest line, in pixels."""
    bold: bool = False
    serif: bool = False

    @property
    def height(self) -> int:
        """The height of all the lines."""
        return self.line_height * len(self.lines)


@lru_cache(maxsize=2048)
def fit(
    message: str,
    size: int,
    width: int,
    bold: bool = False,
    serif: bool = False,
    lines: int = 0,
    least: int = LEAST_TEXT,
) -> Fitted:
    """``message`` laid out to fit ``width`` pixels: wrapped at ``size``, shrunk a step at a
    time (down to ``least``) until it takes at most ``lines`` lines (0: as many as needed)
    with no line wider than ``width``. If even the least size needs more lines, it gets them
    (the caller's box grows: a sentence is never cut short); a word wider than the whole
    width is broken where it must be.
    """
    width = max(1, width)
    least = min(least, size)
    for sz in range(size, least - 1, -1):
        wrapped = wrap(message, sz, width, bold, serif)
        f = font(sz, bold, serif)
        widest = max(f.size(line)[0] for line in wrapped)
        if widest <= width and (not lines or len(wrapped) <= lines):
            return Fitted(tuple(wrapped), sz, _line_height(sz), widest, bold, serif)
    f = font(least, bold, serif)
    broken: list[str] = []
    for line in wrap(message, least, width, bold, serif):
        while f.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and f.size(line[:cut])[0] > width:
                cut -= 1
            broken.append(line[:cut])
            line = line[cut:]
        broken.append(line)
    widest = max(f.size(line)[0] for line in broken)
    return Fitted(tuple(broken), least, _line_height(least), widest, bold, serif)


def fit_line(text: str, size: int, width: int, bold: bool = False) -> Fitted:
    """One line if it can be, a little smaller if need be (down to three quarters of
    ``size``); two lines rather than tiny letters."""
    return fit(text, size, width, bold, lines=1, least=max(LEAST_TEXT, int(size * 0.75)))


@lru_cache(maxsize=1024)
def fit_label(text: str, size: int, width: int, bold: bool = True) -> tuple[str, int]:
    """A name or a file name in one line of ``width`` pixels: shrunk down to the least
    readable size, then (only if it must) cut with an ellipsis. Never use it for sentences:
    ``fit`` wraps those. Returns the text and its size."""
    least = min(size, LEAST_TEXT)
    for sz in range(size, least - 1, -1):
        if font(sz, bold).size(text)[0] <= width:
            return text, sz
    f = font(least, bold)
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…", least


def _line_height(size: int) -> int:
    return max(size + 2, round(size * 1.38))


def draw_fitted(
    surface: pygame.Surface,
    fitted: Fitted,
    pos: tuple[int, int],
    colour: tuple[int, ...] = PAPER,
    align: str = "left",
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw laid-out lines from ``pos`` (the top left, top centre or top right point, as
    ``align`` says); returns the rect they cover."""
    anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
    x, y = pos
    covered = pygame.Rect(x, y, 0, 0)
    for i, line in enumerate(fitted.lines):
        rect = blit_text(
            surface,
            line,
            fitted.size,
            (x, y + i * fitted.line_height),
            colour,
            anchor,
            fitted.bold,
            fitted.serif,
            box,
        )
        covered = rect if i == 0 else covered.union(rect)
    return covered


def fit_in_box(
    surface: pygame.Surface,
    message: str,
    size: int,
    box: pygame.Rect,
    colour: tuple[int, ...] = PAPER,
    bold: bool = False,
    align: str = "center",
    serif: bool = False,
) -> pygame.Rect:
    """Draw ``message`` centred in ``box`` (a button, a chip, a cell): shrunk and wrapped to
    the box's width, and as many lines as its height holds."""
    fitted = fit_box(message, size, box, bold, serif)
    top = box.centery - fitted.height // 2
    x = {"left": box.left, "center": box.centerx, "right": box.right}[align]
    return draw_fitted(surface, fitted, (x, top), colour, align, box)


def fit_box(
    message: str, size: int, box: pygame.Rect, bold: bool = False, serif: bool = False
) -> Fitted:
    """``message`` fitted to ``box`` as :func:`fit_in_box` draws it."""
    rows = max(1, box.height // _line_height(min(size, max(LEAST_TEXT, box.height))))
    return fit(message, size, box.width, bold, serif, lines=rows)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 14,
    fill: tuple[int, ...] = PANEL,
    edge: tuple[int, ...] | None = PANEL_EDGE,
    width: int = 2,
) -> None:
    """A translucent rounded panel with a thin gold edge."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if edge is not None:
        pygame.draw.rect(layer, edge, layer.get_rect(), width, border_radius=radius)
    surface.blit(layer, rect)
    drawlog.mark(surface, "panel", rect)


def shade(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything drawn so far (behind a dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))
    drawlog.mark(surface, "shade", surface.get_rect())


def title_felt(surface: pygame.Surface) -> None:
    """The title's cloth: dark felt with a lighter oval (also the window's first picture)."""
    w, h = surface.get_size()
    surface.fill(FELT_DARK)
    pygame.draw.ellipse(surface, FELT, surface.get_rect().inflate(-w // 6, -h // 6))


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than a 1280×800 window text and widgets should be."""
    w, h = size
    return max(0.8, min(w / 1280, h / 800, 2.2))
