"""Coteccio's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from coteccio_gui.engine.cards import ITALIAN
from coteccio_gui.engine.wire import (
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
from coteccio_gui.games.coteccio.events import (
    CapottoOffered,
    DoctorCalled,
    DoctorOffered,
    HandAnnulled,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    LifeReason,
    MatchWon,
    OutReason,
    Restarted,
    SeatOut,
)
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import HouseRules
from coteccio_gui.games.coteccio.view import SeatView

RULES = rules(HouseRules)
_CAPOTTO_OFFERED = record(CapottoOffered, seat=INT)
_DOCTOR_CALLED = record(DoctorCalled, seat=INT, fee=INT, lives=INT)
_DOCTOR_OFFERED = record(DoctorOffered, seat=INT, fee=INT, lives=INT, calls_left=INT)
_HAND_ANNULLED = record(HandAnnulled, seat=INT, dealer=INT)
_HAND_SCORED = record(
    HandScored, points=seq(INT), last_trick=INT, outcome=enum(HandOutcome), losers=seq(INT)
)
_LIFE_GAINED = record(LifeGained, seat=INT, lives=INT, reason=enum(LifeReason))
_LIFE_LOST = record(LifeLost, seat=INT, lives=INT, reason=enum(LifeReason))
_MATCH_WON = record(MatchWon, seat=INT, pool=INT)
_RESTARTED = record(Restarted, lives=INT)
_SEAT_OUT = record(SeatOut, seat=INT, reason=enum(OutReason))

WIRE = Wire(
    ITALIAN,
    record(
        SeatView,
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
        taken=seq(INT),
        lives=seq(INT),
        pool=INT,
        doctor_calls=seq(INT),
        doctor_calls_left=INT,
        doctor_lives=INT,
        capotto_seat=INT,
        winner=opt(INT),
        hands_annulled=INT,
        restarts=INT,
    ),
    (
        *TRICK_EVENTS,
        _CAPOTTO_OFFERED,
        _DOCTOR_CALLED,
        _DOCTOR_OFFERED,
        _HAND_ANNULLED,
        _HAND_SCORED,
        _LIFE_GAINED,
        _LIFE_LOST,
        _MATCH_WON,
        _RESTARTED,
        _SEAT_OUT,
    ),
)
"""Coteccio's view and events on the wire."""
