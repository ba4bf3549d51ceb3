"""Playing Tressette and Tressette in due between computer players: dealt hands and whole games."""

from __future__ import annotations

import random
from typing import Any, cast

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.tressette.actions import Deal, Phase
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.events import HandScored
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules


def new_game(players: int, rules: Any, first_dealer: int) -> Tressette:
    """A game of Tressette (4 players) or Tressette in due (2)."""
    if players == 2:
        return TressetteInDue(2, rules, first_dealer)
    return Tressette(players, rules, first_dealer)


def deal_cards(players: int, rng: random.Random) -> list[list[Card]]:
    """Ten cards a seat and, with two players, the stock as a last list."""
    deck = list(range(40))
    rng.shuffle(deck)
    return cut(deck, players)


def cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Ten cards of the shuffled ``deck`` a seat and, with two players, the stock."""
    hands = [deck[10 * s : 10 * s + 10] for s in range(players)]
    return hands + [deck[10 * players :]] if players == 2 else hands


def start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """The dealt hand (no claims), ``leader`` to lead."""
    rules = DueRules(claiming=False) if players == 2 else TressetteRules(claiming=False)
    m = new_game(players, rules, (leader - 1) % players)
    hands = tuple(tuple(h) for h in deal[:players])
    return cast(Game, m), [*m.apply(Deal(hands, tuple(deal[players]) if players == 2 else ()))]


def _scored(events: list[Event]) -> HandScored | None:
    return next((e for e in events if isinstance(e, HandScored)), None)


def over(m: Game, events: list[Event]) -> bool:
    """Whether the hand is played out, or annulled."""
    assert isinstance(m, Tressette)
    playing = m.phase is Phase.PLAY or m.phase is Phase.CALL
    return not playing or _scored(events) is not None or bool(m.hands_annulled)


def points(m: Game, events: list[Event]) -> list[int]:
    """Each seat's side's points: the cards' and the last trick's, fractions dropped
    (declarations are the deal's, not the play's, and are left out); an annulled hand counts
    0 for every seat."""
    scored = _scored(events)
    return [0] * m.players if scored is None else list(scored.points)
