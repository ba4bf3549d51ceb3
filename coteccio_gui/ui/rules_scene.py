"""The rules on screen: the suits, the cards with their points, then the rules in short.

It follows the language of the settings; the button at the top right (or the key G)
switches between Italiano and English at once, for a table that speaks both.
"""

from __future__ import annotations

import pygame

from coteccio_gui.engine.cards import RANK_POINTS
from coteccio_gui.i18n import LANGUAGE_NAMES, _
from coteccio_gui.ui import prefs, theme
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.rules_text import rules_paragraphs
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.widgets import Button, ButtonGroup
from coteccio_gui.ui.words import rank_name, suit_name


class RulesScene(Scene):
    """The rules with pictures of the cards; scroll with the wheel, the arrows or Page keys."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self.max_scroll = 0
        self._build()

    def _build(self) -> None:
        other = "en" if self.app.settings.language == "it" else "it"
        self.group = ButtonGroup(
            [
                Button(_("Back"), lambda: self.app.pop(self)),
                Button(LANGUAGE_NAMES[other], self.switch_language),
            ],
            horizontal=True,
        )
        self.resized()

    def switch_language(self) -> None:
        """Italiano ⇄ English, for the whole game (and saved)."""
        st = self.app.settings
        st.language = "en" if st.language == "it" else "it"
        prefs.apply_language(self.app)
        prefs.save(self.app)

    def relabel(self) -> None:
        """Buttons in the new language (the text is asked for at every draw)."""
        focus = self.group.focus
        self._build()
        self.group.focus = focus

    def resized(self) -> None:
        """Buttons at the top right."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = int(320 * s)
        self.group.layout(
            pygame.Rect(w - width - int(20 * s), int(16 * s), width, 0), int(42 * s), int(12 * s)
        )

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll; Esc or Backspace goes back; G switches the language; buttons by mouse or keys."""
        step = int(40 * theme.ui_scale(self.app.screen.get_size()))
        page = self.app.screen.get_height() - 3 * step
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop(self)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.switch_language()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_DOWN:
            self.scroll += step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll += page
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_UP:
            self.scroll -= step
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEUP:
            self.scroll -= page
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_HOME:
            self.scroll = 0
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_END:
            self.scroll = self.max_scroll
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif not self.group.handle(event):
            return
        self.scroll = max(0, min(self.scroll, self.max_scroll or self.scroll))
        self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        """Heading, the four suits, the ten cards with points, the rules, and a scroll bar."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        st = self.app.settings
        faces, four = st.faces, st.four_colour
        surface.fill(theme.FELT_DARK)
        width = min(w - int(80 * s), int(960 * s))
        x = (w - width) // 2
        y = int(24 * s) - self.scroll
        theme.blit_text(
            surface, _("How to play Coteccio"), int(36 * s), (x, y), theme.GOLD, serif=True
        )
        y += int(70 * s)
        # The four suits, each with its ace and its name.
        ch = int(120 * s)
        gap = int(18 * s)
        for suit in range(4):
            image = card_image(faces, suit * 10, ch, four)
            cx = x + suit * (image.get_width() + int(110 * s))
            surface.blit(image, (cx, y))
            theme.blit_text(
                surface,
                suit_name(suit, faces),
                int(18 * s),
                (cx + image.get_width() + int(10 * s), y + ch // 2),
                theme.CREAM,
                "midleft",
                bold=True,
            )
        y += ch + gap + int(6 * s)
        # One suit from the highest card to the lowest, with the points of each.
        theme.blit_text(
            surface,
            _("From the highest card to the lowest, and the points each one is worth:"),
            int(18 * s),
            (x, y),
            theme.CREAM,
        )
        y += int(32 * s)
        ch = int(104 * s)
        step = (width - card_image(faces, 0, ch, four).get_width()) // 9
        for rank in range(10):
            image = card_image(faces, 10 + rank, ch, four)
            cx = x + rank * step
            surface.blit(image, (cx, y))
            centre = cx + image.get_width() // 2
            theme.blit_text(
                surface,
                rank_name(rank, faces),
                int(15 * s),
                (centre, y + ch + int(6 * s)),
                theme.CREAM,
                "midtop",
            )
            points = RANK_POINTS[rank]
            theme.blit_text(
                surface,
                _("{n} pts").format(n=points) if points else "–",
                int(16 * s),
                (centre, y + ch + int(28 * s)),
                theme.GOLD if points else theme.CREAM,
                "midtop",
                bold=True,
            )
        y += ch + int(70 * s)
        for heading, text in rules_paragraphs(faces):
            theme.blit_text(surface, heading, int(23 * s), (x, y), theme.GOLD, bold=True)
            y += int(32 * s)
            for line in theme.wrap(text, int(19 * s), width):
                theme.blit_text(surface, line, int(19 * s), (x, y))
                y += int(27 * s)
            y += int(12 * s)
        self.max_scroll = max(0, y + self.scroll - h + int(50 * s))
        if self.max_scroll:
            track = pygame.Rect(w - int(12 * s), int(80 * s), int(6 * s), h - int(100 * s))
            pygame.draw.rect(surface, (20, 60, 44), track, border_radius=3)
            size = max(int(30 * s), track.height * h // (h + self.max_scroll))
            top = track.y + (track.height - size) * min(self.scroll, self.max_scroll) // max(
                1, self.max_scroll
            )
            pygame.draw.rect(
                surface, theme.GOLD, (track.x, top, track.width, size), border_radius=3
            )
        if self.scroll > 0:  # a header band, so scrolled text never runs under the buttons
            head = pygame.Rect(0, 0, w, int(74 * s))
            pygame.draw.rect(surface, (14, 38, 28), head)
            pygame.draw.line(surface, theme.PANEL_EDGE, head.bottomleft, head.bottomright, 1)
        self.group.draw(surface, int(18 * s))
        band = pygame.Rect(0, h - int(28 * s), w, int(28 * s))
        pygame.draw.rect(surface, (14, 38, 28), band)
        pygame.draw.line(surface, theme.PANEL_EDGE, band.topleft, band.topright, 1)
        theme.blit_text(
            surface,
            _("Arrows, Page Up/Down or the wheel scroll · G: Italiano/English · Esc: back"),
            int(14 * s),
            (w // 2, h - int(6 * s)),
            theme.CREAM,
            "midbottom",
        )
