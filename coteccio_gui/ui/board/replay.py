"""A record as a series of tables: the match after each of its actions, for the hand history.

Any game: the record's actions are applied one by one to a fresh match of its game, and a
copy is kept after each (with the events the action caused), so the history can show the
table at any step and say what happened there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from coteccio_gui import games
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.engine.wire import WireError
from coteccio_gui.left import SeatRecord
from coteccio_gui.record import Record


@dataclass(frozen=True)
class Step:
    """The table after some actions of a record, and what the last one did."""

    actions: int
    """How many actions of the record are applied."""
    kind: str
    """``start``, ``deal``, ``play``, ``trick`` (a play that ends a trick) or ``choice``."""
    hand: int
    """The number of the hand being played (1 for the first deal), 0 before it."""
    game: Game
    """The match as it stands after this step (a copy: do not change it)."""
    table: tuple[tuple[int, Card], ...]
    """The cards on the table; a trick just won stays there at its step."""
    winner: int | None
    """Who won the trick on the table, if it is finished."""
    events: tuple[Event, ...]
    action: Action | None


def build_steps(record: Record) -> list[Step]:
    """Replay ``record`` action by action and keep the table after each one (a seat record:
    the seat's match after each action, as it saw it)."""
    if isinstance(record, SeatRecord):
        return seat_steps(record)
    src = record.match
    m = games.spec(src.name).start(len(record.players), src.rules, src.first_dealer)
    steps = [Step(0, "start", 0, m.copy(), (), None, (), None)]
    hand = 0
    for action in src.actions:
        events = tuple(m.apply(action))
        winner, shown, kind = None, None, "choice"
        for e in events:
            if isinstance(e, HandDealt):
                hand += 1
                kind = "deal"
            elif isinstance(e, TrickWon):
                winner, shown, kind = e.seat, e.trick.plays, "trick"
        if kind == "choice" and getattr(action, "card", None) is not None:
            kind = "play"
        table = tuple(m.trick) if shown is None else shown
        steps.append(Step(len(m.actions), kind, hand, m.copy(), table, winner, events, action))
    return steps


def seat_steps(record: SeatRecord) -> list[Step]:
    """The tables of a seat record: the seat's match after each action it was shown, with the
    events it saw (a card it was not shown is ``None`` in them)."""
    wire = games.wire(record.game)
    steps: list[Step] = []  # from the first view the seat was sent (a table is drawn from one)
    hand = 0
    for k, entry in enumerate(record.steps, start=1):
        events = []
        for data in entry.get("events") or ():
            try:
                events.append(wire.read_event(data))
            except WireError:
                continue  # an event this program cannot read: the view tells the rest
        m = record.match_after(k)
        winner, shown, kind = None, None, "choice"
        for e in events:
            if isinstance(e, HandDealt):
                hand += 1
                kind = "deal"
            elif isinstance(e, TrickWon):
                winner, shown, kind = e.seat, e.trick.plays, "trick"
            elif isinstance(e, CardPlayed) and kind == "choice":
                kind = "play"
        table = tuple(m.trick) if shown is None else shown
        if m.own is not None:
            seen = cast(Game, m)  # the seat's match: it answers what a step reads of a match
            steps.append(Step(k, kind, hand, seen, table, winner, tuple(events), None))
    return steps or [Step(0, "start", 0, record.match, (), None, (), None)]


def hand_in_play(record: Record, steps: list[Step]) -> int | None:
    """The first step of the hand a record stops in the middle of (None: no hand is open)."""
    m = record.match
    if isinstance(record, SeatRecord):
        return None  # a match left: it holds only what the seat saw, all of it shown
    if m.outcome() is not None or m.needs_deal() or not any(m.hand(s) for s in range(m.players)):
        return None
    deals = [i for i, step in enumerate(steps) if step.kind == "deal"]
    return deals[-1] if deals else None


def trick_number(step: Step) -> int:
    """The trick a step shows, from 1: the one just won while it lies on the table (the
    match counts it among the finished), else the one being played."""
    won = [e.number for e in step.events if isinstance(e, TrickWon)]
    return won[-1] + 1 if won else len(step.game.tricks) + 1
