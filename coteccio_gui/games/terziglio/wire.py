"""Terziglio's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from coteccio_gui.engine.cards import ITALIAN
from coteccio_gui.engine.wire import (
    BOOL,
    CARD,
    INT,
    OUTCOME,
    TRICK,
    TRICK_EVENTS,
    Wire,
    action,
    enum,
    opt,
    record,
    row,
    rules,
    seq,
)
from coteccio_gui.games.terziglio.actions import (
    Bidded,
    CardCalled,
    Contract,
    Contracted,
    Discarded,
    Exchanged,
    GameOver,
    HandScored,
    MonteShown,
    MonteTaken,
    PassedOut,
    Phase,
    TerziglioRules,
)
from coteccio_gui.games.terziglio.spec import SPEC
from coteccio_gui.games.terziglio.view import TerziglioView

RULES = rules(TerziglioRules)
ACTION = action(SPEC.write_action, SPEC.read_action)
_BIDDED = record(Bidded, seat=INT, contract=opt(enum(Contract)))
_CARD_CALLED = record(CardCalled, soloist=INT, card=CARD, holder=INT)
_CONTRACTED = record(Contracted, soloist=INT, contract=enum(Contract))
_DISCARDED = record(Discarded, seat=INT)
_EXCHANGED = record(Exchanged, soloist=INT, holder=INT, called=CARD, given=CARD)
_GAME_OVER = record(GameOver, winners=seq(INT))
_HAND_SCORED = record(
    HandScored,
    soloist=INT,
    contract=enum(Contract),
    points=INT,
    made=BOOL,
    multiplier=INT,
    gained=seq(INT),
    monte=seq(CARD),
)
_PASSED_OUT = record(PassedOut, dealer=INT, redealt=BOOL)
_MONTE_SHOWN = record(MonteShown, cards=seq(CARD))
_MONTE_TAKEN = record(MonteTaken, seat=INT, number=INT, cards=seq(CARD))

WIRE = Wire(
    ITALIAN,
    record(
        TerziglioView,
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
        eldest=INT,
        legal=seq(ACTION),
        bids=seq(row(INT, opt(enum(Contract)))),
        lowest=enum(Contract),
        contract=opt(enum(Contract)),
        soloist=INT,
        called=opt(CARD),
        holder=INT,
        given=opt(CARD),
        monte_shown=seq(CARD),
        took=seq(seq(CARD)),
        discarded=seq(CARD),
        discard_counts=seq(INT),
        monte_size=INT,
        scores=seq(INT),
        outcome=opt(OUTCOME),
        hands_passed=INT,
        monte_at_end=seq(CARD),
    ),
    (
        *TRICK_EVENTS,
        _BIDDED,
        _CARD_CALLED,
        _EXCHANGED,
        _PASSED_OUT,
        _CONTRACTED,
        _DISCARDED,
        _GAME_OVER,
        _HAND_SCORED,
        _MONTE_SHOWN,
        _MONTE_TAKEN,
    ),
)
"""Terziglio's view and events on the wire."""
