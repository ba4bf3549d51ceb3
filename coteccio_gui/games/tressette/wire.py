"""Tressette's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it."""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.cards import ITALIAN
from coteccio_gui.engine.wire import (
    BOOL,
    CARD,
    CARD_PLAYED,
    INT,
    OUTCOME,
    TRICK,
    TRICK_EVENTS,
    TRICK_WON,
    Codec,
    Wire,
    action,
    enum,
    opt,
    record,
    row,
    rules,
    seq,
)
from coteccio_gui.games.tressette.actions import Phase, Signal
from coteccio_gui.games.tressette.declarations import Combo, Declaration
from coteccio_gui.games.tressette.events import (
    Annulled,
    Called,
    CardDrawn,
    Claimed,
    Declared,
    EndReason,
    GameOver,
    GoodGame,
    HandScored,
    PartnerRevealed,
    Signalled,
    Special,
)
from coteccio_gui.games.tressette.rules import DueRules, TressetteRules
from coteccio_gui.games.tressette.spec import DUE_SPEC, SPEC
from coteccio_gui.games.tressette.view import TressetteView

RULES = rules(TressetteRules)
ACTION = action(SPEC.write_action, SPEC.read_action)
DUE_RULES = rules(DueRules)
DUE_ACTION = action(DUE_SPEC.write_action, DUE_SPEC.read_action)
_DECLARATION = record(Declaration, combo=enum(Combo), rank=INT, suit=INT, points=INT)
_ANNULLED = record(Annulled, seat=INT, dealer=INT)
_CALLED = record(Called, seat=INT, card=CARD)
_CARD_DRAWN = record(CardDrawn, seat=INT, card=CARD)
_CLAIMED = record(Claimed, seat=INT, total=INT, right=BOOL)
_DECLARED = record(Declared, seat=INT, declarations=seq(_DECLARATION), points=INT)
_GAME_OVER = record(
    GameOver, winners=seq(INT), reason=enum(EndReason), special=opt(enum(Special)), pool=INT
)
_GOOD_GAME = record(GoodGame, seat=INT)
_HAND_SCORED = record(HandScored, points=seq(INT), last_trick=INT, special=opt(enum(Special)))
_PARTNER_REVEALED = record(PartnerRevealed, caller=INT, partner=INT)
_SIGNALLED = record(Signalled, seat=INT, card=CARD, signal=enum(Signal))


def _view(rules: Codec[Any], action: Codec[Any]) -> Codec[TressetteView]:
    """The view of one of the two games, with its house rules and its actions."""
    return record(
        TressetteView,
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
        rules=rules,
        phase=enum(Phase),
        legal=seq(action),
        signals=seq(row(INT, INT, enum(Signal))),
        started=seq(BOOL),
        announced=seq(BOOL),
        declared=seq(seq(_DECLARATION)),
        scores=seq(INT),
        stock=INT,
        drawn=seq(row(INT, CARD)),
        called=opt(CARD),
        caller=INT,
        partner=opt(INT),
        teams=seq(seq(INT)),
        outcome=opt(OUTCOME),
        end_reason=opt(enum(EndReason)),
        special=opt(enum(Special)),
        claim=opt(_CLAIMED),
    )


EVENTS = (
    *TRICK_EVENTS,
    _ANNULLED,
    _CALLED,
    _CARD_DRAWN,
    _CLAIMED,
    _DECLARED,
    _GAME_OVER,
    _GOOD_GAME,
    _HAND_SCORED,
    _PARTNER_REVEALED,
    _SIGNALLED,
)
"""Tressette's events (Tressette in due's too)."""

PUBLIC = (CARD_PLAYED, TRICK_WON, _SIGNALLED)
"""A signal is given aloud with the card it goes with: everyone sees both."""

WIRE = Wire(ITALIAN, _view(RULES, ACTION), EVENTS, PUBLIC)
"""Tressette's view and events on the wire."""
DUE_WIRE = Wire(ITALIAN, _view(DUE_RULES, DUE_ACTION), EVENTS, PUBLIC)
"""Tressette in due's view (its own house rules) and the same events on the wire."""
