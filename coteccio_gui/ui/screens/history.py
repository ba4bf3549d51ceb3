"""The hand history: step through a match record card by card, trick by trick, hand by hand.

Finished hands are shown face up (it is a review). The hand still in play of an unfinished
record is shown only as the table shows it: the one person's own cards, or none at a
hot-seat table. A record can be exported for a bug report; an unfinished one can be played
on from its end, except the match in play, which goes on through "Continue" only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from coteccio_gui.autosave import export_record, in_play
from coteccio_gui.i18n import _
from coteccio_gui.left import SeatRecord
from coteccio_gui.live import HUMAN
from coteccio_gui.record import Record, dumps_record, seat_kinds
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.board.felt import paint_felt
from coteccio_gui.ui.board.layout import table_layout
from coteccio_gui.ui.board.replay import Step, build_steps, hand_in_play, trick_number
from coteccio_gui.ui.board.review import boundary, paint_hand, paint_trick, seat_look
from coteccio_gui.ui.board.seat_panel import SeatPanels
from coteccio_gui.ui.board.seen import SeatSight
from coteccio_gui.ui.board.story import paint_story
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.lying import paint_lying
from coteccio_gui.ui.games.registry import entry


class HistoryScene(Scene):
    """A record shown step by step; the player moves through it and leaves with Esc."""

    def __init__(self, app: App, record: Record, source: Path | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.source = source
        self.look = presentation(record.game)
        self.names = self.look.seat_names(record.match, record.players)
        self.steps = build_steps(record)
        # a finished match is reviewed from its start; an unfinished one where it stops
        self.finished = record.match.outcome() is not None
        self.sight = SeatSight.of(record)
        """What this program's seat saw, for a match kept from a network table (else None)."""
        kinds = seat_kinds(record.meta, len(record.players))
        # A record without seat kinds resumes with the first seat a person (see the table).
        humans = [i for i, k in enumerate(kinds or [HUMAN]) if k == HUMAN]
        humans = humans if self.sight is None else [self.sight.seat]
        self.bottom = humans[0] if humans else 0
        self.hand_in_play = hand_in_play(record, self.steps)
        """The first step of the hand still being played (None: every hand is over)."""
        people = set(humans) if kinds else set()
        self.coach = entry(record.game).history_reviews(people, self.names)
        self.own_cards = set(humans) if len(humans) == 1 else set()
        """Whose cards of the hand in play the table would show: the one person's, or nobody's
        at a hot-seat table (only a curtain shows a person their cards)."""
        self.face_up: set[int] = set()
        """The seats whose cards the last drawing showed face up (the privacy tests read it)."""
        self.left = isinstance(record, SeatRecord)
        """A network match its guest left before the end: kept as seen, never played on."""
        self.in_play = not self.finished and not self.left
        if self.in_play:
            self.in_play = in_play(save_folder(app.data_folder), self.record_text())
        """Whether this is the match in play: it goes on through "Continue", never from here."""
        self.index = 0 if self.finished else len(self.steps) - 1
        self.exported: Path | None = None
        """Where the last export went."""
        self._background: pygame.Surface | None = None
        self.panels = SeatPanels()
        self.relabel()

    def go(self, index: int) -> None:
        """Show step ``index`` (clamped to the record); the moves that lead nowhere from it are
        dimmed and skipped, and the focus leaves them for "‹ Card", "Card ›" or Back."""
        last = len(self.steps) - 1
        self.index = max(0, min(last, index))
        self.play_on.enabled = self.at_end_unfinished() and not (self.in_play or self.left)
        for i, b in enumerate(self.nav):  # « Hand, ‹ Trick, ‹ Card | Card ›, Trick ›, Hand »
            b.enabled = self.index > 0 if i < 3 else self.index < last
        if not self.group.buttons[self.group.focus].live:
            self.group.focus = 2 if self.index > 0 else 3 if self.index < last else 7
        self.app.dirty = True

    def _boundary(self, forward: bool, kinds: tuple[str, ...]) -> None:
        """On (or back) to the next step of one of these kinds; the end (or start) if none."""
        self.go(boundary(self.steps, self.index, forward, kinds))

    def next_trick(self) -> None:
        """On to the end of the next trick."""
        self._boundary(True, ("trick", "deal"))

    def previous_trick(self) -> None:
        """Back to the end of the previous trick (or this hand's deal)."""
        self._boundary(False, ("trick", "deal"))

    def next_hand(self) -> None:
        """On to the next deal."""
        self._boundary(True, ("deal",))

    def previous_hand(self) -> None:
        """Back to this hand's deal, or the one before."""
        self._boundary(False, ("deal",))

    def hidden(self, index: int) -> bool:
        """Whether step ``index`` belongs to the hand in play (its hands are not all shown)."""
        return self.hand_in_play is not None and index >= self.hand_in_play

    def at_end_unfinished(self) -> bool:
        """Whether the last step of an unfinished record is showing (where play can go on)."""
        return not self.finished and self.index == len(self.steps) - 1

    def describe(self, step: Step) -> list[str]:
        """What happened at this step, in a few lines a player reads."""
        faces = self.look.faces(self.app.settings.faces)
        lines = self.look.step_lines(
            step.kind, step.hand, step.game, step.events, step.action, self.names, faces
        )
        lines = self.sight.lines(step, lines, self.look, faces) if self.sight else lines
        over = self.app.settings.coach and step.actions and not self.hidden(step.actions)
        if not over:
            return lines
        before = self.steps[step.actions - 1].game
        said = self.coach.lines(before, step.action, step.actions - 1, faces)
        return lines[:1] + said + lines[1:]  # the word on the card next to it, before the trick

    def record_text(self) -> str:
        """The record as a file holds it."""
        if isinstance(self.record, SeatRecord):
            return self.record.text
        return dumps_record(self.names, self.record.match, self.record.meta)

    def export(self) -> None:
        """Write the record into the exports folder for a bug report, and say where."""
        try:
            path = export_record(save_folder(self.app.data_folder), self.record_text())
        except OSError as e:
            self.app.notices.add(
                _("The record could not be exported: {reason}").format(
                    reason=e.strerror or type(e).__name__
                )
            )
            return
        self.exported = path
        self.app.notices.add(_("Record exported to {path}").format(path=path))

    def continue_match(self) -> None:
        """Sit down at this unfinished match where its record stops."""
        if not self.at_end_unfinished() or self.in_play or self.left:
            return
        self.app.nav.replace("resume", record=self.record)

    def relabel(self) -> None:
        """Build the buttons in the language of the moment."""
        self.nav = [
            Button(_("« Hand"), self.previous_hand),
            Button(_("‹ Trick"), self.previous_trick),
            Button(_("‹ Card"), lambda: self.go(self.index - 1)),
            Button(_("Card ›"), lambda: self.go(self.index + 1)),
            Button(_("Trick ›"), self.next_trick),
            Button(_("Hand »"), self.next_hand),
        ]
        self.tools = [
            Button(_("Export record"), self.export),
            Button(_("Back (Esc)"), lambda: self.app.pop(self)),
        ]
        self.play_on = Button(_("Play on from here"), self.continue_match)
        self.group = ButtonGroup([*self.nav, *self.tools, self.play_on], horizontal=True)
        self.group.focus = 3
        self.go(self.index)
        self.resized()

    def resized(self) -> None:
        """The table on the left above the bar of moves; the story and tools on the right."""
        w, h = self.app.screen.get_size()
        s = self.scale = theme.ui_scale((w, h))
        side_w = max(min(int(280 * s), w // 3), int(w * 0.28))
        bar_h = int(64 * s)
        self.area = (max(320, w - side_w), max(240, h - bar_h))
        self.side = pygame.Rect(self.area[0], 0, w - self.area[0], h)
        m = self.record.match
        fan = self.look.hand_size(
            m, max(len(st.game.hand(p)) for st in self.steps[:40] for p in range(m.players))
        )
        opened = range(m.players) if m.players <= 3 else ()  # room to read the others' cards
        way = self.look.clockwise
        self.layout = table_layout(self.area, m.players, self.bottom, 1.0, fan, opened, way)
        bar = pygame.Rect(int(12 * s), h - int(54 * s), self.area[0] - int(24 * s), int(40 * s))
        gap = int(8 * s)
        width = (bar.width - gap * (len(self.nav) - 1)) // len(self.nav)
        for i, b in enumerate(self.nav):
            b.rect = pygame.Rect(bar.x + i * (width + gap), bar.y, width, bar.height)
        inner = self.side.inflate(-int(28 * s), 0)
        for i, b in enumerate(reversed(self.tools)):
            b.rect = pygame.Rect(
                inner.x, h - int(54 * s) - i * int(50 * s), inner.width, int(40 * s)
            )
        self.play_on.rect = pygame.Rect(
            inner.x, self.tools[0].rect.y - int(66 * s), inner.width, int(48 * s)
        )
        self._background = None

    def handle(self, event: pygame.event.Event) -> None:
        """Arrows, Page keys, Home/End and the wheel move; Tab and Enter use the buttons."""
        intent = keys.intent(event)
        moves: dict[str, Callable[[], None]] = {
            keys.LEFT: lambda: self.go(self.index - 1),
            keys.RIGHT: lambda: self.go(self.index + 1),
            keys.UP: self.previous_trick,
            keys.DOWN: self.next_trick,
            keys.PAGE_UP: self.previous_hand,
            keys.PAGE_DOWN: self.next_hand,
            keys.HOME: lambda: self.go(0),
            keys.END: lambda: self.go(len(self.steps) - 1),
            keys.EXPORT: self.export,
        }
        if intent in (keys.BACK, keys.ERASE):
            self.app.pop(self)
            return
        if intent in moves:
            moves[intent]()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.go(self.index - event.y)
            return
        if self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The table at this step with every hand face up, the story so far, the buttons."""
        s = self.scale
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = paint_felt(surface.get_size(), self.layout.oval, 0, self.side)
        surface.blit(self._background, (0, 0))
        step = self.steps[self.index]
        lay = self.layout
        faces = self.look.faces(self.app.settings.faces)
        four = self.app.settings.four_colour
        hidden = self.hidden(self.index)
        dummies = step.game.face_up_hands()
        board = self.look.board(step.game, self.names)
        self.face_up = set()
        for spot in lay.spots:
            cards: Sequence[int | None] = self.look.arrange(
                step.game.hand(spot.seat), self.app.settings.sort_hands
            )
            shown = not hidden or spot.seat in self.own_cards or spot.seat in dummies
            if self.sight is not None:  # a network match: what this seat saw, nothing else
                cards, shown = self.sight.hand(step, cards, spot.seat), True
            if shown and any(c is not None for c in cards):
                self.face_up.add(spot.seat)
            paint_hand(surface, spot, cards, shown, (faces, four))
            seat = seat_look(self.look, board, spot.seat, step, self.names)
            self.panels.draw_roomy(surface, spot.panel, seat, s)
        hide = self.sight.hidden(step) if self.sight is not None else None
        found = self.look.spreads(step.game, board, self.names)
        paint_lying(surface, lay, found, (faces, four, s), hide)
        paint_trick(surface, lay, step, (faces, four))
        self._sidebar(surface, step, s)
        buttons = [*self.nav, *self.tools] + ([self.play_on] if self.play_on.enabled else [])
        for b in buttons:
            b.draw(surface, self.group.buttons[self.group.focus] is b, int(16 * s))

    def _sidebar(self, surface: pygame.Surface, step: Step, s: float) -> None:
        """Title, where we are, what happened, and the keys."""
        title = self.source.name if self.source is not None else ", ".join(self.names)
        title = self.sight.title() if self.sight is not None else title
        if step.hand:
            where = _("Hand {n}, trick {t}").format(n=step.hand, t=trick_number(step))
        else:
            where = _("Before the first deal")
        faces = self.look.faces(self.app.settings.faces)
        info = self.look.info(self.look.board(step.game, self.names), step.game, faces)[:1]
        status = [
            *((line, theme.GOLD) for line in info),
            (where, theme.PAPER),
            (_("Step {k} of {n}").format(k=self.index, n=len(self.steps) - 1), theme.CREAM),
        ]
        lines = self.describe(step)
        if self.hidden(self.index):
            lines.append(_("This hand is still being played: its cards stay hidden."))
        if self.at_end_unfinished() and self.in_play:
            lines.append(_('This is the match in play: "Continue" on the title picks it up.'))
        elif self.at_end_unfinished() and self.left:
            lines.append(_("You left the table here; the match went on without you."))
        elif self.at_end_unfinished():
            lines.append(_("The record stops here; the match is not over."))
        elif self.index == len(self.steps) - 1:
            lines.append(_("The end of the record."))
        bottom = self.play_on.rect.y if self.play_on.enabled else self.tools[0].rect.y
        paint_story(surface, self.side, s, title, status, lines, bottom)
