"""Zifuli's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from coteccio_gui.engine.wire import (
    BOOL,
    CARD,
    INT,
    STR,
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
from coteccio_gui.games.cucco.cards import WIRE_PACK, Design
from coteccio_gui.games.cucco.scoring import SideResult
from coteccio_gui.games.zifuli.events import (
    AllPassed,
    BiddingWon,
    BidMade,
    PartnerRevealed,
    Passed,
    ZifuliHandScored,
    ZifuliMatchOver,
)
from coteccio_gui.games.zifuli.rules import ZifuliRules
from coteccio_gui.games.zifuli.spec import SPEC
from coteccio_gui.games.zifuli.view import ZifuliView

RULES = rules(ZifuliRules)
ACTION = action(SPEC.write_action, SPEC.read_action)
_ALL_PASSED = record(AllPassed, dealer=INT)
_BID_MADE = record(BidMade, seat=INT, call=enum(Design))
_BIDDING_WON = record(BiddingWon, bidder=INT, call=enum(Design))
_PARTNER_REVEALED = record(PartnerRevealed, bidder=INT, partner=INT)
_PASSED = record(Passed, seat=INT)
_ZIFULI_HAND_SCORED = record(
    ZifuliHandScored,
    bidder=INT,
    partner=INT,
    halves=row(INT, INT),
    recount=opt(row(INT, INT)),
    result=enum(SideResult),
    payments=seq(INT),
    balances=seq(INT),
)
_ZIFULI_MATCH_OVER = record(ZifuliMatchOver, winners=seq(INT), balances=seq(INT))

WIRE = Wire(
    WIRE_PACK,
    record(
        ZifuliView,
        seat=INT,
        rounds=INT,
        phase=STR,
        turn=INT,
        dealer=INT,
        leader=INT,
        hand=seq(CARD),
        hand_sizes=seq(INT),
        legal=seq(ACTION),
        bids=seq(row(INT, opt(INT))),
        bidder=opt(INT),
        call=opt(INT),
        partner=opt(INT),
        revealed=BOOL,
        trick=seq(row(INT, CARD)),
        tricks=seq(TRICK),
        taken=seq(INT),
        balances=seq(INT),
        hands_played=INT,
        winners=opt(seq(INT)),
    ),
    (
        *TRICK_EVENTS,
        _ALL_PASSED,
        _BID_MADE,
        _BIDDING_WON,
        _PARTNER_REVEALED,
        _PASSED,
        _ZIFULI_HAND_SCORED,
        _ZIFULI_MATCH_OVER,
    ),
)
"""Zifuli's view and events on the wire."""
