"""The lead signal beside the hand (Tressette's busso, volo, striscio): a row of buttons that
stays out of the way, never a dialog at every lead.

While the person is to lead and the rules let them signal, the buttons show above their name
panel: "No signal" (chosen by default) and each signal, chosen by a click or by Tab. The chosen
one goes with the next card led; a card that cannot carry it (volo with a suit of several
cards) is refused with a word.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from coteccio_gui.engine.game import Action
from coteccio_gui.i18n import _
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


def lead_signals(legal: Sequence[Action]) -> list[Any]:
    """The signals some card may be led with now, in the game's order (none: no bar)."""
    seen: list[Any] = []
    for action in legal:
        signal = getattr(action, "signal", None)
        if signal is not None and signal not in seen:
            seen.append(signal)
    return seen


class SignalBar:
    """The signal chosen for the next lead, and its buttons."""

    def __init__(self, table: Any) -> None:
        self.t = table
        self.chosen: Any = None
        """The signal the next card led carries (None: no signal)."""
        self.signals: list[Any] = []
        self.group = ButtonGroup([], horizontal=True)

    def now(self) -> list[Any]:
        """The signals to offer at this moment (none unless the person leads now)."""
        if self.t.turns.active_seat() is None or self.t.app.top is not self.t:
            return []
        return lead_signals(self.t.match.legal_actions())

    def buttons(self) -> tuple[Button, ...]:
        """The bar's buttons laid out for this frame (none when there is nothing to choose)."""
        signals = self.now()
        self.signals = signals
        if self.chosen not in signals:
            self.chosen = None
        look = self.t.look  # the labels made each time: in the language of now
        shown = [Button(_("No signal"), lambda: self._choose(None))]
        shown += [Button(look.signal_label(s), self._chooser(s)) for s in signals]
        self.group = ButtonGroup(shown, horizontal=True)
        if not signals:
            return ()
        self._lay_out()
        return tuple(self.group.buttons)

    def rect(self) -> pygame.Rect | None:
        """Where the bar is (what a tip must not cover), if it shows."""
        buttons = self.buttons()
        if not buttons:
            return None
        return buttons[0].rect.unionall([b.rect for b in buttons])

    def is_chosen(self, index: int) -> bool:
        """Whether the bar's button ``index`` is the signal chosen."""
        return bool([None, *self.signals][index] == self.chosen)

    def _chooser(self, signal: Any) -> Any:
        return lambda: self._choose(signal)

    def _choose(self, signal: Any) -> None:
        self.chosen = signal
        self.t.app.dirty = True

    def _lay_out(self) -> None:
        """Above the person's name panel, as wide as it: "No signal" on a row of its own, the
        signals two a row under it."""
        lay = self.t.layout
        s = theme.ui_scale(lay.size)
        panel = lay.spots[self.t.turns.bottom].panel
        height, gap = int(30 * s), int(6 * s)
        half = (panel.width - gap) // 2
        places = [(0, 0, panel.width)]
        places += [(1 + i // 2, (i % 2) * (half + gap), half) for i in range(len(self.signals))]
        rows = places[-1][0] + 1
        top = panel.top - gap - rows * (height + gap)
        for b, (row, x, width) in zip(self.group.buttons, places, strict=True):
            b.rect = pygame.Rect(panel.x + x, top + row * (height + gap), width, height)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on one of the bar's buttons, or Tab (Shift+Tab): the next (previous) choice
        of the bar, for a player without a mouse; True if it was the bar's."""
        step = {keys.NEXT: 1, keys.PREVIOUS: -1}.get(keys.intent(event) or "")
        if step is not None and self.buttons():
            options = [None, *self.signals]
            self._choose(options[(options.index(self.chosen) + step) % len(options)])
            return True
        return keys.clicked(event) and bool(self.buttons()) and self.group.handle(event)

    def action(self, legal: Sequence[Action], card: int) -> Action | None:
        """The lead of ``card`` with the signal chosen, if one is (else None: a plain play).
        A card that cannot carry it is refused with a word, and None is returned too."""
        if self.chosen is None:
            return None
        for a in legal:
            if getattr(a, "card", None) == card and getattr(a, "signal", None) == self.chosen:
                self.chosen = None
                return a
        return None

    def refused(self, legal: Sequence[Action], card: int) -> bool:
        """Whether the chosen signal cannot go with ``card`` (then the table says why)."""
        if self.chosen is None:
            return False
        carried = [a for a in legal if getattr(a, "card", None) == card]
        ok = any(getattr(a, "signal", None) == self.chosen for a in carried)
        if not ok:
            label = self.t.look.signal_label(self.chosen)
            line = _("{signal} cannot go with that card: choose another, or No signal.")
            self.t.say(line.format(signal=label))
        return not ok
