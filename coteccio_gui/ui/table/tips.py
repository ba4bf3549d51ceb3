"""The table's first-match tips, at the side of the table, and its dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from coteccio_gui.engine.game import Game
from coteccio_gui.ui.core import prefs
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.tip_panel import TipLook, TipPanel
from coteccio_gui.ui.table.turns import Turns


class TippedTable(Table, Protocol):
    """A table with its turns: a tip's moment is read from them."""

    turns: Turns


class TableTips:
    """First-match tips, each shown once, in a panel at the side of the table: the table goes
    on meanwhile (a tip holds nothing up and takes no click meant for the cards), and a tip
    shows only while what it explains is happening: "your turn" at the person's turn, how to
    lead with a signal when they lead, a tip of an event during the hand of that event."""

    def __init__(self, table: TippedTable) -> None:
        self.t = table
        self.pending: list[tuple[str, Callable[[], bool]]] = []
        self.panel = TipPanel(self.seen, self.no_more)
        self.showing: str | None = None
        """The tip the last frame showed."""
        self.drawn: str | None = None
        """The tip last drawn, until it is put away or its moment passes (then it is seen)."""

    def want(self, name: str, when: Callable[[], bool] | None = None) -> None:
        """Show tip ``name`` (if not seen yet) while ``when()`` holds; without ``when``, while
        the hand in which it was asked for is in play."""
        if any(n == name for n, _when in self.pending):
            return
        self.pending.append((name, when or self._this_hand(name)))

    def _this_hand(self, name: str) -> Callable[[], bool]:
        """While the hand dealt now is in play (the same match, no deal since), and in the
        phase the tip explains if it explains one (the bidding, not the play after it)."""
        m = self.t.match
        deals = _deals(m)
        phase = self.t.look.tip_while.get(name)

        def still() -> bool:
            now = self.t.match is m and _deals(m) == deals
            return now and (phase is None or phase(m))

        return still

    def at_turn(self) -> None:
        """The table has shown all that happened: a tip whose moment has passed counts as seen
        (the person did what it explains: no key is needed to put it away); at the person's
        turn, the tip of the turn, and how to lead with a signal."""
        shown, self.drawn = self.drawn, None
        when = next((w for n, w in self.pending if n == shown), None)
        if when is not None and not when():
            self._put_away(shown)
        elif when is not None:
            self.drawn = shown  # still its moment
        turns = self.t.turns
        if not turns.waiting_for_card():
            return
        self.want("your_turn", turns.waiting_for_card)
        if self.t.signals.now():
            self.want("signals", lambda: bool(self.t.signals.now()))

    def current(self) -> str | None:
        """The tip to show now: the first one waiting whose moment it is."""
        st = self.t.app.settings
        if not st.tips or self.t.app.self_test:
            return None
        look = self.t.look
        known = [(n, w) for n, w in self.pending if look.tip_text(n, st.faces)]
        self.pending = [(n, w) for n, w in known if n not in st.tips_seen]
        return next((n for n, when in self.pending if when()), None)

    def look(self, extra: list[pygame.Rect], empty: bool = False) -> TipLook | None:
        """The tip of this frame laid out clear of everything in play (None: no tip now;
        ``empty``: nothing lies in the middle of the table, where it may go if need be)."""
        name = self.current()
        tip = None
        if name is not None:
            lay = self.t.layout
            text = self.t.look.tip_text(name, self.t.app.settings.faces)
            tip = self.panel.look(name, text, lay, extra, empty)
        self.showing = tip.name if tip is not None else None
        self.drawn = self.showing or self.drawn
        self.panel.shown = tip is not None
        return tip

    def handle(self, event: pygame.event.Event) -> bool:
        """The panel's buttons (and T); True if the event was the tip's."""
        return self.panel.handle(event)

    def seen(self) -> None:
        """Got it: the tip shown is not shown again."""
        self._put_away(self.showing)

    def _put_away(self, name: str | None) -> None:
        st = self.t.app.settings
        if name is not None and name not in st.tips_seen:
            st.tips_seen.append(name)
        if name == self.showing:
            self.showing = None
            self.panel.shown = False
        self.t.app.dirty = True
        prefs.save(self.t.app)

    def no_more(self) -> None:
        """Turn tips off (the settings screen turns them on again)."""
        self.t.app.settings.tips = False
        self.seen()


def _deals(m: Game) -> int:
    return sum(1 for a in m.actions if getattr(a, "seat", None) is None)
