"""Where the match at a table lives: the one thing a local table and a network table differ in.

The table scene shows a match and asks the people at this screen for their actions; where the
match is played is its *source*. :class:`LocalSource` holds it here: the engine's match, the
computers deciding in a worker thread, the deals, undo and the autosave. A seat at a server
is another source (``ui.net.seat_source``): the seat's match as its updates say, actions sent
over the wire, the events received. The table reads only what :class:`Source` offers.
"""

from __future__ import annotations

import random
from typing import Protocol

from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.engine.played import Played
from coteccio_gui.live import HUMAN
from coteccio_gui.players import Player, make_player
from coteccio_gui.ui.games.sheet import played_of
from coteccio_gui.ui.table.bots import Bots
from coteccio_gui.ui.table.setup import TableSetup


class Source(Protocol):
    """A match as the table sees it, and where the table's actions go."""

    setup: TableSetup
    """Who sits where (``human``: a person at this screen; a person elsewhere is ``remote``;
    else a computer level), the game and its rules."""
    local: bool
    """The match is played here: undo, autosave and skipping to the result are its own."""

    @property
    def match(self) -> Game:
        """The match as this screen may see it (at a server: the seat's view of it)."""
        ...

    def decides_here(self, seat: int) -> bool:
        """Whether a person at this screen decides for ``seat`` (theirs, or their dummy)."""
        ...

    @property
    def thinking(self) -> bool:
        """Whether a computer here is deciding."""
        ...

    def act(self, action: Action) -> list[Event]:
        """Take one of the person's actions: the events it caused here, or none yet (they come
        from the server); ``IllegalAction`` if the rules refuse it."""
        ...

    def advance(self, now: float, speed: float) -> list[Event]:
        """Move on when no person of this screen is to act (the table's turn is free): a deal
        or a computer's answer here; the events that came from the server there."""
        ...

    def news(self) -> list[Event] | None:
        """The events that happened since last asked, without the table asking (a server's);
        the table shows them in turn (None: too many to show one by one: the table sits at
        the match as it stands)."""
        ...

    def said(self) -> list[str]:
        """Lines for the table to say above the hand (a server's refusal), once each."""
        ...

    def behind(self) -> bool:
        """Whether news waits to be taken (the table runs frames until it is)."""
        ...

    def seat_status(self, seat: int) -> str | None:
        """What the seat's panel says of who is at it besides its game (a network seat's
        connection); None at a local table."""
        ...

    def waiting_for(self) -> str | None:
        """The name of the friend elsewhere whose turn the table waits for, if any."""
        ...

    @property
    def connected(self) -> bool:
        """Whether the match can go on (a network seat's connection is up)."""
        ...

    def played(self) -> Played:
        """The match as far as it went, as this screen saw it (the score sheet's)."""
        ...

    def close(self) -> None:
        """The table is closed: stop thinking, leave the server."""
        ...


class LocalSource:
    """A match played here: the engine's match, the computers, the deals."""

    local = True

    def __init__(self, setup: TableSetup, match: Game | None = None) -> None:
        self.setup = setup
        if match is None:
            match, self.rng = setup.new_match()
        else:  # resumed: the next deals must not repeat the ones already dealt
            self.rng = random.Random(f"{setup.seed}-{len(match.actions)}")
        self._match = match
        self.players: list[Player | None] = [
            None if s.kind == HUMAN else make_player(s.kind, game=setup.game) for s in setup.seats
        ]
        self.bot_rngs = [random.Random(f"{setup.seed}-{i}") for i in range(len(setup.seats))]
        self.bots = Bots()

    @property
    def match(self) -> Game:
        """The match in play."""
        return self._match

    def rebuild(self, match: Game) -> None:
        """Go on from ``match`` (an undo rebuilt it): a decision under way is dropped."""
        self.bots.forget()
        self._match = match

    def decides_here(self, seat: int) -> bool:
        """Whether a person decides for ``seat`` (theirs, or their dummy's)."""
        who = self._match.controller(seat)
        return who < len(self.players) and self.players[who] is None

    @property
    def thinking(self) -> bool:
        """Whether a computer is deciding in the worker thread."""
        return self.bots.thinking

    def act(self, action: Action) -> list[Event]:
        """Apply the action (``IllegalAction`` if the rules refuse it)."""
        return self._match.apply(action)

    def advance(self, now: float, speed: float) -> list[Event]:
        """Deal, or ask the computer whose turn it is and play its answer once it is ready and
        its beat is over (``speed``: the settings' speed factor, 0 while skipping to the
        result)."""
        m = self._match
        if m.needs_deal():
            return m.deal(self.rng)
        seat = m.turn
        who = m.controller(seat)
        player = self.players[who] if who < len(self.players) else None
        if player is None:
            return []
        if not self.bots.thinking:
            self.bots.ask(player, m.view(seat), self.bot_rngs[who], now)
            return []
        action = self.bots.answer(now, speed)
        return m.apply(action) if action is not None else []

    def news(self) -> list[Event] | None:
        """Nothing happens here without the table."""
        return []

    def said(self) -> list[str]:
        """Nothing to say: the rules refuse an action as it is taken."""
        return []

    def behind(self) -> bool:
        """Never: nothing comes from elsewhere."""
        return False

    def seat_status(self, seat: int) -> str | None:
        """Nothing: everyone is at this screen or a computer."""
        return None

    def waiting_for(self) -> str | None:
        """Nobody elsewhere: the computers play at once."""
        return None

    connected = True

    def played(self) -> Played:
        """The match replayed from its actions."""
        return played_of(self._match)

    def close(self) -> None:
        """Stop the computers' worker."""
        self.bots.close()
