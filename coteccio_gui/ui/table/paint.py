"""Painting the table from a frame's values: felt (cached), seats, hands, the trick, cards in
flight, the info box, the banner and the tricks of the hand."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.board import spreads
from coteccio_gui.ui.board.felt import WORDS, arrow_radius, paint_felt
from coteccio_gui.ui.board.layout import TableLayout, pile_rect
from coteccio_gui.ui.board.seat_panel import SeatPanels
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.core import drawlog, theme
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.table.banner import banner_look, paint_banner
from coteccio_gui.ui.table.frame import HandLook, TableFrame
from coteccio_gui.ui.table.info_box import measure_info
from coteccio_gui.ui.table.tip_panel import paint_tip
from coteccio_gui.ui.table.tricks import paint_tricks


class TablePainter:
    """Draws a table; keeps the parts that rarely change (felt, panels) as cached surfaces."""

    def __init__(
        self,
        on_tricks: Callable[[], None],
        on_menu: Callable[[], None],
        on_choices: Callable[[], None],
        on_hint: Callable[[], None] | None = None,
        on_undo: Callable[[], None] | None = None,
    ) -> None:
        self._background: pygame.Surface | None = None
        self._veils: dict[tuple[object, ...], pygame.Surface] = {}
        self.seats = SeatPanels()
        self.face_up: set[int] = set()
        """The seats whose cards the last frame showed face up (the privacy tests read it)."""
        self.piles: dict[int, pygame.Rect] = {}
        """Where the last frame drew each seat's pile of tricks (a click opens them)."""
        self.hint = Button(_("Hint (H)"), on_hint) if on_hint is not None else None
        """The coach's button, in the corner beside the person's hand (None: no coach): shown
        in the frames where the coach can help."""
        hint = [self.hint] if self.hint is not None else []
        self.choices = Button(_("Choices (C)"), on_choices, shown=False)
        """The person's choices besides a card (a claim, buon gioco…), beside their hand: shown
        in the frames where they have one, as C opens them."""
        self.sheet = Button(_("Score sheet (S)"), lambda: None)
        """The score sheet of the match (the table gives it its action)."""
        self.undo = Button(_("Undo (Ctrl+Z)"), on_undo or (lambda: None), shown=False)
        """Take back the person's last move: shown in the frames where it can be."""
        corner = [Button(_("Tricks (L)"), on_tricks), self.sheet, Button(_("Menu (Esc)"), on_menu)]
        self.buttons = ButtonGroup([*corner, *hint, self.choices, self.undo])

    def invalidate(self, lay: TableLayout) -> None:
        """Forget cached drawings and place the buttons (the window size changed)."""
        self._background = None
        self._veils.clear()
        self.seats.forget()
        s = theme.ui_scale(lay.size)
        gap = int(3 * s)  # three buttons in the corner the layout keeps for them
        self.buttons.layout(lay.buttons, (lay.buttons.height - 2 * gap) // 3, gap)
        corner = pygame.Rect(0, 0, lay.buttons.width, int(40 * s))
        corner.bottomright = (lay.size[0] - int(12 * s), lay.size[1] - int(12 * s))
        if self.hint is not None:
            self.hint.rect = corner
            corner = corner.move(0, -corner.height - int(10 * s))  # the choices above it
        self.choices.rect = corner
        self.undo.rect = corner.move(0, -corner.height - int(10 * s))  # above the choices

    def pile_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose pile of tricks is at ``pos``, if any."""
        return next((seat for seat, r in self.piles.items() if r.collidepoint(pos)), None)

    # ---- the whole frame -------------------------------------------------------------------

    def paint(self, surface: pygame.Surface, f: TableFrame) -> None:
        """Paint one frame."""
        lay = f.layout
        if self._background is None or self._background.get_size() != surface.get_size():
            arrow = arrow_radius(lay.trick_height) if _turning(lay) else 0
            self._background = paint_felt(surface.get_size(), lay.oval, arrow, None, lay.clockwise)
        surface.blit(self._background, (0, 0))
        self.face_up = set()
        s = theme.ui_scale(lay.size)
        self._info(surface, f, s)
        self.choices.shown = f.choices  # a click goes where this frame showed it
        self.undo.shown = f.undo
        if self.hint is not None:
            self.hint.shown = f.hint
        for button in self.buttons.buttons:  # none drawn focused: the keys play the cards here,
            if button.shown:  # and each button has a key of its own (L, S, Esc, H, C, Ctrl+Z)
                button.draw(surface, False, int(16 * s))
        for spot, look in f.seats:
            self.seats.draw(surface, spot.panel, look, s)
        for hand in f.hands:
            self._hand(surface, f, hand)
        self._piles(surface, f, s)
        laid = spreads.place(lay, f.spreads, s)  # their words only while the table speaks
        played = spreads.paint(surface, laid, f.faces, f.four, s, labels=f.front)
        middle = spreads.trick_rects(lay)
        drawlog.mark(surface, "play", middle[0].unionall(middle))  # a notice keeps clear of it
        for seat, card in f.trick:
            image = card_image(f.faces, card, lay.trick_height, f.four)
            rect = image.get_rect(center=lay.spots[seat].trick)
            surface.blit(image, rect)
            drawlog.mark(surface, "card", rect)
            if seat == f.taking:  # the card that takes the trick, as the trick is gathered
                edge, radius = max(3, int(4 * s)), max(4, rect.height // 12)
                ring = rect.inflate(2 * edge, 2 * edge)
                pygame.draw.rect(surface, theme.GOLD, ring, edge, border_radius=radius)
            played.append(rect)
            if seat in f.marks:
                self._mark(surface, f.marks[seat], rect, s)
        for flight in f.flights:
            played.append(self._flight(surface, flight, f))
            if flight.owner is not None:
                self.face_up.add(flight.owner)
        words = f.front and f.tricks is None and bool(f.message)
        banner = banner_look(f, s) if words else None
        over = played + ([banner[0]] if banner is not None else [])
        self._direction_label(surface, f, over, s)  # hidden by a card or the words over it
        if not f.front:
            return  # what the table says now is for a table in front: a dialog speaks instead
        for button, chosen in f.signals:
            button.draw(surface, chosen, int(15 * s))
        if f.tricks is not None:
            paint_tricks(surface, f, s)
        elif banner is not None:
            paint_banner(surface, banner, s)
        if f.tip is not None and f.tricks is None:
            paint_tip(surface, f.tip)

    def _direction_label(
        self, surface: pygame.Surface, f: TableFrame, played: list[pygame.Rect], s: float
    ) -> None:
        """'anticlockwise' (or 'clockwise') under the arrow in the middle, unless a card lies
        there now or the table's words reach down over it."""
        lay = f.layout
        if not _turning(lay):
            return
        r = arrow_radius(lay.trick_height)
        cx, cy = lay.oval.center
        size = int(13 * s)
        word = _("clockwise") if lay.clockwise else _("anticlockwise")
        rect = theme.text(word, size).get_rect(midtop=(cx, cy + r + int(8 * s)))
        if rect.collidelist(played) == -1:
            theme.blit_text(surface, word, size, rect.topleft, WORDS)

    def _mark(self, surface: pygame.Surface, word: str, card: pygame.Rect, s: float) -> None:
        """A small gold tag across the top of a card: the word every seat heard with it."""
        size = max(10, int(13 * s))
        pad = int(5 * s)
        tag = theme.text(word, size, theme.INK).get_rect().inflate(2 * pad, pad)
        tag.midtop = (card.centerx, card.top + int(4 * s))
        radius = max(3, int(5 * s))
        pygame.draw.rect(surface, theme.GOLD, tag, border_radius=radius)
        pygame.draw.rect(surface, theme.INK, tag, 1, border_radius=radius)
        theme.blit_text(surface, word, size, tag.center, theme.INK, anchor="center", box=tag)

    def _flight(self, surface: pygame.Surface, flight: Flight, f: TableFrame) -> pygame.Rect:
        """A card in flight: the cached image of its larger size, scaled down on the way;
        where it is drawn."""
        centre, height = flight.place()
        full = max(flight.start_height, flight.end_height, 8)
        if flight.card is None:
            image = back_image(full, f.faces)
        else:
            image = card_image(f.faces, flight.card, full, f.four)
        if height < full:
            w = max(1, round(image.get_width() * height / full))
            image = pygame.transform.smoothscale(image, (w, max(1, height)))
        return surface.blit(image, image.get_rect(center=centre))

    # ---- parts -----------------------------------------------------------------------------

    def _info(self, surface: pygame.Surface, f: TableFrame, s: float) -> None:
        """The game's lines (the pool, the doctor, the hand…) in their box, grown to hold them."""
        info = measure_info(f.layout, f.info)
        if info is None:
            return
        box, pad_x, pad_y, gap = info.box, int(14 * s), int(8 * s), int(3 * s)
        theme.panel(surface, box, int(12 * s))
        y = box.y + pad_y + (box.height - info.height) // 2
        for fitted, colour in info.lines:
            theme.draw_fitted(surface, fitted, (box.x + pad_x, y), colour, box=box)
            y += fitted.height + gap

    def _hand(self, surface: pygame.Surface, f: TableFrame, hand: HandLook) -> None:
        radius = hand.height // 14
        for i, (card, rect) in enumerate(zip(hand.cards, hand.rects, strict=True)):
            if card is None:
                image = back_image(hand.height, f.faces)
            else:
                image = card_image(f.faces, card, hand.height, f.four)
                self.face_up.add(hand.seat)
            surface.blit(image, rect)
            drawlog.mark(surface, "card", rect)
            if card is not None and i in hand.fresh:  # just joined the hand: a gold outline
                self._outline(surface, rect, hand.fresh[i], max(3, hand.height // 40), radius)
            if not hand.playable:
                continue
            if i == hand.selected:
                pygame.draw.rect(surface, theme.TURN_GLOW, rect.inflate(6, 6), 4,
                                 border_radius=radius)  # fmt: skip
            if i not in hand.playable:
                surface.blit(self._veil(rect.size, radius), rect)

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, left: float, width: int,
                 radius: int) -> None:  # fmt: skip
        """The gold outline of a card that joined the hand, fading as its moment passes (it
        changes every frame: the table is never still while it shows)."""
        ring = pygame.Surface(rect.inflate(6, 6).size, pygame.SRCALPHA)
        alpha = max(0, min(255, int(255 * left)))
        pygame.draw.rect(ring, (*theme.GOLD, alpha), ring.get_rect(), width, border_radius=radius)
        surface.blit(ring, rect.inflate(6, 6))

    def _veil(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A rounded shadow that dims a card that may not be played."""
        key = ("veil", size, radius)
        veil = self._veils.get(key)
        if veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 80), veil.get_rect(), border_radius=radius)
            self._veils[key] = veil
        return veil

    def _piles(self, surface: pygame.Surface, f: TableFrame, s: float) -> None:
        """Beside each seat that has taken tricks, a small pile of them (a click shows them)."""
        self.piles = {}
        lay = f.layout
        for seat, count in f.piles:
            spot = lay.spots[seat]
            box = pile_rect(lay, spot)
            h = box.height - 2 * max(2, int(3 * s))
            image = back_image(max(8, int(h * 0.86)), f.faces)
            step = max(1, int(2 * s))
            shown = min(count, 4)
            x = box.x + (box.width - image.get_width() - step * (shown - 1)) // 2
            for k in range(shown):
                surface.blit(image, (x + k * step, box.y + (box.height - image.get_height()) // 2
                                     - k * step))  # fmt: skip
            drawlog.mark(surface, "card", box)
            chip = theme.fit_line(str(count), int(13 * s), box.width, True)
            label = pygame.Rect(0, 0, chip.width + int(10 * s), chip.height)
            label.midbottom = (box.centerx, box.bottom)
            pygame.draw.rect(surface, theme.PAPER, label, border_radius=label.height // 2)
            theme.draw_fitted(surface, chip, (label.centerx, label.y), theme.INK, "center",
                              box=label)  # fmt: skip
            self.piles[seat] = box


def _turning(lay: TableLayout) -> bool:
    """Whether the play goes round: with two places at the table, the turn only goes back and
    forth, and an arrow saying "anticlockwise" tells nothing."""
    return len(lay.spots) > 2
