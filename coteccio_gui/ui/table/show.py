"""What the table shows, and how it moves there: cards dealt, played and gathered.

The game moves at once; ``TableShow`` follows it one event at a time, each shown with its
animation by a ``Stage``. Dealing, playing and taking a trick look the same in every game
and are animated here; everything else is the game's presentation's to say (``Shown``).
Only the stage writes the show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import Game
from coteccio_gui.settings import Settings
from coteccio_gui.ui.board.layout import TableLayout, hand_card_positions
from coteccio_gui.ui.core.anim import Animator, Done, Flight
from coteccio_gui.ui.games.order import arranged

DEAL_FLIGHT_S = 0.28
DEAL_GAP_S = 0.06
PLAY_FLIGHT_S = 0.32
TRICK_LOOK_S = 0.75
TRICK_FLIGHT_S = 0.38
FLASH_S = 1.4
FRESH_S = 1.5
"""Seconds a card that joins a hand (drawn, taken from the monte, given) stays marked."""

Colour = tuple[int, int, int]


@dataclass
class TableShow:
    """What the table shows now: it lags the game by the events not yet shown."""

    counts: list[int]
    """How many cards each seat holds, as shown."""
    cards: list[list[Card]]
    """Each seat's cards as shown (drawn face up only where the privacy rule allows)."""
    trick: list[tuple[int, Card]]
    """The cards on the table."""
    tricks: list[Trick]
    """The tricks of this hand already gathered, in order (they lie face up)."""
    dealer: int = -1
    trick_leader: int | None = None
    """Who leads the trick in play."""
    board: Any = None
    """The game's own values (lives, points…), kept up to date by its presentation."""
    flash: dict[int, tuple[Colour, float]] = field(default_factory=dict)
    fresh: dict[tuple[int, Card], float] = field(default_factory=dict)
    """(seat, card) → seconds left: a card that just joined a hand, marked for a moment."""
    arrange: Callable[[Sequence[Card]], list[Card]] = list
    """How a hand is arranged to be shown: sorted by the game's order, or as dealt."""
    taking: int | None = None
    """The seat whose card takes the trick, while the trick stays a moment before it goes."""

    @classmethod
    def of(
        cls,
        game: Game,
        board: Any,
        key: Callable[[Card], int] | None = None,
        settings: Settings | None = None,
    ) -> TableShow:
        """The table showing ``game`` as it stands (a match resumed, a new match); its hands
        sorted by ``key`` while the ``settings`` ask for sorted hands."""

        def arrange(cards: Sequence[Card]) -> list[Card]:
            on = settings is None or settings.sort_hands
            return arranged(cards, key if on else None)

        n = game.players
        cards = [arrange(game.hand(s)) for s in range(n)]
        counts = [game.cards_held(s) for s in range(n)]  # a hand not seen: only its size
        leader = game.trick[0][0] if game.trick else None
        if leader is None and game.tricks and game.turn >= 0:
            leader = game.tricks[-1].winner
        if leader is None and game.turn >= 0 and any(cards):
            leader = getattr(game, "leader", None)
        return cls(
            counts=counts,
            cards=cards,
            trick=list(game.trick),
            tricks=list(game.tricks),
            dealer=getattr(game, "dealer", -1),
            trick_leader=leader,
            board=board,
            arrange=arrange,
        )

    @property
    def last_trick(self) -> Trick | None:
        """The last trick gathered in this hand."""
        return self.tricks[-1] if self.tricks else None

    def won(self, seat: int) -> list[Trick]:
        """The tricks ``seat`` has taken this hand, in order."""
        return [t for t in self.tricks if t.winner == seat]


