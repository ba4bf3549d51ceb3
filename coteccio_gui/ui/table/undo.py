"""Undo at the table: one person against computers takes back their last action of the hand
in play, and what the computers did after it (Ctrl+Z, or the Undo button).

The match is rebuilt from its record without those events, so it is the same match as if
they had never happened; the record keeps them in its ``meta`` (``undone``: where, and the
events taken back) and the statistics count the match as one with a move taken back.

Undo is offered only where it is fair and clear: one person at the table (in hot-seat the
others would see a hand again), within the hand in play (once a hand is scored, its result
stands), and never once the match is over.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from coteccio_gui import games
from coteccio_gui.engine.game import Game
from coteccio_gui.i18n import _
from coteccio_gui.live import HUMAN
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.turns import Turns


class UndoTable(Table, Protocol):
    """A table that can start again from a match rebuilt by an undo."""

    turns: Turns

    def rebuild(self, match: Game) -> None:
        """Show ``match`` (the match in play without the events taken back) from its state."""
        ...


def pressed(event: pygame.event.Event) -> bool:
    """Ctrl+Z (Cmd+Z on a Mac)."""
    ctrl = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
    return event.type == pygame.KEYDOWN and event.key == pygame.K_z and bool(ctrl)


def person(t: Table) -> int | None:
    """The one person at the table, if exactly one person plays against computers."""
    people = [i for i, s in enumerate(t.setup.seats) if s.kind == HUMAN]
    if len(people) != 1 or len(t.setup.seats) < 2:
        return None
    return people[0]


def cut(t: Table) -> int | None:
    """Where the match would be cut by an undo now (the index of the person's last action of
    this hand), or None when nothing can be taken back."""
    who = person(t)
    m = t.match
    if not t.source.local:
        return None  # a server's match: what was played there stands
    if who is None or t.ended or m.outcome() is not None or m.needs_deal():
        return None
    if not any(m.hand(s) for s in range(m.players)):
        return None  # every card played: the hand is scored (a doctor may still be asked)
    for i in range(len(m.actions) - 1, -1, -1):
        seat = getattr(m.actions[i], "seat", None)
        if seat is None:
            return None  # the deal of this hand: nothing of the person's since
        if m.controller(seat) == who:
            return i
    return None


def from_dialog(t: UndoTable, event: pygame.event.Event) -> bool:
    """Ctrl+Z while a dialog asks the person: the dialogs over the table close and the
    person's last move is taken back (whether it was; nothing if none can be)."""
    here = id(t)  # the table is one of the app's scenes (as a protocol, typed apart)
    if not pressed(event) or cut(t) is None or here not in map(id, t.app.scenes):
        return False
    while id(t.app.top) != here:
        t.app.pop()
    take_back(t)
    return True


def take_back(t: UndoTable) -> None:
    """Undo the person's last action and the computers' after it (nothing if none can be)."""
    at = cut(t)
    if at is None:
        return
    m = t.match
    spec = games.spec(m.name)
    rebuilt = spec.start(m.players, m.rules, m.first_dealer)
    for action in m.actions[:at]:
        rebuilt.apply(action)
    undone: list[dict[str, Any]] = t.setup.undone
    undone.append({"at": at, "events": [spec.write_action(a) for a in m.actions[at:]]})
    who = m.controller(getattr(m.actions[at], "seat", 0))
    plays = sum(1 for a in m.actions[at:] if getattr(a, "seat", -1) == who and hasattr(a, "card"))
    reviews = t.coach.reviews.get(who, [])
    if plays and reviews:  # the coach's count forgets the plays taken back
        del reviews[-min(plays, len(reviews)) :]
    t.rebuild(rebuilt)
    taken, cards = getattr(m.actions[at], "card", None), list(t.show.cards[t.turns.bottom])
    if taken in cards:  # the card taken back is the one chosen, under the person's finger
        t.turns.selected = cards.index(taken)
    t.say(_("Taken back: your last move, and what the computers did after it."))
