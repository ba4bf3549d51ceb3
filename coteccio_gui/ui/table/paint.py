"""Painting the table: felt and oval (cached), seats, hands, the trick, cards in flight."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import SeatSpot, hand_card_positions
from coteccio_gui.ui.board.seat_panel import SeatLook, SeatPanels
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.core.widgets import Button, ButtonGroup

if TYPE_CHECKING:
    from coteccio_gui.ui.table.scene import TableScene


class TablePainter:
    """Draws a table scene; keeps the parts that rarely change as cached surfaces."""

    def __init__(self, t: TableScene) -> None:
        self.t = t
        self._background: pygame.Surface | None = None
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}
        self.seats = SeatPanels()
        self.face_up: set[int] = set()
        """The seats whose hand the last frame showed face up (the hot-seat tests read it)."""
        self.buttons = ButtonGroup(
            [
                Button(_("Last trick (L)"), self._peek),
                Button(_("Menu (Esc)"), self._menu),
            ]
        )
        self.invalidate()

    def _peek(self) -> None:
        self.t.peek_last = not self.t.peek_last

    def _menu(self) -> None:
        from coteccio_gui.ui.screens.menu import GameMenu

        self.t.app.push(GameMenu(self.t.app, self.t))

    def invalidate(self) -> None:
        """Forget cached drawings (the window size changed)."""
        self._background = None
        self._panels.clear()
        self.seats.forget()
        lay = self.t.layout
        s = theme.ui_scale(lay.size)
        self.buttons.layout(lay.buttons, int(40 * s), int(10 * s))

    # ---- the whole frame -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Paint everything as the table shows it now."""
        t, lay = self.t, self.t.layout
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._paint_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        self.face_up = set()
        s = theme.ui_scale(lay.size)
        self._info(surface, s)
        self.buttons.draw(surface, int(16 * s))
        for spot in lay.spots:
            self._seat_panel(surface, spot, s)
            self._hand(surface, spot)
        faces, four = t.app.settings.faces, t.app.settings.four_colour
        played = []
        for seat, card in t.show.trick:
            image = card_image(faces, card, lay.trick_height, four)
            rect = image.get_rect(center=lay.spots[seat].trick)
            surface.blit(image, rect)
            theme.mark(surface, "card", rect)
            played.append(rect)
        self._direction_label(surface, played, s)
        for f in t.anim.flights:
            if f.started:
                self._flight(surface, f, faces, four)
                if f.owner is not None:
                    self.face_up.add(f.owner)
        if t.app.top is not t:
            return  # what the table says now is for a table in front: a dialog speaks instead
        if t.peek_last:
            self._last_trick(surface, s)
        elif t.message_left > 0 and t.message:
            self._message(surface, t.message, s)
        elif t.waiting_for_bottom():
            self._message(surface, _("Your turn: click a card, or use the arrows and Enter."), s)

    def _direction_label(
        self, surface: pygame.Surface, played: list[pygame.Rect], s: float
    ) -> None:
        """'anticlockwise' under the arrow in the middle, unless a card lies there now."""
        lay = self.t.layout
        r = max(14, int(lay.trick_height * 0.32))
        cx, cy = lay.oval.center
        size = int(13 * s)
        word = _("anticlockwise")
        rect = theme.text(word, size).get_rect(midtop=(cx, cy + r + int(8 * s)))
        if rect.collidelist(played) == -1:
            theme.blit_text(surface, word, size, rect.topleft, (70, 150, 110))

    def _flight(self, surface: pygame.Surface, f: Flight, faces: str, four: bool) -> None:
        """A card in flight: the cached image of its larger size, scaled down on the way."""
        centre, height = f.place()
        full = max(f.start_height, f.end_height, 8)
        image = back_image(full) if f.card is None else card_image(faces, f.card, full, four)
        if height < full:
            w = max(1, round(image.get_width() * height / full))
            image = pygame.transform.smoothscale(image, (w, max(1, height)))
        surface.blit(image, image.get_rect(center=centre))

    # ---- parts -----------------------------------------------------------------------------

    def _paint_background(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        bg = (
            pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        )
        for y in range(0, h, 4):
            k = y / max(1, h)
            colour = [int(a + (b - a) * k) for a, b in zip((40, 30, 22), (20, 14, 10), strict=True)]
            pygame.draw.rect(bg, colour, (0, y, w, 4))
        oval = self.t.layout.oval
        rim = oval.inflate(int(oval.width * 0.05), int(oval.height * 0.07))
        pygame.draw.ellipse(bg, (10, 6, 4), rim.move(0, 8))
        pygame.draw.ellipse(bg, theme.WOOD, rim)
        pygame.draw.ellipse(bg, theme.WOOD_LIGHT, rim, max(2, rim.height // 90))
        pygame.draw.ellipse(bg, theme.FELT_DARK, oval)
        inner = oval.inflate(-oval.width // 30, -oval.height // 22)
        pygame.draw.ellipse(bg, theme.FELT, inner)
        glow = inner.inflate(-inner.width // 3, -inner.height // 3)
        pygame.draw.ellipse(bg, (30, 108, 74), glow)
        self._direction(bg, oval)
        return bg

    def _direction(self, bg: pygame.Surface, oval: pygame.Rect) -> None:
        """A small anticlockwise arrow in the middle of the table: the direction of play."""
        cx, cy = oval.center
        r = max(14, int(self.t.layout.trick_height * 0.32))
        colour = (70, 150, 110)
        width = max(3, r // 8)
        # On screen, anticlockwise runs from the bottom towards the right, then up and round.
        points = [
            (cx + r * math.cos(math.radians(a)), cy - r * math.sin(math.radians(a)))
            for a in range(-60, 231, 5)
        ]
        pygame.draw.lines(bg, colour, False, points, width)
        (x1, y1), (x0, y0) = points[-1], points[-2]
        ang = math.atan2(y1 - y0, x1 - x0)
        size = width * 3.2
        tip = (x1 + math.cos(ang) * size, y1 + math.sin(ang) * size)
        left = (x1 + math.cos(ang + 2.2) * size * 0.8, y1 + math.sin(ang + 2.2) * size * 0.8)
        right = (x1 + math.cos(ang - 2.2) * size * 0.8, y1 + math.sin(ang - 2.2) * size * 0.8)
        pygame.draw.polygon(bg, colour, [tip, left, right])

    def _info(self, surface: pygame.Surface, s: float) -> None:
        """The pool, the doctor and the hand, each line measured; the box grows to hold them."""
        t, lay = self.t, self.t.layout
        rules = t.rules
        if rules.doctor_limit == 0:
            doctor = _("No doctor in this match")
        elif rules.doctor_limit_per.value == "player":
            doctor = _("Doctor: {n} each, {fee} chips").format(
                n=rules.doctor_limit, fee=rules.doctor_fee
            )
        else:
            left = max(0, rules.doctor_limit - sum(t.match.doctor_calls))
            doctor = _("Doctor: {n} left, {fee} chips").format(n=left, fee=rules.doctor_fee)
        pad_x, pad_y = int(14 * s), int(8 * s)
        width = lay.info.width - 2 * pad_x

        pool = _("Pool: {n} chips").format(n=t.show.pool)
        lines = [
            (theme.fit_line(pool, int(19 * s), width, True), theme.GOLD),
            (theme.fit_line(doctor, int(16 * s), width), theme.PAPER),
            (theme.fit_line(_("Hand {n}").format(n=t.show.hand), int(16 * s), width), theme.CREAM),
        ]
        gap = int(3 * s)
        height = sum(f.height for f, _colour in lines) + gap * 2 + 2 * pad_y
        box = pygame.Rect(lay.info.x, lay.info.y, lay.info.width, max(lay.info.height, height))
        theme.panel(surface, box, int(12 * s))
        y = box.y + pad_y + (box.height - height) // 2
        for fitted, colour in lines:
            theme.draw_fitted(surface, fitted, (box.x + pad_x, y), colour, box=box)
            y += fitted.height + gap

    def _seat_panel(self, surface: pygame.Surface, spot: SeatSpot, s: float) -> None:
        t, show, seat = self.t, self.t.show, spot.seat
        m = t.match
        flash = show.flash.get(seat)
        look = SeatLook(
            name=t.name(seat),
            lives=show.lives[seat],
            points=show.taken[seat] if show.tricks_won[seat] else None,
            dealer=show.dealer == seat,
            leads=show.trick_leader == seat,
            waiting=not t.queue and not t.anim.busy() and m.turn == seat,
            out=show.lives[seat] == 0 and not (m.phase.value == "doctor" and m.turn == seat),
            flash=flash[0] if flash else None,
        )
        self.seats.draw(surface, spot.panel, look, s)

    def _hand(self, surface: pygame.Surface, spot: SeatSpot) -> None:
        t = self.t
        if t.shows_hand(spot.seat):
            if t.show.bottom_cards:
                self.face_up.add(spot.seat)
            faces, four = t.app.settings.faces, t.app.settings.four_colour
            rects = t.hand_rects()
            legal = set(t.match.legal_plays(spot.seat)) if t.waiting_for_bottom() else set()
            for i, (card, rect) in enumerate(zip(t.show.bottom_cards, rects, strict=True)):
                image = card_image(faces, card, spot.card_height, four)
                surface.blit(image, rect)
                theme.mark(surface, "card", rect)
                if legal and i == t.selected:
                    pygame.draw.rect(
                        surface,
                        theme.TURN_GLOW,
                        rect.inflate(6, 6),
                        4,
                        border_radius=spot.card_height // 14,
                    )
                if legal and card not in legal:
                    surface.blit(self._veil(rect.size, spot.card_height // 14), rect)
            return
        image = back_image(spot.card_height)
        count = t.show.counts[spot.seat]
        for rect in hand_card_positions(spot, count):
            surface.blit(image, rect)
            theme.mark(surface, "card", rect)

    def _veil(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A rounded shadow that dims a card that may not be played."""
        key = ("veil", size, radius)
        veil = self._panels.get(key)
        if veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 80), veil.get_rect(), border_radius=radius)
            self._panels[key] = veil
        return veil

    def _last_trick(self, surface: pygame.Surface, s: float) -> None:
        """The last trick in a box over the middle of the table, each card over its player's
        name; the box is as large as its title, cards and names need."""
        t, lay = self.t, self.t.layout
        theme.new_layer("last trick")
        theme.shade(surface, 90)  # the table steps back while the last trick is looked at
        trick = t.show.last_trick
        pad, gap = int(16 * s), int(12 * s)
        width = int(min(lay.size[0] - 40, max(760 * s, lay.size[0] * 0.5)))
        if trick is None:
            fitted = theme.fit(_("No trick has been played yet."), int(20 * s), width - 2 * pad)
            box = pygame.Rect(0, 0, fitted.width + 2 * pad, fitted.height + 2 * pad)
            box.center = lay.centre
            theme.panel(surface, box, int(16 * s), (10, 24, 18, 235))
            theme.draw_fitted(surface, fitted, (box.centerx, box.y + pad), align="center", box=box)
            return
        title = _("Last trick, won by {name} ({p} points)").format(
            name=t.name(trick.winner), p=trick.points
        )
        heading = theme.fit(title, int(18 * s), width - 2 * pad, bold=True, lines=2)
        faces, four = t.app.settings.faces, t.app.settings.four_colour
        n = len(trick.plays)
        h = int(lay.trick_height * 1.15)
        w = card_image(faces, 0, h, four).get_width()
        if n * (w + gap) - gap > width - 2 * pad:  # seven cards in a small window: smaller
            w = (width - 2 * pad - (n - 1) * gap) // n
            h = int(w * h / card_image(faces, 0, h, four).get_width())
        labels = [
            theme.fit_line(t.name(seat), int(13 * s), w + gap - int(4 * s))
            for seat, _card in trick.plays
        ]
        label_h = max(f.height for f in labels)
        total = n * (w + gap) - gap
        box = pygame.Rect(0, 0, width, 2 * pad + heading.height + gap + h + 4 + label_h)
        box.center = lay.centre
        box.clamp_ip(pygame.Rect((0, 0), lay.size))
        theme.panel(surface, box, int(16 * s), (10, 24, 18, 235))
        theme.draw_fitted(
            surface, heading, (box.centerx, box.y + pad), theme.GOLD, "center", box=box
        )
        x = box.centerx - total // 2
        top = box.y + pad + heading.height + gap
        for (seat, card), label in zip(trick.plays, labels, strict=True):
            rect = pygame.Rect(x, top, w, h)
            surface.blit(card_image(faces, card, h, four), rect)
            theme.mark(surface, "card", rect)
            colour = theme.GOLD if seat == trick.winner else theme.PAPER
            theme.draw_fitted(surface, label, (rect.centerx, rect.bottom + 4), colour, "center")
            x += w + gap

    def _message(self, surface: pygame.Surface, message: str, s: float) -> None:
        """A banner above the hand: as wide as the room between the seats beside it allows,
        the words wrapped (and smaller if they must be) so that it covers no panel or card."""
        lay = self.t.layout
        pad_x, pad_y = int(14 * s), int(6 * s)
        cx, cy = lay.message
        size = int(19 * s)
        band = pygame.Rect(0, cy - 2 * size, lay.size[0], 4 * size)
        left, right = int(8 * s), lay.size[0] - int(8 * s)
        for spot in lay.spots:
            for r in (spot.panel, spot.hand):
                if r.colliderect(band) and not (spot.bottom and r is spot.hand):
                    if r.centerx < cx:
                        left = max(left, r.right + int(8 * s))
                    else:
                        right = min(right, r.left - int(8 * s))
        half = max(int(60 * s), min(cx - left, right - cx))
        fitted = theme.fit(message, size, 2 * half - 2 * pad_x, bold=True, lines=2)
        box = pygame.Rect(0, 0, fitted.width + 2 * pad_x, fitted.height + 2 * pad_y)
        box.midbottom = (cx, cy + fitted.line_height // 2 + pad_y)
        theme.panel(surface, box, int(12 * s), (0, 0, 0, 170), None)
        theme.mark(surface, "banner", box)
        theme.draw_fitted(
            surface, fitted, (box.centerx, box.y + pad_y), theme.PAPER, "center", box=box
        )