class Stage:
    """Shows the shared events with their animations, writing the show as each lands."""

    def __init__(
        self,
        show: TableShow,
        anim: Animator,
        layout: Callable[[], TableLayout],
        speed: Callable[[], tuple[float, float]],
        sound: Callable[[str], None],
    ) -> None:
        self.show = show
        self.anim = anim
        self._layout = layout
        self._speed = speed
        """(animation speed factor, motion factor): 0 at instant speed or reduced motion."""
        self._sound = sound

    # ---- the shared events -------------------------------------------------------------

    def deal(self, e: HandDealt, visible: Callable[[int], bool]) -> None:
        """Cards fly from the dealer to every hand, one at a time from the leader."""
        show = self.show
        n = len(e.hands)
        show.dealer, show.trick_leader = e.dealer, e.leader
        show.counts = [0] * n
        show.cards = [[] for _ in range(n)]
        show.trick, show.tricks = [], []
        lay = self._layout()
        start = lay.spots[e.dealer].trick
        order = [(e.leader + k) % n for k in range(n)]
        order = [s for s in order if e.hands[s]]
        rounds = max((len(h) for h in e.hands), default=0)
        k = 0
        for round_ in range(rounds):
            for seat in order:
                if round_ >= len(e.hands[seat]):
                    continue
                spot = lay.spots[seat]
                end = hand_card_positions(spot, round_ + 1)[-1].center
                card = e.hands[seat][round_] if visible(seat) else None  # None: face down

                def land(seat: int = seat) -> None:
                    self._sound("deal")
                    show.counts[seat] += 1
                    dealt = e.hands[seat][: show.counts[seat]]  # None: a card not shown here
                    show.cards[seat] = show.arrange([c for c in dealt if c is not None])

                heights = (lay.trick_height // 2, spot.card_height)
                owner = seat if card is not None else None
                self.fly(card, start, end, heights, DEAL_FLIGHT_S, DEAL_GAP_S * k, land, owner)
                k += 1

    def play(self, e: CardPlayed, start: tuple[int, int]) -> None:
        """A card flies from a hand to the trick."""
        show = self.show
        lay = self._layout()
        spot = lay.spots[e.seat]
        if e.card in show.cards[e.seat]:
            show.cards[e.seat].remove(e.card)
        show.counts[e.seat] = max(0, show.counts[e.seat] - 1)
        if not show.trick:
            show.trick_leader = e.seat

        def land() -> None:
            self._sound("card")
            show.trick.append((e.seat, e.card))

        heights = (spot.card_height, lay.trick_height)
        self.fly(e.card, start, spot.trick, heights, PLAY_FLIGHT_S, 0.0, land)

    def gather(self, e: TrickWon, counted: Callable[[], None]) -> None:
        """The trick stays a moment, then flies to its winner; ``counted`` once it is there."""
        show = self.show
        speed = self._speed()[0]
        show.taking = e.seat

        def sweep() -> None:
            self._sound("trick")
            cards = list(show.trick)
            show.trick, show.taking = [], None
            lay = self._layout()
            end = lay.spots[e.seat].panel.center
            for i, (seat, card) in enumerate(cards):
                heights = (lay.trick_height, lay.trick_height // 2)
                self.fly(card, lay.spots[seat].trick, end, heights, TRICK_FLIGHT_S, 0.03 * i)

            def done() -> None:
                show.tricks.append(e.trick)
                # the winner leads the next trick, if the hand goes on
                show.trick_leader = e.seat if any(show.counts) else None
                counted()

            self.anim.pause((TRICK_FLIGHT_S + 0.03 * len(cards)) * speed, done)

        self.anim.pause(TRICK_LOOK_S * speed, sweep)

    def clear(self) -> None:
        """The hand ends unplayed (annulled): no cards in hands or on the table."""
        n = len(self.show.counts)
        self.show.counts = [0] * n
        self.show.cards = [[] for _ in range(n)]
        self.show.trick = []
        self.show.trick_leader = None

    def settle(self, game: Game) -> None:
        """Every event shown: what is shown is what the game holds (anything a game does
        without an animation — a card drawn, a monte taken — is in its place now)."""
        show = self.show
        cards = [show.arrange(game.hand(s)) for s in range(game.players)]
        for seat, (before, now) in enumerate(zip(show.cards, cards, strict=False)):
            if before:  # a card that joins a hand in play (not a new deal) is marked
                for card in set(now) - set(before):
                    show.fresh[(seat, card)] = FRESH_S
        show.counts = [game.cards_held(s) for s in range(game.players)]
        show.cards = cards
        if not show.trick and not game.trick and not game.tricks:
            show.trick_leader = None if game.turn < 0 else show.trick_leader

    def flash(self, seat: int, colour: Colour) -> None:
        """A seat's panel lights up for a moment (a life lost, a point won)."""
        self.show.flash[seat] = (colour, FLASH_S * max(self._speed()[0], 0.3))

    def tick(self, dt: float) -> None:
        """Flashes fade; the marks of cards that joined a hand go."""
        for seat, (colour, left) in list(self.show.flash.items()):
            if left - dt <= 0:
                del self.show.flash[seat]
            else:
                self.show.flash[seat] = (colour, left - dt)
        for key, left in list(self.show.fresh.items()):
            if left - dt <= 0:
                del self.show.fresh[key]
            else:
                self.show.fresh[key] = left - dt

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
        """Send a card across the table at the current speed (at once with reduced motion);
        ``owner`` is the seat whose hand a face-up card goes to (the privacy checks read it)."""
        speed, motion = self._speed()
        flight = Flight(card, start, end, heights[0], heights[1], duration=seconds * motion,
                        delay=delay * speed, on_done=on_done, owner=owner)  # fmt: skip
        self.anim.fly(flight)
