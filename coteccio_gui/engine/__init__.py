"""The kernel every game of this table shares, pure Python: no pygame, no files, no clock.

The interface every game offers (:class:`Game`, :class:`GameSpec`), the cards of the 40-card
pack with their suits and ranks, the rank orders and trick steps (``engine.tricks``; with a
trump suit and the duty to beat, ``engine.trumps``), the actions and events every trick game
shares, the typed errors of an illegal action and the record codec's checks. No game lives
here: each, Coteccio too, is a package of ``coteccio_gui.games``.
"""

from __future__ import annotations

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import (
    CODES,
    DECK,
    POINTS,
    RANK_OF,
    SUIT_OF,
    Card,
    Rank,
    Suit,
    card,
    card_from_code,
    code,
    points,
    rank_of,
    suit_cards,
    suit_of,
)
from coteccio_gui.engine.errors import (
    BadDeal,
    CardNotInHand,
    HouseRuleError,
    IllegalAction,
    MustBeat,
    MustFollowSuit,
    MustHeadTrick,
    MustOvertrump,
    MustTrump,
    NotYourTurn,
    WrongPhase,
)
from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon
from coteccio_gui.engine.game import (
    BadEvent,
    Game,
    GameBase,
    GameSpec,
    Outcome,
    Pile,
    RuleField,
    Rules,
)
from coteccio_gui.engine.view import TableView

__all__ = [
    "CODES",
    "DECK",
    "POINTS",
    "RANK_OF",
    "SUIT_OF",
    "BadDeal",
    "BadEvent",
    "Card",
    "CardNotInHand",
    "CardPlayed",
    "Deal",
    "Game",
    "GameBase",
    "GameSpec",
    "HandDealt",
    "HouseRuleError",
    "IllegalAction",
    "MustBeat",
    "MustFollowSuit",
    "MustHeadTrick",
    "MustOvertrump",
    "MustTrump",
    "NotYourTurn",
    "Outcome",
    "Pile",
    "Play",
    "Rank",
    "RuleField",
    "Rules",
    "Suit",
    "TableView",
    "Trick",
    "TrickWon",
    "WrongPhase",
    "card",
    "card_from_code",
    "code",
    "points",
    "rank_of",
    "suit_cards",
    "suit_of",
]
