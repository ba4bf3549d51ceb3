"""Stovkahra's wire: its seat view and its events as JSON, each field declared once
(``engine.wire``); the server, the seat's program and a seat's kept history use it.

The turned card and eldest's face-up cards are public (everyone is shown them), as are the
cards of a Seven's bonus (the trick is on the table); a deal's other hands are hidden by the
writing, as in every game.
"""

from __future__ import annotations

from coteccio_gui.engine.cards import Card, Pack
from coteccio_gui.engine.game import JSON
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
    Writing,
    action,
    enum,
    opt,
    record,
    row,
    rules,
    seq,
)
from coteccio_gui.games.stovkahra.actions import Phase
from coteccio_gui.games.stovkahra.cards import PACK
from coteccio_gui.games.stovkahra.declarations import Declaration
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    DostCalled,
    GameEnd,
    GameWon,
    Hundred,
    Passed,
    SeriesOver,
    Settled,
    SevenBonus,
    TrumpTurned,
)
from coteccio_gui.games.stovkahra.rules import StovkahraRules
from coteccio_gui.games.stovkahra.spec import SPEC
from coteccio_gui.games.stovkahra.view import StovkahraView


def _write_turned(card: Card, w: Writing) -> JSON:
    return None if card < 0 else CARD.write(card, w)


def _read_turned(data: JSON, pack: Pack) -> Card:
    return -1 if data is None else CARD.read(data, pack)


TURNED: Codec[Card] = Codec(_write_turned, _read_turned, "the turned card")
"""The turned card, ``null`` before the first deal (-1 in the view)."""
RULES = rules(StovkahraRules)
ACTION = action(SPEC.write_action, SPEC.read_action)
SIDES = row(INT, INT)
_DECLARATION = record(Declaration, seat=INT, rank=INT, held=INT, points=INT)
_TRUMP_TURNED = record(TrumpTurned, dealer=INT, card=CARD, eldest=INT, face_up=seq(CARD), cut=INT)
_DECLARED = record(Declared, seat=INT, rank=INT, held=INT, points=INT, total=INT)
_PASSED = record(Passed, seat=INT)
_SEVEN_BONUS = record(SevenBonus, seat=INT, number=INT, card=CARD, points=INT)
_HUNDRED = record(Hundred, side=INT, total=INT, first=BOOL)
_DOST_CALLED = record(DostCalled, seat=INT, total=INT, right=BOOL)
_DEAL_SCORED = record(DealScored, points=SIDES, totals=SIDES)
_GAME_WON = record(GameWon, side=INT, seats=seq(INT), end=enum(GameEnd), brcka=INT, totals=SIDES)
_SETTLED = record(Settled, seat=INT, side=INT, subtract=BOOL, amount=INT, brcka=SIDES)
_SERIES_OVER = record(SeriesOver, winners=seq(INT), series=INT)

VIEW = record(
    StovkahraView,
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
    legal=seq(ACTION),
    trump_card=TURNED,
    trump_held=BOOL,
    eldest=INT,
    face_up=seq(CARD),
    declarations=seq(_DECLARATION),
    points=SIDES,
    deal_points=SIDES,
    first_hundred=opt(INT),
    brcka=SIDES,
    ten_first=opt(INT),
    games_played=INT,
    settling=opt(SIDES),
    outcome=opt(OUTCOME),
)
"""A seat's view: its own hand, the table, the turned and face-up cards, the scores."""

EVENTS = (
    *TRICK_EVENTS,
    _TRUMP_TURNED,
    _DECLARED,
    _PASSED,
    _SEVEN_BONUS,
    _HUNDRED,
    _DOST_CALLED,
    _DEAL_SCORED,
    _GAME_WON,
    _SETTLED,
    _SERIES_OVER,
)
"""Stovkahra's events."""

PUBLIC = (CARD_PLAYED, TRICK_WON, _TRUMP_TURNED, _SEVEN_BONUS)
"""The turned card and eldest's first three lie face up for everyone; a Seven's bonus names a
card of a trick on the table."""

WIRE = Wire(PACK, VIEW, EVENTS, PUBLIC)
"""Stovkahra's view and events on the wire."""
