"""Zifuli's words that do not change during a match: the rules screen, the house rule, the
presets, and the sentences of the bidding and the stakes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.games.cucco.cards import Design, card_of, design_suit
from coteccio_gui.games.cucco.scoring import SideResult
from coteccio_gui.games.zifuli import (
    AllPassed,
    Bid,
    BiddingWon,
    BidMade,
    PartnerRevealed,
    Passed,
    ZifuliHandScored,
    ZifuliMatchOver,
    ZifuliRules,
    ZifuliView,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.games.coch import rules as coch_rules
from coteccio_gui.ui.words import cucco_card_name, cucco_suit_name

ZIFULI_ORDER = tuple(Design(d) for d in (19, 18, 17, 16, 15, 14, 10, 13, 12, 11))
"""The Matte from the highest to the lowest in Zifuli: the Matto sits above the Nulla."""

TIPS = {
    "zifuli": N_(
        "Call a card you hold, or pass; a later call must be a lower card of the first call's "
        "suit. The bidder's partner holds the other copy of the called card, a secret until "
        "it is played."
    ),
}

LABELS = {"rounds": N_("Times each player deals")}
PRESETS = {
    "two_rounds": N_("Two rounds (10 hands)"),
    "one_round": N_("One round (5 hands)"),
    "four_rounds": N_("Four rounds (20 hands)"),
}


def design_name(design: int) -> str:
    """A called design by its card's name."""
    return cucco_card_name(card_of(design))


def signed(n: int) -> str:
    """A balance or a stake: ``+2``, ``-1``, ``0``."""
    return f"{n:+d}" if n else "0"


def side_name(bidder: int, partner: int, names: Sequence[str]) -> str:
    """The bidder's side: ``Anna and Bruno``, or the bidder alone."""
    if partner == bidder:
        return names[bidder]
    return _("{a} and {b}").format(a=names[bidder], b=names[partner])


def revealed_line(bidder: int, partner: int, names: Sequence[str]) -> str:
    """The twin is played: who the partner is (or that the bidder is alone)."""
    if partner == bidder:
        return _("{name} holds both copies and plays alone!").format(name=names[bidder])
    return _("{partner} is {bidder}'s partner!").format(
        partner=names[partner], bidder=names[bidder]
    )


def result_lines(e: ZifuliHandScored, names: Sequence[str]) -> list[str]:
    """What the bidder's side took and what came of it."""
    side = side_name(e.bidder, e.partner, names)
    a, b = coch_rules.points_text(e.halves[0]), coch_rules.points_text(e.halves[1])
    lines = [_("The bidder's side, {side}, takes {a} points to {b}.").format(side=side, a=a, b=b)]
    if e.recount is not None:
        lines.append(
            _("9½ each: the recount is {a} to {b}.").format(a=e.recount[0], b=e.recount[1])
        )
    said = {
        SideResult.WON: _("The bid is made."),
        SideResult.LOST: _("The bid fails."),
        SideResult.TIED: _("Nobody wins the hand and nobody pays."),
    }
    lines.append(said[e.result])
    return lines


def stakes_line(e: ZifuliHandScored, names: Sequence[str]) -> str:
    """What each seat won or paid in a hand, for the history."""
    paid = ", ".join(f"{names[s]} {signed(p)}" for s, p in enumerate(e.payments) if p)
    return _("Stakes: {list}.").format(list=paid or "0")


def rule_cards() -> tuple[list[tuple[int, str]], str, list[tuple[int, str, str]]]:
    """The two suits, then the Matte in Zifuli's order with each card's points."""
    caption = _(
        "The Matte from the highest to the lowest (the Fool ranks above Zero), and the "
        "points each is worth:"
    )
    return coch_rules.rule_cards(ZIFULI_ORDER, caption)


