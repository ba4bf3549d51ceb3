"""Rovescino's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from coteccio_gui.engine.cards import ITALIAN
from coteccio_gui.engine.wire import (
    BOOL,
    CARD,
    INT,
    TRICK,
    TRICK_EVENTS,
    Wire,
    enum,
    opt,
    record,
    row,
    rules,
    seq,
)
from coteccio_gui.games.rovescino.events import (
    HandScored,
    MatchOver,
    MonteLaid,
    MonteTaken,
    Phase,
    SeatEliminated,
    TieForLowest,
)
from coteccio_gui.games.rovescino.rules import RovescinoRules
from coteccio_gui.games.rovescino.view import RovescinoView

RULES = rules(RovescinoRules)
_HAND_SCORED = record(
    HandScored,
    thirds=seq(INT),
    points=seq(INT),
    dropped=INT,
    last_trick=INT,
    cappotto=INT,
    scores=seq(INT),
)
_MATCH_OVER = record(MatchOver, winners=seq(INT), losers=seq(INT), scores=seq(INT))
_MONTE_LAID = record(MonteLaid, size=INT)
_MONTE_TAKEN = record(MonteTaken, seat=INT, cards=seq(CARD), thirds=INT)
_SEAT_ELIMINATED = record(SeatEliminated, seat=INT, score=INT)
_TIE_FOR_LOWEST = record(TieForLowest, seats=seq(INT), score=INT)

WIRE = Wire(
    ITALIAN,
    record(
        RovescinoView,
        seat=INT,
        players=INT,
        turn=INT,
        hand=seq(CARD),
        hand_sizes=seq(INT),
        trick=seq(row(INT, CARD)),
        tricks=seq(TRICK),
        dealer=INT,
        leader=INT,
        hands_played=INT,
        rules=RULES,
        phase=enum(Phase),
        legal=seq(CARD),
        order=seq(INT),
        hand_size=INT,
        taken=seq(INT),
        monte_size=INT,
        monte=seq(CARD),
        scores=seq(INT),
        out=seq(BOOL),
        winners=opt(seq(INT)),
        losers=seq(INT),
    ),
    (
        *TRICK_EVENTS,
        _HAND_SCORED,
        _MATCH_OVER,
        _MONTE_LAID,
        _MONTE_TAKEN,
        _SEAT_ELIMINATED,
        _TIE_FOR_LOWEST,
    ),
)
"""Rovescino's view and events on the wire."""
