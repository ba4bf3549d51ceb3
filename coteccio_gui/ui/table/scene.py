"""The table scene: the match in play, turned from engine events into what a person sees.

The engine's state moves at once; what is shown (``TableShow``) follows it one
event at a time, each with its animation. The next action is asked for only
when every event has been shown: a click from the human at the bottom, or a
decision from a computer player thinking in a worker thread.
"""

from __future__ import annotations

import random
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from coteccio_gui.engine import (
    Card,
    Event,
    HouseRules,
    IllegalAction,
    Match,
    MustFollowSuit,
    Phase,
    Trick,
    seat_view,
)
from coteccio_gui.i18n import _
from coteccio_gui.live import LiveMatch, new_table_number
from coteccio_gui.players import Player, make_player
from coteccio_gui.ui.board.layout import TableLayout, hand_card_positions, table_layout
from coteccio_gui.ui.core.anim import Animator, Done, Flight
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.table import dialogs as table_dialogs
from coteccio_gui.ui.table import paint as table_draw
from coteccio_gui.ui.words import suit_name

if TYPE_CHECKING:
    from coteccio_gui.record import Record

HUMAN = "human"
BEAT_S = 0.5
"""The least time a computer takes over a decision at normal speed, so people can follow."""
THINK_WAIT_S = 0.004
"""How long a frame waits for a thinking computer before drawing again."""


@dataclass
class SeatSetup:
    """Who sits in a seat: a name and ``human`` or a computer level."""

    name: str
    kind: str = HUMAN


def _known_kind(kind: object) -> bool:
    from coteccio_gui.players import ALL_LEVELS

    return kind == HUMAN or kind in ALL_LEVELS


class TableShow:
    """What the table shows now: it lags the engine by the events not yet animated."""

    def __init__(self, m: Match) -> None:
        n = m.players
        self.counts = [0] * n
        self.bottom_cards: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.taken = [0] * n
        self.tricks_won = [0] * n
        self.lives = list(m.lives)
        self.pool = m.pool
        self.dealer, self.leader = m.dealer, m.leader
        self.trick_leader: int | None = _trick_leader(m)
        """Who leads the trick in play (the hand's first leader only for its first trick)."""
        self.last_trick: Trick | None = None
        self.flash: dict[int, tuple[tuple[int, int, int], float]] = {}
        self.hand = m.hands_played + (m.phase is not Phase.FINISHED)
        """The number of the hand shown (the summary of hand 3 shows under "Hand 3")."""


def _trick_leader(m: Match) -> int | None:
    if m.phase not in (Phase.PLAY, Phase.CAPOTTO):
        return None
    if m.trick:
        return m.trick[0][0]
    return m.tricks[-1].winner if m.tricks else m.leader


