"""The network table's cards in motion: the events of the seat's history shown one at a time
with the local table's animations (``Stage``): a deal flying to the hands, a card played
flying into the trick, the trick swept to its winner, at the settings' speed.

The update is always the truth: once every event is shown, what the table shows is set
from the seat's view (its hand, the open hands, the counts, the trick, the tricks), so a
window that reconnects, or a game's event the stage does not animate (a card drawn, a monte
taken), ends where the server is. A monte turned up or taken with the last trick lies as its
events say while they are shown (``Aside``), held a moment as the local table holds it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.core.anim import Animator
from coteccio_gui.ui.net.lying import Aside, held_for, next_aside
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.table.show import Stage, TableShow


class NetShow:
    """What the network table shows now, lagging the update by the events not yet shown."""

    def __init__(
        self,
        seating: Seating,
        layout: Callable[[], TableLayout],
        speeds: Callable[[], tuple[float, float]],
        sound: Callable[[str], None],
        sort: Callable[[], bool],
        tell: Callable[[dict[str, Any]], float] = lambda _e: 0.0,
    ) -> None:
        self.seating = seating
        self.tell = tell
        """Says a moment of the game's own (``Teller``); how long the cards wait after it."""
        self.anim = Animator()
        self.show = TableShow([], [], [], [], arrange=lambda cards: seating.arrange(cards, sort()))
        self._layout = layout
        self._speeds = speeds
        self.stage = Stage(self.show, self.anim, layout, speeds, sound)
        self.queue: deque[dict[str, Any]] = deque()
        self.taken = 0
        """How many entries of the seat's history have been queued."""
        self.state: dict[str, Any] = {}
        self.heard: list[tuple[int, str, str]] = []
        """The signals given with a lead, as they came: (seat, card, signal) as the record
        writes them."""
        self.aside: Aside | None = None
        """The monte as the events shown so far lay it, while the view may be further on."""
        self.shown: dict[str, Any] = {}
        """The update whose scores, hand number and dealer the panels show: the last one shown
        whole, or the latest once its deal is shown (as the local table tells a hand's score
        after its last trick, not while it is still on the table)."""

    def follow(self, state: dict[str, Any], history: list[dict[str, Any]]) -> None:
        """A new update: its events join the queue (a window that opens, or comes back, or
        falls behind, with a long history shows the table as it stands, without replaying it,
        but for the monte those events leave aside)."""
        self.state = state
        fresh = history[self.taken :]
        self.taken = len(history)
        if len(fresh) > 6 or not self.show.counts:
            self.queue.clear()
            self.aside = None
            self.settle()
            self._catch_up(deque(e for step in fresh for e in step.get("events") or []))
            return
        for step in fresh:
            self.queue.extend(step.get("events") or [])

    def as_shown(self) -> dict[str, Any]:
        """The update as far as its events are shown (the latest before any is shown)."""
        return self.shown or self.state

    def busy(self) -> bool:
        """Whether cards are moving or events wait to be shown."""
        return bool(self.anim.busy() or self.queue)

    def tick(self, dt: float) -> None:
        """Move the cards on; show the next events; once all are shown, match the update."""
        self.anim.update(dt)
        self.stage.tick(dt)
        while not self.anim.busy() and self.queue:
            self._event(self.queue.popleft())
        if not self.busy():
            self.settle()

    def _event(self, e: dict[str, Any]) -> None:
        read, kind = self.seating.read, e.get("kind")
        try:
            self._aside(e)
            if kind == "HandDealt":
                self.shown = self.state
                mine = self.seating.hands(self.state)
                # a card this seat may not see stands as 0: only its count is drawn
                hands = tuple(tuple(read(c) if c else 0 for c in h) for h in e["hands"])
                dealt = HandDealt(int(e["dealer"]), int(e["leader"]), hands)
                self.stage.deal(dealt, lambda seat: seat in mine)
            elif kind == "CardPlayed" and e.get("card"):
                seat, card = int(e["seat"]), read(e["card"])
                self.stage.play(CardPlayed(seat, card), self._start(seat, card))
            elif kind == "TrickWon":
                trick = read_trick(e["trick"], read)
                self.stage.gather(TrickWon(int(e["seat"]), int(e["number"]), trick), _nothing)
            elif kind == "Signalled":
                self.heard.append((int(e["seat"]), str(e["card"]), str(e["signal"])))
            elif (wait := self.tell(e) * self._speeds()[0]) > 0:
                self.anim.pause(wait)  # the cards wait while it is read (at no speed, not a frame)
        except (KeyError, TypeError, ValueError, IndexError):
            self.settle()  # an event this window cannot read: the view says where things are

    def _aside(self, e: dict[str, Any]) -> None:
        """The monte as ``e`` lays it, held for a moment when it has just turned up (not for
        the person who takes it) or gone with the last trick."""
        last = self.show.tricks[-1].winner if self.show.tricks else -1
        aside, changed = next_aside(self.seating.game, e, self.queue, self.seating.read, last)
        if changed:
            self._hold(aside)

    def _catch_up(self, events: deque[dict[str, Any]]) -> None:
        """Events shown at once: the monte they leave aside, or turned up since the last trick
        (a computer's four discards come with it), still lies aside for its moment."""
        aside, turned, last = None, None, -1
        while events:
            e = events.popleft()
            if e.get("kind") in ("TrickWon", "HandDealt"):
                turned, last = None, e["seat"] if isinstance(e.get("seat"), int) else last
            try:
                found, changed = next_aside(self.seating.game, e, events, self.seating.read, last)
            except (KeyError, TypeError, ValueError, IndexError):
                continue
            aside = found if changed else aside
            turned = found if changed and found is not None and not found.ended else turned
        self._hold(aside if aside is not None else turned)

    def _hold(self, aside: Aside | None) -> None:
        """Lay ``aside``, and hold it as long as the local table would."""
        self.aside = aside
        if aside is not None:
            view = self.state.get("view") or {}
            seat, soloist = self.seating.bottom(self.state), view.get("soloist", -1)
            self.anim.pause(held_for(aside, seat, soloist) * self._speeds()[0])

    def _start(self, seat: int, card: Card) -> tuple[int, int]:
        """Where a played card starts its flight: its place in an open hand, or the hand's
        middle."""
        spot = self._layout().spots[seat]
        return spot.hand.center if card not in self.show.cards[seat] else spot.hand.midtop

    def settle(self) -> None:
        """Show what the update holds: every hand, the trick on the table, the tricks."""
        view = self.state.get("view") or {}
        show, read = self.show, self.seating.read
        self.shown = self.state
        sizes = list(view.get("hand_sizes") or [])
        hands = self.seating.hands(self.state)
        show.counts = sizes
        show.cards = [show.arrange(hands.get(s, [0] * n)) for s, n in enumerate(sizes)]
        show.trick = [(int(s), read(c)) for s, c in view.get("trick") or [] if c]
        show.tricks = [read_trick(t, read) for t in view.get("tricks") or []]
        show.taking = None
        if self.aside is not None and not self.aside.ended:
            self.aside = None  # the view says how the monte lies now
        if isinstance(view.get("dealer"), int):
            show.dealer = view["dealer"]
        if show.trick:
            show.trick_leader = show.trick[0][0]
        elif show.tricks and any(sizes):
            show.trick_leader = show.tricks[-1].winner
        elif view.get("turn", -1) >= 0 and any(sizes):
            show.trick_leader = view.get("leader")
        else:
            show.trick_leader = None


def read_trick(data: dict[str, Any], read: Callable[[str], Card]) -> Trick:
    """A trick of the update (cards by code) as the engine writes it."""
    plays = tuple((int(s), read(c)) for s, c in data["plays"])
    return Trick(int(data["leader"]), plays, int(data["winner"]), int(data.get("points", 0)))


def _nothing() -> None:
    """A trick counted: the update already says the scores."""
