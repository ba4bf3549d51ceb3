"""A tournament's Stovkahra hand (``players.duplicate``): one deal from the top of a shuffled
pack, played out from the first declaration, each seat counted its side's points in the deal."""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.actions import Deal
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.cards import DECK
from coteccio_gui.games.stovkahra.dealing import deal_pack
from coteccio_gui.games.stovkahra.match import Stovkahra


def cut(deck: list[Card], players: int) -> list[list[Card]]:
    """The 32 cards of the shuffled 40-card ``deck`` (in its order) dealt 3-2-3 from seat 0;
    the trump card and the face-up cards are where the leader of ``start`` makes them."""
    pack = [c for c in deck if c < len(DECK)]
    return deal_pack(pack, 0)


def start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """A new series dealt ``deal``, ``leader`` (the dealer's left) to declare first and lead:
    the dealer's last card is turned, the leader's first three lie face up."""
    m = Stovkahra(players, None, (leader - 1) % players)
    events = m.apply(Deal(tuple(tuple(h) for h in deal[:players])))
    return cast(Game, m), list(events)


def over(m: Game, events: list[Event]) -> bool:
    """Whether the deal is over: played out, or stopped by a "dost"."""
    assert isinstance(m, Stovkahra)
    return m.phase not in (Phase.DECLARE, Phase.PLAY) or m.hands_played > 0


def points(m: Game, events: list[Event]) -> list[int]:
    """Each seat's side's points in the deal: the cards, the last trick, the Sevens'
    bonuses and the declarations."""
    assert isinstance(m, Stovkahra)
    return [m.deal_points[s % 2] for s in range(m.players)]
