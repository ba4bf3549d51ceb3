"""Rovescino's story in words: how the match ended, as any seat's view says it."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.i18n import _, ngettext


def match_end(v: RovescinoView, names: Sequence[str]) -> tuple[str, list[str]]:
    """The winners with the lowest score, the losers, every score."""
    who = ", ".join(names[s] for s in v.winners or ())
    scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(v.scores))
    lines = [_("Lowest score: {names}.").format(names=who)]
    if v.losers:
        text = ngettext(
            "Reached the target: {names}.", "Reached the target: {names}.", len(v.losers)
        )
        lines.append(text.format(names=", ".join(names[s] for s in v.losers)))
    lines.append(_("Scores: {list}.").format(list=scores))
    return _("{name} wins!").format(name=who), lines
