"""What a presentation tells the table to show: a dialog, a seat's panel, how an event is shown.

Plain values the table (and the hand history) draw; a presentation never draws itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.core.theme import CREAM

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class DialogSpec:
    """A dialog to show: title, text, a table of rows, and the choices."""

    title: str
    lines: Sequence[str]
    choices: Sequence[Choice]
    """Each choice's value is an action (or a list of actions) of the game, or ``None``."""
    rows: Sequence[tuple[str, ...]] = ()
    highlight: Sequence[bool] = ()
    default: int = 0
    room: tuple[int, int] = (0, 0)
    """Lines and rows the box makes room for at least (dialogs of a kind keep one size)."""
    hand: bool = False
    """The person decides looking at their hand: the box stays clear of it (and of the seats'
    names, if it fits between them)."""
    cards: Sequence[int | None] = ()
    """The card each choice is drawn as, the card itself to click (``None``, or no entry: a
    button with its words): a call of a card offers the cards."""
    places: Sequence[tuple[int, int]] = ()
    """Where each card choice lies, (row, column) of a grid whose empty rows and columns
    close up (a suit a row, a rank a column); empty: in order, in rows of even length."""


@dataclass(frozen=True)
class Panel:
    """What a seat's panel says under the name: lives as hearts, or a line of text."""

    hearts: int | None = None
    """Lives to draw as hearts (``None``: the game has no lives; ``text`` instead)."""
    text: str = ""
    colour: Colour = CREAM
    right: str = ""
    """A short figure at the right: points this hand, chips…"""
    out: bool = False
    """Out of the match (greyed)."""


@dataclass
class Shown:
    """What the table does to show one event: a message, a sound, a flash, a pause, a dialog."""

    message: str = ""
    seconds: float = 3.0
    sound: str | None = None
    tip: str | None = None
    flash: dict[int, Colour] = field(default_factory=dict)
    pause: float = 0.0
    """Seconds at normal speed before the table goes on (scaled by the speed setting)."""
    dialog: DialogSpec | None = None
    """A dialog shown after the pause (an end-of-hand summary); its choice is not an action."""
    consume: int = 0
    """How many of the events that follow this one it has shown as well."""
    cleared: bool = False
    """The hand is over without being played out (annulled): hands and trick are emptied."""
