"""The kernel every game of this table shares, pure Python: no pygame, no files, no clock.

The interface every game offers (:class:`Game`, :class:`GameSpec`), the cards of the 40-card
pack with their suits and ranks, the rank orders and trick steps (``engine.tricks``), the
actions and events every trick game shares, the typed errors of an illegal action and the
record codec's checks. No game lives here: each, Coteccio too, is a package of
``coteccio_gui.games``.

Names load on first use (PEP 562): the title needs the cards, not the whole kernel, before its
first frame.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coteccio_gui.engine.actions import Deal, Play
    from coteccio_gui.engine.cards import (
        CODES,
        DECK,
        POINTS,
        Card,
        Rank,
        Suit,
        card,
        card_from_code,
        code,
        points,
        rank_of,
        suit_of,
    )
    from coteccio_gui.engine.errors import (
        BadDeal,
        CardNotInHand,
        HouseRuleError,
        IllegalAction,
        MustFollowSuit,
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
    )

_WHERE: dict[str, str] = {
    "Deal": "actions",
    "Play": "actions",
    "CODES": "cards",
    "DECK": "cards",
    "POINTS": "cards",
    "Card": "cards",
    "Rank": "cards",
    "Suit": "cards",
    "card": "cards",
    "card_from_code": "cards",
    "code": "cards",
    "points": "cards",
    "rank_of": "cards",
    "suit_of": "cards",
    "BadDeal": "errors",
    "CardNotInHand": "errors",
    "IllegalAction": "errors",
    "MustFollowSuit": "errors",
    "NotYourTurn": "errors",
    "WrongPhase": "errors",
    "CardPlayed": "events",
    "HandDealt": "events",
    "Trick": "events",
    "TrickWon": "events",
    "BadEvent": "game",
    "Game": "game",
    "GameBase": "game",
    "GameSpec": "game",
    "Outcome": "game",
    "Pile": "game",
    "RuleField": "game",
    "HouseRuleError": "errors",
}
"""Each public name and the module of the engine that defines it."""


def __getattr__(name: str) -> Any:
    """A public name, imported from its module the first time it is asked for."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{where}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = [
    "CODES",
    "DECK",
    "POINTS",
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
    "MustFollowSuit",
    "NotYourTurn",
    "Outcome",
    "Pile",
    "Play",
    "Rank",
    "RuleField",
    "Suit",
    "Trick",
    "TrickWon",
    "WrongPhase",
    "card",
    "card_from_code",
    "code",
    "points",
    "rank_of",
    "suit_of",
]
