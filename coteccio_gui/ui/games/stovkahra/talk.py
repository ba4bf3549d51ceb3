"""Stovkahra's sentences and dialogs: what each event says, the declarations before the first
lead, "dost" and what it risks, settling the brčka, the end of a deal, a game and the series."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.game import Action, Event
from coteccio_gui.games.stovkahra.actions import Declare, Dost, Pass, Settle
from coteccio_gui.games.stovkahra.cards import RANK_OF, SUIT_OF
from coteccio_gui.games.stovkahra.declarations import count_of, value
from coteccio_gui.games.stovkahra.events import (
    DealScored,
    Declared,
    DostCalled,
    GameEnd,
    GameWon,
    Hundred,
    Passed,
    SeriesOver,
    Settled,
    SevenBonus,
    TrumpTurned,
)
from coteccio_gui.games.stovkahra.rules import GAME, WRONG_DOST
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.shown import DialogSpec
from coteccio_gui.ui.games.stovkahra.words import (
    brcka,
    card_name,
    combination,
    suit_name,
    the_card,
)


def side_name(side: int, names: Sequence[str]) -> str:
    """``Anna & Carla``: the two partners of ``side`` (0: seats 0 and 2)."""
    return _("{a} & {b}").format(a=names[side], b=names[side + 2])


def said(e: Event, names: Sequence[str], faces: str) -> str:
    """The sentence of one of Stovkahra's own events ("" if it is not one of them)."""
    if isinstance(e, TrumpTurned):
        cards = ", ".join(card_name(c, faces) for c in e.face_up)
        return _("{dealer} turns {card}: {suit} are trumps. {eldest} shows {cards}.").format(
            dealer=names[e.dealer],
            card=the_card(e.card, faces),
            suit=suit_name(SUIT_OF[e.card], faces),
            eldest=names[e.eldest],
            cards=cards,
        )
    if isinstance(e, Declared):
        text = ngettext(
            "{name} declares {combo}: {n} point.", "{name} declares {combo}: {n} points.", e.points
        )
        return text.format(name=names[e.seat], combo=combination(e.rank, e.held, faces), n=e.points)
    if isinstance(e, Passed):
        return _("{name} passes.").format(name=names[e.seat])
    if isinstance(e, SevenBonus):
        return _("{name} takes trick {n} with a Seven: {points} more!").format(
            name=names[e.seat], n=e.number + 1, points=e.points
        )
    if isinstance(e, Hundred):
        return _("{side} reach {n}.").format(side=side_name(e.side, names), n=e.total)
    if isinstance(e, DostCalled):
        text = (
            _("{name} says dost with {n}: right!")
            if e.right
            else _("{name} says dost with {n}: wrong!")
        )
        return text.format(name=names[e.seat], n=e.total)
    if isinstance(e, DealScored):
        return _("Points of the deal: {a} {x}, {b} {y}; the game stands {p} to {q}.").format(
            a=side_name(0, names), x=e.points[0], b=side_name(1, names), y=e.points[1],
            p=e.totals[0], q=e.totals[1],
        )  # fmt: skip
    if isinstance(e, GameWon):
        return _("{side} win the game: {brcka}.").format(
            side=side_name(e.side, names), brcka=brcka(e.brcka)
        )
    if isinstance(e, Settled):
        return settled(e, names)
    if isinstance(e, SeriesOver):
        if not e.winners:
            return _("The series is drawn.")
        return _("{side} win the series.").format(side=side_name(e.winners[0] % 2, names))
    return ""


def settled(e: Settled, names: Sequence[str]) -> str:
    """The brčka of a game added or taken, and where both sides stand."""
    mine, theirs = side_name(e.side, names), side_name(1 - e.side, names)
    if e.subtract:
        text = _("{side} take {brcka} from {others}: {a} to {b}.")
    else:
        text = _("{side} add {brcka}: {a} to {b}.")
    a, b = e.brcka[e.side], e.brcka[1 - e.side]
    return text.format(side=mine, others=theirs, brcka=brcka(e.amount), a=a, b=b)


def risk(total: int) -> str:
    """What saying "dost" now does, in one sentence."""
    if total >= GAME:
        return _("your side has {n}: it wins the game.").format(n=total)
    return _("your side has only {n} of {game}: the opponents would win {brcka}.").format(
        n=total, game=GAME, brcka=brcka(WRONG_DOST)
    )


def dost_choice(v: StovkahraView) -> Choice:
    """The "dost" button, with what it risks."""
    return Choice(_("Dost"), risk(v.points[v.seat % 2]), Dost(v.seat))


