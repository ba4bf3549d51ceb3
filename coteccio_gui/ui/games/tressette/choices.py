"""Tressette's sentences and dialogs: what each event says, the choices at a person's turn
(buon gioco, annulling, claiming), the signals of a lead, the table at the end of a hand."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.game import Action, Event
from coteccio_gui.games.tressette.actions import Annul, Call, Claim, Declare
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.games.tressette.declarations import declarations
from coteccio_gui.games.tressette.events import (
    Annulled,
    Called,
    CardDrawn,
    Claimed,
    Declared,
    GoodGame,
    HandScored,
    PartnerRevealed,
    Signalled,
)
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.games.tressette import rules as words
from coteccio_gui.ui.words import card_name, the_card


def said(e: Event, names: Sequence[str], faces: str) -> str:
    """The sentence of one of Tressette's own events ("" if it is not one of them)."""
    if isinstance(e, GoodGame):
        return _("{name} announces buon gioco: shown after the first trick.").format(
            name=names[e.seat]
        )
    if isinstance(e, Declared):
        text = ngettext(
            "{name} shows {combos}: {n} point.", "{name} shows {combos}: {n} points.", e.points
        )
        combos = words.combos_text(e.declarations, faces)
        return text.format(name=names[e.seat], combos=combos, n=e.points)
    if isinstance(e, Signalled):
        return _("{name} leads {card} — {signal}.").format(
            name=names[e.seat], card=the_card(e.card, faces), signal=words.signal_text(e.signal)
        )
    if isinstance(e, Annulled):
        return _("{name} annuls the hand (under one point): {dealer} deals again.").format(
            name=names[e.seat], dealer=names[e.dealer]
        )
    if isinstance(e, Called):
        return _("{name} calls {card}: its holder is the partner, in secret.").format(
            name=names[e.seat], card=the_card(e.card, faces)
        )
    if isinstance(e, PartnerRevealed):
        return _("{partner} held the called card: partner of {caller}.").format(
            partner=names[e.partner], caller=names[e.caller]
        )
    if isinstance(e, CardDrawn):
        return _("{name} draws {card}.").format(name=names[e.seat], card=the_card(e.card, faces))
    if isinstance(e, Claimed):
        return claimed(e, names)
    return ""


def claimed(e: Claimed, names: Sequence[str], score: int = 0, hand: int = 0) -> str:
    """A claim; in the history, its total split as the panels show the score (``hand`` unscored)."""
    if not hand:
        text = _("{name} claims the game with {n}: right!")
        text = text if e.right else _("{name} claims the game with {n}: wrong!")
    elif e.right:
        text = _("{name} claims the game with {n}: right! {score} in the score, {hand} this hand.")
    else:
        text = _("{name} claims the game with {n}: wrong! {score} in the score, {hand} this hand.")
    return text.format(name=names[e.seat], n=e.total, score=score, hand=hand)


def claimed_scores(
    scores: Sequence[int], teams: Sequence[Sequence[int]], claim: Claimed | None
) -> tuple[int, ...]:
    """The scores a game ends at: a right claim's whole count for the claimer's side (the
    points of the hand cut short count), else the scores as they stand."""
    out = list(scores)
    if claim is not None and claim.right:
        side = next((t for t in teams if claim.seat in t), (claim.seat,))
        for s in side:
            out[s] += claim.total - scores[claim.seat]
    return tuple(out)


def known_total(v: TressetteView) -> tuple[int, int]:
    """A claim as the seat of view ``v`` can count it: its game score and the whole points of
    the tricks of the seats it knows are on its side this hand."""
    side = (v.seat,) if v.partner is None else (v.seat, v.partner)
    return v.scores[v.seat], points(sum(t.points for t in v.tricks if t.winner in side))


