"""The title screen: continue the saved match, new match, records, history, statistics, quit.

"Continue" is there, first and focused, only when a match can be resumed. A saved
match that cannot be read has already been moved aside when the title shows, and
one line here says so; everything else works as usual.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.autosave import Resumable, check_autosave
from coteccio_gui.engine import card_from_code
from coteccio_gui.i18n import _
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.cardart import card_image
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup

SHOWCASE = ("Ac", "Rd", "Cs", "Fb", "7c")
ARROWS = {keys.UP: (0, -1), keys.DOWN: (0, 1), keys.LEFT: (-1, 0), keys.RIGHT: (1, 0)}


class TitleScene(Scene):
    """The first screen a player sees."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        try:
            self.saved = check_autosave(save_folder(app.data_folder))
        except Exception as e:  # a title that cannot look at the save still opens
            logging.getLogger("coteccio").warning("the autosave could not be checked: %s", e)
            why = e.strerror if isinstance(e, OSError) and e.strerror else type(e).__name__
            self.saved = Resumable(
                message=_("Your saved match could not be read ({reason}).").format(reason=why)
            )
        self.message = self.saved.message
        self.resumed: tuple[Any, int] | None = None
        """The saved match's game (its presentation) and hand, for "Continue": found after the
        first frame (the presentations are not needed to show the window)."""
        self.rows: list[list[Button]] = []
        self.group = ButtonGroup([])
        self.relabel()

    def relabel(self) -> None:
        """Build the buttons (in the language of the moment) and lay them out."""
        rows: list[list[Button]] = []
        if self.saved.record is not None:
            rows.append([Button(self._continue_label(), self.resume)])
        folder = save_folder(self.app.data_folder)  # a table to go back to comes first, focused
        if any((folder / "hosted" / "tables").glob("*.json")):
            rows.append([Button(_("Host your table again"), self.rehost)])
        if (folder / "joined-table.json").exists():
            rows.append([Button(_("Back to your table"), self.rejoin)])
        rows.append([Button(_("New match"), self.new_match)])
        rows.append([Button(_("Host a table"), self.host), Button(_("Join a table"), self.join)])
        rows.append(
            [Button(_("Open a record…"), self.open_record), Button(_("History"), self.history)]
        )
        rows.append([Button(_("Statistics"), self.statistics), Button(_("Rules"), self.rules)])
        rows.append([Button(_("Settings"), self.settings), Button(_("Quit"), self.app.quit)])
        self.rows = rows
        focus = self.group.focus
        self.group = ButtonGroup([b for row in rows for b in row])
        self.group.focus = min(focus, len(self.group.buttons) - 1)
        self.resized()

    def _continue_label(self) -> str:
        """The label of Continue: with the game and hand it resumes, once they are known."""
        if self.resumed is None:
            return _("Continue")
        look, hand = self.resumed
        return _("Continue: {game}, hand {n}").format(game=look.title(), n=hand)

    def busy(self) -> bool:
        """Until "Continue" says which game and hand it resumes (one frame after the first)."""
        return self.saved.record is not None and self.resumed is None

    def update(self, dt: float) -> None:
        """After the first frame: which game and hand "Continue" resumes."""
        record = self.saved.record
        if record is None or self.resumed is not None or not self.app.frames:
            return
        from coteccio_gui.ui.games import presentation  # not needed for the first frame

        look = presentation(record.game)
        self.resumed = (look, look.hand_number(record.match))
        self.relabel()
        self.app.dirty = True

    @property
    def _quit(self) -> int:
        """Where Quit is among the buttons: the last."""
        return len(self.group.buttons) - 1

    # ---- the buttons -----------------------------------------------------------------------

    def resume(self) -> None:
        """Sit down at the saved match exactly where it stood."""
        # the file may have changed meanwhile
        saved = check_autosave(save_folder(self.app.data_folder))
        if saved.record is None:
            self.saved = saved
            self.message = saved.message or _("The saved match is no longer there.")
            self.relabel()
            return
        self.app.nav.replace("resume", record=saved.record)

    def new_match(self) -> None:
        """Choose the game (when there is more than one), then the table set-up."""
        from coteccio_gui.ui.games import playable  # the presentations: not needed to start

        if len(playable()) > 1:
            self.app.nav.push("games")
        else:
            self.app.nav.push("setup", game=games.DEFAULT)

    def host(self) -> None:
        """Set up a table that friends on other computers join."""
        self.app.nav.push("host", game=self.app.settings.last_game or games.DEFAULT)

    def rehost(self) -> None:
        """Open again the table this program hosted, where it stood (guests come back)."""
        self.app.nav.push("rehost")

    def rejoin(self) -> None:
        """Sit again at the seat this program joined at a network table."""
        self.app.nav.push("rehost", guest=True)

    def join(self) -> None:
        """Sit at a table another computer hosts."""
        self.app.nav.push("join")

    def open_record(self) -> None:
        """Choose a record file anywhere and look at it in the hand history."""
        self.app.nav.push("files")

    def history(self) -> None:
        """The saved and finished matches."""
        self.app.nav.push("history_list")

    def statistics(self) -> None:
        """Statistics per player and the ledger of the pool."""
        self.app.nav.push("stats")

    def rules(self) -> None:
        """The rules of every game (Coteccio first)."""
        self.app.nav.push("rules")

    def settings(self) -> None:
        """Open the settings."""
        self.app.nav.push("settings")

    # ---- layout and input ------------------------------------------------------------------

    def resized(self) -> None:
        """Centre the grid of buttons: wide ones alone on a row, the others in pairs."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        height, gap = int(44 * s), int(10 * s)
        col = int(250 * s)
        width = 2 * col + gap
        top = self._buttons_top(h, s)
        for r, row in enumerate(self.rows):
            y = top + r * (height + gap)
            if len(row) == 1:
                row[0].rect = pygame.Rect((w - width) // 2, y, width, height)
            else:
                for c, b in enumerate(row):
                    b.rect = pygame.Rect((w - width) // 2 + c * (col + gap), y, col, height)

    def _buttons_top(self, h: int, s: float) -> int:
        """The buttons sit at half height, or higher when the message under them needs room."""
        w = self.app.screen.get_width()
        below = int(34 * s) + int(20 * s)  # the hint line at the bottom
        if self.message:
            below += self._message_box(w, s).height + int(24 * s)
        needed = len(self.rows) * int(54 * s) + below
        return min(int(h * 0.5), h - needed)

    def _message_box(self, w: int, s: float) -> pygame.Rect:
        fitted = self._message_fitted(w, s)
        return pygame.Rect(0, 0, fitted.width + int(40 * s), fitted.height + int(14 * s))

    def _message_fitted(self, w: int, s: float) -> theme.Fitted:
        return theme.fit(self.message, int(16 * s), min(w - int(100 * s), int(1000 * s)))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys (arrows move on the grid); Esc goes to Quit, and quits
        from there: one Esc too many, backing out of a screen, does not close the game."""
        intent = keys.intent(event)
        if intent == keys.BACK:
            if self.group.focus == self._quit:
                self.app.quit()
                return
            self.group.focus = self._quit
            self.app.dirty = True
        elif intent in ARROWS:
            self._move(*ARROWS[intent])
            self.app.dirty = True
        elif self.group.handle(event):
            self.app.dirty = True

    def _move(self, dx: int, dy: int) -> None:
        """Move the focus to the nearest button in that direction; at the edge it stays."""
        buttons = self.group.buttons
        rect = buttons[self.group.focus].rect
        here = rect.center
        best, best_cost = None, math.inf
        for i, b in enumerate(buttons):
            ox, oy = b.rect.centerx - here[0], b.rect.centery - here[1]
            along = ox * dx + oy * dy
            if along <= 0:
                continue
            # A button in the same row (or column) comes before one off it: Right from
            # 'Host a table' went up to the wide 'New match', whose centre was nearer.
            if dx:
                level = b.rect.top < rect.bottom and rect.top < b.rect.bottom
            else:
                level = b.rect.left < rect.right and rect.left < b.rect.right
            cost = along + 2 * abs(ox * dy + oy * dx) + (0 if level else 10**6)
            if cost < best_cost:
                best, best_cost = i, cost
        if best is not None:  # none: no wrap round to the far end ('Quit' under the top)
            self.group.focus = best

    def autopilot(self) -> None:
        """The self-test continues a saved match if there is one, else starts a new one."""
        if self.saved.record is not None:
            self.resume()
        else:
            self.new_match()

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the name of the game, a fan of cards, the buttons and any message."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        theme.title_felt(surface)
        top = self._buttons_top(h, s)
        name = theme.blit_text(
            surface, "Coteccio", int(80 * s), (w // 2, int(h * 0.04)), theme.GOLD, "midtop",
            serif=True,
        )  # fmt: skip
        motto = theme.fit(_("the card game of Trieste"), int(22 * s), w - int(40 * s))
        theme.draw_fitted(surface, motto, (w // 2, name.bottom + int(2 * s)), theme.CREAM, "center")
        fan_top = name.bottom + int(2 * s) + motto.height + int(12 * s)
        ch = max(40, min(int(h * 0.2), top - fan_top - int(24 * s)))
        for i, code in enumerate(SHOWCASE):
            image = card_image(
                self.app.settings.faces, card_from_code(code), ch, self.app.settings.four_colour
            )
            turned = pygame.transform.rotozoom(image, (i - 2) * -9, 1.0)
            x = w // 2 + (i - 2) * int(ch * 0.38)
            y = fan_top + ch // 2 + abs(i - 2) * int(ch * 0.05)
            rect = turned.get_rect(center=(x, y))
            surface.blit(turned, rect)
            drawlog.mark(surface, "card", rect)
        self.group.draw(surface, int(20 * s))
        bottom = max(b.rect.bottom for b in self.group.buttons)
        if self.message:
            self._message(surface, s, bottom)
        said = (
            _("Enter or Esc quits the game; the arrows choose another button")
            if self.group.focus == self._quit
            else _("Arrows and Enter, or the mouse")
        )
        hint = theme.fit(said, int(15 * s), w - int(40 * s))
        at = (w // 2, h - int(12 * s) - hint.height)
        theme.draw_fitted(surface, hint, at, theme.CREAM, "center")

    def _message(self, surface: pygame.Surface, s: float, bottom: int) -> None:
        """The message about a saved match that could not be read, whole, under the buttons."""
        w, h = surface.get_size()
        fitted = self._message_fitted(w, s)
        box = self._message_box(w, s)
        box.midtop = (w // 2, bottom + int(12 * s))
        theme.panel(surface, box, int(10 * s), (60, 16, 14, 225), theme.SOFT_RED, 2)
        theme.draw_fitted(surface, fitted, (box.centerx, box.y + int(7 * s)), theme.PAPER,
                          "center", box)  # fmt: skip
