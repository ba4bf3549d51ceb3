"""``stats.json``: reading it (a file that cannot be read is moved aside, with a message),
writing it atomically, and counting a finished match into it."""

from __future__ import annotations

import logging
from pathlib import Path

from coteccio_gui.engine.game import Game
from coteccio_gui.i18n import _
from coteccio_gui.stats.book import STATS, Stats, record_key, was_undone
from coteccio_gui.stats.parse import StatsError, parse_stats
from coteccio_gui.storage import move_aside, write_atomic

log = logging.getLogger("coteccio.stats")


def load_stats(folder: Path) -> tuple[Stats, str]:
    """The statistics in ``folder`` and a message: empty, or why the file was moved aside."""
    path = folder / STATS
    if not path.exists():
        return Stats(), ""
    try:
        return parse_stats(path.read_text("utf-8")), ""
    except (StatsError, OSError, UnicodeDecodeError) as e:
        reason = str(e) if isinstance(e, StatsError) else (type(e).__name__)
    try:
        moved = move_aside(path)
    except OSError as oe:
        log.warning("could not move the broken statistics aside: %s", oe)
        return Stats(), _("Your statistics could not be read ({reason}).").format(reason=reason)
    log.warning("broken statistics %s moved to %s: %s", path, moved, reason)
    return Stats(), _(
        "Your statistics could not be read ({reason}); they start again from zero "
        "and the old file was moved to {path}."
    ).format(reason=reason, path=moved)


def save_stats(folder: Path, stats: Stats) -> None:
    """Write ``stats.json`` atomically (always this version: an older file is rewritten so)."""
    write_atomic(folder / STATS, stats.to_json())


def count_match(
    folder: Path, players: list[str], match: Game, text: str, kinds: list[str] | None = None
) -> str:
    """Count a finished match once; returns a message if the old file had to be moved aside."""
    stats, message = load_stats(folder)
    if stats.add(players, match, record_key(text), kinds=kinds, undone=was_undone(text)):
        save_stats(folder, stats)
    return message


def reset_stats(folder: Path) -> None:
    """Forget every statistic and every ledger."""
    save_stats(folder, Stats())
