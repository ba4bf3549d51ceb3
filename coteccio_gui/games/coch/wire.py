"""Cöch's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from coteccio_gui.engine.wire import (
    CARD,
    INT,
    STR,
    TRICK,
    TRICK_EVENTS,
    Wire,
    opt,
    record,
    row,
    rules,
    seq,
)
from coteccio_gui.games.coch.events import CochHandScored, CochMatchWon
from coteccio_gui.games.coch.rules import CochRules
from coteccio_gui.games.coch.view import CochView
from coteccio_gui.games.cucco.cards import WIRE_PACK

RULES = rules(CochRules)
_COCH_HAND_SCORED = record(
    CochHandScored,
    halves=row(INT, INT),
    recount=opt(row(INT, INT)),
    side=opt(INT),
    hands_won=row(INT, INT),
)
_COCH_MATCH_WON = record(CochMatchWon, side=INT, seats=seq(INT))

WIRE = Wire(
    WIRE_PACK,
    record(
        CochView,
        seat=INT,
        people=INT,
        target=INT,
        phase=STR,
        turn=INT,
        dealer=INT,
        leader=INT,
        hand=seq(CARD),
        seen=seq(opt(seq(CARD))),
        hand_sizes=seq(INT),
        legal=seq(CARD),
        trick=seq(row(INT, CARD)),
        tricks=seq(TRICK),
        halves=row(INT, INT),
        hands_won=row(INT, INT),
        hands_played=INT,
        winner=opt(INT),
    ),
    (*TRICK_EVENTS, _COCH_HAND_SCORED, _COCH_MATCH_WON),
)
"""Cöch's view and events on the wire."""
