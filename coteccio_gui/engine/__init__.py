"""The rules of Coteccio (Trieste), pure Python: no pygame, no files, no clock, no global random.

Also the interface every game of this table offers (:class:`Game`, :class:`GameSpec`)
and what the games of the 40-card pack share (cards, tricks). The public API of Coteccio:
build a :class:`Match`, ``deal`` it with a ``random.Random``, ask ``legal_actions()``,
``apply`` an action and animate the events it returns; give computer players only
``match.view(seat)``.

Names load on first use (PEP 562): the title needs the cards, not the whole of Coteccio's rules,
before its first frame.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coteccio_gui.engine.actions import Action, Capotto, CapottoChoice, Deal, Doctor, Play
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
        IllegalAction,
        MustFollowSuit,
        NotYourTurn,
        WrongPhase,
    )
    from coteccio_gui.engine.events import (
        CapottoOffered,
        CardPlayed,
        DoctorCalled,
        DoctorOffered,
        Event,
        HandAnnulled,
        HandDealt,
        HandOutcome,
        HandScored,
        LifeGained,
        LifeLost,
        LifeReason,
        MatchWon,
        OutReason,
        Restarted,
        SeatOut,
        Trick,
        TrickWon,
    )
    from coteccio_gui.engine.game import (
        BadEvent,
        Game,
        GameBase,
        GameSpec,
        Outcome,
        Pile,
        RuleField,
    )
    from coteccio_gui.engine.match import Match
    from coteccio_gui.engine.phase import Phase
    from coteccio_gui.engine.rules import PRESETS, DoctorLimitPer, HouseRuleError, HouseRules
    from coteccio_gui.engine.view import SeatView, seat_view

_WHERE: dict[str, str] = {
    "Action": "actions",
    "Capotto": "actions",
    "CapottoChoice": "actions",
    "Deal": "actions",
    "Doctor": "actions",
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
    "CapottoOffered": "events",
    "CardPlayed": "events",
    "DoctorCalled": "events",
    "DoctorOffered": "events",
    "Event": "events",
    "HandAnnulled": "events",
    "HandDealt": "events",
    "HandOutcome": "events",
    "HandScored": "events",
    "LifeGained": "events",
    "LifeLost": "events",
    "LifeReason": "events",
    "MatchWon": "events",
    "OutReason": "events",
    "Restarted": "events",
    "SeatOut": "events",
    "Trick": "events",
    "TrickWon": "events",
    "BadEvent": "game",
    "Game": "game",
    "GameBase": "game",
    "GameSpec": "game",
    "Outcome": "game",
    "Pile": "game",
    "RuleField": "game",
    "Match": "match",
    "Phase": "phase",
    "PRESETS": "rules",
    "DoctorLimitPer": "rules",
    "HouseRuleError": "rules",
    "HouseRules": "rules",
    "SeatView": "view",
    "seat_view": "view",
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
    "CODES", "DECK", "POINTS", "PRESETS",
    "Action", "BadDeal", "BadEvent", "Game", "GameBase", "GameSpec", "Outcome", "Pile", "RuleField",
    "Capotto", "CapottoChoice", "CapottoOffered", "Card", "CardNotInHand",
    "CardPlayed", "Deal", "Doctor", "DoctorCalled", "DoctorLimitPer", "DoctorOffered", "Event",
    "HandAnnulled", "HandDealt", "HandOutcome", "HandScored", "HouseRuleError", "HouseRules",
    "IllegalAction", "LifeGained", "LifeLost", "LifeReason", "Match", "MatchWon",
    "MustFollowSuit", "NotYourTurn", "OutReason", "Phase", "Play", "Rank", "Restarted",
    "SeatOut", "SeatView", "Suit", "Trick", "TrickWon", "WrongPhase",
    "card", "card_from_code", "code", "points", "rank_of", "seat_view", "suit_of",
]  # fmt: skip
