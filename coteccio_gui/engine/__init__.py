"""The rules of Coteccio (Trieste), pure Python: no pygame, no files, no clock, no global random.

The public API: build a :class:`Match`, ``deal`` it with a ``random.Random``,
ask ``legal_plays(seat)``, apply actions (``play``, ``decide_capotto``,
``decide_doctor`` or ``apply``) and animate the events they return; give
computer players only ``seat_view(match, seat)``.
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
from coteccio_gui.engine.match import Match
from coteccio_gui.engine.phase import Phase
from coteccio_gui.engine.rules import PRESETS, DoctorLimitPer, HouseRuleError, HouseRules
from coteccio_gui.engine.view import SeatView, seat_view

__all__ = [
    "CODES", "DECK", "POINTS", "PRESETS",
    "Action", "BadDeal", "Capotto", "CapottoChoice", "CapottoOffered", "Card", "CardNotInHand",
    "CardPlayed", "Deal", "Doctor", "DoctorCalled", "DoctorLimitPer", "DoctorOffered", "Event",
    "HandAnnulled", "HandDealt", "HandOutcome", "HandScored", "HouseRuleError", "HouseRules",
    "IllegalAction", "LifeGained", "LifeLost", "LifeReason", "Match", "MatchWon",
    "MustFollowSuit", "NotYourTurn", "OutReason", "Phase", "Play", "Rank", "Restarted",
    "SeatOut", "SeatView", "Suit", "Trick", "TrickWon", "WrongPhase",
    "card", "card_from_code", "code", "points", "rank_of", "seat_view", "suit_of",
]  # fmt: skip
