"""The rules on screen: the suits, the cards with their points, then the rules in short.

It follows the language of the settings; the button at the top right (or the key G)
switches between Italiano and English at once, for a table that speaks both.
"""

from __future__ import annotations

import pygame

from coteccio_gui.engine.cards import RANK_POINTS
from coteccio_gui.i18n import LANGUAGE_NAMES, _
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.core import prefs, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games.coteccio_rules import rules_paragraphs
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
        """Heading and buttons on a band at the top; under it, scrolling, the four suits, the
        ten cards with their points and the rules; a scroll bar; the keys on a band below."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        width = min(w - int(80 * s), int(960 * s))
        x = (w - width) // 2
        buttons = self.group.buttons[0].rect.unionall([b.rect for b in self.group.buttons])
        heading = theme.fit(
            _("How to play Coteccio"), int(36 * s), buttons.left - x - int(16 * s), serif=True,
            lines=2,
        )  # fmt: skip
        head = pygame.Rect(0, 0, w, max(buttons.bottom, int(16 * s) + heading.height) + int(10 * s))
        keys = theme.fit(
            _("Arrows, Page Up/Down or the wheel scroll · G: Italiano/English · Esc: back"),
            int(14 * s), w - int(40 * s),
        )  # fmt: skip
        foot = pygame.Rect(0, h - keys.height - int(10 * s), w, keys.height + int(10 * s))
        view = pygame.Rect(0, head.bottom, w, foot.top - head.bottom)
        end = self._content(surface, view, x, width, s)
        self.max_scroll = max(0, end + self.scroll - view.bottom + int(20 * s))
        if self.max_scroll:
            track = pygame.Rect(
                w - int(12 * s), view.y + int(6 * s), int(6 * s), view.height - int(12 * s)
            )
            pygame.draw.rect(surface, (20, 60, 44), track, border_radius=3)
            size = max(int(30 * s), track.height * view.height // (view.height + self.max_scroll))
            top = track.y + (track.height - size) * min(self.scroll, self.max_scroll) // max(
                1, self.max_scroll
            )
            pygame.draw.rect(
                surface, theme.GOLD, (track.x, top, track.width, size), border_radius=3
            )
        pygame.draw.rect(surface, (14, 38, 28), head)
        pygame.draw.line(surface, theme.PANEL_EDGE, head.bottomleft, head.bottomright, 1)
        theme.draw_fitted(surface, heading, (x, int(16 * s)), theme.GOLD)
        self.group.draw(surface, int(18 * s))
        pygame.draw.rect(surface, (14, 38, 28), foot)
        pygame.draw.line(surface, theme.PANEL_EDGE, foot.topleft, foot.topright, 1)
        theme.draw_fitted(surface, keys, (w // 2, foot.y + int(5 * s)), theme.CREAM, "center")

    def _content(
        self, surface: pygame.Surface, view: pygame.Rect, x: int, width: int, s: float
    ) -> int:
        """The scrolling part, drawn inside ``view`` (a text only when it shows whole there);
        returns where it ends."""
        st = self.app.settings
        faces, four = st.faces, st.four_colour
        surface.set_clip(view)
        y = view.y + int(16 * s) - self.scroll

        def text(fitted: theme.Fitted, pos: tuple[int, int], colour: tuple[int, ...],
                 align: str = "left") -> None:  # fmt: skip
            shown = pygame.Rect(pos[0], pos[1], 1, fitted.height)
            if view.contains(shown):
                theme.draw_fitted(surface, fitted, pos, colour, align)

        def card(image: pygame.Surface, at: tuple[int, int]) -> None:
            rect = image.get_rect(topleft=at)
            if rect.colliderect(view):
                surface.blit(image, rect)
                theme.mark(surface, "card", rect.clip(view))

        # The four suits, each with its ace and its name.
        ch = int(120 * s)
        slot = width // 4
        for suit in range(4):
            image = card_image(faces, suit * 10, ch, four)
            cx = x + suit * slot
            card(image, (cx, y))
            room = slot - image.get_width() - int(18 * s)
            name = theme.fit(suit_name(suit, faces), int(18 * s), room, bold=True, lines=2)
            text(name, (cx + image.get_width() + int(10 * s), y + (ch - name.height) // 2),
                 theme.CREAM)  # fmt: skip
        y += ch + int(24 * s)
        # One suit from the highest card to the lowest, with the points of each.
        order = theme.fit(
            _("From the highest card to the lowest, and the points each one is worth:"),
            int(18 * s), width,
        )  # fmt: skip
        text(order, (x, y), theme.CREAM)
        y += order.height + int(12 * s)
        ch = int(104 * s)
        step = (width - card_image(faces, 0, ch, four).get_width()) // 9
        below = 0
        for rank in range(10):
            image = card_image(faces, 10 + rank, ch, four)
            cx = x + rank * step
            card(image, (cx, y))
            centre = cx + image.get_width() // 2
            label = theme.fit(rank_name(rank, faces), int(15 * s), step - int(6 * s), lines=2)
            text(label, (centre, y + ch + int(6 * s)), theme.CREAM, "center")
            points = RANK_POINTS[rank]
            worth = theme.fit(_("{n} pts").format(n=points) if points else "–", int(16 * s),
                              step - int(6 * s), bold=True, lines=1)  # fmt: skip
            top = y + ch + int(10 * s) + label.height
            text(worth, (centre, top), theme.GOLD if points else theme.CREAM, "center")
            below = max(below, top + worth.height - y)
        y += below + int(30 * s)
        for heading, paragraph in rules_paragraphs(faces):
            head = theme.fit(heading, int(23 * s), width, bold=True)
            text(head, (x, y), theme.GOLD)
            y += head.height + int(6 * s)
            body = theme.fit(paragraph, int(19 * s), width)
            for line in body.lines:
                one = theme.Fitted((line,), body.size, body.line_height, body.width)
                text(one, (x, y), theme.PAPER)
                y += body.line_height
            y += int(14 * s)
        surface.set_clip(None)
        return y