def declare_dialog(v: StovkahraView, actions: Sequence[Action], faces: str) -> DialogSpec:
    """Before the first lead: the combinations the hand may still declare (the cards named),
    "dost" right after a declaration, and passing."""
    choices: list[Choice] = []
    lines = [_("Trumps: {suit}.").format(suit=suit_name(SUIT_OF[v.trump_card], faces))]
    for a in actions:
        if isinstance(a, Declare):
            held = count_of(v.hand, a.rank)
            cards = ", ".join(card_name(c, faces) for c in v.hand if RANK_OF[c] == a.rank)
            n = value(a.rank, held)
            label = _("Declare {combo}").format(combo=combination(a.rank, held, faces))
            explain = ngettext("{n} point for your side", "{n} points for your side", n)
            lines.append(cards)
            choices.append(Choice(label, explain.format(n=n), a))
    mine = [d for d in v.declarations if d.seat == v.seat]
    if mine:
        done = ", ".join(combination(d.rank, d.held, faces) for d in mine)
        lines.append(_("You have declared {combos}.").format(combos=done))
    elif not choices:
        lines.append(_("You have nothing to declare."))
    declares = len(choices)
    dost = next((a for a in actions if isinstance(a, Dost)), None)
    if dost is not None:
        choices.append(dost_choice(v))
    passing = next(a for a in actions if isinstance(a, Pass))
    label = _("Done") if mine else _("Pass")
    choices.append(Choice(label, _("no more declarations from you"), passing))
    # Enter declares what is left, or ends the turn; it says "dost" only when that wins
    right = dost is not None and v.points[v.seat % 2] >= GAME
    default = declares if right else 0 if declares else len(choices) - 1
    return DialogSpec(_("Declarations"), lines, choices, default=default, room=(4, 0), hand=True)


def dost_dialog(v: StovkahraView, asked: bool) -> DialogSpec | None:
    """At the person's turn after winning a trick: "dost", offered by itself when it wins the
    game, else when asked (C, or the Choices button)."""
    total = v.points[v.seat % 2]
    if not asked and total < GAME:
        return None
    lines = [_("Your side has {n} of {game}.").format(n=total, game=GAME)]
    choices = [dost_choice(v), Choice(_("Play a card"), "", None)]
    default = 0 if total >= GAME else 1
    return DialogSpec(_("Your choices"), lines, choices, default=default, room=(1, 0), hand=True)


def settle_dialog(v: StovkahraView, seat: int) -> DialogSpec:
    """The winners of a game settle its brčka: add them to their own, or take them from the
    opponents' (down to 0)."""
    assert v.settling is not None
    side, amount = v.settling
    ours, theirs = v.brcka[side], v.brcka[1 - side]
    add = _("your side: {a} to {b}").format(a=ours, b=ours + amount)
    take = _("the opponents: {a} to {b}").format(a=theirs, b=max(0, theirs - amount))
    choices = [
        Choice(_("Add to ours"), add, Settle(seat, False)),
        Choice(_("Take from theirs"), take, Settle(seat, True)),
    ]
    line = _("Your side wins {brcka}.").format(brcka=brcka(amount))
    return DialogSpec(_("Settle the game"), [line], choices)


def deal_dialog(deal: int, e: DealScored, names: Sequence[str]) -> DialogSpec:
    """The end of a deal: each side's points in it and its game total."""
    rows = [(_("Side"), _("This deal"), _("Game"))]
    for side in (0, 1):
        before = e.totals[side] - e.points[side]
        rows.append((side_name(side, names), str(e.points[side]), f"{before} → {e.totals[side]}"))
    lines = [_("The game goes on to {n}.").format(n=GAME)]
    return DialogSpec(
        _("End of deal {n}").format(n=deal),
        lines,
        [Choice(_("Continue"), "", None)],
        rows,
        highlight=[False, False, False],
        room=(1, 3),
    )


def end_line(e: GameWon) -> str:
    """Why the game ended."""
    if e.end is GameEnd.DOST_RIGHT:
        return _('A right "dost" wins the game.')
    if e.end is GameEnd.DOST_WRONG:
        return _('A wrong "dost": the opponents win the game and {brcka}.').format(
            brcka=brcka(e.brcka)
        )
    return _("The deal is played out with a side at {n}.").format(n=GAME)


def game_dialog(
    e: GameWon, deal_points: Sequence[int], names: Sequence[str], done: Settled
) -> DialogSpec:
    """The end of a game, its brčka settled (``done``): why, each side's points, the brčka."""
    rows = [(_("Side"), _("This deal"), _("Game"))]
    for side in (0, 1):
        rows.append((side_name(side, names), str(deal_points[side]), str(e.totals[side])))
    lines = [end_line(e), _("The game is worth {brcka}.").format(brcka=brcka(e.brcka))]
    lines.append(settled(done, names))
    title = _("{side} win the game").format(side=side_name(e.side, names))
    return DialogSpec(
        title,
        lines,
        [Choice(_("Continue"), "", None)],
        rows,
        highlight=[False, False, False],
        room=(3, 3),
    )


def end_of_series(v: StovkahraView, names: Sequence[str]) -> tuple[str, list[str]]:
    """The title and lines of the end of the series."""
    outcome = v.outcome
    lines = [
        _("{side}: {brcka}.").format(side=side_name(side, names), brcka=brcka(v.brcka[side]))
        for side in (0, 1)
    ]
    if outcome is None or not outcome.winners:
        return _("The series is drawn"), lines
    side = outcome.winners[0] % 2
    if outcome.pool == 2:
        lines.insert(0, _("First to 10 and first to 20: two series."))
    return _("{side} win the series!").format(side=side_name(side, names)), lines
