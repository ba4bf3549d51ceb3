"""The settings screen: every change shows at once and is saved at once."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.i18n import LANGUAGE_NAMES, LANGUAGES, _
from coteccio_gui.settings import CardSize, Speed
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.core import keys, prefs, theme
from coteccio_gui.ui.core.form import Form, Row
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.settings_words import SIZE_LABELS, SPEED_LABELS

SAMPLE = (0, 11, 22, 33)
"""Asso di coppe, Re di denari, Caval di spade, Fante di bastoni: one of each suit."""


def _on_off(value: bool) -> str:
    return _("on") if value else _("off")


def _cycle(options: list[str], now: str, step: int) -> str:
    return options[(options.index(now) + step) % len(options)]


class SettingsScene(Scene):
    """Language, cards, motion, sound, window and tips, changed live."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form([])
        self._build()

    # ---- rows ------------------------------------------------------------------------------

    def _change(self, apply: Callable[[App], None] | None = None) -> Callable[[], None]:
        def done() -> None:
            if apply is not None:
                apply(self.app)
            prefs.save(self.app)
            self.app.dirty = True

        return done

    def _build(self) -> None:
        st = self.app.settings
        focus = self.form.focus

        def language(step: int) -> None:
            st.language = _cycle(list(LANGUAGES), st.language, step)
            self._change(prefs.apply_language)()

        def faces(step: int) -> None:
            st.faces = "english" if st.faces == "triestine" else "triestine"
            self._change(prefs.apply_table)()

        def four(step: int) -> None:
            st.four_colour = not st.four_colour
            self._change(prefs.apply_table)()

        def size(step: int) -> None:
            st.card_size = CardSize(_cycle(list(CardSize), st.card_size, step))
            self._change(prefs.apply_table)()

        def sort(step: int) -> None:
            st.sort_hands = not st.sort_hands
            self._change()()  # the table arranges its hands again at its next frame

        def speed(step: int) -> None:
            st.speed = Speed(_cycle(list(Speed), st.speed, step))
            self._change()()

        def motion(step: int) -> None:
            st.reduced_motion = not st.reduced_motion
            self._change()()

        def sound(step: int) -> None:
            st.sound = not st.sound
            self._change(prefs.apply_sound)()
            self._sample()

        def volume(step: int) -> None:
            st.volume = max(0, min(100, st.volume + 10 * step))
            self._change(prefs.apply_sound)()
            self._sample()

        def fullscreen(step: int) -> None:
            st.fullscreen = not st.fullscreen
            self._change(prefs.apply_window)()

        def tips(step: int) -> None:
            st.tips = not st.tips
            if st.tips:
                st.tips_seen.clear()  # turned on again: show every tip again
            self._change()()

        def coach(step: int) -> None:
            st.coach = not st.coach
            self._change(prefs.apply_language)()  # the table shows or hides its Hint button

        def forced(step: int) -> None:
            st.forced_cards = not st.forced_cards
            self._change()()

        def faces_label() -> str:
            return _("Triestine") if st.faces == "triestine" else _("English")

        self.form = Form(
            [
                Row(_("Language"), lambda: LANGUAGE_NAMES[st.language], language),
                Row(_("Card faces"), faces_label, faces),
                Row(_("Four-colour English suits"), lambda: _on_off(st.four_colour), four),
                Row(_("Card size"), lambda: _(SIZE_LABELS[st.card_size]), size),
                Row(_("Hands"), lambda: _("sorted") if st.sort_hands else _("as dealt"), sort),
                Row(_("Animation speed"), lambda: _(SPEED_LABELS[st.speed]), speed),
                Row(_("Reduced motion"), lambda: _on_off(st.reduced_motion), motion),
                Row(_("Sound"), lambda: _on_off(st.sound), sound),
                Row(_("Volume"), lambda: f"{st.volume}%", volume),
                Row(_("Full screen"), lambda: _on_off(st.fullscreen), fullscreen),
                Row(_("Tips during a match"), lambda: _on_off(st.tips), tips),
                Row(_("Coach (Hint, H)"), lambda: _on_off(st.coach), coach),
                Row(_("Play a forced card for me"), lambda: _on_off(st.forced_cards), forced),
                Row(_("Done"), lambda: "", press=lambda: self.app.pop(self)),
            ]
        )
        self.form.focus = min(focus, len(self.form.rows) - 1)
        self.resized()

    def _sample(self) -> None:
        self.app.sound.play("card")

    # ---- scene -----------------------------------------------------------------------------

    def relabel(self) -> None:
        """Rows again in the new language."""
        self._build()

    def resized(self) -> None:
        """The rows on the left, the sample cards on the right when there is room."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - int(40 * s), int(620 * s))
        self.cards_beside = w >= width + int(420 * s)
        x = (w - width - (int(380 * s) if self.cards_beside else 0)) // 2
        row_h, gap = int(40 * s), int(8 * s)
        top = int(104 * s)
        needed = len(self.form.rows) * (row_h + gap)
        room = h - int(16 * s) - self._keys(w, s).height  # the keys' line stays clear
        if top + needed > room:  # a short window: tighter rows
            row_h = max(24, (room - top) // len(self.form.rows) - gap)
        self.form.layout(pygame.Rect(x, top, width, 0), row_h, gap)

    @staticmethod
    def _keys(w: int, s: float) -> theme.Fitted:
        """The line that names the keys, below the rows."""
        return theme.fit(
            _("Up and Down choose, Left and Right change, Esc goes back"),
            int(15 * s),
            w - int(40 * s),
            lines=1,
        )

    def handle(self, event: pygame.event.Event) -> None:
        """Form input; Esc closes."""
        if keys.intent(event) in (keys.BACK, keys.ERASE):
            self.app.pop(self)
        elif self.form.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The rows and sample cards in the chosen faces and size."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        heading = theme.fit(_("Settings"), int(40 * s), w - int(40 * s), serif=True, lines=1)
        theme.draw_fitted(surface, heading, (w // 2, int(26 * s)), theme.GOLD, "center")
        self.form.draw(
            surface, max(12, int(18 * s * min(1.0, self.form.rows[0].rect.height / (40 * s))))
        )
        keys = self._keys(w, s)
        bottom = max(r.rect.bottom for r in self.form.rows) + int(4 * s)
        top = max(bottom, h - int(8 * s) - keys.height)
        theme.draw_fitted(surface, keys, (w // 2, top), theme.CREAM, "center")
        if not self.cards_beside:
            return
        st = self.app.settings
        right = self.form.rows[0].rect.right + int(40 * s)
        ch = int(150 * s * st.card_scale)
        top = self.form.rows[0].rect.y + int(10 * s)
        for i, c in enumerate(SAMPLE):
            image = card_image(st.faces, c, ch, st.four_colour)
            x = right + (i % 2) * (image.get_width() + int(14 * s))
            y = top + (i // 2) * (ch + int(16 * s))
            surface.blit(image, (x, y))
