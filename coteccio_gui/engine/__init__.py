"""The rules of Coteccio (Trieste), pure Python: no pygame, no files, no clock, no global random.

Also the interface every game of this table offers (:class:`Game`, :class:`GameSpec`)
and what the games of the 40-card pack share (cards, tricks). The public API of Coteccio:
build a :class:`Match`, ``deal`` it with a ``random.Random``, ask ``legal_actions()``,
``apply`` an action and animate the events it returns; give computer players only
``match.view(seat)``.
"""

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
