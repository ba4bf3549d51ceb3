"""The table: any game's match in play, from the first deal to the end.

One way into the game: every decision (a card clicked, a dialog's choice, a computer's answer)
is an action given to ``act``, which the game applies; the events it returns are shown one at a
time (``Stage`` for the cards, the presentation for the rest), the next decision once all are.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from functools import partial
from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.live import LiveMatch, new_table_number
from coteccio_gui.ui.board.layout import TableLayout, table_layout
from coteccio_gui.ui.core import keys
from coteccio_gui.ui.core.anim import Animator
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.games.registry import entry
from coteccio_gui.ui.table import leaving, undo
from coteccio_gui.ui.table.asking import table_dialog
from coteccio_gui.ui.table.ending import ending_dialog, open_sheet
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.seeing import show_event
from coteccio_gui.ui.table.setup import TableSetup
from coteccio_gui.ui.table.show import Stage, TableShow
from coteccio_gui.ui.table.signals import SignalBar
from coteccio_gui.ui.table.source import LocalSource, Source
from coteccio_gui.ui.table.tips import TableTips
from coteccio_gui.ui.table.turns import Turns


class TableScene(Scene):
    """A match at the table: shows it, asks the people and the computers, applies what they do."""

    def __init__(
        self,
        app: App,
        setup: TableSetup | None = None,
        match: Game | None = None,
        source: Source | None = None,
    ) -> None:
        super().__init__(app)
        if source is None:
            assert setup is not None, "a local table needs its set-up"
            source = LocalSource(setup, match)
        self.source = source
        self.setup = source.setup
        self.spec = games.spec(self.setup.game)
        self.look = presentation(self.setup.game)
        self.hurry = False  # skipping to the result: the table shows no time
        self.turns = Turns(self)
        self.names = self.look.seat_names(source.match, self.setup.names)
        self._sit(source.match)
        self.coach = entry(self.setup.game).play_reviews()
        self.clock = 0.0  # seconds of table time: what the computers' beat is measured in
        self.message, self.message_left = "", 0.0
        self.ended = False
        self.tips = TableTips(self)
        self.signals = SignalBar(self)
        self.layout: TableLayout = self._lay_out()
        self.painter = self._painter()
        self.number = new_table_number()
        if source.local:
            app.live_tables.append(self)  # its match is in play until the table is closed

    @property
    def match(self) -> Game:
        """The match as this screen sees it (the source's)."""
        return self.source.match

    def _sit(self, match: Game) -> None:
        """Show ``match`` as it stands: a new or resumed match, one an undo rebuilt, or a
        network seat's match caught up with."""
        self.anim = Animator()
        self.show = TableShow.of(
            match, self.look.board(match, self.names), self.look.hand_key, self.app.settings
        )
        self.stage = Stage(self.show, self.anim, lambda: self.layout, self.speeds, self.sound)
        self.queue: deque[Event] = deque()

    def rebuild(self, match: Game) -> None:
        """Go on from ``match`` (an undo): nothing under way is kept, and the save follows."""
        assert isinstance(self.source, LocalSource)
        self.source.rebuild(match)
        self.turns.acted()
        self.turns.early.forget()
        self._sit(match)
        self.resized()
        self.deal_out([])

    def catch_up(self) -> None:
        """Show the match as it stands, the events that led there not shown one by one (a
        network window that opens, comes back or fell far behind)."""
        self.turns.acted()
        self.turns.early.forget()
        self.names = self.look.seat_names(self.match, self.setup.names)
        self._sit(self.match)
        self.resized()
        self.app.dirty = True

    def live_match(self) -> LiveMatch:
        """This table's match as values: what the autosave and the statistics receive."""
        return LiveMatch(self.number, tuple(self.setup.names), self.match, self.setup.meta())

    def record_text(self) -> str:
        """The match record of this table as it stands in the game."""
        return self.live_match().record_text()

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom (the person who has the screen, or the first)."""
        return self.turns.bottom

    @property
    def viewer(self) -> int | None:
        """The person who has the screen (``None`` in hot-seat until a curtain is lifted)."""
        return self.turns.viewer

    def waiting_for_bottom(self) -> bool:
        """Whether the table waits for the person at the screen to play a card."""
        return self.turns.waiting_for_card()

    def hand_rects(self) -> list[pygame.Rect]:
        """Where the bottom seat's cards are drawn now."""
        return self.turns.hand_rects(self.turns.bottom)

    def name(self, seat: int) -> str:
        """The name of a seat of the game (a dummy hand is named after its player)."""
        return self.names[seat]

    def is_human(self, seat: int) -> bool:
        """Whether a person at this screen decides for this seat of the game."""
        return self.source.decides_here(seat)

    @property
    def faces(self) -> str:
        """The faces the cards are drawn with."""
        return self.look.faces(self.app.settings.faces)

    def speeds(self) -> tuple[float, float]:
        """How fast the cards and pauses go: the settings', or no time while skipping."""
        st, go = self.app.settings, not self.hurry  # skipping to the result: no time
        return st.speed_factor * go, st.motion_factor * go

    def _lay_out(self) -> TableLayout:
        m = self.match
        fan = self.look.hand_size(m, max(len(m.hand(s)) for s in range(m.players)))
        size, scale = self.app.screen.get_size(), self.app.settings.card_scale
        up, way = m.face_up_hands(), self.look.clockwise
        return table_layout(size, m.players, self.turns.bottom, scale, fan, up, way)

    def _painter(self) -> TablePainter:
        hint = self.turns.input.hint if self.coach.on and self.app.settings.coach else None
        turns = self.turns
        back = partial(undo.take_back, self)
        painter = TablePainter(turns.show_tricks, self.open_menu, turns.input.choose, hint, back)
        painter.sheet.action = lambda: open_sheet(self)
        painter.invalidate(self.layout)
        return painter

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table as it shows now."""
        self.painter.paint(surface, frame_of(self))

    def relabel(self) -> None:
        """Buttons in the new language (everything else is asked for at every draw)."""
        self.painter = self._painter()

    def resized(self) -> None:
        """Lay the table out again for the new window size."""
        self.layout = self._lay_out()
        self.painter.invalidate(self.layout)

    def busy(self) -> bool:
        """Moving while animating, showing events or waiting for a computer."""
        shown = self.show
        moving = self.anim.busy() or self.queue or self.source.thinking or self.message_left > 0
        moving = moving or self.source.behind() or not self.clock  # news; the first frame
        return bool(moving or shown.flash or shown.fresh)

    def closed(self) -> None:
        """Stop the computers' and the coach's workers; the match is no longer in play here."""
        self.source.close()
        self.coach.close()
        self.app.live_tables[:] = [t for t in self.app.live_tables if t is not self]

    def sound(self, name: str) -> None:
        """Play one of the table's sounds (nothing happens with sound off or no device)."""
        self.app.sound.play(name)

    def say(self, message: str, seconds: float = 3.0) -> None:
        """Show a message above the hand for a while (lines said at once: one under another)."""
        self.message, self.message_left = message, seconds
        self.app.dirty = True

    def open_menu(self) -> None:
        """The menu over the table (a card clicked early is let go)."""
        self.turns.early.forget()
        leaving.open_menu(self)

    def skip_rest(self) -> None:
        """Skip to the result: the computers play on at once, the table shows no time."""
        self.hurry = True
        self.app.dirty = True

    def quiet(self) -> None:
        """Stop showing the message (it was for the person who had the screen before)."""
        self.message_left = 0.0

    def update(self, dt: float) -> None:
        """Take a server's news, animate, show pending events, then ask for the next action."""
        news = self.source.news()
        if news is None:
            self.catch_up()
        elif news:
            self.queue.extend(news)
            self.turns.moved_on()
            self.app.dirty = True
        if lines := self.source.said():  # after a slow frame or a dialog: every line, read
            self.say("\n".join(lines[-3:]), 4.0)  # together (the last said alone hid the rest)
        self.clock += dt
        self.anim.update(dt)
        self.message_left = max(0.0, self.message_left - dt)
        self.stage.tick(dt)
        while not self.anim.busy() and self.app.top is self and self.queue:
            show_event(self, self.queue.popleft())  # a tip holds nothing up: it waits at the side
        if not self.queue and not self.anim.busy() and self.app.top is self:
            self.stage.settle(self.match)
            self.turns.next()
            self.tips.at_turn()

    def act(self, actions: Action | Sequence[Action]) -> bool:
        """Apply an action (or several, in order) of the seat to act; False if refused."""
        todo = list(actions) if isinstance(actions, list) else [actions]
        events: list[Event] = []
        taken = False
        for action in todo:
            try:
                events += self.source.act(action)
            except IllegalAction as refused:
                self.say(self.look.refusal(refused, self.faces))
                break
            taken = True  # here: applied; at a server: sent, its events come back
        if not taken:
            return False
        self.turns.acted(taken=self.source.local)  # at a server: sent, taken when news says so
        if events:
            self.deal_out(events)
        return True

    def deal_out(self, events: list[Event]) -> None:
        """Queue the events of what was just done, and let the autosave know."""
        self.queue.extend(events)
        self.app.dirty = True
        if not self.source.local:
            return  # the server keeps the match
        live = self.live_match()
        for hook in self.app.match_hooks:
            message = hook(live)
            if message:
                self.say(message, 6.0)

    def dialog(self, spec: DialogSpec, on_choice: Any = None) -> Dialog:
        """A dialog the presentation described; its choice goes to ``on_choice``."""
        return table_dialog(self, spec, on_choice, partial(undo.from_dialog, self))

    def match_over(self) -> None:
        """The end of the match (once): the standings, then play again or back to the title."""
        if not self.ended:
            self.ended = True
            self.app.push(ending_dialog(self))

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks and keys: play a card, look at the tricks, open the menu, undo (Ctrl+Z)."""
        if undo.pressed(event):
            undo.take_back(self)
            return
        if self.tips.handle(event) or self.signals.handle(event):
            return  # a tip's or the signal bar's own button: every other click is the table's
        if keys.clicked(event):
            if self.painter.buttons.handle(event):
                return
            pile = self.painter.pile_at(event.pos)
            if pile is not None:
                self.turns.show_tricks(pile)
                return
        if keys.intent(event) == keys.SCORE_SHEET:
            return open_sheet(self)
        self.turns.input.handle(event)
