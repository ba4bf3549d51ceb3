"""A seat's match at a network table: the game as that seat sees it, read from its update.

The match lives on the server; the seat's program holds its latest update, read back into the
game's own values with the game's wire: the seat's view, its legal actions, the scores and the
outcome. :class:`SeatMatch` answers what the table asks a match (whose turn it is, the cards on
the table, the seat's own hand and the hands lying face up, who decides for a dummy, the
view) from that alone, so the one table shows it as it shows a local match. Who decides for a
dummy and which hands lie face up depend only on the seats and the rules: they are asked of an
empty match of the same game (no card dealt).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Action, Game, GameSpec, Outcome, Pile, Rules
from coteccio_gui.engine.wire import Wire, WireError


class Moves(Sequence[None]):
    """The actions of a match as a seat at a network table knows them: how many, not what."""

    def __init__(self, count: int) -> None:
        self._n = count

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index: Any) -> Any:
        raise IndexError("a network seat knows how many actions were taken, not which")


class SeatMatch:
    """The match as one seat of a network table sees it, from its latest update."""

    def __init__(self, game: str, update: Mapping[str, Any]) -> None:
        self.name = game
        self.spec: GameSpec = games.spec(game)
        self.wire: Wire = games.wire(game)
        self.update = update
        view = update.get("view")
        self.own = self.wire.read_view(view) if view else None
        """The seat's view (None before the first deal)."""
        seat = update.get("seat")
        self.seat = seat if isinstance(seat, int) else 0
        """The seat this program plays (its view is the one held)."""
        self.rules: Rules = self.spec.rules_from_dict(update.get("rules") or {})
        self.actions = Moves(int(update.get("event") or 0))
        self.first_dealer = 0

    # ---- what every seat may know ------------------------------------------------------------

    @cached_property
    def empty(self) -> Game:
        """A match of the same game, seats and rules with no card dealt."""
        return self.spec.start(self._people(), self.rules, 0)

    def _people(self) -> int:
        seats = self.update.get("seats")
        if isinstance(seats, list) and seats:
            return len(seats)
        sizes = getattr(self.own, "hand_sizes", ())
        return len(sizes) or self.spec.default_players

    @property
    def players(self) -> int:
        """The seats of the game (a dummy is a seat of the game, not of the table)."""
        sizes = getattr(self.own, "hand_sizes", None)
        return len(sizes) if sizes else self.empty.players

    @property
    def turn(self) -> int:
        """The seat whose action is awaited, or -1."""
        return int(getattr(self.own, "turn", -1)) if self.outcome() is None else -1

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The cards on the table."""
        return list(getattr(self.own, "trick", ()))

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks of the hand in play."""
        return list(getattr(self.own, "tricks", ()))

    @property
    def dealer(self) -> int:
        """The seat that dealt the hand in play."""
        return int(getattr(self.own, "dealer", -1))

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick on the table."""
        return int(getattr(self.own, "leader", -1))

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat``."""
        return self.empty.controller(seat)

    def face_up_hands(self) -> tuple[int, ...]:
        """The hands lying face up for everyone (a dummy's)."""
        return self.empty.face_up_hands()

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships every seat knows now (the view's, else the seats')."""
        teams = getattr(self.own, "teams", None)
        return tuple(teams) if teams is not None else self.empty.teams()

    def piles(self) -> tuple[Pile, ...]:
        """Nothing the seat's view does not say (a presentation reads its view)."""
        return ()

    def scores(self) -> tuple[int, ...]:
        """The match score of every seat, as the update gives it."""
        return tuple(int(x) for x in self.update.get("scores") or ())

    def outcome(self) -> Outcome | None:
        """How the match ended, once the update says it is over."""
        found = self.update.get("outcome")
        if not isinstance(found, dict):
            return None
        return Outcome(tuple(found.get("winners") or ()), int(found.get("pool") or 0))

    def needs_deal(self) -> bool:
        """Never: the server deals."""
        return False

    # ---- what this seat may know --------------------------------------------------------------

    def view(self, seat: int) -> Any:
        """The seat's view (any seat asked gets this seat's: what all may know is in it too)."""
        return self.own

    def hand(self, seat: int) -> list[Card]:
        """The cards of ``seat`` this seat sees: its own, or a hand its view shows face up."""
        if self.own is None:
            return []
        if seat == self.seat:
            return list(self.own.hand)
        seen = getattr(self.own, "seen", None)
        if seen is not None and seat < len(seen) and seen[seat] is not None:
            return list(seen[seat])
        return []

    def cards_held(self, seat: int) -> int:
        """How many cards ``seat`` holds (the view says it of every seat)."""
        sizes = getattr(self.own, "hand_sizes", ())
        return int(sizes[seat]) if 0 <= seat < len(sizes) else 0

    def legal_actions(self) -> list[Action]:
        """The actions the update offers this seat (none while it is another's turn), each
        card the very one of the hand (a record names a Cucco design, not which copy)."""
        out: list[Action] = []
        for data in self.update.get("legal") or ():
            try:
                action = self.spec.read_action(data, self.players)
            except (ValueError, KeyError, TypeError, WireError):
                continue
            out.append(self._held(action, out))
        return out

    def _held(self, action: Any, taken: list[Action]) -> Any:
        """``action`` with its card the copy the deciding hand holds that no action of
        ``taken`` plays (if it names a card): the two copies of a Cucco design are two cards
        of the hand, one record code."""
        card = getattr(action, "card", None)
        seat = getattr(action, "seat", self.seat)
        if card is None or not isinstance(seat, int) or not hasattr(action, "_replace"):
            return action
        code = self.spec.pack.code
        played = {getattr(a, "card", None) for a in taken}
        same = [c for c in self.hand(seat) if code(c) == code(card) and c not in played]
        return action._replace(card=same[0]) if same else action

    def acting_for(self) -> int | None:
        """The seat the update asks this seat to decide for (its own, or a dummy's)."""
        seat = self.update.get("acting_for")
        return seat if isinstance(seat, int) and self.update.get("legal") else None
