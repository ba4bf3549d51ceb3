"""The score sheet from the table, the end-of-hand summaries that offer it, and the end of the
match: who won, the final standings of every seat or side, then play again or the title."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from coteccio_gui.i18n import _
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.games.sheet import sheet_of, standings
from coteccio_gui.ui.table.part import Table

SHEET = "sheet"
"""The value of a summary's Score sheet choice (the others go on with the match)."""


def open_sheet(t: Table, then: Any = None) -> None:
    """The score sheet over the table; ``then`` runs when it is closed."""
    played = t.source.played()
    t.app.nav.push("sheet", game=t.setup.game, played=played, names=t.names, on_close=then)


def summary(t: Table, spec: DialogSpec, on_other: Any = None) -> Dialog:
    """An end-of-hand summary with the score sheet one click away (Continue stays first); any
    other choice goes to ``on_other``."""
    choices = [*spec.choices, Choice(_("Score sheet"), "", SHEET)]

    def chosen(value: Any) -> None:
        if value == SHEET:
            open_sheet(t)
        elif on_other is not None:
            on_other(value)

    dialog = t.dialog(replace(spec, choices=choices), chosen)
    dialog.cancel = 0  # Esc goes on as Continue does (it did nothing in a box that only tells)
    return dialog


def standing_rows(t: Table) -> list[tuple[str, str]]:
    """The final standings: a heading, then each seat or side, first to last, and its score."""
    sheet = sheet_of(t.look, t.source.played(), t.names, t.faces)
    outcome = t.match.outcome()
    winners = outcome.winners if outcome else ()
    order = standings(sheet, winners)
    rows = [(_("Final standings"), t.look.score_name())]
    won = {i for i, side in enumerate(sheet.seats) if set(side) & set(winners)}
    totals, place, last = sheet.totals, 0, None
    for i, column in enumerate(order):
        out = [sheet.out[s] for s in sheet.seats[column] if s in sheet.out]
        tie = (totals[column], column in won, out)
        if tie != last:
            place, last = i + 1, tie  # a tie shares its place (out in the same hand too)
        score = str(totals[column])
        if out:
            score = _("{score} (out in hand {n})").format(score=score, n=max(out))
        rows.append((f"{place}. {sheet.columns[column]}", score))
    return rows


def ending_dialog(t: Table) -> Dialog:
    """Who won, the standings (and how often each person played the coach's card), then
    play again, back to the title, or the score sheet."""
    app, setup = t.app, t.setup
    title, lines = t.look.match_end(t.match, t.names)
    if t.coach.on and app.settings.coach:
        lines = [*lines, *t.coach.agreement_lines(t.names)]
    choices = [
        Choice(_("Play again"), "", "again"),
        Choice(_("Back to the title"), "", "title"),
        Choice(_("Score sheet"), "", SHEET),
    ]
    if not t.source.local:  # a server's table: its next match is the host's to open
        choices = choices[1:]

    def after(choice: str) -> None:
        if choice == SHEET:
            open_sheet(t, lambda: app.push(ending_dialog(t)))
        elif choice == "again":
            app.nav.replace("table", setup=setup.again())
        else:
            app.nav.replace("title")

    # Esc leaves as on every other screen: back to the title (the match is saved)
    back = [c.value for c in choices].index("title")
    dialog = Dialog(app, title, lines, choices, standing_rows(t), cancel=back, on_choice=after)
    if app.self_test:

        def done() -> None:
            outcome = t.match.outcome()
            winner = outcome.winners[0] if outcome and outcome.winners else -1
            app.result = {"winner": winner, "hands": getattr(t.match, "hands_played", 0)}
            app.quit()

        dialog.autopilot = done  # type: ignore[method-assign]
    return dialog
