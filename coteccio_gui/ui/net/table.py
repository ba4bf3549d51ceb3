"""The table of a network match, for the host and for each guest.

The match lives on the server; this window shows what the seat's latest update holds, drawn
as the local table draws a match (its layout, seat panels, hands, trick and painter): the
person at the bottom, the others round the table with their network state, a dummy's hand
face up at its seat, the cards moving as the events come, the last tricks a click away. A
click on a card the update allows sends it (with the lead signal chosen, in Tressette);
a choice that is not a card is a button in the middle of the table, or behind Choices (C)
while cards may be played too. Esc opens the menu; S the standings; L the tricks.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any, cast

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import _
from coteccio_gui.net import codec
from coteccio_gui.net.keep import keep_finished
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.net.cards import act_words, action_words, card_of, reader
from coteccio_gui.ui.net.clicks import NetInput
from coteccio_gui.ui.net.frame import (
    asking,
    frame_of,
    hand_cards,
    hand_rects,
    lying_rects,
    paint_outcome,
    place_choices,
)
from coteccio_gui.ui.net.leads import NetLegal, NetTurns, say_signals
from coteccio_gui.ui.net.moves import NetShow
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.net.session import JOINED, Session
from coteccio_gui.ui.net.telling import Teller
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.show import TableShow
from coteccio_gui.ui.table.signals import SignalBar
from coteccio_gui.ui.table.tips import TableTips


class NetTableScene(Scene):
    """One seat's window on a match held by a server."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.held: dict[str, Any] = session.state
        """The update the window shows and acts on (the client's thread may hold a newer one)."""
        self.sent: int | None = None
        """The event number the last action was sent at (the next waits for a newer update)."""
        link = _link(session)
        self.errors = len(link.errors) if link is not None else 0
        """How many of the server's error lines this window has shown."""
        self.group = ButtonGroup([], horizontal=True)
        game = session.state.get("game", "coteccio")
        self.read = reader(game)
        self._code = codec.spec_of(game).pack.code
        self.seating = Seating(game, self.read)
        self.look = self.seating.look
        self.turns = NetTurns(self)
        self.match = NetLegal(self)
        self.signals = SignalBar(self)
        self.tips = TableTips(cast(Any, self))  # the local table's: how to play a card, a signal
        self.message, self.message_left = "", 0.0
        self.heard = 0
        """How many signals given by others have been said."""
        self.layout = self.placed()
        sort, sound = lambda: app.settings.sort_hands, lambda name: app.sound.play(name)  # noqa: E731
        self.teller = tell = Teller(self)  # the game's moments, said as they are shown
        self.moves = NetShow(self.seating, lambda: self.layout, self.speeds, sound, sort, tell)
        self.input = NetInput(self)
        self.painter = self._painter()
        self.moves.follow(self.state, link.history if link is not None else [])
        self.refresh()

    # ---- what the update says ------------------------------------------------------------------

    @property
    def state(self) -> dict[str, Any]:
        """The seat's update as this window has taken it in."""
        return self.held

    @property
    def view(self) -> dict[str, Any]:
        """The seat's view (empty before the first deal)."""
        return self.state.get("view") or {}

    @property
    def show(self) -> TableShow:
        """What the table shows now (it lags the update by the events still moving)."""
        return self.moves.show

    @property
    def names(self) -> list[str]:
        """Every seat's name (a dummy's after its player)."""
        return self.seating.names(self.state)

    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.names[seat]

    @property
    def faces(self) -> str:
        """The faces the cards are drawn with (a game's own pack, or the player's choice)."""
        return self.look.faces(self.app.settings.faces)

    def code(self, card: Card) -> str:
        """A card's record code."""
        return self._code(card)

    def plays(self) -> dict[str, dict[str, Any]]:
        """The cards the person may play (give, discard) now, by code, each with its plain
        action."""
        out: dict[str, dict[str, Any]] = {}
        for action in self.state.get("legal", []):
            code = card_of(action)
            if code is not None and ("signal" not in action or code not in out):
                out[code] = action
        return out

    def acting(self) -> int:
        """The seat the person decides for now (their own, or a dummy's)."""
        acting = self.state.get("acting_for")
        return acting if isinstance(acting, int) and self.state.get("legal") else self.bottom

    @property
    def bottom(self) -> int:
        """The person's seat, at the bottom of the table."""
        return self.seating.bottom(self.state)

    def playable(self, seat: int) -> set[Card]:
        """The cards of ``seat`` the person may play now."""
        if seat != self.acting():
            return set()
        return {self.read(code) for code in self.plays()}

    def moving(self) -> bool:
        """Whether cards are still moving to where the update has them."""
        return self.moves.busy()

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Each face-up card of the hand the person plays from now, by code, with the part of
        it that shows (a click there picks it; a card that may be played is lifted)."""
        seat = self.acting()
        rects = hand_rects(self, seat)
        shown = [r.clip(r.x, r.y, max(1, n.x - r.x), r.h) for r, n in pairwise(rects)]
        shown += rects[-1:]
        pairs = zip(hand_cards(self, seat), shown, strict=True)
        return [(self.code(c), r) for c, r in pairs if c is not None]

    # ---- acting ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Buttons for the choices that are not a card (or leaving, when the match is over)."""
        if self.state.get("status") == "finished":
            # the match is over: a guest's program has no seat to come back to
            (save_folder(self.app.data_folder) / JOINED).unlink(missing_ok=True)
            keep_finished(save_folder(self.app.data_folder), self.state, self.app.notices.add)
            buttons = [Button(_("Back to the title"), self.leave)]
        else:
            choices = [] if self.plays() else self.choices()
            buttons = [Button(action_words(a, self.card_name), self._sender(a)) for a in choices]
        self.group = ButtonGroup(buttons, horizontal=True)
        place_choices(self.group, self.layout, lying_rects(self))

    def choices(self) -> list[dict[str, Any]]:
        """The person's actions now that are not a card to play."""
        return [a for a in self.state.get("legal", []) if card_of(a) is None]

    def _sender(self, action: dict[str, Any]) -> Callable[[], None]:
        """What a choice's button does: send that action."""
        return lambda: self.act(action)

    def act(self, action: dict[str, Any]) -> None:
        """Send an action the update allows."""
        client = self.session.client
        event = self.state.get("event")
        if client.client.my_turn and event != self.sent:  # one action per update: no double click
            self.sent = event
            client.call(client.client.act, action)

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks and keys (``NetInput``)."""
        self.input.handle(event)

    def leave(self) -> None:
        """Leave the table for the title (a guest's seat is played by the computer)."""
        self.session.close()
        self.app.nav.replace("title")

    def closed(self) -> None:
        """The window leaves the table: the connection closes (a host's server stops)."""
        self.session.close()

    def say(self, message: str, seconds: float = 3.0) -> None:
        """Show a line above the hand for a while."""
        self.message, self.message_left = message, seconds
        self.app.dirty = True

    def speeds(self) -> tuple[float, float]:
        """How fast the cards go: the settings'."""
        st = self.app.settings
        return st.speed_factor, st.motion_factor

    # ---- frames ------------------------------------------------------------------------------

    def busy(self) -> bool:
        """Frames run while the table changes: an update, a server's error, cards moving."""
        errors = len(_link(self.session).errors) > self.errors
        return self.session.changed() or errors or self.moving() or self.message_left > 0

    def update(self, dt: float) -> None:
        """Show the notices and the new update; move the cards; say a refusal."""
        client = self.session.client.client
        if self.session.changed():
            for words in self.session.news():
                self.app.notices.add(words)
            self.held = self.session.seen or self.held
            self.moves.follow(self.state, client.history)
            self._relayout()
            self.refresh()
            self.app.dirty = True
        if len(client.errors) > self.errors:
            self.errors = len(client.errors)
            self.sent = None  # the error changed nothing: the person may act again
            self.say(act_words(client.errors[-1]), 4.0)
        if self.moving():
            self.moves.tick(dt)
            self.app.dirty = True
        self.heard = say_signals(self, self.heard)
        self.teller.tick(dt)  # the game's moments waiting to be said
        if self.message_left > 0:
            self.message_left = max(0.0, self.message_left - dt)
            self.app.dirty = self.app.dirty or self.message_left == 0

    def placed(self) -> TableLayout:
        """The table laid out for the window as it is now."""
        size, scale = self.app.screen.get_size(), self.app.settings.card_scale
        return self.seating.layout(self.state, size, scale)

    def _relayout(self) -> None:
        """The layout again when the seats or the hands' room changed."""
        lay = self.placed()
        if lay != self.layout:
            self.layout = lay
            self.painter.invalidate(lay)

    def _painter(self) -> TablePainter:
        put = self.input
        painter = TablePainter(self.turns.show_tricks, put.open_menu, put.open_choices)
        painter.sheet.action = put.open_sheet
        painter.invalidate(self.layout)
        return painter

    def relabel(self) -> None:
        """Buttons in the new language."""
        self.painter = self._painter()
        self.refresh()

    def resized(self) -> None:
        """Lay the table out again; a decision's buttons in the middle of the table."""
        self.layout = self.placed()
        self.painter.invalidate(self.layout)
        if not self.moving():
            self.moves.settle()  # in the new places, sorted as the settings now say
        place_choices(self.group, self.layout, lying_rects(self))

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The table as the local table paints it; a decision's buttons; the end of the match."""
        s = theme.ui_scale(surface.get_size())
        self.painter.paint(surface, frame_of(self))
        if self.group.buttons and asking(self):
            box = self.group.buttons[0].rect.unionall([b.rect for b in self.group.buttons])
            theme.panel(surface, box.inflate(int(24 * s), int(24 * s)), int(14 * s))
            self.group.draw(surface, int(20 * s))
        if self.state.get("status") == "finished":
            paint_outcome(surface, self.state, self.layout)

    def card_name(self, code: str) -> str:
        """A card's name in the player's words, from its code."""
        return self.look.card_name(self.read(code), self.faces)


def _link(session: Session) -> Any:
    """The session's client (None for a window drawn from an update alone, as a test's)."""
    client = getattr(session, "client", None)
    return getattr(client, "client", None)