def claim_reach(v: TressetteView) -> int:
    """The most the claim of the seat of view ``v`` can count now: its known total and, while
    its partner is a secret (the chiamata), the tricks of the seat that could be it and took
    most. Below the target a claim cannot be right: it is not offered."""
    score, taken = known_total(v)
    if v.partner is not None or not v.rules.chiamata or v.players != 4:
        return score + taken
    if v.seat != v.caller:  # neither caller nor called: the partner is one of the other two
        others = [s for s in range(v.players) if s not in (v.seat, v.caller)]
    else:
        others = [s for s in range(v.players) if s != v.seat]
    own = sum(t.points for t in v.tricks if t.winner == v.seat)
    most = max((sum(t.points for t in v.tricks if t.winner == s) for s in others), default=0)
    return score + points(own + most)


def count_line(v: TressetteView) -> str:
    """The person's count for a claim, in words: how far from the target, and from what."""
    score, taken = known_total(v)
    total, target = score + taken, v.rules.target
    if not score:
        line = _("By your count you have {total}, all from this hand; {target} win the game.")
    else:
        line = _(
            "By your count you have {total} ({score} from the hands before, {taken} from this "
            "one); {target} win the game."
        )
    return line.format(score=score, taken=taken, total=total, target=target)


def turn_dialog(
    v: TressetteView, actions: Sequence[Action], faces: str, asked: bool
) -> DialogSpec | None:
    """The choices besides a card for the seat of view ``v``; offered by itself at the first
    turn (buon gioco, annulling) and when the count reaches the target, or when the person
    presses C."""
    seat = v.seat
    choices: list[Choice] = []
    lines: list[str] = []
    if Declare(seat) in actions:
        found = declarations(v.hand)
        n = sum(d.points for d in found)
        lines.append(_("You hold {combos}.").format(combos=words.combos_text(found, faces)))
        explain = ngettext(
            "{n} point for your side, shown after the first trick.",
            "{n} points for your side, shown after the first trick.",
            n,
        )
        if v.players == 2:  # no sides in Tressette in due ("for your side" puzzled)
            explain = ngettext(
                "{n} point for you, shown after the first trick.",
                "{n} points for you, shown after the first trick.",
                n,
            )
        choices.append(Choice(_("Buon gioco"), explain.format(n=n), Declare(seat)))
    if Annul(seat) in actions:
        lines.append(_("Your ten cards count under one point."))
        explain = _("the same dealer deals again.")
        choices.append(Choice(_("Annul the hand"), explain, Annul(seat)))
    if Claim(seat) in actions:
        total, target = sum(known_total(v)), v.rules.target
        if total >= target or (asked and claim_reach(v) >= target):
            lines.append(count_line(v))
            explain = (
                _("you have reached the target, so the game is yours.")
                if total >= target
                else _(
                    "by your count you are short of the target, and a wrong claim loses the game."
                )
            )
            choices.append(Choice(_("Claim the game"), explain, Claim(seat)))
    if not choices:
        if not asked:
            return None
        lines.append(_("Nothing to choose now: play a card."))
    if v.trick:  # the box may stand over the cards led (no room beside them): it says them
        led = ", ".join(the_card(card, faces) for _seat, card in v.trick)
        lines.append(_("On the table: {cards}.").format(cards=led))
    choices.append(Choice(_("Play a card"), "", None))
    # Enter never makes a claim short of the target: that one is a click away, on purpose
    short = isinstance(choices[0].value, Claim) and sum(known_total(v)) < v.rules.target
    default = len(choices) - 1 if short else 0
    return DialogSpec(_("Your choices"), lines, choices, default=default, room=(3, 0), hand=True)


def side_lines(scores: Sequence[int], names: Sequence[str]) -> list[str]:
    """Each side's score, once: ``Anna and Carla: 17`` (``Side 1: 17`` before names are known)."""
    lines = []
    for first in (0, 1):
        side = words.side_name((first, first + 2), names) if names else ""
        side = side or _("Side {n}").format(n=first + 1)
        lines.append(_("{side}: {n}").format(side=side, n=scores[first]))
    return lines


