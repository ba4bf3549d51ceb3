"""The table's dialogs: capotto, end of hand, doctor and the end of the match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from coteccio_gui.engine import (
    CapottoChoice,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    LifeReason,
    MatchWon,
    Phase,
    SeatView,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.dialogs import Choice, Dialog

if TYPE_CHECKING:
    from coteccio_gui.ui.table.scene import TableScene

REASONS = {
    LifeReason.MOST_POINTS: N_("most points"),
    LifeReason.CAPOTTO_MADE: N_("made capotto"),
    LifeReason.CAPOTTO_SUFFERED: N_("capotto by another player"),
    LifeReason.CAPOTTO_FAILED: N_("lost the fifth trick after four"),
    LifeReason.CAPOTTO_SAVED: N_("saved the capotto"),
}


def capotto(t: TableScene, seat: int) -> Dialog:
    """The four-trick seat chooses: annul the hand or play the last card."""

    def choose(choice: CapottoChoice) -> None:
        m = t.match
        events = m.decide_capotto(seat, choice)
        if choice is CapottoChoice.PLAY and m.phase is Phase.PLAY and m.turn == seat:
            events += m.play(seat, m.legal_plays(seat)[0])  # the one card left: no second click
        t.human_decided(events)

    return Dialog(
        t.app,
        _("Capotto?"),
        [_("{name}, you won the first four tricks.").format(name=t.name(seat))],
        [
            Choice(
                _("Annul"),
                _("no one loses a life; the same dealer deals again."),
                lambda: choose(CapottoChoice.ANNUL),
            ),
            Choice(
                _("Play the last card"),
                _("win it: +1 life for you, -1 for all others; lose it: -1 life for you."),
                lambda: choose(CapottoChoice.PLAY),
            ),
        ],
    )


def doctor(t: TableScene, seat: int, view: SeatView) -> Dialog:
    """A seat at 0 lives may call the doctor."""

    def choose(call: bool) -> None:
        t.human_decided(t.match.decide_doctor(seat, call))

    fee = t.rules.doctor_fee
    lines = [
        _("{name}, you have no lives left.").format(name=t.name(seat)),
        ngettext(
            "The doctor costs {fee} chips, paid into the pool, and gives you {lives} life "
            "(the fewest lives any other player has).",
            "The doctor costs {fee} chips, paid into the pool, and gives you {lives} lives "
            "(the fewest lives any other player has).",
            view.doctor_lives,
        ).format(fee=fee, lives=view.doctor_lives),
        _("Doctor calls left: {n}").format(n=view.doctor_calls_left),
    ]
    return Dialog(
        t.app,
        _("Call the doctor?"),
        lines,
        [
            Choice(_("Call the doctor"), _("pay and play on."), lambda: choose(True)),
            Choice(
                _("Go out"),
                _("leave the match; your stake stays in the pool."),
                lambda: choose(False),
            ),
        ],
    )


def hand_summary(
    t: TableScene, e: HandScored, changes: list[LifeLost | LifeGained], before: list[int]
) -> Dialog:
    """Points per seat, who loses or gains a life, and why."""
    notes: dict[int, str] = {}
    for c in changes:
        sign = "-1" if isinstance(c, LifeLost) else "+1"
        notes[c.seat] = f"{sign} ({_(REASONS[c.reason])})"
    rows = [(_("Player"), _("Points"), _("Lives"), _("Why"))]
    marks = [False]
    for seat in range(len(t.seats)):
        if before[seat] == 0:
            continue
        last = " +6" if seat == e.last_trick else ""
        pts = f"{e.points[seat]}" + (f" ({_('last trick')})" if last else "")
        lives = f"{before[seat]} → {t.show.lives[seat]}"
        rows.append((t.name(seat), pts, lives, notes.get(seat, "")))
        marks.append(any(isinstance(c, LifeLost) and c.seat == seat for c in changes))
    if e.outcome is HandOutcome.CAPOTTO_MADE:
        line = _("{name} won all five tricks: capotto!").format(name=t.name(e.last_trick))
    elif e.outcome is HandOutcome.CAPOTTO_SAVED:
        line = _("{name} won the fifth trick and saved the capotto.").format(
            name=t.name(e.last_trick)
        )
    else:
        losers = ", ".join(t.name(s) for s in e.losers)
        line = _("Most points: {names}. The last trick counts 6.").format(names=losers)
    title = _("End of hand {n}").format(n=t.match.hands_played)
    return Dialog(
        t.app,
        title,
        [line],
        [Choice(_("Continue"), "", lambda: None)],
        rows,
        highlight=marks,
        room=(2, len(t.seats) + 1),  # the same box every hand: Continue stays where it was
    )


def match_end(t: TableScene, e: MatchWon) -> Dialog:
    """The winner and the pool; play again or go back to the title."""
    from coteccio_gui.ui.screens.title import TitleScene

    m = t.match

    def again() -> None:
        from coteccio_gui.ui.table.scene import TableScene

        t.app.replace(TableScene(t.app, t.seats, t.rules, t.seed + 1))

    def title() -> None:
        t.app.replace(TitleScene(t.app))

    lines = [
        _("{name} wins the match and takes the pool of {pool} chips.").format(
            name=t.name(e.seat), pool=e.pool
        ),
        _("Hands played: {n}. Annulled: {a}. Doctor calls: {d}. Restarts: {r}.").format(
            n=m.hands_played, a=m.hands_annulled, d=sum(m.doctor_calls), r=m.restarts
        ),
    ]
    dialog = Dialog(
        t.app,
        _("{name} wins!").format(name=t.name(e.seat)),
        lines,
        [Choice(_("Play again"), "", again), Choice(_("Back to the title"), "", title)],
    )
    if t.app.self_test:

        def finish() -> None:
            t.app.result = {"winner": e.seat, "hands": m.hands_played}
            t.app.quit()

        dialog.autopilot = finish  # type: ignore[method-assign]
    return dialog
