"""Who sits where at a network table, read from the seat's update.

The window holds no match, only the update: the seats' names and states, the seat's view and
its legal actions. What the local table asks its match (how many seats the game has, who
plays a dummy, which hands lie face up, a dummy's name) is asked here of an empty match of
the same game and rules, which holds no card: the answers depend on the seats only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Action, Game
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import TableLayout, table_layout
from coteccio_gui.ui.board.seat_panel import SeatLook
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.net.session import seat_words


class Seating:
    """The seats of one network table as the person at this window sees them."""

    def __init__(self, game: str, read: Callable[[str], Card]) -> None:
        self.game = game
        self.spec = games.spec(game)
        self.look = presentation(game)
        self.read = read
        self._empty: tuple[int, Any, Game | None] | None = None

    def empty(self, state: dict[str, Any]) -> Game | None:
        """A match of the table's game and rules with no card dealt (None: it cannot be made)."""
        view = state.get("view") or {}  # without the seats (an update alone): from the view
        people = (
            len(state.get("seats") or []) or view.get("people") or len(view.get("hand_sizes") or [])
        )
        rules = state.get("rules") or {}
        if self._empty is None or self._empty[:2] != (people, rules):
            try:
                made = self.spec.start(people, self.spec.rules_from_dict(rules), 0)
            except (ValueError, KeyError, TypeError):
                made = None
            self._empty = (people, rules, made)
        return self._empty[2]

    def count(self, state: dict[str, Any]) -> int:
        """How many seats the game has (a dummy is a seat of the game, not of the table)."""
        sizes = (state.get("view") or {}).get("hand_sizes")
        if sizes:
            return len(sizes)
        empty = self.empty(state)
        return empty.players if empty is not None else len(state.get("seats") or [])

    def bottom(self, state: dict[str, Any]) -> int:
        """The seat drawn at the bottom: the person's own."""
        seat = state.get("seat")
        return seat if isinstance(seat, int) and 0 <= seat < self.count(state) else 0

    def names(self, state: dict[str, Any]) -> list[str]:
        """Every seat's name (a dummy named after the partner who plays it)."""
        people = [str(s.get("name", "")) for s in state.get("seats") or []]
        empty, n = self.empty(state), self.count(state)
        named = self.look.seat_names(empty, people) if empty is not None else people
        return [named[s] if s < len(named) else "" for s in range(n)]

    def controller(self, state: dict[str, Any], seat: int) -> int:
        """The table seat whose person decides for ``seat``."""
        empty = self.empty(state)
        return empty.controller(seat) if empty is not None else seat

    def face_up(self, state: dict[str, Any]) -> set[int]:
        """The seats besides the person's whose hands the view shows face up (a dummy's)."""
        seen = (state.get("view") or {}).get("seen") or []
        mine = self.bottom(state)
        return {s for s, cards in enumerate(seen) if cards is not None and s != mine}

    def hands(self, state: dict[str, Any]) -> dict[int, list[Card]]:
        """The cards of every hand the view shows, by seat: the person's own and the open ones."""
        view = state.get("view") or {}
        out = {self.bottom(state): [self.read(c) for c in view.get("hand") or [] if c]}
        seen = view.get("seen") or []
        for seat in self.face_up(state):
            out[seat] = [self.read(c) for c in seen[seat] if c]
        return out

    def arrange(self, cards: Sequence[Card], sort: bool) -> list[Card]:
        """A hand as the local table shows it: sorted by the game's order when asked."""
        return self.look.arrange(cards, sort)

    def layout(self, state: dict[str, Any], size: tuple[int, int], scale: float) -> TableLayout:
        """The local table's layout: the person at the bottom, the others round the table."""
        n = self.count(state)
        sizes = (state.get("view") or {}).get("hand_sizes") or [0]
        empty = self.empty(state)
        most = max(sizes)
        fan = self.look.hand_size(empty, most) if empty is not None else max(5, most)
        return table_layout(size, n, self.bottom(state), scale, fan, self.face_up(state))

    def action(self, state: dict[str, Any], data: dict[str, Any]) -> Action | None:
        """An action of the update read back into the game's own (None: unreadable)."""
        try:
            return self.spec.read_action(data, self.count(state))
        except (ValueError, KeyError, TypeError):
            return None

    def looks(
        self,
        state: dict[str, Any],
        leads: int | None,
        waiting: int | None,
        shown: dict[str, Any],
    ) -> dict[int, SeatLook]:
        """Each seat's panel: name, who plays it (the network state) and score; the cards in
        hand lie beside it. The scores and the dealer are those of ``shown``, the update as
        far as its events are shown (``NetShow.as_shown``)."""
        view = shown.get("view") or {}
        seats, names = state.get("seats") or [], self.names(state)
        scores = shown.get("scores") or []
        mine = self.bottom(state)
        out = {}
        for seat in range(self.count(state)):
            if seat == mine:
                who, colour = _("you"), theme.GOLD
            elif seat < len(seats):
                who, colour = seat_words(seats[seat]), _state_colour(seats[seat])
            else:
                owner = self.controller(state, seat)
                name = seats[owner]["name"] if owner < len(seats) else ""
                who, colour = _("played by {name}").format(name=name), theme.CREAM
            right = str(scores[seat]) if seat < len(scores) else ""
            out[seat] = SeatLook(
                name=names[seat],
                text=who,
                colour=colour,
                right=right,
                dealer=view.get("dealer") == seat,
                leads=leads == seat,
                waiting=waiting == seat,
            )
        return out


def _state_colour(seat: dict[str, Any]) -> tuple[int, int, int]:
    """A guest who is away or whose connection dropped reads in red; the others in cream."""
    return theme.SOFT_RED if seat.get("state") in ("away", "waiting") else theme.CREAM
