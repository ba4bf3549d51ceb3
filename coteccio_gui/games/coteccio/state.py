"""What a match of Coteccio holds: lives, pool, hands, tricks, whose turn — and nothing else.

:class:`MatchState` is the data; the rules that change it are in ``match.py`` (dealing and
play) and ``scoring.py`` (the end of a hand). Both read and write these fields, which is why
they are public here rather than private to one class.
"""

from __future__ import annotations

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.games.coteccio.actions import Action
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import MAX_PLAYERS, MIN_PLAYERS, HouseRules

_LISTS = ("lives", "doctor_calls", "actions", "tricks", "trick", "taken", "next_seat")


class MatchState:
    """The state of one match of Coteccio. Seats are numbered anticlockwise, the order of play."""

    def __init__(self, players: int, rules: HouseRules | None = None, first_dealer: int = 0):
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a match has {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise ValueError(f"the first dealer must be a seat from 0 to {players - 1}")
        self.rules = rules if rules is not None else HouseRules()
        self.players = players
        self.first_dealer = first_dealer
        self.lives = [self.rules.starting_lives] * players
        self.pool = self.rules.stake * players
        self.doctor_calls = [0] * players
        self.dealer = first_dealer
        self.leader = (first_dealer + 1) % players
        self.phase = Phase.DEAL
        self.turn = -1
        """The seat whose play, capotto or doctor choice is awaited (-1: a deal, or the end)."""
        self.hands_played = 0
        self.hands_annulled = 0
        self.restarts = 0
        self.winner: int | None = None
        self.actions: list[Action] = []
        """Every action applied, in order: with the header, the match record."""
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.tricks: list[Trick] = []
        """The finished tricks of the hand in progress."""
        self.trick: list[tuple[int, Card]] = []
        """The cards on the table: (seat, card) in the order played."""
        self.taken = [0] * players
        """Card points each seat has taken this hand (with the last trick)."""
        self.order: tuple[int, ...] = ()
        """The seats in this hand, in play order from its leader."""
        self.next_seat = [0] * players
        """The seat that plays after each seat in this hand."""
        self.capotto_seat = -1
        """The seat that chose to play the fifth trick after winning four, else -1."""
        self.pending_doctor: list[int] = []
        """Seats that reached 0 lives this hand and still await their doctor decision."""

    def copy_state_into(self, other: MatchState) -> None:
        """Make ``other`` an independent copy of this state (the lists are copied)."""
        other.__dict__.update(self.__dict__)
        for name in _LISTS:
            setattr(other, name, list(getattr(self, name)))
        other.pending_doctor = list(self.pending_doctor)
        other.hands = [list(h) for h in self.hands]

    def alive(self, seat: int) -> bool:
        """Whether the seat has at least one life."""
        return self.lives[seat] > 0

    def legal_plays(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now (empty unless it is that seat's turn to play)."""
        if self.phase is not _PLAY or seat != self.turn:
            return []
        hand = self.hands[seat]
        if self.trick:
            led = SUIT_OF[self.trick[0][1]]
            follow = [c for c in hand if SUIT_OF[c] == led]
            if follow:
                return follow
        return hand[:]


_PLAY = Phase.PLAY
