"""The score sheet over the table: every finished hand of the match, one under the other.

S or the Sheet button at the table opens it, and every end-of-hand summary offers it; Esc,
S or Close closes it. Up and Down (or the wheel) show earlier hands when they do not all fit:
whole hands only, never one cut in half.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from coteccio_gui.engine.played import Played
from coteccio_gui.i18n import _
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.sheet import Sheet, SheetHand, sheet_of


def change_text(total: int, change: int) -> str:
    """A score and how the hand changed it: ``3 (−1)``, ``11 (+4)``, or ``7`` unchanged."""
    if change == 0:
        return str(total)
    sign = "+" if change > 0 else "−"
    return f"{total} ({sign}{abs(change)})"


class ScoreSheetScene(Scene):
    """The score sheet of the match in play, over the table."""

    opaque = False

    def __init__(
        self,
        app: App,
        game: str,
        played: Played,
        names: Sequence[str],
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.look = presentation(game)
        self.sheet: Sheet = sheet_of(self.look, played, names, app.settings.faces)
        self.on_close = on_close
        self.first = 0
        """The first hand shown (the last ones are shown when it opens)."""
        self.relabel()

    def relabel(self) -> None:
        """The Close button in the new language."""
        self.group = ButtonGroup([Button(_("Close (Esc)"), self.close)])
        self.resized()

    def resized(self) -> None:
        """The box over most of the window; the last hands in sight."""
        w, h = self.app.screen.get_size()
        s = self.s = theme.ui_scale((w, h))
        margin = int(24 * s)
        self.box = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        button = pygame.Rect(0, 0, int(220 * s), int(44 * s))
        button.midbottom = (self.box.centerx, self.box.bottom - int(14 * s))
        self.group.layout(button, button.height, 0)
        self.first = max(0, len(self.sheet.hands) - self._room(len(self.sheet.hands)))

    def close(self) -> None:
        """Back to the table (or to what opened the sheet)."""
        self.app.pop(self)
        if self.on_close is not None:
            self.on_close()

    def autopilot(self) -> None:
        """The self-test closes the sheet at once."""
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc or S closes; Up, Down, Page Up, Page Down, Home, End and the wheel scroll."""
        intent = keys.intent(event)
        n, shown = len(self.sheet.hands), self._shown()
        if intent in (keys.BACK, keys.SCORE_SHEET):
            self.close()
            return
        step = {
            keys.UP: -1,
            keys.DOWN: 1,
            keys.PAGE_UP: -max(1, shown),
            keys.PAGE_DOWN: max(1, shown),
            keys.HOME: -n,
            keys.END: n,
        }.get(intent or "")
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        if step:
            self.first = max(0, min(self.first + step, n - max(1, self._room(n))))
            self.app.dirty = True
        elif self.group.handle(event):
            self.app.dirty = True

    # ---- drawing ---------------------------------------------------------------------------

    def _grid(self) -> tuple[int, list[int], int]:
        """The left edge of the table, each column's left edge and the column width."""
        s = self.s
        inner = self.box.inflate(-int(48 * s), 0)
        first = int(110 * s)
        n = max(1, len(self.sheet.columns))
        width = min(int(190 * s), (inner.width - first) // n)
        table = first + n * width
        left = inner.x + (inner.width - table) // 2
        return left, [left + first + i * width for i in range(n)], width

    def _notes(self, hand: SheetHand) -> theme.Fitted | None:
        if not hand.notes:
            return None
        left, lefts, width = self._grid()
        span = lefts[-1] + width - left - int(110 * self.s)
        return theme.fit(" ".join(hand.notes), int(14 * self.s), span)

    def _row_height(self) -> int:
        return int(30 * self.s)

    def _block(self, hand: SheetHand) -> int:
        notes = self._notes(hand)
        return self._row_height() + (notes.height + int(6 * self.s) if notes else 0)

    def _area(self) -> pygame.Rect:
        s = self.s
        top = self.box.y + int(64 * s) + self._row_height() * 2
        bottom = self.group.buttons[0].rect.top - int(34 * s)
        return pygame.Rect(self.box.x, top, self.box.width, max(0, bottom - top))

    def _shown(self) -> int:
        """How many hands fit from the first shown on."""
        used, shown = 0, 0
        for hand in self.sheet.hands[self.first :]:
            used += self._block(hand)
            if used > self._area().height:
                break
            shown += 1
        return shown

    def _room(self, last: int) -> int:
        """How many hands up to ``last`` (not included) fit, counting back from it."""
        room, used = 0, 0
        for hand in reversed(self.sheet.hands[:last]):
            used += self._block(hand)
            if used > self._area().height:
                break
            room += 1
        return max(1, room) if last else 0

    def draw(self, surface: pygame.Surface) -> None:
        """The table under a veil; the sheet: headings, the start, each hand with its notes."""
        s = self.s
        theme.shade(surface, 150)
        drawlog.new_layer("score sheet")
        theme.panel(surface, self.box, int(18 * s), theme.BOX, theme.PANEL_EDGE, 3)
        heading = _("Score sheet: {game}").format(game=self.look.title())
        if self.look.score_name() != _("Score"):  # lives, penalty points…: said in the title
            heading = _("Score sheet: {game} ({score})").format(
                game=self.look.title(), score=self.look.score_name().lower()
            )
        title = theme.fit(heading, int(28 * s), self.box.width - int(40 * s), serif=True, lines=1)
        theme.draw_fitted(
            surface,
            title,
            (self.box.centerx, self.box.y + int(16 * s)),
            theme.GOLD,
            "center",
            box=self.box,
        )
        left, lefts, width = self._grid()
        y = self.box.y + int(64 * s)
        self._row(surface, y, _("Hand"), self.sheet.columns, theme.GOLD, True)
        y += self._row_height()
        rule_y = y - int(5 * s)
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, rule_y), (lefts[-1] + width, rule_y))
        start = [str(v) for v in self.sheet.start]
        self._row(surface, y, _("Start"), start, theme.CREAM, False)
        y += self._row_height()
        hands = self.sheet.hands
        if not hands:
            message = _("No hand has finished yet.")
            theme.blit_text(surface, message, int(17 * s), (left, y + int(8 * s)), theme.PAPER)
        area, shown = self._area(), self._shown()
        for hand in hands[self.first : self.first + shown]:
            block = self._block(hand)
            cells = [change_text(t, c) for t, c in zip(hand.totals, hand.changes, strict=True)]
            number = _("{n} (void)").format(n=hand.number) if hand.annulled else str(hand.number)
            self._row(surface, y, number, cells, theme.PAPER, hand is hands[-1])
            notes = self._notes(hand)
            if notes is not None:
                theme.draw_fitted(surface, notes, (lefts[0], y + self._row_height()), theme.CREAM)
            y += block
        if hands and shown < len(hands):
            more = _("Hands {a}–{b} of {n}: Up and Down show the others.").format(
                a=hands[self.first].number,  # by the hands' numbers: a void deal is no hand
                b=hands[min(self.first + shown, len(hands)) - 1].number,
                n=hands[-1].number,
            )
            line = theme.fit(more, int(14 * s), self.box.width - int(48 * s), lines=1)
            theme.draw_fitted(
                surface,
                line,
                (self.box.centerx, area.bottom + int(6 * s)),
                theme.CREAM,
                "center",
                box=self.box,
            )
        self.group.draw(surface, int(18 * s))

    def _row(
        self,
        surface: pygame.Surface,
        y: int,
        label: str,
        cells: Sequence[str],
        colour: tuple[int, int, int],
        bold: bool,
    ) -> None:
        """One line of the grid: its label at the left, then a cell a column, centred."""
        s = self.s
        left, lefts, width = self._grid()
        size = int(17 * s)
        text, sz = theme.fit_label(label, size, int(100 * s), bold)
        theme.blit_text(surface, text, sz, (left, y), colour, bold=bold)
        for x, cell in zip(lefts, cells, strict=True):
            text, sz = theme.fit_label(cell, size, width - int(8 * s), bold)
            theme.blit_text(surface, text, sz, (x + width // 2, y), colour, "midtop", bold)
