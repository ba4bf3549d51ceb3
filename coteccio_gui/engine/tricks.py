"""What the trick games of the 40-card pack share: following suit and who wins a trick.

Every game of this table plays tricks the same way (follow the suit led if you can, no
trumps, the highest card of the suit led wins); what differs is the **order of the ranks**.
A game gives its order as a strength table, ``strength[card]`` (higher wins within a suit):
:data:`COTECCIO_STRENGTH` is the order of the card codes (Asso high, 2 low),
:data:`TRESSETTE_STRENGTH` the order of the whole Tressette family (3 2 Asso Re Caval
Fante 7 6 5 4). The Tressette family also counts card points in thirds
(:data:`TRESSETTE_THIRDS`), so nothing is lost before the rounding its rules ask for; an
:class:`Order` holds a game's strength and points together (:data:`COTECCIO`,
:data:`TRESSETTE`). The follow-suit rule is written once, :func:`check_follow` (a play is
checked whole by :func:`check_play`), raising the engine's typed errors; :func:`trick_play` is
the card play of a game whose seats take turns.

>>> from coteccio_gui.engine.cards import card_from_code as c, code
>>> trick = [(1, c("Ac")), (2, c("3c")), (3, c("2d"))]
>>> trick_winner(trick, TRESSETTE_STRENGTH), trick_winner(trick, COTECCIO_STRENGTH)
(2, 1)
>>> sum(TRESSETTE_THIRDS)  # 10 2/3 card points in the pack
32
>>> [code(x) for x in legal_plays([c("Rc"), c("5d"), c("4c")], [(0, c("7c"))])]
['Rc', '4c']
>>> check_play(2, c("5d"), [c("Rc"), c("5d")], [(1, c("7c"))])
Traceback (most recent call last):
...
coteccio_gui.engine.errors.MustFollowSuit: seat 2 must follow coppe but played 5d
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from coteccio_gui.engine.cards import POINTS, RANK_OF, SUIT_OF, Card, Suit
from coteccio_gui.engine.errors import CardNotInHand, MustFollowSuit, NotYourTurn
from coteccio_gui.engine.events import CardPlayed

Strength = Sequence[int]
"""A game's rank order: ``strength[card]``, higher beats lower within a suit."""

COTECCIO_STRENGTH: tuple[int, ...] = tuple(9 - RANK_OF[c] for c in range(40))
"""Asso, Re, Caval, Fante, 7 … 2: the order of the rank letters ``ARCF765432``."""

_TRESSETTE_BY_RANK = (7, 6, 5, 4, 3, 2, 1, 0, 9, 8)  # rank index A R C F 7 6 5 4 3 2
TRESSETTE_STRENGTH: tuple[int, ...] = tuple(_TRESSETTE_BY_RANK[RANK_OF[c]] for c in range(40))
"""3, 2, Asso, Re, Caval, Fante, 7, 6, 5, 4: the order of Tressette and its family."""

_THIRDS_BY_RANK = (3, 1, 1, 1, 0, 0, 0, 0, 1, 1)
TRESSETTE_THIRDS: tuple[int, ...] = tuple(_THIRDS_BY_RANK[RANK_OF[c]] for c in range(40))
"""Card points in thirds of a point: Asso 3 (one point); 3, 2, Re, Caval, Fante 1 each."""


@dataclass(frozen=True, slots=True)
class Order:
    """A game's rank order and card points: ``strength[card]`` (higher takes within a suit) and
    ``points[card]`` (in the game's unit: Coteccio's points, the Tressette family's thirds)."""

    strength: tuple[int, ...]
    points: tuple[int, ...]

    def trick_winner(self, plays: Sequence[tuple[int, Card]]) -> int:
        """The seat whose card takes ``plays`` in this order."""
        return trick_winner(plays, self.strength)

    def points_of(self, cards: Sequence[Card]) -> int:
        """The points of these cards."""
        return sum(self.points[c] for c in cards)


COTECCIO = Order(COTECCIO_STRENGTH, POINTS)
"""Coteccio's order (Asso high) and card points."""
TRESSETTE = Order(TRESSETTE_STRENGTH, TRESSETTE_THIRDS)
"""The Tressette family's order (3 high) and its points in thirds."""


def legal_plays(hand: Sequence[Card], trick: Sequence[tuple[int, Card]]) -> list[Card]:
    """The cards of ``hand`` that may go on ``trick``: the suit led if held, else any."""
    if trick:
        led = SUIT_OF[trick[0][1]]
        follow = [c for c in hand if SUIT_OF[c] == led]
        if follow:
            return follow
    return list(hand)


def trick_winner(plays: Sequence[tuple[int, Card]], strength: Strength) -> int:
    """The seat whose card wins ``plays``: the strongest card of the suit led."""
    winner, best = plays[0]
    led = SUIT_OF[best]
    top = strength[best]
    for seat, c in plays[1:]:
        if SUIT_OF[c] == led and strength[c] > top:
            winner, top = seat, strength[c]
    return winner


def check_play(
    seat: int, card: Card, hand: Sequence[Card], trick: Sequence[tuple[int, Card]]
) -> None:
    """A play checked: ``CardNotInHand`` unless ``seat`` holds ``card``, then the follow-suit
    rule (:func:`check_follow`) when the card is not of the suit led."""
    if card not in hand:
        raise CardNotInHand(seat, card)
    if trick:
        led = SUIT_OF[trick[0][1]]
        if SUIT_OF[card] != led:
            check_follow(seat, card, hand, led)


def check_follow(seat: int, card: Card, hand: Sequence[Card], led: int) -> None:
    """The one follow-suit rule: ``MustFollowSuit`` if ``seat`` plays ``card``, not of the suit
    ``led``, while its ``hand`` holds a card of that suit."""
    for c in hand:
        if SUIT_OF[c] == led:
            raise MustFollowSuit(seat, Suit(led), card)


class _Table(Protocol):
    """What a trick play needs of a match."""

    phase: Any
    turn: int
    hands: list[list[Card]]
    trick: list[tuple[int, Card]]
    actions: Any
    order: tuple[int, ...]
    next_seat: list[int]

    def _wrong_phase(self, got: str) -> None: ...

    def _finish_trick(self, played: CardPlayed) -> list[Any]: ...


def trick_play(
    play_phase: object, play_action: type[tuple[Any, ...]]
) -> Callable[[Any, int, Card], list[Any]]:
    """The ``play`` method of a game whose seats take turns in one order per hand (Coteccio,
    Rovescino): the phase (``play_phase``), the turn, :func:`check_play`; then the card goes on
    the trick as a ``play_action`` and the next seat plays, or the game's ``_finish_trick``
    ends the full trick. (A closure, so the game's constants cost nothing per card.)"""

    def play(self: _Table, seat: int, card: Card) -> list[Any]:
        """Play ``card`` from ``seat``'s hand to the trick."""
        if self.phase is not play_phase:
            self._wrong_phase("play")
        if seat != self.turn:
            raise NotYourTurn(seat, self.turn, "play")
        hand = self.hands[seat]
        trick = self.trick
        if card not in hand:
            raise CardNotInHand(seat, card)
        if trick:
            led = SUIT_OF[trick[0][1]]
            if SUIT_OF[card] != led:
                check_follow(seat, card, hand, led)
        hand.remove(card)
        trick.append((seat, card))
        self.actions.append(_new(play_action, (seat, card)))
        played = _new(CardPlayed, (seat, card))
        if len(trick) < len(self.order):
            self.turn = self.next_seat[seat]
            return [played]
        return self._finish_trick(played)

    return play


_new = tuple.__new__