class TableScene(Scene):
    """A match at the table, from the first deal to the winner."""

    def __init__(
        self,
        app: App,
        seats: list[SeatSetup],
        rules: HouseRules,
        seed: int,
        match: Match | None = None,
    ) -> None:
        super().__init__(app)
        self.seats = seats
        self.seed = seed
        self.rng = random.Random(seed)
        if match is None:
            match = Match.new(len(seats), rules, self.rng)
        else:  # resumed: the next deals must not repeat the ones already dealt
            self.rng = random.Random(f"{seed}-{len(match.actions)}")
        self.match = match
        self.rules = rules
        self.players: list[Player | None] = [
            None if s.kind == HUMAN else make_player(s.kind) for s in seats
        ]
        self.bot_rngs = [random.Random(f"{seed}-{i}") for i in range(len(seats))]
        humans = [i for i, s in enumerate(seats) if s.kind == HUMAN]
        self.bottom = humans[0] if humans else 0
        self.hot_seat = len(humans) > 1
        """Several people share the screen: a curtain hides the table between them."""
        self.viewer: int | None = humans[0] if humans and not self.hot_seat else None
        """The person who has the screen: only their cards are ever shown face up. In hot-seat
        nobody has it until they confirm a curtain, and nobody keeps it past a new deal."""
        self.show = TableShow(self.match)
        self.queue: deque[Event] = deque()
        self.anim = Animator()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coteccio-bot")
        self.future: Future[object] | None = None
        self.asked_at = 0.0
        self.clock = 0.0
        """Seconds of table time: what the computers' beat is measured in."""
        self.selected = 0
        self.message = ""
        self.message_left = 0.0
        self.peek_last = False
        self.asking_human = False
        self.pending_tips: list[str] = []
        """Tips waiting for the table to be still."""
        self.layout: TableLayout = table_layout(
            app.screen.get_size(), len(seats), self.bottom, app.settings.card_scale
        )
        self.painter = table_draw.TablePainter(self)
        self.number = new_table_number()
        app.live_tables.append(self)  # its match is in play until the table is closed

    @classmethod
    def resume(cls, app: App, record: Record) -> TableScene:
        """The table of a saved match, at the point where its record stops.

        The record's ``meta`` says who sits where (``seats``: ``human`` or a computer level)
        and the match's ``seed``; a record from elsewhere without them gets the first seat
        human and the others at the normal level.
        """
        meta = record.meta if isinstance(record.meta, dict) else {}
        kinds = meta.get("seats")
        n = len(record.players)
        if not (isinstance(kinds, list) and len(kinds) == n and all(_known_kind(k) for k in kinds)):
            kinds = [HUMAN] + ["normal"] * (n - 1)
        seed = meta.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            seed = 0
        seats = [SeatSetup(name, kind) for name, kind in zip(record.players, kinds, strict=True)]
        scene = cls(app, seats, record.match.rules, seed, match=record.match)
        scene.show = TableShow(record.match)
        if record.match.phase is not Phase.DEAL and record.match.phase is not Phase.FINISHED:
            scene.show.counts = [len(h) for h in record.match.hands]
            scene.show.bottom_cards = list(record.match.hands[scene.bottom])
            scene.show.trick = list(record.match.trick)
            scene.show.taken = list(record.match.taken)
            scene.show.tricks_won = [
                sum(1 for t in record.match.tricks if t.winner == s) for s in range(n)
            ]
            scene.show.last_trick = record.match.tricks[-1] if record.match.tricks else None
        return scene

    def meta(self) -> dict[str, Any]:
        """What the record keeps beyond the rules: who sits where, the seed, the app."""
        from coteccio_gui import __version__

        return {
            "app": f"coteccio {__version__}",
            "seats": [s.kind for s in self.seats],
            "seed": self.seed,
        }

    def live_match(self) -> LiveMatch:
        """This table's match as values: what the autosave and the statistics receive."""
        return LiveMatch(self.number, tuple(s.name for s in self.seats), self.match, self.meta())

    def record_text(self) -> str:
        """The match record (RECORD.md) of this table as it stands in the engine."""
        return self.live_match().record_text()

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table as it shows now."""
        self.painter.draw(surface)

    # ---- helpers ---------------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """Multiplier of animation times (0 at instant speed)."""
        return self.app.settings.speed_factor

    def name(self, seat: int) -> str:
        """The name of a seat."""
        return self.seats[seat].name

    def is_human(self, seat: int) -> bool:
        """Whether a person decides for this seat."""
        return self.players[seat] is None

    def sound(self, name: str) -> None:
        """Play one of the table's sounds (nothing happens with sound off or no device)."""
        self.app.sound.play(name)

    def tip(self, name: str) -> None:
        """Show a first-match tip (if tips are on and it was not seen yet) once the table is
        still: a tip never freezes cards in the air or a trick half gathered."""
        if name not in self.pending_tips:
            self.pending_tips.append(name)

    def _show_tip(self) -> bool:
        """Show the first waiting tip that is still to be seen; True if one is showing now."""
        from coteccio_gui.ui.screens.tips import maybe_tip

        while self.pending_tips:
            if maybe_tip(self, self.pending_tips.pop(0)):
                return True
        return False

    def say(self, message: str, seconds: float = 3.0) -> None:
        """Show a one-line message above the hand for a while."""
        self.message, self.message_left = message, seconds
        self.app.dirty = True

    def relabel(self) -> None:
        """Buttons in the new language (everything else is asked for at every draw)."""
        self.painter = table_draw.TablePainter(self)

    def resized(self) -> None:
        """Lay the table out again for the new window size."""
        self.layout = table_layout(
            self.app.screen.get_size(), len(self.seats), self.bottom, self.app.settings.card_scale
        )
        self.painter.invalidate()

    def busy(self) -> bool:
        """Moving while animating, showing events or waiting for a computer."""
        return bool(
            self.anim.busy()
            or self.queue
            or self.future is not None
            or self.message_left > 0
            or self.show.flash
        )

    def closed(self) -> None:
        """Stop the computer players' worker; the match is no longer in play here."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        if self in self.app.live_tables:
            self.app.live_tables.remove(self)

    # ---- the loop --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Animate, show pending events, then ask for the next action."""
        self.clock += dt
        self.anim.update(dt)
        self.message_left = max(0.0, self.message_left - dt)
        for seat, (colour, left) in list(self.show.flash.items()):
            if left - dt <= 0:
                del self.show.flash[seat]
            else:
                self.show.flash[seat] = (colour, left - dt)
        while not self.anim.busy() and self.app.top is self:
            if self._show_tip():
                return  # the table waits, still, until the tip is closed
            if not self.queue:
                break
            self._show_event(self.queue.popleft())
        if not self.queue and not self.anim.busy() and self.app.top is self:
            self._next_action()
            if self.waiting_for_bottom():
                self.tip("your_turn")
            self._show_tip()

    def _apply(self, events: list[Event]) -> None:
        self.queue.extend(events)
        self.app.dirty = True
        live = self.live_match()
        for hook in self.app.match_hooks:
            message = hook(live)
            if message:
                self.say(message, 6.0)

    def _next_action(self) -> None:
        m = self.match
        if m.phase is Phase.FINISHED:
            return
        if m.phase is Phase.DEAL:
            self._apply(m.deal(self.rng))
            return
        seat = m.turn
        player = self.players[seat]
        if player is None:
            self._ask_human(seat)
            return
        if self.future is None:
            view = seat_view(m, seat)
            rng = self.bot_rngs[seat]
            if m.phase is Phase.PLAY:
                self.future = self.executor.submit(player.choose_card, view, rng)
            elif m.phase is Phase.CAPOTTO:
                self.future = self.executor.submit(player.choose_capotto, view, rng)
            else:
                self.future = self.executor.submit(player.choose_doctor, view, rng)
            self.asked_at = self.clock
            return
        if not self.future.done():
            # Wait a moment with the GIL released: a loop that never sleeps (the self-test)
            # would otherwise starve the thinking thread. 4 ms keeps the window responsive.
            wait([self.future], timeout=THINK_WAIT_S)
        if not self.future.done() or self.clock - self.asked_at < BEAT_S * self.speed:
            return
        choice, self.future = self.future.result(), None
        if m.phase is Phase.PLAY:
            self._apply(m.play(seat, choice))  # type: ignore[arg-type]
        elif m.phase is Phase.CAPOTTO:
            self._apply(m.decide_capotto(seat, choice))  # type: ignore[arg-type]
        else:
            self._apply(m.decide_doctor(seat, bool(choice)))

    def _ask_human(self, seat: int) -> None:
        if seat != self.viewer:
            if self.hot_seat:
                from coteccio_gui.ui.screens.curtain import CurtainScene

                self.app.push(CurtainScene(self.app, self, seat))
                return
            self.handed_to(seat)
        if self.asking_human:
            return
        self.asking_human = True
        m = self.match
        if m.phase is Phase.CAPOTTO:
            self.app.push(table_dialogs.capotto(self, seat))
        elif m.phase is Phase.DOCTOR:
            self.app.push(table_dialogs.doctor(self, seat, seat_view(m, seat)))
        legal = m.legal_plays(seat)
        cards = self.show.bottom_cards
        if legal and (self.selected >= len(cards) or cards[self.selected] not in legal):
            self.selected = next(i for i, c in enumerate(cards) if c in legal)

    def handed_to(self, seat: int) -> None:
        """``seat``'s player has the screen: their hand comes to the bottom, face up."""
        self.viewer = seat
        self.message_left = 0.0  # a message for the last person is not for this one
        if seat != self.bottom:
            self.bottom = seat
            self.resized()
        self.show.bottom_cards = list(self.match.hands[seat])
        self.selected = 0
        self.app.dirty = True

    def shows_hand(self, seat: int) -> bool:
        """Whether ``seat``'s cards are drawn face up now."""
        return seat == self.bottom and seat == self.viewer and self.is_human(seat)

    def human_decided(self, events: list[Event]) -> None:
        """A person's capotto or doctor choice was applied."""
        self.asking_human = False
        self._apply(events)

    # ---- human input -----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks and keys: play a card, look at the last trick, open the menu."""
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.painter.buttons.handle(event):
                return
            for i, rect in reversed(list(enumerate(self.hand_rects()))):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.peek_last = False  # a card chosen: done looking at the last trick
                    self.try_play(i)
                    return
            self.peek_last = False
        elif event.type == pygame.MOUSEMOTION:
            for i, rect in reversed(list(enumerate(self.hand_rects()))):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    break

    def _key(self, event: pygame.event.Event) -> None:
        n = len(self.show.bottom_cards)
        if event.key == pygame.K_ESCAPE:
            from coteccio_gui.ui.screens.menu import GameMenu

            self.app.push(GameMenu(self.app, self))
        elif event.key == pygame.K_l:
            self.peek_last = not self.peek_last
        elif n and event.key in (pygame.K_LEFT, pygame.K_a):
            self.selected = (self.selected - 1) % n
        elif n and event.key in (pygame.K_RIGHT, pygame.K_d):
            self.selected = (self.selected + 1) % n
        elif n and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP):
            self.try_play(min(self.selected, n - 1))
        elif pygame.K_1 <= event.key <= pygame.K_5 and event.key - pygame.K_1 < n:
            self.selected = event.key - pygame.K_1
            self.try_play(self.selected)
        self.app.dirty = True

    def try_play(self, index: int) -> None:
        """The human at the bottom asks to play the card at ``index`` of their hand."""
        m = self.match
        seat = self.bottom
        if not self.is_human(seat):
            return
        if m.phase is Phase.PLAY and m.turn == seat and (self.queue or self.anim.busy()):
            return  # your turn is coming: the cards are still moving
        if m.phase is not Phase.PLAY or m.turn != seat:
            who = self.name(m.turn) if m.turn >= 0 else ""
            self.say(
                _("Wait for your turn: {name} is playing.").format(name=who)
                if who
                else _("Wait for your turn.")
            )
            return
        card = self.show.bottom_cards[index]
        try:
            events = m.play(seat, card)
        except MustFollowSuit as refused:
            faces = self.app.settings.faces
            self.say(_("You must follow suit: {suit}.").format(suit=suit_name(refused.suit, faces)))
            return
        except IllegalAction:
            self.say(_("You cannot play that card now."))
            return
        self.asking_human = False
        self.peek_last = False
        self._apply(events)

    def hand_rects(self) -> list[pygame.Rect]:
        """Where the bottom hand's cards are drawn (legal ones lifted while it is to play)."""
        spot = self.layout.spots[self.bottom]
        rects = hand_card_positions(spot, len(self.show.bottom_cards))
        if self.waiting_for_bottom():
            legal = set(self.match.legal_plays(self.bottom))
            lift = spot.card_height // 8
            for i, c in enumerate(self.show.bottom_cards):
                if c in legal:
                    rects[i] = rects[i].move(0, -lift - (lift // 2 if i == self.selected else 0))
        return rects

    def waiting_for_bottom(self) -> bool:
        """Whether the table waits for the human at the bottom to play a card."""
        m = self.match
        return (
            self.shows_hand(self.bottom)
            and m.phase is Phase.PLAY
            and m.turn == self.bottom
            and not self.queue
            and not self.anim.busy()
        )

    # ---- showing events --------------------------------------------------------------------

    def _show_event(self, e: Event) -> None:
        from coteccio_gui.ui.table import show as table_show

        table_show.show_event(self, e)

    def fly(
        self,
        card: Card | None,
        start: tuple[int, int],
        end: tuple[int, int],
        heights: tuple[int, int],
        seconds: float,
        delay: float = 0.0,
        on_done: Done = None,
        owner: int | None = None,
    ) -> None:
        """Send a card across the table at the current speed (at once with reduced motion).

        ``owner`` is the seat whose hand a face-up card comes from (the privacy checks read it).
        """
        k = self.app.settings.motion_factor
        self.anim.fly(
            Flight(
                card,
                start,
                end,
                heights[0],
                heights[1],
                duration=seconds * k,
                delay=delay * self.speed,
                on_done=on_done,
                owner=owner,
            )
        )
