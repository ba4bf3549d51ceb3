"""The statistics screen: each game's table of players, its ledger of pools, and a reset.

Every game's page is built the same way: matches and wins, the columns its presentation names
(``stats_columns``), and, where its matches had a pool, the chips paid in, won and the balance,
with the ledger of its pools below."""

from __future__ import annotations

import pygame

from coteccio_gui.game_stats import PAID, UNDONE, WON, GameRow
from coteccio_gui.i18n import N_, _
from coteccio_gui.stats import Stats, load_stats, reset_stats
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games import playable, presentation
from coteccio_gui.ui.words import player_label

Colour = tuple[int, int, int]
Row = tuple[str, list[str], Colour | None]
"""A player's label, the numbers, and the colour of the last number if it has its own."""

LEDGER_SHOWN = 200
"""The newest pools listed (the file keeps more)."""
NAME_SHARE = 0.2
"""The share of the table's width the names get; the numbers share the rest."""
POOL_HEADS = (N_("Paid in"), N_("Won"), N_("Balance"))
"""The headings of the chips, after a game's own, where its matches had a pool."""


class StatsScene(Scene):
    """Who played and won each game, what its own counters say, the chips of its pools."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self.max_scroll = 0
        self.load()
        last = app.settings.last_game
        played = self.stats.played
        self.game = last if played(last) else next(filter(played, playable()), last)
        """The game whose statistics are shown: the last one set up if it has a finished
        match, else the first that has one."""
        self.relabel()

    def load(self) -> None:
        """Read ``stats.json`` (a broken one is moved aside and said so)."""
        self.stats: Stats
        try:
            self.stats, self.message = load_stats(save_folder(self.app.data_folder))
        except OSError as e:
            self.stats = Stats()
            self.message = _("Your statistics could not be read ({reason}).").format(
                reason=e.strerror or type(e).__name__
            )

    def relabel(self) -> None:
        """Buttons in the language of the moment."""
        buttons = [
            Button(_("Reset statistics"), self.ask_reset),
            Button(_("Back"), lambda: self.app.pop(self)),
        ]
        label = _("Game: {name}").format(name=presentation(self.game).title())
        buttons.insert(0, Button(label, self.next_game))  # every game, played or not yet
        self.group = ButtonGroup(buttons, horizontal=True)
        self.group.focus = len(buttons) - 1
        self.resized()

    def shown_games(self) -> list[str]:
        """Every game, in the registry's order (one never played says so)."""
        return playable()

    def next_game(self) -> None:
        """Show the next game's statistics."""
        shown = self.shown_games()
        here = shown.index(self.game) if self.game in shown else 0
        self.game = shown[(here + 1) % len(shown)]
        self.scroll = 0
        focus = self.group.focus
        self.relabel()
        self.group.focus = focus

    def ask_reset(self) -> None:
        """Ask before forgetting everything."""
        self.app.push(
            Dialog(
                self.app,
                _("Reset the statistics?"),
                [_("Every player's statistics and the ledger of the pool will be forgotten.")],
                [Choice(_("Reset"), "", "reset"), Choice(_("Keep them"), "", None)],
                default=1,
                cancel=1,
                on_choice=lambda value: self.reset() if value == "reset" else None,
            )
        )

    def reset(self) -> None:
        """Forget every statistic."""
        try:
            reset_stats(save_folder(self.app.data_folder))
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
        # room for the longest label at the buttons' size (every game's name, so the buttons
        # stay put while the game changes): 'Azzera le statistiche' was drawn tiny at 900x600
        labels = [b.label for b in self.group.buttons[1:]]
        labels += [_("Game: {name}").format(name=presentation(g).title()) for g in playable()]
        widest = max(theme.font(int(19 * s), True).size(label)[0] for label in labels)
        n, gap = len(self.group.buttons), int(16 * s)
        wanted = n * (widest + int(40 * s)) + gap * (n - 1)
        width = min(w - int(40 * s), max(int(560 * s), wanted))
        bar = pygame.Rect((w - width) // 2, h - int(64 * s), width, 0)
        self.group.layout(bar, int(46 * s), gap)

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll with the wheel or the arrows; Esc goes back."""
        step = int(40 * theme.ui_scale(self.app.screen.get_size()))
        intent = keys.intent(event)
        if intent in (keys.BACK, keys.ERASE):
            self.app.pop(self)
        elif intent in (keys.DOWN, keys.PAGE_DOWN):
            self.scroll += step * (8 if intent == keys.PAGE_DOWN else 1)
        elif intent in (keys.UP, keys.PAGE_UP):
            self.scroll -= step * (8 if intent == keys.PAGE_UP else 1)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif not self.group.handle(event):
            return
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def rows(self) -> list[Row]:
        """The players' table as it reads: a label (a computer says so), the numbers, and the
        colour of the last one (the balance of the chips) if it has its own."""
        keys_ = [k for k, _h in presentation(self.game).stats_columns()]
        pool = self.stats.has_pool(self.game)
        out: list[Row] = []
        for who, r in self.stats.ranking(self.game):
            numbers = [str(n) for n in (r.matches, r.wins, *(r.count(k) for k in keys_))]
            numbers += _chips(r) if pool else []
            colour = None if not pool or not r.balance else _balance_colour(r.balance)
            out.append((player_label(who.name, who.level), numbers, colour))
        return out

    def columns(self) -> list[str]:
        """The headings of the players' table."""
        own = [h for _k, h in presentation(self.game).stats_columns()]
        if self.stats.has_pool(self.game):
            own += [_(h) for h in POOL_HEADS]
        return [_("Player"), _("Matches"), _("Wins"), *own]

    def undone_line(self) -> str:
        """In how many matches of this game each person took a move back (empty if none)."""
        rows = [(w, r.count(UNDONE)) for w, r in self.stats.ranking(self.game)]
        counts = [(w.name, n) for w, n in rows if w.level is None and n]
        if len(counts) < 2:  # one person (undo is for one person against computers), or none
            said = "".join(str(n) for _name, n in counts)
        else:
            said = ", ".join(_("{name}: {count}").format(name=k, count=n) for k, n in counts)
        return _("Matches with a move taken back: {count}").format(count=said) if said else ""

    def draw(self, surface: pygame.Surface) -> None:
        """Title, players' table, ledger (scrolled), buttons on a band at the bottom."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        width = min(w - int(40 * s), int(1100 * s))
        x = (w - width) // 2
        buttons = self.group.buttons[0].rect.unionall([b.rect for b in self.group.buttons])
        self.view = pygame.Rect(0, 0, w, buttons.top - int(14 * s))
        surface.set_clip(self.view)
        y = int(24 * s) - self.scroll
        title = _("Statistics: {game}").format(game=presentation(self.game).title())
        y = self._put(surface, theme.fit(title, int(38 * s), width, serif=True),
                      (w // 2, y), theme.GOLD, "center") + int(16 * s)  # fmt: skip
        if self.message:
            fitted = theme.fit(self.message, int(16 * s), width)
            y = self._put(surface, fitted, (w // 2, y), theme.SOFT_RED, "center") + int(8 * s)
        y = self._players(surface, x, y, width, s)
        if line := self.undone_line():
            fitted = theme.fit(line, int(16 * s), width)
            y = self._put(surface, fitted, (x, y + int(10 * s)), theme.CREAM) + int(4 * s)
        if self.stats.has_pool(self.game):
            y = self._ledger(surface, x, y + int(24 * s), width, s)
        self.max_scroll = max(0, y + self.scroll - self.view.height + int(20 * s))
        surface.set_clip(None)
        band = pygame.Rect(0, self.view.bottom, w, h - self.view.bottom)
        pygame.draw.rect(surface, theme.FELT_DARK, band)
        pygame.draw.line(surface, theme.PANEL_EDGE, band.topleft, band.topright, 1)
        self.group.draw(surface, int(19 * s))

    def _put(
        self,
        surface: pygame.Surface,
        fitted: theme.Fitted,
        pos: tuple[int, int],
        colour: tuple[int, ...],
        align: str = "left",
    ) -> int:
        """Draw laid-out text if it shows whole in the scrolled view; returns its bottom."""
        if self.view.top <= pos[1] and pos[1] + fitted.height <= self.view.bottom:
            theme.draw_fitted(surface, fitted, pos, colour, align)
        return pos[1] + fitted.height

    def _players(self, surface: pygame.Surface, x: int, y: int, width: int, s: float) -> int:
        ranking = self.rows()
        size = int(16 * s)
        if not ranking:
            empty = _("No finished match of {game} yet: its statistics start with the first.")
            empty = empty.format(game=presentation(self.game).title())
            fitted = theme.fit(empty, int(18 * s), width)
            return self._put(surface, fitted, (x + width // 2, y + int(20 * s)), theme.CREAM,
                             "center") + int(20 * s)  # fmt: skip
        heads = self.columns()
        pad = int(12 * s)  # the names' column widens to the longest name while numbers fit
        names = max(theme.font(size, True).size(row[0])[0] for row in ranking) + pad
        words = [theme.font(int(14 * s), True).size(w)[0] for h in heads[1:] for w in h.split()]
        head = max(words) + pad  # a heading may take two lines: its widest word must fit
        name_w = max(int(width * NAME_SHARE), min(names, width - head * (len(heads) - 1)))
        col_w = (width - name_w) // (len(heads) - 1)
        lefts = [x] + [x + name_w + i * col_w for i in range(len(heads) - 1)]
        heading = [
            theme.fit(hd, int(14 * s), (name_w if i == 0 else col_w) - int(8 * s), bold=True)
            for i, hd in enumerate(heads)
        ]
        for i, fitted in enumerate(heading):
            at = (lefts[i], y) if i == 0 else (lefts[i] + col_w, y)
            self._put(surface, fitted, at, theme.GOLD, "left" if i == 0 else "right")
        y += max(f.height for f in heading) + int(6 * s)
        if self.view.top <= y <= self.view.bottom:
            pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (x + width, y), 1)
        y += int(6 * s)
        for n, (label, numbers, last) in enumerate(ranking):
            name = theme.fit(label, size, name_w - int(8 * s), bold=True, lines=2)
            row_h = max(int(26 * s), name.height + int(4 * s))
            if n % 2 and self.view.top <= y and y + row_h <= self.view.bottom:
                pygame.draw.rect(surface, theme.STRIPE, (x - 4, y - 2, width + 8, row_h))
            self._put(surface, name, (x, y), theme.PAPER)
            for i, number in enumerate(numbers, start=1):
                colour = last if i == len(numbers) and last is not None else theme.PAPER
                fitted = theme.fit(number, size, col_w - int(8 * s), lines=1)
                self._put(surface, fitted, (lefts[i] + col_w, y), colour, "right")
            y += row_h
        return y

    def _ledger(self, surface: pygame.Surface, x: int, y: int, width: int, s: float) -> int:
        heading = theme.fit(_("Ledger of the pool"), int(24 * s), width, serif=True)
        y = self._put(surface, heading, (x, y), theme.GOLD) + int(10 * s)
        if not self.stats.ledger(self.game):
            fitted = theme.fit(_("No pool has been won yet."), int(16 * s), width)
            return self._put(surface, fitted, (x, y), theme.CREAM) + int(10 * s)
        size = int(15 * s)
        for entry in list(reversed(self.stats.ledger(self.game)))[:LEDGER_SHOWN]:
            bots = entry.computers
            paid = ", ".join(
                _("{name}: {chips}").format(name=player_label(name, bots.get(name)), chips=chips)
                for name, chips in entry.paid.items()
            )
            head = _("{when}: {name} took the pool of {pool} chips.").format(
                when=entry.when,
                name=", ".join(player_label(w, bots.get(w)) for w in entry.winners),
                pool=entry.pool,
            )
            y = self._put(surface, theme.fit(head, size, width, bold=True), (x, y), theme.PAPER)
            paid_in = theme.fit(_("Paid in: {list}").format(list=paid), size, width - int(16 * s))
            y = self._put(surface, paid_in, (x + int(16 * s), y), theme.CREAM) + int(8 * s)
        return y


def _chips(row: GameRow) -> list[str]:
    """The chips a player paid into pools, took out of them, and the balance (signed)."""
    return [str(row.count(PAID)), str(row.count(WON)), f"{row.balance:+d}" if row.balance else "0"]


def _balance_colour(balance: int) -> Colour:
    """Gold for a gain, red for a loss."""
    return theme.GOLD if balance > 0 else theme.SOFT_RED
