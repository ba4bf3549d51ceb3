"""Painting the table: felt and oval (cached), seats, hands, the trick, cards in flight."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import N_, _
from coteccio_gui.ui import theme
from coteccio_gui.ui.anim import Flight
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.table_layout import SeatSpot, hand_card_positions
from coteccio_gui.ui.widgets import Button, ButtonGroup

if TYPE_CHECKING:
    from coteccio_gui.ui.table import TableScene


class TablePainter:
    """Draws a table scene; keeps the parts that rarely change as cached surfaces."""

    def __init__(self, t: TableScene) -> None:
        self.t = t
        self._background: pygame.Surface | None = None
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}
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
        from coteccio_gui.ui.menu import GameMenu

        self.t.app.push(GameMenu(self.t.app, self.t))

    def invalidate(self) -> None:
        """Forget cached drawings (the window size changed)."""
        self._background = None
        self._panels.clear()
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
        for seat, card in t.show.trick:
            image = card_image(faces, card, lay.trick_height, four)
            surface.blit(image, image.get_rect(center=lay.spots[seat].trick))
        for f in t.anim.flights:
            if f.started:
                self._flight(surface, f, faces, four)
                if f.owner is not None:
                    self.face_up.add(f.owner)
        if t.peek_last:
            self._last_trick(surface, s)
        if t.message_left > 0 and t.message:
            self._message(surface, t.message, s)
        elif t.waiting_for_bottom():
            self._message(surface, _("Your turn: click a card, or use the arrows and Enter."), s)

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
        s = theme.ui_scale(bg.get_size())
        theme.blit_text(
            bg, _("anticlockwise"), int(13 * s), (cx, cy + r + int(8 * s)), colour, "midtop"
        )

    def _info(self, surface: pygame.Surface, s: float) -> None:
        t, lay = self.t, self.t.layout
        rules = t.rules
        theme.panel(surface, lay.info, int(12 * s))
        x, y = lay.info.x + int(14 * s), lay.info.y + int(10 * s)
        theme.blit_text(
            surface,
            _("Pool: {n} chips").format(n=t.show.pool),
            int(19 * s),
            (x, y),
            theme.GOLD,
            bold=True,
        )
        if rules.doctor_limit == 0:
            doctor = _("No doctor in this match")
        elif rules.doctor_limit_per.value == "player":
            doctor = _("Doctor: {n} each, {fee} chips").format(
                n=rules.doctor_limit, fee=rules.doctor_fee
            )
        else:
            left = max(0, rules.doctor_limit - sum(t.match.doctor_calls))
            doctor = _("Doctor: {n} left, {fee} chips").format(n=left, fee=rules.doctor_fee)
        theme.blit_text(surface, doctor, int(16 * s), (x, y + int(30 * s)))
        theme.blit_text(
            surface,
            _("Hand {n}").format(n=t.show.hand),
            int(16 * s),
            (x, y + int(54 * s)),
            theme.CREAM,
        )

    def _seat_panel(self, surface: pygame.Surface, spot: SeatSpot, s: float) -> None:
        t, show, seat = self.t, self.t.show, spot.seat
        m = t.match
        waiting = not t.queue and not t.anim.busy() and m.turn == seat
        out = show.lives[seat] == 0 and not (m.phase.value == "doctor" and m.turn == seat)
        flash = show.flash.get(seat)
        key = (
            spot.panel.size,
            t.name(seat),
            show.lives[seat],
            show.taken[seat],
            show.tricks_won[seat],
            show.dealer == seat,
            show.trick_leader == seat,
            waiting,
            out,
            flash[0] if flash else None,
            t.is_human(seat),
        )
        image = self._panels.get(key)
        if image is None:
            image = self._paint_panel(spot, key, s)
            if len(self._panels) > 200:
                self._panels.clear()
            self._panels[key] = image
        surface.blit(image, spot.panel.inflate(int(12 * s), int(12 * s)).topleft)

    def _paint_panel(self, spot: SeatSpot, key: tuple[object, ...], s: float) -> pygame.Surface:
        _size, name, lives, taken, won, dealer, leader, waiting, out, flash, human = key
        pad = int(6 * s)
        outer = spot.panel.inflate(pad * 2, pad * 2)
        img = pygame.Surface(outer.size, pygame.SRCALPHA)
        box = pygame.Rect(pad, pad, spot.panel.width, spot.panel.height)
        if waiting:
            pygame.draw.rect(
                img,
                (*theme.TURN_GLOW, 150),
                box.inflate(pad * 2, pad * 2),
                border_radius=int(16 * s),
            )
        fill = (60, 60, 60, 220) if out else theme.PANEL
        if flash is not None:
            fill = (*flash, 235)  # type: ignore[misc]
        pygame.draw.rect(img, fill, box, border_radius=int(12 * s))
        pygame.draw.rect(
            img, theme.TURN_GLOW if waiting else theme.PANEL_EDGE, box, 2, border_radius=int(12 * s)
        )
        x, y = box.x + int(10 * s), box.y + int(6 * s)
        colour = theme.DISABLED if out else theme.PAPER
        label = str(name) if len(str(name)) <= 16 else str(name)[:15] + "…"
        theme.blit_text(img, label, int(18 * s), (x, y), colour, bold=True)
        hearts = "♥" * int(lives)  # type: ignore[call-overload]
        theme.blit_text(
            img,
            hearts if lives else (_("out") if out else _("no lives left")),
            int(17 * s),
            (x, y + int(26 * s)),
            theme.SOFT_RED if lives else theme.DISABLED,
        )
        info = _("{p} pts").format(p=taken) if won else ""
        theme.blit_text(
            img,
            info,
            int(15 * s),
            (box.right - int(10 * s), y + int(28 * s)),
            theme.CREAM,
            "topright",
        )
        chip_x = box.right - int(14 * s)
        chips = ((dealer, N_("D"), theme.PAPER), (leader, N_("leads"), theme.GOLD))
        for flag, letter, tone in chips:
            if flag:
                chip = theme.text(_(letter), int(13 * s), theme.INK, bold=True)
                r = chip.get_rect(topright=(chip_x, y + int(2 * s))).inflate(
                    int(10 * s), int(4 * s)
                )
                pygame.draw.rect(img, tone, r, border_radius=int(8 * s))
                img.blit(chip, chip.get_rect(center=r.center))
                chip_x = r.left - int(4 * s)
        return img

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
        t, lay = self.t, self.t.layout
        trick = t.show.last_trick
        box = pygame.Rect(0, 0, int(min(lay.size[0] - 40, 760 * s)), int(lay.trick_height * 1.9))
        box.center = lay.centre
        theme.panel(surface, box, int(16 * s), (10, 24, 18, 235))
        if trick is None:
            theme.blit_text(
                surface,
                _("No trick has been played yet."),
                int(20 * s),
                box.center,
                anchor="center",
            )
            return
        title = _("Last trick, won by {name} ({p} points)").format(
            name=t.name(trick.winner), p=trick.points
        )
        theme.blit_text(
            surface,
            title,
            int(18 * s),
            (box.centerx, box.y + int(10 * s)),
            theme.GOLD,
            "midtop",
            bold=True,
        )
        h = int(lay.trick_height * 1.15)
        faces, four = t.app.settings.faces, t.app.settings.four_colour
        w = card_image(faces, 0, h, four).get_width()
        gap = int(12 * s)
        total = len(trick.plays) * (w + gap) - gap
        x = box.centerx - total // 2
        for seat, card in trick.plays:
            rect = pygame.Rect(x, box.y + int(40 * s), w, h)
            surface.blit(card_image(faces, card, h, four), rect)
            theme.blit_text(
                surface,
                t.name(seat)[:10],
                int(13 * s),
                (rect.centerx, rect.bottom + 2),
                theme.GOLD if seat == trick.winner else theme.PAPER,
                "midtop",
            )
            x += w + gap

    def _message(self, surface: pygame.Surface, message: str, s: float) -> None:
        image = theme.text(message, int(19 * s), theme.PAPER, bold=True)
        rect = image.get_rect(center=self.t.layout.message)
        theme.panel(
            surface, rect.inflate(int(28 * s), int(14 * s)), int(12 * s), (0, 0, 0, 170), None
        )
        surface.blit(image, rect)