def hand_dialog(
    hand: int,
    e: HandScored,
    before: Sequence[int],
    after: Sequence[int],
    pairs: bool,
    names: Sequence[str],
    declared: Sequence[int] = (),
) -> DialogSpec:
    """The end-of-hand table: each side's (or seat's) points of the cards, of its
    declarations (a column of their own), and its score before and after the hand."""
    n = len(names)
    declared = list(declared) or [0] * n
    rows = [(_("Player"), _("Points"), _("Declared"), _("Score"))]
    marks = [False]
    shown: set[int] = set()
    for seat in range(n):
        if seat in shown:
            continue
        side = [seat]
        if pairs:
            side = [seat, seat + 2]  # fixed partners; with the chiamata every seat has a row
        shown.update(side)
        who = words.side_name(side, names)
        shown_declared = f"+{declared[seat]}" if declared[seat] else "–"
        rows.append((who, str(e.points[seat]), shown_declared, f"{before[seat]} → {after[seat]}"))
        marks.append(False)  # a highlight is for a loss; nobody loses by a hand
    lines = [_("The last trick: {name}.").format(name=names[e.last_trick])]
    if e.special is not None:
        special = words.special_name(e.special)
        lines.insert(0, _("A {special}! The game ends at once.").format(special=special))
    else:
        lines.append(_("Fractions drop on the floor: a hand scores 11."))
    return DialogSpec(
        _("End of hand {n}").format(n=hand),
        lines,
        [Choice(_("Continue"), "", None)],
        rows,
        highlight=marks,
        room=(2, 5),
    )


def call_dialog(actions: Sequence[Action], faces: str) -> DialogSpec:
    """The chiamata del Tre: call one of the cards the seat lacks."""
    calls = [a for a in actions if isinstance(a, Call)]
    line = _(
        "Whoever holds it is your partner for this hand; nobody else knows it until the card "
        "is played."
    )
    return DialogSpec(
        _("Call a card"), [line], [Choice(card_name(a.called, faces), "", a) for a in calls]
    )


def end_of_game(v: TressetteView, names: Sequence[str]) -> tuple[str, list[str]]:
    """The title and lines of the end of the game (as view ``v`` shows it, every seat's the
    same): the winners, why, the stakes, the scores."""
    outcome = v.outcome
    winners = outcome.winners if outcome else ()
    pool = outcome.pool if outcome else 0
    who = words.side_name(winners, names)
    fixed = v.players == 4 and not v.rules.chiamata  # with the chiamata each keeps his own
    sides = v.teams if fixed else tuple((s,) for s in range(v.players))
    # fixed partners share one score: a side is listed once, by both its names
    ended = claimed_scores(v.scores, v.teams if fixed else (), v.claim)
    scores = ", ".join(f"{words.side_name(side, names)} {ended[side[0]]}" for side in sides)
    lines = [words.end_line(v.end_reason, v.special, pool, v.players == 2)]
    claim = v.claim
    if claim is not None:
        score = v.scores[claim.seat]
        hand = claim.total - score
        line = _("{name} claimed with {n} of {target}.")
        if hand:  # the standings show the score alone: say where the rest came from
            line = _("{name} claimed with {n} of {target}: {score} in the score, {hand} this hand.")
        n, target = claim.total, v.rules.target
        lines.append(
            line.format(name=names[claim.seat], n=n, target=target, score=score, hand=hand)
        )
    lines.append(_("Scores: {list}.").format(list=scores))
    title = ngettext("{names} wins!", "{names} win!", len(winners))
    return title.format(names=who), lines


def claim_question(v: TressetteView, action: Action) -> str | None:
    """What to ask before a claim short of the target by the claimer's own count (``v``: the
    claimer's view), or None."""
    if not isinstance(action, Claim):
        return None
    total = sum(known_total(v))
    if total >= v.rules.target:
        return None
    text = _("Claim the game with {total} of {target} by your count? A wrong claim loses.")
    return text.format(total=total, target=v.rules.target)
