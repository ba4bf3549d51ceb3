"""Coteccio's words: the rules on screen, the tips, the house rules' names, the history."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.cards import RANK_POINTS, Rank, Suit, card
from coteccio_gui.engine.game import Event
from coteccio_gui.games.coteccio import (
    CapottoOffered,
    DoctorCalled,
    DoctorOffered,
    HandAnnulled,
    HandOutcome,
    HandScored,
    HouseRules,
    MatchWon,
    OutReason,
    Restarted,
    SeatOut,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.words import court_names, rank_name, suit_name

TIPS = {
    "trick": N_(
        "The highest card of the suit led takes the trick. {ace} 6, {king} 5, {knight} 4 and "
        "{jack} 3 points: take as few as you can."
    ),
    "life": N_(
        "Whoever took the most points lost a life (the hearts beside the name). The last "
        "player with lives wins the pool."
    ),
    "capotto": N_(
        "Capotto! Win the first four tricks and you choose: annul the hand, or play the "
        "last card. Win it too: +1 life for you, -1 for every other player. Lose it: -1 life "
        "for you, +1 for whoever wins it."
    ),
    "doctor": N_(
        "At 0 lives you may call the doctor: pay the fee into the pool and come back with "
        "the fewest lives of any other player still in the game."
    ),
}
"""Coteccio's own tips, in the order a first match usually meets them."""

LABELS = {
    "starting_lives": N_("Starting lives"),
    "stake": N_("Stake (chips)"),
    "doctor_fee": N_("Doctor's fee"),
    "doctor_limit": N_("Doctor calls (0 = none)"),
    "doctor_limit_per": N_("Doctor limit counts"),
}
PRESETS = {"trieste": N_("Trieste"), "quick": N_("Quick"), "long": N_("Long")}


def narrate_event(e: Event, names: Sequence[str]) -> str | None:
    """One sentence for the hand history about an event of Coteccio's own."""
    if isinstance(e, CapottoOffered):
        return _("{name} won the first four tricks: capotto?").format(name=names[e.seat])
    if isinstance(e, HandAnnulled):
        return _("{name} annuls the hand.").format(name=names[e.seat])
    if isinstance(e, HandScored):
        if e.outcome is HandOutcome.CAPOTTO_MADE:
            return _("{name} won all five tricks: capotto!").format(name=names[e.last_trick])
        if e.outcome is HandOutcome.CAPOTTO_SAVED:
            text = _("{name} won the fifth trick and saved the capotto.")
            return text.format(name=names[e.last_trick])
        return _("Most points: {names}.").format(names=", ".join(names[s] for s in e.losers))
    if isinstance(e, DoctorOffered):
        return _("{name} may call the doctor.").format(name=names[e.seat])
    if isinstance(e, DoctorCalled):
        text = _("{name} calls the doctor: {fee} chips to the pool, back with {lives}.")
        return text.format(name=names[e.seat], fee=e.fee, lives=e.lives)
    if isinstance(e, SeatOut):
        return out_line(e, names)
    if isinstance(e, Restarted):
        return _("Everyone died together: the match starts again, the pool stays.")
    if isinstance(e, MatchWon):
        text = _("{name} wins the match and takes the pool of {pool} chips.")
        return text.format(name=names[e.seat], pool=e.pool)
    return None


OUT_WHY = {
    OutReason.DECLINED_DOCTOR: N_("{name} does not call the doctor and is out of the match."),
    OutReason.NO_DOCTOR: N_("{name} is out of the match: this match has no doctor."),
    OutReason.DOCTOR_LIMIT: N_("{name} is out of the match: no doctor calls are left."),
    OutReason.TOO_FEW_ALIVE: N_(
        "{name} is out of the match: the doctor needs two other players still in."
    ),
    OutReason.NO_POOL: N_("{name} is out of the match: with no stake there is no doctor."),
}
"""How a seat at no lives leaves the match: its own decision, or why it had none to make."""


def out_line(e: SeatOut, names: Sequence[str]) -> str:
    """``Anna does not call the doctor and is out of the match.`` (or why there was no doctor)."""
    return _(OUT_WHY.get(e.reason, N_("{name} is out of the match."))).format(name=names[e.seat])


