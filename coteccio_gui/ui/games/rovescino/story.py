"""Rovescino's story in words: how the match ended, as any seat's view says it."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.i18n import _, ngettext


def losers(v: RovescinoView) -> list[int]:
    """The seats that lost the match: still in it at the end, they reached the target without
    the lowest score (a seat that dropped out before the last hand did not lose it here)."""
    if not v.winners:
        return []
    return [
        s
        for s, score in enumerate(v.scores)
        if not v.out[s] and score >= v.rules.target and s not in v.winners
    ]


def match_end(v: RovescinoView, names: Sequence[str]) -> tuple[str, list[str]]:
    """The winners with the lowest score, the losers, every score."""
    who = ", ".join(names[s] for s in v.winners or ())
    scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(v.scores))
    lines = [_("Lowest score: {names}.").format(names=who)]
    lost = losers(v)
    if lost:
        text = ngettext("Reached the target: {names}.", "Reached the target: {names}.", len(lost))
        lines.append(text.format(names=", ".join(names[s] for s in lost)))
    lines.append(_("Scores: {list}.").format(list=scores))
    return _("{name} wins!").format(name=who), lines
