"""The ways out of a table: its menu (the game's, or a server seat's) and leaving a server."""

from __future__ import annotations

from coteccio_gui.ui.table.part import Table


def open_menu(t: Table) -> None:
    """The game menu over the table (the match waits); at a server's table, what a seat can
    do there (leaving asks first)."""
    game, rules = t.setup.game, t.match.rules
    if t.source.local:
        t.app.nav.push("menu", game=game, rules=rules)
        return
    host = bool(getattr(t.source, "hosting", False))
    t.app.nav.push("net_menu", game=game, rules=rules, leave=lambda: leave(t), host=host)


def leave(t: Table) -> None:
    """Leave a server's table for the title (a guest's seat is played by the computer, a
    host's table closes)."""
    t.source.close()
    t.app.nav.replace("title")
