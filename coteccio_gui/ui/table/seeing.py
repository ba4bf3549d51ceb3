"""Showing what happened, one event at a time: dealing, playing and taking tricks on the stage,
and the presentation's part (the board, a message, a tip, a summary) for every event."""

from __future__ import annotations

from typing import Protocol

from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.engine.game import Event
from coteccio_gui.ui.games.base import Shown
from coteccio_gui.ui.table import skip
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.show import Stage
from coteccio_gui.ui.table.tips import TableTips
from coteccio_gui.ui.table.turns import Turns


class SeeingTable(Table, Protocol):
    """A table with the stage its cards move on, its turns and its tips."""

    stage: Stage
    turns: Turns
    tips: TableTips

    def speeds(self) -> tuple[float, float]:
        """How fast things move now (the settings', or none while skipping to the result)."""
        ...

    def sound(self, name: str) -> None:
        """Play one of the table's sounds."""
        ...


def show_event(t: SeeingTable, e: Event) -> None:
    """Start showing one event; the table waits until its animation is over."""
    if isinstance(e, HandDealt):
        t.turns.new_hand()
        t.stage.deal(e, t.turns.shows_hand)
        see(t, e)
    elif isinstance(e, CardPlayed):
        t.look.played(t.show.board, e)  # a card the board shows elsewhere leaves it now
        t.stage.play(e, t.turns.card_start(e))
        t.turns.played(e.seat)
    elif isinstance(e, TrickWon):
        t.stage.gather(e, lambda: see(t, e))
    else:
        see(t, e)


def see(t: SeeingTable, e: Event) -> None:
    """The presentation's part of showing ``e``: the board, a message, a summary."""
    shown: Shown = t.look.see(t.show.board, e, list(t.queue), t.names, t.faces)
    for _i in range(shown.consume):
        t.queue.popleft()
    if shown.sound:
        t.sound(shown.sound)
    if shown.tip:
        t.tips.want(shown.tip)
    for seat, colour in shown.flash.items():
        t.stage.flash(seat, colour)
    if shown.cleared:
        t.stage.clear()
    if shown.message:
        t.say(shown.message, shown.seconds)
    spec = shown.dialog
    speed = t.speeds()[0]
    if spec is not None:
        t.anim.pause(shown.pause * speed, lambda: skip.summary(t, spec))
    elif shown.pause:
        t.anim.pause(shown.pause * speed)