def rules_paragraphs(rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of Zifuli's whole rules; with ``rules`` (the match in play) the
    length of the match comes last."""
    paragraphs = [
        (
            _("The aim"),
            _(
                "Five players, no fixed partners. Each hand one player bids by calling a card, "
                "and whoever holds its other copy is his secret partner. Their side needs 10 of "
                "the 19 points. The best balance of stakes after every hand wins the match."
            ),
        ),
        *coch_rules.pack_paragraphs(fool_above_zero=True),
        (
            _("The deal"),
            _(
                "Eight cards each in batches of four, anticlockwise from the dealer's right. The "
                "deal passes to the right after each hand."
            ),
        ),
        (
            _("The bidding"),
            _(
                "From the dealer's right, each player in turn passes or calls a card he holds; "
                "whoever passes may not bid again. Each call after the first must be a lower card "
                "of the suit of the first call. When everyone else has passed, the last caller "
                "is the bidder. If everyone passes the hand is thrown in and nobody pays."
            ),
        ),
        (
            _("The partner"),
            _(
                "Whoever holds the other copy of the called card is the bidder's partner; only "
                "he knows it until he plays that copy. A bidder holding both copies plays alone."
            ),
        ),
        (
            _("Play"),
            _(
                "The player on the dealer's right leads; eight tricks are played as in Cöch: "
                "follow the suit led if you can, the highest card of the suit led wins, and of "
                "two equal cards the first played."
            ),
        ),
        (
            _("Stakes"),
            _(
                "With a partner, the bidder wins or pays 2, the partner 1, and each opponent pays "
                "or wins 1. Alone, the bidder wins or pays 8 and each opponent 2. At 41 each in "
                "the recount nobody pays."
            ),
        ),
        (
            _("The texts and this table"),
            _(
                "The written rules (Anthony Smith, 1991) have the bidding go on clockwise from "
                "the dealer's right; this table bids anticlockwise, the way the deal and the "
                "play go, so that the turn always passes to the right."
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
    if isinstance(rules, ZifuliRules):
        text = ngettext(
            "Each player deals {n} time: {hands} hands.",
            "Each player deals {n} times: {hands} hands.",
            rules.rounds,
        )
        line = text.format(n=rules.rounds, hands=rules.hands)
        if rules.thrown_in_counts:
            line += " " + _("A hand thrown in counts as one of them.")
        else:
            line += " " + _("A hand thrown in does not count: the next dealer deals again.")
        paragraphs.append((_("The house rules of this match"), line))
    return paragraphs


def narrate_event(e: Any, names: Sequence[str]) -> str | None:
    """One sentence for an event of Zifuli's own (``None``: not one of those)."""
    if isinstance(e, BidMade):
        return _("{name} calls {card}.").format(name=names[e.seat], card=design_name(e.call))
    if isinstance(e, Passed):
        return _("{name} passes.").format(name=names[e.seat])
    if isinstance(e, BiddingWon):
        text = _("{name} is the bidder, with {card}: its other copy is the partner.")
        return text.format(name=names[e.bidder], card=design_name(e.call))
    if isinstance(e, AllPassed):
        return _("Everybody passed: the hand is thrown in.")
    if isinstance(e, PartnerRevealed):
        return revealed_line(e.bidder, e.partner, names)
    if isinstance(e, ZifuliHandScored):
        return " ".join([*result_lines(e, names), stakes_line(e, names)])
    if isinstance(e, ZifuliMatchOver):
        if not e.winners:
            return _("Nobody wins: every balance is the same.")
        who = ", ".join(names[s] for s in e.winners)
        return _("Best balance: {names}.").format(names=who)
    return None


def bid_dialog(
    m: ZifuliView, seat: int, actions: Sequence[Any], names: Sequence[str]
) -> DialogSpec:
    """The bidding, as ``seat``'s view ``m`` says it: pass, or call a design the seat may call."""
    if m.call is None:
        lines = [_("Nobody has called yet. Call a card you hold, or pass.")]
    else:
        text = _("{name} calls {card}. Call a lower card of the {suit} that you hold, or pass.")
        suit = cucco_suit_name(design_suit(m.call))
        lines = [text.format(name=names[m.bidder or 0], card=design_name(m.call), suit=suit)]
    lines.append(_("Whoever holds the other copy of the card you call is your secret partner."))
    choices, cards = [], []
    for a in actions:
        label = design_name(a.call) if isinstance(a, Bid) else _("Pass")
        label = label[:1].upper() + label[1:]  # "The Cat", "Il Gatto" under its card
        choices.append(Choice(label, "", a))
        cards.append(card_of(a.call) if isinstance(a, Bid) else None)  # drawn as the card
    title = _("Your call, {name}").format(name=names[seat])
    return DialogSpec(title, lines, choices, hand=True, cards=cards)
