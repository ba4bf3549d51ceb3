"""The statistics screen: a table per player name, the ledger of the pool, and a reset."""

from __future__ import annotations

import pygame

from coteccio_gui.autosave import save_folder
from coteccio_gui.i18n import _
from coteccio_gui.stats import PlayerStats, Stats, load_stats, reset_stats
from coteccio_gui.ui import theme
from coteccio_gui.ui.crash import wrap_message
from coteccio_gui.ui.dialogs import Choice, Dialog
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.widgets import Button, ButtonGroup
from coteccio_gui.ui.words import player_label

LEDGER_SHOWN = 200
"""The newest pools listed (the file keeps more)."""
NAME_SHARE = 0.2
"""The share of the table's width the names get; the numbers share the rest."""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


class StatsScene(Scene):
    """Who played, won, lost lives, made and saved capottos, called the doctor; the pool ledger."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self.max_scroll = 0
        self.load()
        self.relabel()

    def load(self) -> None:
        """Read ``stats.json`` (a broken one is moved aside and said so)."""
        self.stats: Stats
        try:
            self.stats, self.message = load_stats(save_folder(self.app))
        except OSError as e:
            self.stats = Stats()
            self.message = _("Your statistics could not be read ({reason}).").format(
                reason=e.strerror or type(e).__name__
            )

    def relabel(self) -> None:
        """Buttons in the language of the moment."""
        self.group = ButtonGroup(
            [
                Button(_("Reset statistics"), self.ask_reset),
                Button(_("Back"), lambda: self.app.pop(self)),
            ],
            horizontal=True,
        )
        self.group.focus = 1
        self.resized()

    def ask_reset(self) -> None:
        """Ask before forgetting everything."""
        self.app.push(
            Dialog(
                self.app,
                _("Reset the statistics?"),
                [_("Every player's statistics and the ledger of the pool will be forgotten.")],
                [
                    Choice(_("Reset"), "", self.reset),
                    Choice(_("Keep them"), "", lambda: None),
                ],
                default=1,
                cancel=1,
            )
        )

    def reset(self) -> None:
        """Forget every statistic."""
        try:
            reset_stats(save_folder(self.app))
        except OSError as e:
            self.message = _("The statistics could not be reset: {reason}").format(
                reason=e.strerror or type(e).__name__
            )
            return
        self.load()
        self.scroll = 0
        self.app.notices.add(_("The statistics were reset."))

    def resized(self) -> None:
        """Buttons at the bottom."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - int(40 * s), int(560 * s))
        bar = pygame.Rect((w - width) // 2, h - int(64 * s), width, 0)
        self.group.layout(bar, int(46 * s), int(16 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll with the wheel or the arrows; Esc goes back."""
        step = int(40 * theme.ui_scale(self.app.screen.get_size()))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += step * (8 if event.key == pygame.K_PAGEDOWN else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll -= step * (8 if event.key == pygame.K_PAGEUP else 1)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif not self.group.handle(event):
            return
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def rows(self) -> list[tuple[str, PlayerStats]]:
        """The players' table as it reads: a label (a computer says so) and the numbers."""
        return [(player_label(who.name, who.level), p) for who, p in self.stats.ranking()]

    def columns(self) -> list[str]:
        """The headings of the players' table."""
        return [
            _("Player"),
            _("Matches"),
            _("Wins"),
            _("Lives lost"),
            _("Capottos made"),
            _("Capottos saved"),
            _("Doctor calls"),
            _("Paid in"),
            _("Won"),
            _("Balance"),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        """Title, players' table, ledger (scrolled), buttons on a band at the bottom."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        width = min(w - int(40 * s), int(1100 * s))
        x = (w - width) // 2
        clip = pygame.Rect(0, 0, w, h - int(80 * s))
        surface.set_clip(clip)
        y = int(24 * s) - self.scroll
        theme.blit_text(
            surface, _("Statistics"), int(38 * s), (w // 2, y), theme.GOLD, "midtop", serif=True
        )
        y += int(60 * s)
        if self.message:
            for line in wrap_message(self.message, int(16 * s), width):
                theme.blit_text(surface, line, int(16 * s), (w // 2, y), theme.SOFT_RED, "midtop")
                y += int(21 * s)
            y += int(8 * s)
        y = self._players(surface, x, y, width, s)
        y = self._ledger(surface, x, y + int(24 * s), width, s)
        self.max_scroll = max(0, y + self.scroll - clip.height + int(20 * s))
        surface.set_clip(None)
        band = pygame.Rect(0, clip.bottom, w, h - clip.bottom)
        pygame.draw.rect(surface, theme.FELT_DARK, band)
        pygame.draw.line(surface, theme.PANEL_EDGE, band.topleft, band.topright, 1)
        self.group.draw(surface, int(19 * s))

    def _players(self, surface: pygame.Surface, x: int, y: int, width: int, s: float) -> int:
        ranking = self.rows()
        size = int(16 * s)
        if not ranking:
            theme.blit_text(
                surface,
                _("No finished matches yet: the statistics start with your first one."),
                int(18 * s),
                (x + width // 2, y + int(20 * s)),
                theme.CREAM,
                "midtop",
            )
            return y + int(60 * s)
        heads = self.columns()
        name_w = int(width * NAME_SHARE)
        col_w = (width - name_w) // (len(heads) - 1)
        lefts = [x] + [x + name_w + i * col_w for i in range(len(heads) - 1)]
        wrapped = [wrap_message(hd, int(14 * s), col_w - int(8 * s), bold=True) for hd in heads]
        lines = max(len(wr) for wr in wrapped)
        for i, wr in enumerate(wrapped):
            for k, line in enumerate(wr):
                pos = (lefts[i] + (0 if i == 0 else col_w), y + k * int(18 * s))
                anchor = "topleft" if i == 0 else "topright"
                theme.blit_text(surface, line, int(14 * s), pos, theme.GOLD, anchor, bold=True)
        y += lines * int(18 * s) + int(6 * s)
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (x + width, y), 1)
        y += int(6 * s)
        for n, (name, p) in enumerate(ranking):
            if n % 2:
                pygame.draw.rect(surface, theme.FELT, (x - 4, y - 2, width + 8, int(26 * s)))
            cells = [name, p.matches, p.wins, p.lives_lost, p.capottos_made, p.capottos_saved,
                     p.doctor_calls, p.paid, p.won, _signed(p.balance)]  # fmt: skip
            for i, cell in enumerate(cells):
                text = str(cell)
                if i == 0:
                    text = _fit(text, size, name_w - int(8 * s))
                pos = (lefts[i] + (0 if i == 0 else col_w), y)
                colour = theme.PAPER
                if i == len(cells) - 1 and p.balance:
                    colour = theme.GOLD if p.balance > 0 else theme.SOFT_RED
                anchor = "topleft" if i == 0 else "topright"
                theme.blit_text(surface, text, size, pos, colour, anchor, bold=i == 0)
            y += int(26 * s)
        return y

    def _ledger(self, surface: pygame.Surface, x: int, y: int, width: int, s: float) -> int:
        theme.blit_text(
            surface, _("Ledger of the pool"), int(24 * s), (x, y), theme.GOLD, serif=True
        )
        y += int(36 * s)
        if not self.stats.ledger:
            theme.blit_text(
                surface, _("No pool has been won yet."), int(16 * s), (x, y), theme.CREAM
            )
            return y + int(30 * s)
        size = int(15 * s)
        for entry in list(reversed(self.stats.ledger))[:LEDGER_SHOWN]:
            bots = entry.computers
            paid = ", ".join(
                _("{name}: {chips}").format(name=player_label(name, bots.get(name)), chips=chips)
                for name, chips in entry.paid.items()
            )
            head = _("{when}: {name} took the pool of {pool} chips.").format(
                when=entry.when,
                name=player_label(entry.winner, bots.get(entry.winner)),
                pool=entry.pool,
            )
            theme.blit_text(surface, head, size, (x, y), theme.PAPER, bold=True)
            y += int(21 * s)
            for line in wrap_message(_("Paid in: {list}").format(list=paid), size, width - 20):
                theme.blit_text(surface, line, size, (x + int(16 * s), y), theme.CREAM)
                y += int(20 * s)
            y += int(8 * s)
        return y


def _fit(text: str, size: int, width: int) -> str:
    font = theme.font(size, True)
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"
