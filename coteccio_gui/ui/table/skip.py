"""Skip to the result: once no person is left in the match (every person is out, as in
Coteccio when their lives are gone), the summary of a hand offers to play the rest at once,
with no summary between hands, and to show the end of the match."""

from __future__ import annotations

import random
from dataclasses import replace

from coteccio_gui.i18n import _
from coteccio_gui.live import HUMAN
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.table import ending
from coteccio_gui.ui.table.part import Table

SKIP = "skip to the result"


def nobody_left(t: Table) -> bool:
    """Whether no person is dealt a card in the next hand (between hands: the one in which the
    last person went out is over) or was in the hand last dealt: only computers play on."""
    people = [i for i, s in enumerate(t.setup.seats) if s.kind == HUMAN]
    if not t.source.local or not people:
        return False  # a server's match goes on at its own pace
    m = t.match
    seats = [s for s in range(m.players) if m.controller(s) in people]
    if m.needs_deal() and m.outcome() is None:
        dealt = m.copy()  # the next deal as it would be (who gets cards, not which)
        dealt.deal(random.Random(0))
        return all(not dealt.hand(s) for s in seats)
    deals = [a for a in m.actions if getattr(a, "seat", None) is None]
    hands = getattr(deals[-1], "hands", None) if deals else None
    return hands is not None and all(not hands[s] for s in seats)


def summary(t: Table, spec: DialogSpec) -> None:
    """Show a summary the presentation described (none while the rest is being skipped); with
    nobody left in the match it offers to skip to the result."""
    if t.hurry:
        return
    if nobody_left(t) and t.match.outcome() is None:
        skip = Choice(_("Skip to the result"), _("the computers play the rest at once."), SKIP)
        spec = replace(spec, choices=[*spec.choices, skip])
    t.app.push(ending.summary(t, spec, on_other=lambda value: _chosen(t, value)))


def _chosen(t: Table, value: object) -> None:
    if value == SKIP:
        t.skip_rest()
