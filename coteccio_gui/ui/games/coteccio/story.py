"""Coteccio's story in words: the end-of-hand table, the end of the match, a step of the
hand history with its life changes said together."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from coteccio_gui.engine import Play
from coteccio_gui.engine.game import Action, Event
from coteccio_gui.games.coteccio import (
    Capotto,
    CapottoChoice,
    Doctor,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    LifeReason,
    Phase,
    SeatView,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.base import DialogSpec

REASONS = {
    LifeReason.MOST_POINTS: N_("most points"),
    LifeReason.CAPOTTO_MADE: N_("made capotto"),
    LifeReason.CAPOTTO_SUFFERED: N_("capotto by another player"),
    LifeReason.CAPOTTO_FAILED: N_("lost the fifth trick after four"),
    LifeReason.CAPOTTO_SAVED: N_("saved the capotto"),
}


def hand_summary(
    number: int,
    lives: Sequence[int],
    e: HandScored,
    changes: list[LifeLost | LifeGained],
    before: list[int],
    names: Sequence[str],
) -> DialogSpec:
    """End of hand ``number``: points per seat, who loses or gains a life, and why."""
    notes: dict[int, str] = {}
    for c in changes:
        sign = "-1" if isinstance(c, LifeLost) else "+1"
        notes[c.seat] = f"{sign} ({_(REASONS[c.reason])})"
    rows = [(_("Player"), _("Points"), _("Lives"), _("Why"))]
    marks = [False]
    for seat in range(len(names)):
        if before[seat] == 0:
            continue
        pts = f"{e.points[seat]}" + (" (" + _("last trick") + ")" if seat == e.last_trick else "")
        rows.append((names[seat], pts, f"{before[seat]} → {lives[seat]}", notes.get(seat, "")))
        marks.append(any(isinstance(c, LifeLost) and c.seat == seat for c in changes))
    if e.outcome is HandOutcome.CAPOTTO_MADE:
        line = _("{name} won all five tricks: capotto!").format(name=names[e.last_trick])
    elif e.outcome is HandOutcome.CAPOTTO_SAVED:
        line = _("{name} won the fifth trick and saved the capotto.").format(
            name=names[e.last_trick]
        )
    else:
        losers = ", ".join(names[s] for s in e.losers)
        line = _("Most points: {names}. The last trick counts 6.").format(names=losers)
    return DialogSpec(
        _("End of hand {n}").format(n=number),
        [line],
        [Choice(_("Continue"), "", None)],
        rows,
        highlight=marks,
        room=(2, len(names) + 1),  # the same box every hand: Continue stays where it was
    )


def match_end(v: SeatView, names: Sequence[str]) -> tuple[str, list[str]]:
    """The winner, the pool and how the match went, as any seat's view ``v`` says."""
    winner = names[v.winner] if v.winner is not None else ""
    return _("{name} wins!").format(name=winner), [
        _("{name} wins the match and takes the pool of {pool} chips.").format(
            name=winner, pool=v.pool
        ),
        _("Hands played: {n}. Annulled: {a}. Doctor calls: {d}.").format(
            n=v.hands_played, a=v.hands_annulled, d=sum(v.doctor_calls)
        ),
    ] + restarts_lines(v.restarts)


def restarts_lines(restarts: int) -> list[str]:
    """How often everyone lost the last life in one hand and the match began again (said
    only when it happened)."""
    if not restarts:
        return []
    line = _("Restarts (everyone lost the last life in the same hand, so all began again): {n}.")
    return [line.format(n=restarts)]


def narrate(
    events: Sequence[Event],
    action: Action | None,
    names: Sequence[str],
    one: Callable[[Event], list[str]],
) -> list[str]:
    """The lines of one step of the history, with life changes said together; ``one`` says
    any other event."""
    lines: list[str] = []
    lost: list[str] = []
    gained: list[str] = []

    def lives_changed() -> None:
        if gained:
            lines.append(_("A life more: {names}.").format(names=", ".join(gained)))
        if lost:
            lines.append(_("A life less: {names}.").format(names=", ".join(lost)))
        gained.clear()
        lost.clear()

    for e in events:
        if isinstance(e, (LifeLost, LifeGained)):
            (lost if isinstance(e, LifeLost) else gained).append(names[e.seat])
            continue
        lives_changed()
        lines += one(e)
    lives_changed()
    if isinstance(action, Capotto) and action.choice is CapottoChoice.PLAY:
        text = _("{name} plays the last trick for capotto.")
        lines.append(text.format(name=names[action.seat]))
    return lines


def choice(view: SeatView, seat: int, names: Sequence[str]) -> DialogSpec:
    """The capotto choice or the doctor, for ``seat``, whose ``view`` this is."""
    if view.phase is Phase.CAPOTTO:
        last = Play(seat, view.hand[0])  # "Play the last card" plays it: no second click
        return DialogSpec(
            _("Capotto?"),
            [_("{name}, you won the first four tricks.").format(name=names[seat])],
            [
                Choice(
                    _("Annul"),
                    _("no one loses a life; the same dealer deals again."),
                    Capotto(seat, CapottoChoice.ANNUL),
                ),
                Choice(
                    _("Play the last card"),
                    _(
                        "win it: +1 life for you, -1 for all others; lose it: -1 life for "
                        "you, +1 for whoever wins it."
                    ),
                    [Capotto(seat, CapottoChoice.PLAY), last],
                ),
            ],
        )
    lines = [
        _("{name}, you have no lives left.").format(name=names[seat]),
        ngettext(
            "The doctor costs {fee} chips, paid into the pool, and gives you {lives} life "
            "(the fewest lives of any other player still in the game).",
            "The doctor costs {fee} chips, paid into the pool, and gives you {lives} lives "
            "(the fewest lives of any other player still in the game).",
            view.doctor_lives,
        ).format(fee=view.rules.doctor_fee, lives=view.doctor_lives),
        _("Doctor calls left: {n}").format(n=view.doctor_calls_left),
    ]
    return DialogSpec(
        _("Call the doctor?"),
        lines,
        [
            Choice(_("Call the doctor"), _("pay and play on."), Doctor(seat, True)),
            Choice(
                _("Go out"),
                _("leave the match; your stake stays in the pool."),
                Doctor(seat, False),
            ),
        ],
    )