def rules_paragraphs(faces: str = "triestine", rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules, with the card names of the face style in use;
    with ``rules`` (the match in play) the house rules and their values come last."""
    court = court_names(faces)
    paragraphs = [
        (
            _("The aim"),
            _(
                "Take as few card points as you can. Whoever takes the most points in a "
                "hand loses a life; the last player with lives wins the pool."
            ),
        ),
        (
            _("Cards"),
            _(
                "40 cards in four suits: coppe, denari, spade, bastoni (hearts, diamonds, "
                "spades, clubs with English faces). From high to low: {ace}, {king}, "
                "{knight}, {jack}, 7, 6, 5, 4, 3, 2."
            ).format(**court),
        ),
        (
            _("Points"),
            _(
                "{ace} 6, {king} 5, {knight} 4, {jack} 3, the others nothing. Whoever wins "
                "the last trick adds 6."
            ).format(**court),
        ),
        (
            _("The match"),
            _(
                "Every player puts the stake into the pool and starts with the starting "
                "lives. There is no upper limit on lives: a capotto can lift a player above "
                "the lives they started with."
            ),
        ),
        (
            _("Playing"),
            _(
                "Five cards each. Play goes anticlockwise; the player after the dealer "
                "leads. You must follow the suit led if you can; otherwise play any "
                "card. There are no trumps: the highest card of the suit led wins, and "
                "the winner leads the next trick."
            ),
        ),
        (
            _("Who deals and leads"),
            _(
                "The first dealer is drawn at random. After each hand the lead passes to the "
                "next player still in the game, and the dealer is always the player still in "
                "the game just before the leader: when the player due to deal is out, the "
                "previous dealer deals again. After an annulled hand the same dealer deals "
                "again and the same player leads."
            ),
        ),
        (
            _("Losing lives"),
            _(
                "After five tricks the player with the most points loses a life; "
                "everyone tied for the most loses one."
            ),
        ),
        (
            _("Capotto"),
            _(
                "Whoever wins the first four tricks chooses: annul the hand (no one "
                "loses, the same dealer deals again) or play the last card. Win it too "
                "and you gain a life while everyone else loses one; lose it and you "
                "lose a life and the winner of the trick gains one."
            ),
        ),
        (
            _("The doctor"),
            _(
                "Only when there is a pool (a stake above 0). A player who reaches 0 lives may "
                "call the doctor if at least two other players are still in the game and "
                "calls are left: pay the fee into the pool and come back with the fewest lives "
                "of any other player still in the game. Otherwise that player is out. When "
                "several reach 0 in one hand, they are asked in play order from the hand's "
                "leader."
            ),
        ),
        (
            _("Everyone dies together"),
            _(
                "If the last players all lose their last life in the same hand, the match "
                "starts again: every player, also those out earlier, gets the starting lives "
                "again. The pool stays, and doctor calls already used stay used."
            ),
        ),
        (
            _("Controls"),
            _(
                "Click a card, or choose with the arrows and press Enter. Lifted cards "
                "are the ones you may play. L shows the tricks of the hand, Esc opens the menu."
            ),
        ),
    ]
    if isinstance(rules, HouseRules):
        paragraphs.append((_("The house rules of this match"), _house_rules(rules)))
    return paragraphs


def _house_rules(rules: HouseRules) -> str:
    """The values of the match in play, in one paragraph."""
    parts = [
        ngettext("{n} starting life", "{n} starting lives", rules.starting_lives).format(
            n=rules.starting_lives
        )
    ]
    if rules.stake == 0:
        parts.append(_("no stake, so no pool and no doctor"))
    else:
        parts.append(_("a stake of {n} chips").format(n=rules.stake))
        if rules.doctor_limit == 0:
            parts.append(_("no doctor"))
        else:
            per = _("per match") if rules.doctor_limit_per.value == "match" else _("per player")
            parts.append(
                _("the doctor's fee {fee} chips, at most {n} calls {per}").format(
                    fee=rules.doctor_fee, n=rules.doctor_limit, per=per
                )
            )
    return "; ".join(parts) + "."


def rule_cards(faces: str) -> tuple[list[tuple[int, str]], str, list[tuple[int, str, str]]]:
    """The four suits, then one suit from the Asso down with each card's points."""
    suits = [(card(suit, Rank.ASSO), suit_name(suit, faces)) for suit in range(4)]
    ranks = [
        (card(Suit.DENARI, rank), rank_name(rank, faces), _("{n} pts").format(n=p) if p else "–")
        for rank, p in enumerate(RANK_POINTS)
    ]
    caption = _("From the highest card to the lowest, and the points each one is worth:")
    return suits, caption, ranks
