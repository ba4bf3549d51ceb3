"""The hand history: step through a match record card by card, trick by trick, hand by hand.

Finished hands are shown face up (it is a review). The hand still in play of an unfinished
record is shown only as the table shows it: the one person's own cards, or none at a
hot-seat table. Left/Right move one action, Up/Down one trick, Page Up/Page Down one hand,
Home/End to the ends; the buttons do the same. A record can be exported for a bug report;
an unfinished one can be played on from its end, except the match in play, which goes on
through "Continue" on the title only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from coteccio_gui.engine import (
    Capotto,
    CapottoChoice,
    CapottoOffered,
    Card,
    CardPlayed,
    Doctor,
    DoctorCalled,
    DoctorOffered,
    Event,
    HandAnnulled,
    HandDealt,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    Match,
    MatchWon,
    Phase,
    Restarted,
    SeatOut,
    TrickWon,
)
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.live import HUMAN, seat_kinds
from coteccio_gui.record import Record, dumps_record
from coteccio_gui.ui.board.layout import hand_card_positions, table_layout
from coteccio_gui.ui.board.seat_panel import SeatLook, SeatPanels
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.words import card_name


@dataclass(frozen=True)
class Step:
    """The table after some actions of a record, and what the last one did."""

    actions: int
    """How many actions of the record are applied."""
    kind: str
    """``start``, ``deal``, ``play``, ``trick`` (a play ending a trick), ``capotto``, ``doctor``"""
    hand: int
    """The number of the hand being played (1 for the first deal), 0 before it."""
    trick: int
    """Tricks finished in this hand."""
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[tuple[int, Card], ...]
    """The cards on the table; a trick just won stays there at its step."""
    winner: int | None
    """Who won the trick on the table, if it is finished."""
    lives: tuple[int, ...]
    taken: tuple[int, ...]
    pool: int
    dealer: int
    turn: int
    events: tuple[Event, ...]


def build_steps(record: Record) -> list[Step]:
    """Replay ``record`` action by action and keep the table after each one."""
    src = record.match
    m = Match(src.players, src.rules, src.first_dealer)
    steps = [_snapshot(m, "start", 0, None, ())]
    hand = 0
    for action in src.actions:
        events = tuple(m.apply(action))
        winner, shown, kind = None, None, "play"
        for e in events:
            if isinstance(e, HandDealt):
                hand += 1
                kind = "deal"
            elif isinstance(e, TrickWon):
                winner, shown, kind = e.seat, e.trick.plays, "trick"
        if isinstance(action, Capotto):
            kind = "capotto"
        elif isinstance(action, Doctor):
            kind = "doctor"
        steps.append(_snapshot(m, kind, hand, winner, events, shown))
    return steps


def _snapshot(
    m: Match,
    kind: str,
    hand: int,
    winner: int | None,
    events: tuple[Event, ...],
    shown: tuple[tuple[int, Card], ...] | None = None,
) -> Step:
    return Step(
        len(m.actions),
        kind,
        hand,
        len(m.tricks),
        tuple(tuple(h) for h in m.hands),
        tuple(m.trick) if shown is None else shown,
        winner,
        tuple(m.lives),
        tuple(m.taken),
        m.pool,
        m.dealer,
        m.turn,
        events,
    )


def describe(step: Step, names: list[str], action: object, faces: str) -> list[str]:
    """What happened at this step, in a few lines a player reads."""
    if step.kind == "start":
        return [_("The match begins: {name} deals first.").format(name=names[step.dealer])]
    lines: list[str] = []
    lost: list[str] = []
    gained: list[str] = []

    def lives_changed() -> None:
        if gained:
            lines.append(_("A life more: {names}.").format(names=", ".join(gained)))
        if lost:
            lines.append(_("A life less: {names}.").format(names=", ".join(lost)))
        gained.clear()
        lost.clear()

    for e in step.events:
        if isinstance(e, LifeLost):
            lost.append(names[e.seat])
            continue
        if isinstance(e, LifeGained):
            gained.append(names[e.seat])
            continue
        lives_changed()
        if isinstance(e, HandDealt):
            lines.append(
                _("Hand {n}: {dealer} deals, {leader} leads.").format(
                    n=step.hand, dealer=names[e.dealer], leader=names[e.leader]
                )
            )
        elif isinstance(e, CardPlayed):
            lines.append(
                _("{name} plays {card}.").format(name=names[e.seat], card=card_name(e.card, faces))
            )
        elif isinstance(e, TrickWon):
            lines.append(
                ngettext(
                    "{name} takes trick {n} ({points} point).",
                    "{name} takes trick {n} ({points} points).",
                    e.trick.points,
                ).format(name=names[e.seat], n=e.number + 1, points=e.trick.points)
            )
        elif isinstance(e, CapottoOffered):
            lines.append(_("{name} won the first four tricks: capotto?").format(name=names[e.seat]))
        elif isinstance(e, HandAnnulled):
            lines.append(_("{name} annuls the hand.").format(name=names[e.seat]))
        elif isinstance(e, HandScored):
            lines.append(_scored(e, names))
        elif isinstance(e, DoctorOffered):
            lines.append(_("{name} may call the doctor.").format(name=names[e.seat]))
        elif isinstance(e, DoctorCalled):
            lines.append(
                _("{name} calls the doctor: {fee} chips to the pool, back with {lives}.").format(
                    name=names[e.seat], fee=e.fee, lives=e.lives
                )
            )
        elif isinstance(e, SeatOut):
            lines.append(_("{name} is out of the match.").format(name=names[e.seat]))
        elif isinstance(e, Restarted):
            lines.append(_("Everyone died together: the match starts again, the pool stays."))
        elif isinstance(e, MatchWon):
            lines.append(
                _("{name} wins the match and takes the pool of {pool} chips.").format(
                    name=names[e.seat], pool=e.pool
                )
            )
    lives_changed()
    if isinstance(action, Capotto) and action.choice is CapottoChoice.PLAY:
        lines.append(_("{name} plays the last trick for capotto.").format(name=names[action.seat]))
    return lines


def _scored(e: HandScored, names: list[str]) -> str:
    if e.outcome is HandOutcome.CAPOTTO_MADE:
        return _("{name} won all five tricks: capotto!").format(name=names[e.last_trick])
    if e.outcome is HandOutcome.CAPOTTO_SAVED:
        return _("{name} won the fifth trick and saved the capotto.").format(
            name=names[e.last_trick]
        )
    losers = ", ".join(names[s] for s in e.losers)
    return _("Most points: {names}.").format(names=losers)


class HistoryScene(Scene):
    """A record shown step by step; the player moves through it and leaves with Esc."""

    def __init__(self, app: App, record: Record, source: Path | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.source = source
        self.names = list(record.players)
        self.steps = build_steps(record)
        # A finished match is reviewed from its start; an unfinished one (a bug report, a save)
        # opens where it stops, next to "Play on from here".
        self.finished = record.match.phase is Phase.FINISHED
        kinds = seat_kinds(record.meta, len(self.names))
        # A record without seat kinds resumes with the first seat a person (TableScene.resume).
        humans = [i for i, k in enumerate(kinds or [HUMAN]) if k == HUMAN]
        self.bottom = humans[0] if humans else 0
        self.hand_in_play = self._hand_in_play()
        """The first step of the hand still being played (None: every hand is over)."""
        self.own_cards = set(humans) if len(humans) == 1 else set()
        """Whose cards of the hand in play the table would show: the one person's, or nobody's
        at a hot-seat table (only a curtain shows a person their cards)."""
        self.face_up: set[int] = set()
        """The seats whose cards the last drawing showed face up (the privacy tests read it)."""
        self.in_play = False
        if not self.finished:
            from coteccio_gui.autosave import in_play, save_folder

            self.in_play = in_play(save_folder(app), self.record_text())
        """Whether this is the match in play: it goes on through "Continue", never from here."""
        self.index = 0 if self.finished else len(self.steps) - 1
        self.exported: Path | None = None
        """Where the last export went."""
        self._background: pygame.Surface | None = None
        self.panels = SeatPanels()
        self.relabel()

    # ---- moving ----------------------------------------------------------------------------

    def go(self, index: int) -> None:
        """Show step ``index`` (clamped to the record)."""
        self.index = max(0, min(len(self.steps) - 1, index))
        self.play_on.enabled = self.at_end_unfinished() and not self.in_play
        self.app.dirty = True

    def _boundary(self, forward: bool, kinds: tuple[str, ...]) -> None:
        """The next (or previous) step of one of these kinds; the end (or start) if none."""
        rng = range(self.index + 1, len(self.steps)) if forward else range(self.index - 1, -1, -1)
        for i in rng:
            if self.steps[i].kind in kinds:
                self.go(i)
                return
        self.go(len(self.steps) - 1 if forward else 0)

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

    def _hand_in_play(self) -> int | None:
        if self.record.match.phase not in (Phase.PLAY, Phase.CAPOTTO):
            return None
        return max(i for i, step in enumerate(self.steps) if step.kind == "deal")

    def hidden(self, index: int) -> bool:
        """Whether step ``index`` belongs to the hand in play (its hands are not all shown)."""
        return self.hand_in_play is not None and index >= self.hand_in_play

    def at_end_unfinished(self) -> bool:
        """Whether the last step of an unfinished record is showing (where play can go on)."""
        return not self.finished and self.index == len(self.steps) - 1

    # ---- buttons ---------------------------------------------------------------------------

    def record_text(self) -> str:
        """The record as a file holds it."""
        return dumps_record(self.names, self.record.match, self.record.meta)

    def export(self) -> None:
        """Write the record into the exports folder for a bug report, and say where."""
        from coteccio_gui.autosave import export_record, save_folder

        try:
            path = export_record(save_folder(self.app), self.record_text())
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
        if not self.at_end_unfinished() or self.in_play:
            return
        from coteccio_gui.ui.table.scene import TableScene

        self.app.replace(TableScene.resume(self.app, self.record))

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

    # ---- layout and input ------------------------------------------------------------------

    def resized(self) -> None:
        """The table on the left above the bar of moves; the story and tools on the right."""
        w, h = self.app.screen.get_size()
        s = self.scale = theme.ui_scale((w, h))
        side_w = max(min(int(280 * s), w // 3), int(w * 0.28))
        bar_h = int(64 * s)
        self.area = (max(320, w - side_w), max(240, h - bar_h))
        self.side = pygame.Rect(self.area[0], 0, w - self.area[0], h)
        self.layout = table_layout(self.area, len(self.names), self.bottom)
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
        if event.type == pygame.KEYDOWN:
            moves: dict[int, Callable[[], None]] = {
                pygame.K_LEFT: lambda: self.go(self.index - 1),
                pygame.K_RIGHT: lambda: self.go(self.index + 1),
                pygame.K_UP: self.previous_trick,
                pygame.K_DOWN: self.next_trick,
                pygame.K_PAGEUP: self.previous_hand,
                pygame.K_PAGEDOWN: self.next_hand,
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(len(self.steps) - 1),
            }
            if event.key == pygame.K_ESCAPE or event.key == pygame.K_BACKSPACE:
                self.app.pop(self)
                return
            if event.key in moves:
                moves[event.key]()
                return
            if event.key == pygame.K_e:
                self.export()
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.go(self.index - event.y)
            return
        if not self.play_on.enabled and self.group.focus == len(self.group.buttons) - 1:
            self.group.focus = 3
        if self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test leaves at once."""
        self.app.pop(self)

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The table at this step with every hand face up, the story so far, the buttons."""
        s = self.scale
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._paint_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        step = self.steps[self.index]
        lay = self.layout
        faces, four = self.app.settings.faces, self.app.settings.four_colour
        hidden = self.hidden(self.index)
        self.face_up = set()
        for spot in lay.spots:
            cards = step.hands[spot.seat]
            shown = not hidden or spot.seat in self.own_cards
            if shown and cards:
                self.face_up.add(spot.seat)
            for card, rect in zip(cards, hand_card_positions(spot, len(cards)), strict=True):
                image = card_image(faces, card, spot.card_height, four) if shown else None
                surface.blit(image or back_image(spot.card_height), rect)
            self._seat(surface, spot.seat, spot.panel, step, s)
        spots = {spot.seat: spot for spot in lay.spots}
        for seat, card in step.table:
            image = card_image(faces, card, lay.trick_height, four)
            rect = image.get_rect(center=spots[seat].trick)
            surface.blit(image, rect)
            if seat == step.winner:
                pygame.draw.rect(surface, theme.TURN_GLOW, rect.inflate(6, 6), 4, border_radius=8)
        self._sidebar(surface, step, s)
        buttons = [*self.nav, *self.tools] + ([self.play_on] if self.play_on.enabled else [])
        for b in buttons:
            b.draw(surface, self.group.buttons[self.group.focus] is b, int(16 * s))

    def _paint_background(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        bg = pygame.Surface(size)
        for y in range(0, h, 4):
            k = y / max(1, h)
            colour = [int(a + (b - a) * k) for a, b in zip((40, 30, 22), (20, 14, 10), strict=True)]
            pygame.draw.rect(bg, colour, (0, y, w, 4))
        oval = self.layout.oval
        rim = oval.inflate(int(oval.width * 0.05), int(oval.height * 0.07))
        pygame.draw.ellipse(bg, theme.WOOD, rim)
        pygame.draw.ellipse(bg, theme.WOOD_LIGHT, rim, max(2, rim.height // 90))
        pygame.draw.ellipse(bg, theme.FELT_DARK, oval)
        inner = oval.inflate(-oval.width // 30, -oval.height // 22)
        pygame.draw.ellipse(bg, theme.FELT, inner)
        pygame.draw.rect(bg, theme.FELT_DARK, self.side)
        pygame.draw.line(bg, theme.PANEL_EDGE, self.side.topleft, self.side.bottomleft, 2)
        return bg

    def _seat(
        self, surface: pygame.Surface, seat: int, box: pygame.Rect, step: Step, s: float
    ) -> None:
        # A small window: keep the whole name and the lives readable, the panel grows.
        name_w = theme.font(theme.LEAST_TEXT + 2, True).size(self.names[seat])[0]
        chip_w = theme.font(theme.LEAST_TEXT, True).size(_("D"))[0] + int(30 * s)
        wide = name_w + chip_w + int(24 * s)
        if box.height < int(44 * s) or box.width < wide:
            centre = box.center
            box = pygame.Rect(0, 0, max(box.width, wide), max(box.height, int(44 * s)))
            box.center = centre
        look = SeatLook(
            name=self.names[seat],
            lives=step.lives[seat],
            points=step.taken[seat] or None,
            dealer=step.dealer == seat,
            waiting=step.turn == seat,
            out=step.lives[seat] == 0,
        )
        self.panels.draw(surface, box, look, s)

    def _sidebar(self, surface: pygame.Surface, step: Step, s: float) -> None:
        """Title, where we are, what happened, and the keys: the story of the step is never
        cut; it gets smaller, and the list of keys gives way, when room is short."""
        side = self.side
        x = side.x + int(14 * s)
        width = side.width - int(28 * s)
        y = int(16 * s)
        heading = theme.fit(_("Hand history"), int(28 * s), width, serif=True, lines=2)
        theme.draw_fitted(surface, heading, (side.centerx, y), theme.GOLD, "center")
        y += heading.height + int(8 * s)
        title = self.source.name if self.source is not None else ", ".join(self.names)
        named = theme.fit(title, int(14 * s), width, lines=2)
        theme.draw_fitted(surface, named, (side.centerx, y), theme.CREAM, "center")
        y += named.height + int(8 * s)
        if step.hand:
            where = _("Hand {n}, trick {t} of 5").format(n=step.hand, t=min(5, step.trick + 1))
        else:
            where = _("Before the first deal")
        for text, colour in (
            (_("Pool: {n} chips").format(n=step.pool), theme.GOLD),
            (where, theme.PAPER),
            (_("Step {k} of {n}").format(k=self.index, n=len(self.steps) - 1), theme.CREAM),
        ):
            fitted = theme.fit(text, int(16 * s), width, bold=colour == theme.GOLD)
            theme.draw_fitted(surface, fitted, (x, y), colour)
            y += fitted.height + int(2 * s)
        y += int(8 * s)
        action = self.record.match.actions[step.actions - 1] if step.actions else None
        lines = describe(step, self.names, action, self.app.settings.faces)
        if self.hidden(self.index):
            lines.append(_("This hand is still being played: its cards stay hidden."))
        if self.at_end_unfinished() and self.in_play:
            lines.append(_('This is the match in play: "Continue" on the title picks it up.'))
        elif self.at_end_unfinished():
            lines.append(_("The record stops here; the match is not over."))
        elif self.index == len(self.steps) - 1:
            lines.append(_("The end of the record."))
        bottom = self.play_on.rect.y if self.play_on.enabled else self.tools[0].rect.y
        keys: theme.Fitted | None = theme.fit(
            "\n".join(
                (
                    _("Left/Right: one card"),
                    _("Up/Down: one trick"),
                    _("Page Up/Down: one hand"),
                    _("Home/End: start, end"),
                )
            ),
            int(13 * s),
            width,
        )
        pad = int(8 * s)
        story_room = bottom - int(12 * s) - y - 2 * pad
        keys_h = keys.height if keys is not None else 0
        story = _story("\n".join(lines), int(16 * s), width - 2 * pad, story_room - keys_h)
        if story.height > story_room - keys_h - int(12 * s):  # no room for the keys
            story = _story("\n".join(lines), int(16 * s), width - 2 * pad, story_room)
            keys = None
        box = pygame.Rect(x, y, width, story.height + 2 * pad)
        theme.panel(surface, box, int(10 * s), (12, 20, 16, 225), theme.PANEL_EDGE, 2)
        theme.draw_fitted(surface, story, (box.x + pad, box.y + pad), theme.PAPER, box=box)
        if keys is not None:
            theme.draw_fitted(surface, keys, (x, bottom - int(12 * s) - keys.height), theme.CREAM)


def _story(text: str, size: int, width: int, room: int) -> theme.Fitted:
    """What happened at a step, as large as the room allows (never cut short)."""
    fitted = theme.fit(text, size, width)
    while fitted.height > room and fitted.size > theme.LEAST_TEXT:
        fitted = theme.fit(text, fitted.size - 1, width)
    return fitted
