"""What a match of Rovescino holds: scores, who is out, the hand in play, whose turn.

:class:`RovescinoState` is the data; the rules that change it are in ``match.py`` (dealing
and play) and ``scoring.py`` (the end of a hand and of the match).
"""

from __future__ import annotations

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.tricks import legal_plays
from coteccio_gui.games.rovescino.events import Deal, Phase, Play
from coteccio_gui.games.rovescino.rules import MAX_PLAYERS, MIN_PLAYERS, RovescinoRules


class RovescinoState:
    """The state of one match. Seats are numbered anticlockwise, the order of play."""

    def __init__(
        self, players: int, rules: RovescinoRules | None = None, first_dealer: int = 0
    ) -> None:
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a match of Rovescino has {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise ValueError(f"the first dealer must be a seat from 0 to {players - 1}")
        self.rules = rules if rules is not None else RovescinoRules()
        self.players = players
        self.first_dealer = first_dealer
        self.totals = [0] * players
        """The penalty points of each seat in the match."""
        self.out = [False] * players
        """Which seats have dropped out (elimination)."""
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % players
        self.phase = Phase.DEAL
        self.turn = -1
        """The seat whose play is awaited (-1: a deal, or the end)."""
        self.hands_played = 0
        self.winners: tuple[int, ...] | None = None
        self.losers: tuple[int, ...] = ()
        self.actions: list[Deal | Play] = []
        """Every action applied, in order: with the header, the match record."""
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.monte: list[Card] = []
        """The cards left over by the deal, face down until the last trick takes them."""
        self.monte_shown = False
        """Whether the monte has been taken and turned face up (after the last trick)."""
        self.hand_size = 0
        """How many cards each seat in play was dealt this hand (= tricks in the hand)."""
        self.tricks: list[Trick] = []
        """The finished tricks of the hand in progress (or just scored)."""
        self.trick: list[tuple[int, Card]] = []
        """The cards on the table: (seat, card) in the order played."""
        self.taken = [0] * players
        """Card points each seat has taken this hand, in thirds (last trick and monte too)."""
        self.order: tuple[int, ...] = ()
        """The seats in this hand, in play order from its leader."""
        self.next_seat = [0] * players
        """The seat that plays after each seat in this hand."""

    def copy_state_into(self, other: RovescinoState) -> None:
        """Make ``other`` an independent copy of this state."""
        other.__dict__.update(self.__dict__)
        for name in ("totals", "out", "actions", "monte", "tricks", "trick", "taken", "next_seat"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]

    def in_play(self) -> tuple[int, ...]:
        """The seats still in the match, lowest first."""
        return tuple(s for s in range(self.players) if not self.out[s])

    def next_in_play(self, seat: int) -> int:
        """The first seat after ``seat`` (anticlockwise) that is still in the match."""
        n = self.players
        for step in range(1, n + 1):
            s = (seat + step) % n
            if not self.out[s]:
                return s
        raise AssertionError("no seat is in play")

    def legal_plays(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now (empty unless it is that seat's turn to play)."""
        if self.phase is not Phase.PLAY or seat != self.turn:
            return []
        return legal_plays(self.hands[seat], self.trick)
