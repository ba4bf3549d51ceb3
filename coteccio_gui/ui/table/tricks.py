"""Every trick of the hand in play, laid over the table: tricks lie face up in front of the
player who won them, so anyone may look at them again (the game goes on meanwhile).

Each trick is a row of its cards in the order played, each over its player's name, the
winner's card marked; as many rows as the window holds, in two columns when they are many.
Everything is measured: cards and names shrink to fit the box, never the other way round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.cardart import card_image, card_size
from coteccio_gui.ui.core import drawlog, theme

if TYPE_CHECKING:
    from coteccio_gui.ui.table.frame import TableFrame


def paint_tricks(surface: pygame.Surface, f: TableFrame, s: float) -> None:
    """The tricks the frame asks for, in a box over the middle of the table."""
    look = f.tricks
    assert look is not None
    lay = f.layout
    drawlog.new_layer("tricks")
    theme.shade(surface, 90)  # the table steps back while the tricks are looked at
    pad, gap = int(16 * s), int(10 * s)
    w, h = lay.size
    width = int(min(w - 40, max(760 * s, w * 0.7)))
    heading = theme.fit(look.title, int(20 * s), width - 2 * pad, bold=True, lines=2)
    hint = theme.fit(_("Click anywhere, or press L or Esc, to go back to the table."),
                     int(14 * s), width - 2 * pad)  # fmt: skip
    if not look.tricks:
        empty = theme.fit(_("No trick has been played yet."), int(19 * s), width - 2 * pad)
        box = pygame.Rect(0, 0, width, 2 * pad + heading.height + gap + empty.height + gap
                          + hint.height)  # fmt: skip
        box.center = lay.centre
        theme.panel(surface, box, int(16 * s), (10, 24, 18, 255))
        y = box.y + pad
        theme.draw_fitted(surface, heading, (box.centerx, y), theme.GOLD, "center", box=box)
        y += heading.height + gap
        theme.draw_fitted(surface, empty, (box.centerx, y), theme.PAPER, "center", box=box)
        theme.draw_fitted(surface, hint, (box.centerx, y + empty.height + gap), theme.CREAM,
                          "center", box=box)  # fmt: skip
        return
    n = len(look.tricks)
    columns = 1 if n <= 5 else 2
    per_column = -(-n // columns)
    inner = width - 2 * pad
    cell_w = (inner - gap * (columns - 1)) // columns
    label_size = max(theme.LEAST_TEXT, int(15 * s))
    name_size = max(theme.LEAST_TEXT, int(12 * s))
    bold = theme.font(label_size, True)
    label_h = max(bold.get_linesize(), bold.size("Ág…,")[1])  # a cut label's "…" too
    name_h = theme.font(name_size).get_linesize()
    room = h - 40 - 2 * pad - heading.height - hint.height - 2 * gap
    most = max(len(tr.plays) for _label, tr in look.tricks)
    card_h = min(int(lay.trick_height * 0.95), room // per_column - label_h - name_h - gap)
    card_w, card_h = _card_fitting(card_h, (cell_w + gap // 2) // most - gap // 2)
    cell_h = label_h + card_h + name_h + gap
    box = pygame.Rect(
        0, 0, width, 2 * pad + heading.height + gap + per_column * cell_h + hint.height
    )
    box.center = lay.centre
    box.clamp_ip(pygame.Rect((0, 0), lay.size))
    theme.panel(surface, box, int(16 * s), (10, 24, 18, 255))
    y0 = box.y + pad
    theme.draw_fitted(surface, heading, (box.centerx, y0), theme.GOLD, "center", box=box)
    y0 += heading.height + gap
    for i, (label, trick) in enumerate(look.tricks):
        col, row = divmod(i, per_column)
        cell = pygame.Rect(box.x + pad + col * (cell_w + gap), y0 + row * cell_h, cell_w, cell_h)
        # One line each: a name too long for its place is cut (the label says it whole).
        text, size = theme.fit_label(label, label_size, cell.width, True)
        theme.blit_text(surface, text, size, cell.topleft, theme.GOLD, bold=True, box=cell)
        x = cell.x
        top = cell.y + label_h
        for seat, card in trick.plays:
            rect = pygame.Rect(x, top, card_w, card_h)
            surface.blit(card_image(f.faces, card, card_h, f.four), rect)
            drawlog.mark(surface, "card", rect)
            if seat == trick.winner:
                pygame.draw.rect(surface, theme.TURN_GLOW, rect.inflate(4, 4), 3,
                                 border_radius=max(2, card_h // 14))  # fmt: skip
            name_box = pygame.Rect(rect.x - gap // 4, rect.bottom + 2, card_w + gap // 2, name_h)
            text, size = theme.fit_label(look.names[seat], name_size, name_box.width, False)
            colour = theme.GOLD if seat == trick.winner else theme.PAPER
            theme.blit_text(surface, text, size, (name_box.centerx, name_box.y), colour, "midtop",
                            box=name_box)  # fmt: skip
            x += card_w + gap // 2
    theme.draw_fitted(surface, hint, (box.centerx, box.bottom - pad - hint.height),
                      theme.CREAM, "center", box=box)  # fmt: skip


def _card_fitting(height: int, width: int) -> tuple[int, int]:
    """The size of a card no taller than ``height`` and no wider than ``width``."""
    height = max(12, height)
    w, h = card_size(height)
    if w > width:
        height = max(12, int(height * width / max(1, w)))
        w, h = card_size(height)
    return w, h
