"""The rules on screen: the suits, the cards with their points, then the rules in short.

It opens in the language of the settings; the button at the top right (or the key G)
switches this page between Italiano and English, for a table that speaks both: only the
page changes (the footer says so), and the game is back in its own language on leaving.
"""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui import i18n
from coteccio_gui.i18n import LANGUAGE_NAMES, _, pgettext
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games import playable, presentation


class RulesScene(Scene):
    """The rules with pictures of the cards; scroll with the wheel, the arrows or Page keys."""

    def __init__(self, app: App, game: str | None = None, rules: Any = None) -> None:
        super().__init__(app)
        self.scroll = 0
        self.max_scroll = 0
        self.choosing = game is None
        """Opened from the title: the player may switch between the games' rules."""
        self.game = game or app.settings.last_game
        self.rules = rules
        """The house rules of the match in play (their values are said), or None."""
        self.switched = False
        """Whether G turned this page to the other language (undone on leaving)."""
        self._build()

    def _build(self) -> None:
        other = _other_language()
        buttons = [
            Button(_("Back"), lambda: self.app.pop(self)),
            Button(LANGUAGE_NAMES[other], self.switch_language),
        ]
        if self.choosing and len(playable()) > 1:
            buttons.append(Button(_("Other game"), self.next_game))
        self.group = ButtonGroup(buttons, horizontal=True)
        self.resized()

    def next_game(self) -> None:
        """The rules of the next game of the table."""
        names = playable()
        at = names.index(self.game) if self.game in names else -1
        self.game = names[(at + 1) % len(names)]
        self.scroll = 0
        self.app.dirty = True

    def switch_language(self) -> None:
        """Italiano ⇄ English for this page only: the settings keep the game's language."""
        i18n.set_language(_other_language())
        self.switched = True
        self.relabel()
        self.app.dirty = True

    def closed(self) -> None:
        """Leaving the page: the game speaks its own language again."""
        if self.switched:
            i18n.set_language(self.app.settings.language)

    def relabel(self) -> None:
        """Buttons in the new language (the text is asked for at every draw)."""
        focus = self.group.focus
        self._build()
        self.group.focus = focus

    def resized(self) -> None:
        """Buttons at the top right."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = int(160 * s) * len(self.group.buttons)
        self.group.layout(
            pygame.Rect(w - width - int(20 * s), int(16 * s), width, 0), int(42 * s), int(12 * s)
        )

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll; Esc or Backspace goes back; G switches the language; buttons by mouse or keys."""
        step = int(40 * theme.ui_scale(self.app.screen.get_size()))
        page = self.app.screen.get_height() - 3 * step
        intent = keys.intent(event)
        if intent in (keys.BACK, keys.ERASE):
            self.app.pop(self)
            return
        if intent == keys.LANGUAGE:
            self.switch_language()
        elif intent == keys.DOWN:
            self.scroll += step
        elif intent == keys.PAGE_DOWN:
            self.scroll += page
        elif intent == keys.UP:
            self.scroll -= step
        elif intent == keys.PAGE_UP:
            self.scroll -= page
        elif intent == keys.HOME:
            self.scroll = 0
        elif intent == keys.END:
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
        title = _("How to play {game}").format(game=presentation(self.game).title())
        heading = theme.fit(title, int(36 * s), buttons.left - x - int(16 * s), serif=True, lines=2)
        head = pygame.Rect(0, 0, w, max(buttons.bottom, int(16 * s) + heading.height) + int(10 * s))
        hint = theme.fit(
            _(
                "Arrows, Page Up/Down or the wheel scroll · G: these rules in {language} "
                "(only this page) · Esc: back"
            ).format(language=_language_said(_other_language())),
            int(14 * s), w - int(40 * s),
        )  # fmt: skip
        foot = pygame.Rect(0, h - hint.height - int(10 * s), w, hint.height + int(10 * s))
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
        theme.draw_fitted(surface, hint, (w // 2, foot.y + int(5 * s)), theme.CREAM, "center")

    def _content(
        self, surface: pygame.Surface, view: pygame.Rect, x: int, width: int, s: float
    ) -> int:
        """The scrolling part, drawn inside ``view`` (a text only when it shows whole there);
        returns where it ends."""
        st = self.app.settings
        look = presentation(self.game)
        faces, four = look.faces(st.faces), st.four_colour
        suits, caption, ranks = look.rule_cards(faces)
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
                drawlog.mark(surface, "card", rect.clip(view))

        # The suits, each with a card and its name.
        ch = int(120 * s)
        slot = width // max(1, len(suits))
        for i, (shown, suit) in enumerate(suits):
            image = card_image(faces, shown, ch, four)
            cx = x + i * slot
            card(image, (cx, y))
            room = slot - image.get_width() - int(18 * s)
            name = theme.fit(suit, int(18 * s), room, bold=True, lines=2)
            text(name, (cx + image.get_width() + int(10 * s), y + (ch - name.height) // 2),
                 theme.CREAM)  # fmt: skip
        y += (ch + int(24 * s)) if suits else 0
        # The cards from the highest to the lowest, with the points of each.
        if ranks:
            order = theme.fit(caption, int(18 * s), width)
            text(order, (x, y), theme.CREAM)
            y += order.height + int(12 * s)
            ch = int(104 * s)
            step = (width - card_image(faces, ranks[0][0], ch, four).get_width()) // max(
                1, len(ranks) - 1
            )
            below = 0
            for i, (shown, rank, points) in enumerate(ranks):
                image = card_image(faces, shown, ch, four)
                cx = x + i * step
                card(image, (cx, y))
                centre = cx + image.get_width() // 2
                label = theme.fit(rank, int(15 * s), step - int(6 * s), lines=2)
                text(label, (centre, y + ch + int(6 * s)), theme.CREAM, "center")
                worth = theme.fit(points, int(16 * s), step - int(6 * s), bold=True, lines=1)
                top = y + ch + int(10 * s) + label.height
                text(worth, (centre, top), theme.GOLD if points != "–" else theme.CREAM, "center")
                below = max(below, top + worth.height - y)
            y += below + int(30 * s)
        for heading, paragraph in look.rules(self.rules, faces):
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


def _other_language() -> str:
    """The language the G key turns this page to."""
    return "en" if i18n.language() == "it" else "it"


def _language_said(language: str) -> str:
    """``Italian`` or ``inglese``: a language named in the page's own."""
    if language == "it":
        return pgettext("language", "Italian")
    return pgettext("language", "English")
